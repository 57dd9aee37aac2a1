import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in throttling, users module tables: the per-account lock (`failed_sign_ins`, `locked_until`)
 * gives way to throttling per client address and account in Redis, and `user_token` gains the `sign-in` purpose
 * (the mailed one-time sign-in link).
 */
export class SignInThrottle1795756722625 implements MigrationInterface {
  name = 'SignInThrottle1795756722625';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE app_user DROP COLUMN failed_sign_ins, DROP COLUMN locked_until`);
    await queryRunner.query(`ALTER TABLE user_token DROP CONSTRAINT user_token_purpose_check`);
    await queryRunner.query(
      `ALTER TABLE user_token ADD CONSTRAINT user_token_purpose_check
         CHECK (purpose IN ('verify-email', 'reset-password', 'sign-in'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM user_token WHERE purpose = 'sign-in'`);
    await queryRunner.query(`ALTER TABLE user_token DROP CONSTRAINT user_token_purpose_check`);
    await queryRunner.query(
      `ALTER TABLE user_token ADD CONSTRAINT user_token_purpose_check
         CHECK (purpose IN ('verify-email', 'reset-password'))`,
    );
    await queryRunner.query(
      `ALTER TABLE app_user ADD COLUMN failed_sign_ins integer NOT NULL DEFAULT 0, ADD COLUMN locked_until timestamptz`,
    );
  }
}
