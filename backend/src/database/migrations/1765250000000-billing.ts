import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing. Users module: `app_user.billing_plan` (the paid plan: `payg` metered, `pro` flat) and
 * `billable_usage`, the outbox of Pay as you go analyses — written by the statement that admits the analysis, reported
 * to Stripe as a meter event (identifier = analysis id), then marked reported (or voided when the analysis could not
 * be queued). Billing module: the Stripe customer and subscription of a user, and the Stripe event ids processed
 * (each webhook event once).
 */
export class Billing1765250000000 implements MigrationInterface {
  name = 'Billing1765250000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE app_user ADD COLUMN billing_plan text CHECK (billing_plan IN ('payg', 'pro'))`,
    );
    await queryRunner.query(`
      CREATE TABLE billable_usage (
        analysis_id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        period_start date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        reported_at timestamptz,
        voided_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await queryRunner.query(
      `CREATE INDEX billable_usage_pending_idx ON billable_usage (created_at)
        WHERE reported_at IS NULL AND voided_at IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX billable_usage_user_idx ON billable_usage (user_id, period_start)`);
    await queryRunner.query(`
      CREATE TABLE billing_customer (
        user_id uuid PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
        stripe_customer_id text NOT NULL UNIQUE,
        name text NOT NULL,
        email text NOT NULL,
        address jsonb NOT NULL,
        tax_ids jsonb NOT NULL DEFAULT '[]',
        default_payment_method text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE billing_subscription (
        user_id uuid PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
        stripe_subscription_id text NOT NULL UNIQUE,
        plan text NOT NULL CHECK (plan IN ('payg', 'pro')),
        status text NOT NULL,
        current_period_end timestamptz,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE billing_event (
        id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE billing_event`);
    await queryRunner.query(`DROP TABLE billing_subscription`);
    await queryRunner.query(`DROP TABLE billing_customer`);
    await queryRunner.query(`DROP TABLE billable_usage`);
    await queryRunner.query(`ALTER TABLE app_user DROP COLUMN billing_plan`);
  }
}
