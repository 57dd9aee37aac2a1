import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pending email change: a new address is kept beside the account's `email` until the single-use link
 * mailed to it is followed (`pending_email_token_hash` is the link token's SHA-256, valid until
 * `pending_email_expires_at`); only then does it replace `email`.
 */
export class PendingEmailChange1795756643709 implements MigrationInterface {
  name = 'PendingEmailChange1795756643709';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE app_user
        ADD COLUMN pending_email text CHECK (pending_email = lower(pending_email)),
        ADD COLUMN pending_email_token_hash text,
        ADD COLUMN pending_email_expires_at timestamptz`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX app_user_pending_email_token_uq ON app_user (pending_email_token_hash)
        WHERE pending_email_token_hash IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS app_user_pending_email_token_uq`);
    await queryRunner.query(`
      ALTER TABLE app_user
        DROP COLUMN pending_email,
        DROP COLUMN pending_email_token_hash,
        DROP COLUMN pending_email_expires_at`);
  }
}
