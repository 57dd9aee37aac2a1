import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account setup after sign-up: `app_user.onboarded_at` is set when the user saved or skipped the setup step;
 * accounts that existed before the step are done already.
 */
export class AccountSetup1795762138889 implements MigrationInterface {
  name = 'AccountSetup1795762138889';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE app_user ADD COLUMN onboarded_at timestamptz`);
    await queryRunner.query(`UPDATE app_user SET onboarded_at = created_at`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE app_user DROP COLUMN onboarded_at`);
  }
}
