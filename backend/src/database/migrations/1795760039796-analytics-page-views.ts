import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * First-party analytics (issue 22 §7): page views counted per UTC day and path, nothing else — no address, no user
 * agent, no identifier. Owned by the `analytics` module.
 */
export class AnalyticsPageViews1795760039796 implements MigrationInterface {
  name = 'AnalyticsPageViews1795760039796';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE page_view_daily (
        day date NOT NULL,
        path text NOT NULL,
        views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
        PRIMARY KEY (day, path)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE page_view_daily`);
  }
}
