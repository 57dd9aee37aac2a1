import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paused monitors: a takeover of an unverified account pauses the monitors whoever held it created;
 * the scheduler skips a paused monitor until its owner changes (or re-saves) its interval.
 */
export class PausedMonitors1795757241466 implements MigrationInterface {
  name = 'PausedMonitors1795757241466';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE monitor ADD COLUMN paused_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE monitor DROP COLUMN paused_at`);
  }
}
