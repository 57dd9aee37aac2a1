import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys: one row per key, only its SHA-256 stored, the visible prefix kept for listings; revoked keys
 * keep their row (revoked_at) so that an audit can tell what existed. Deleted with their owner.
 */
export class ApiKeys1765100000000 implements MigrationInterface {
  name = 'ApiKeys1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE api_key (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        name text NOT NULL,
        prefix text NOT NULL,
        key_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX api_key_hash_uq ON api_key (key_hash)`);
    await queryRunner.query(
      `CREATE INDEX api_key_user_active_idx ON api_key (user_id) WHERE revoked_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE api_key`);
  }
}
