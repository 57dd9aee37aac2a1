import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public content: articles (sanitised HTML bodies), contact messages, website removal requests
 * (one pending request per domain), and an index for the case-insensitive technology name search.
 */
export class Content1764500000000 implements MigrationInterface {
  name = 'Content1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE article (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        title text NOT NULL,
        summary text NOT NULL DEFAULT '',
        author text NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        body_html text NOT NULL,
        reading_minutes integer NOT NULL DEFAULT 1 CHECK (reading_minutes >= 1),
        cover_image text,
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX article_published_idx ON article (published_at DESC) WHERE published_at IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE contact_message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL DEFAULT '',
        email text NOT NULL,
        message text NOT NULL,
        receive_updates boolean NOT NULL DEFAULT false,
        user_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
        client_address text,
        mailed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX contact_message_created_idx ON contact_message (created_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE removal_request (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        domain text NOT NULL,
        url text NOT NULL,
        email text,
        reason text,
        requested_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Idempotent per domain while pending: a second request finds the pending one.
    await queryRunner.query(
      `CREATE UNIQUE INDEX removal_request_pending_domain_uq ON removal_request (domain) WHERE status = 'pending'`,
    );
    await queryRunner.query(`CREATE INDEX removal_request_created_idx ON removal_request (created_at DESC)`);

    await queryRunner.query(
      `CREATE INDEX technology_name_lower_idx ON technology (lower(name) text_pattern_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS technology_name_lower_idx`);
    for (const table of ['removal_request', 'contact_message', 'article']) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
