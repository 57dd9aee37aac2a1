import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Technology catalogue, websites with their technologies and score history, and analyses.
 * Unqualified names: the connection's search_path selects the schema (DATABASE_SCHEMA).
 */
export class InitialSchema1760000000000 implements MigrationInterface {
  name = 'InitialSchema1760000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE category (
        id integer PRIMARY KEY,
        name text NOT NULL,
        slug text NOT NULL UNIQUE,
        priority integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`
      CREATE TABLE technology (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE,
        slug text NOT NULL UNIQUE,
        website text,
        icon text,
        description text,
        latest_version text,
        latest_checked_at timestamptz,
        eol_product text,
        eol_cycles jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE technology_category (
        technology_id integer NOT NULL REFERENCES technology (id) ON DELETE CASCADE,
        category_id integer NOT NULL REFERENCES category (id) ON DELETE CASCADE,
        PRIMARY KEY (technology_id, category_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX technology_category_category_idx ON technology_category (category_id)`,
    );

    await queryRunner.query(`
      CREATE TABLE website (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        domain text NOT NULL UNIQUE,
        url text NOT NULL,
        protocol text NOT NULL CHECK (protocol IN ('http', 'https')),
        score integer NOT NULL CHECK (score BETWEEN 0 AND 100),
        band text NOT NULL CHECK (band IN ('error', 'warning', 'success')),
        breakdown jsonb NOT NULL DEFAULT '[]',
        model_version integer NOT NULL,
        status_code integer,
        hidden boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX website_score_idx ON website (score) WHERE NOT hidden`);

    await queryRunner.query(`
      CREATE TABLE website_technology (
        website_id uuid NOT NULL REFERENCES website (id) ON DELETE CASCADE,
        technology_id integer NOT NULL REFERENCES technology (id) ON DELETE CASCADE,
        version text,
        latest_version text,
        version_status text NOT NULL DEFAULT 'unknown',
        confidence integer NOT NULL CHECK (confidence BETWEEN 1 AND 100),
        implied boolean NOT NULL DEFAULT false,
        evidence jsonb NOT NULL DEFAULT '[]',
        PRIMARY KEY (website_id, technology_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX website_technology_technology_idx ON website_technology (technology_id)`,
    );

    await queryRunner.query(`
      CREATE TABLE score_history (
        id bigserial PRIMARY KEY,
        website_id uuid NOT NULL REFERENCES website (id) ON DELETE CASCADE,
        score integer NOT NULL CHECK (score BETWEEN 0 AND 100),
        model_version integer NOT NULL,
        breakdown jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX score_history_website_idx ON score_history (website_id, created_at DESC)`,
    );

    await queryRunner.query(`
      CREATE TABLE analysis (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        domain text NOT NULL,
        url text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
        stage text NOT NULL DEFAULT 'queued',
        attempts integer NOT NULL DEFAULT 0,
        status_code integer,
        error_code text,
        error_message text,
        timings jsonb,
        website_id uuid REFERENCES website (id) ON DELETE SET NULL,
        requested_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    // One running analysis per domain: a second request while one is queued or running gets the same id.
    await queryRunner.query(
      `CREATE UNIQUE INDEX analysis_active_domain_uq ON analysis (domain) WHERE status IN ('queued', 'running')`,
    );
    await queryRunner.query(`CREATE INDEX analysis_domain_created_idx ON analysis (domain, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'analysis',
      'score_history',
      'website_technology',
      'website',
      'technology_category',
      'technology',
      'category',
    ]) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
