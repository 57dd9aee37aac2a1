import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every costly action is bounded. Lighthouse module: `lighthouse_usage`, the Lighthouse runs each user
 * started per UTC day (counted by one guarded statement, like `usage_period` for analyses). Analyzer module: a partial
 * index to count a user's queued and running analyses (the per-user cap) without reading their history.
 */
export class LighthouseLimits1795756730119 implements MigrationInterface {
  name = 'LighthouseLimits1795756730119';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE lighthouse_usage (
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        day date NOT NULL,
        used integer NOT NULL CHECK (used >= 0),
        PRIMARY KEY (user_id, day)
      )`);
    await queryRunner.query(
      `CREATE INDEX analysis_active_requested_by_idx ON analysis (requested_by)
        WHERE status IN ('queued', 'running') AND requested_by IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS analysis_active_requested_by_idx`);
    await queryRunner.query(`DROP TABLE IF EXISTS lighthouse_usage`);
  }
}
