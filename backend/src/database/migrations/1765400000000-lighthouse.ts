import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lighthouse reports, lighthouse module: one row per run — its status, the four category scores
 * (0..100), the main metrics (LCP, TBT, FCP, Speed Index in ms; CLS), the Lighthouse result JSON and Lighthouse's
 * HTML report, both gzip-compressed. At most one queued or running run per domain (partial unique index).
 */
export class Lighthouse1765400000000 implements MigrationInterface {
  name = 'Lighthouse1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE lighthouse_run (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        domain text NOT NULL,
        url text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
        requested_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
        performance smallint CHECK (performance BETWEEN 0 AND 100),
        accessibility smallint CHECK (accessibility BETWEEN 0 AND 100),
        best_practices smallint CHECK (best_practices BETWEEN 0 AND 100),
        seo smallint CHECK (seo BETWEEN 0 AND 100),
        lcp_ms integer,
        cls double precision,
        tbt_ms integer,
        fcp_ms integer,
        speed_index_ms integer,
        result_gz bytea,
        report_gz bytea,
        lighthouse_version text,
        duration_ms integer,
        error_code text,
        error_message text,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX lighthouse_run_active_domain_idx ON lighthouse_run (domain)
        WHERE status IN ('queued', 'running')`,
    );
    await queryRunner.query(
      `CREATE INDEX lighthouse_run_done_idx ON lighthouse_run (domain, finished_at DESC) WHERE status = 'done'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE lighthouse_run`);
  }
}
