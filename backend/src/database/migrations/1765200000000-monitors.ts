import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Monitored websites and technology history. `website_technology_history` (websites module): one row per
 * continuous presence of a technology on a website, opened by the analysis that first detects it and closed
 * (`removed_at`) by the first complete analysis that no longer does; existing results are back-filled as open rows
 * seen at the website's last analysis. `monitor` (monitors module): a user's monitored domain, its interval and the
 * state of its last scheduled run.
 */
export class Monitors1765200000000 implements MigrationInterface {
  name = 'Monitors1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE website_technology_history (
        id bigserial PRIMARY KEY,
        website_id uuid NOT NULL REFERENCES website (id) ON DELETE CASCADE,
        technology_id integer NOT NULL REFERENCES technology (id) ON DELETE CASCADE,
        first_seen_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        removed_at timestamptz,
        first_version text,
        last_version text
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX website_technology_history_open_idx
         ON website_technology_history (website_id, technology_id) WHERE removed_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX website_technology_history_website_idx ON website_technology_history (website_id, last_seen_at DESC)`,
    );
    await queryRunner.query(`
      INSERT INTO website_technology_history
             (website_id, technology_id, first_seen_at, last_seen_at, first_version, last_version)
      SELECT wt.website_id, wt.technology_id, w.updated_at, w.updated_at, wt.version, wt.version
        FROM website_technology wt JOIN website w ON w.id = wt.website_id`);
    await queryRunner.query(`
      CREATE TABLE monitor (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        domain text NOT NULL,
        url text NOT NULL,
        interval text NOT NULL CHECK (interval IN ('daily', 'weekly')),
        next_run_at timestamptz NOT NULL,
        last_run_at timestamptz,
        last_analysis_id uuid,
        last_error jsonb,
        last_changed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, domain)
      )`);
    await queryRunner.query(`CREATE INDEX monitor_next_run_idx ON monitor (next_run_at)`);
    await queryRunner.query(`CREATE INDEX monitor_domain_idx ON monitor (domain)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE monitor`);
    await queryRunner.query(`DROP TABLE website_technology_history`);
  }
}
