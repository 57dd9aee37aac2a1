import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Known vulnerabilities of detected versions (issue 20): each stored technology's vulnerabilities (null for results
 * stored before, or when nothing could be checked), the advisory data a result was matched against (date and credited
 * sources), and the advisory snapshots the worker's refresh job stored (gzip JSON; the workers use the newest).
 */
export class Vulnerabilities1795800000000 implements MigrationInterface {
  name = 'Vulnerabilities1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE website_technology ADD COLUMN vulnerabilities jsonb`);
    await queryRunner.query(`ALTER TABLE website ADD COLUMN advisory_data jsonb`);
    await queryRunner.query(`
      CREATE TABLE advisory_snapshot (
        id bigserial PRIMARY KEY,
        generated_at text NOT NULL,
        data bytea NOT NULL,
        size_bytes integer NOT NULL,
        stored_bytes integer NOT NULL,
        technologies integer NOT NULL,
        advisories integer NOT NULL,
        duration_ms integer NOT NULL,
        outcome jsonb NOT NULL DEFAULT '{}',
        refreshed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE advisory_snapshot`);
    await queryRunner.query(`ALTER TABLE website DROP COLUMN advisory_data`);
    await queryRunner.query(`ALTER TABLE website_technology DROP COLUMN vulnerabilities`);
  }
}
