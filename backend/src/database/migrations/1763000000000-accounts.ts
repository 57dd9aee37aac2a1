import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts: users with role and plan, their Google/GitHub identities, single-use hashed tokens
 * (email verification, password reset), the monthly analysis usage counter, and `analysis.requested_by` tied to
 * the user (set to NULL when the account is deleted: results stay, anonymously).
 */
export class Accounts1763000000000 implements MigrationInterface {
  name = 'Accounts1763000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE app_user (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email)),
        name text,
        job_title_id integer,
        technologies jsonb NOT NULL DEFAULT '[]',
        password_hash text,
        email_verified_at timestamptz,
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        plan text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'paid')),
        is_customer boolean NOT NULL DEFAULT false,
        disabled_at timestamptz,
        failed_sign_ins integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX app_user_email_uq ON app_user (email)`);

    await queryRunner.query(`
      CREATE TABLE user_identity (
        provider text NOT NULL CHECK (provider IN ('google', 'github')),
        provider_user_id text NOT NULL,
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        email text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, provider_user_id)
      )`);
    await queryRunner.query(`CREATE INDEX user_identity_user_idx ON user_identity (user_id)`);

    await queryRunner.query(`
      CREATE TABLE user_token (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
        token_hash text NOT NULL UNIQUE,
        email text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX user_token_user_idx ON user_token (user_id, purpose)`);

    // One row per user and calendar month (UTC); incremented atomically with a limit check.
    await queryRunner.query(`
      CREATE TABLE usage_period (
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        period_start date NOT NULL,
        used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
        PRIMARY KEY (user_id, period_start)
      )`);

    await queryRunner.query(`UPDATE analysis SET requested_by = NULL WHERE requested_by IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE analysis ADD CONSTRAINT analysis_requested_by_fk
        FOREIGN KEY (requested_by) REFERENCES app_user (id) ON DELETE SET NULL`);
    await queryRunner.query(
      `CREATE INDEX analysis_requested_by_idx ON analysis (requested_by, created_at DESC) WHERE requested_by IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS analysis_requested_by_idx`);
    await queryRunner.query(`ALTER TABLE analysis DROP CONSTRAINT IF EXISTS analysis_requested_by_fk`);
    for (const table of ['usage_period', 'user_token', 'user_identity', 'app_user']) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
