import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `website.named_software`: the software a website's latest result names about itself that the fingerprint set
 * does not know (the analyzer's `namedSoftware`: name, version, where the site says so; at most 8). Null for results
 * stored before the column existed.
 */
export class NamedSoftware1795900000000 implements MigrationInterface {
  name = 'NamedSoftware1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE website ADD COLUMN named_software jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE website DROP COLUMN named_software`);
  }
}
