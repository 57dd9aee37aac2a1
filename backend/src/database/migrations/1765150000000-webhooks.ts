import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks: endpoints of a user (URL, subscribed events, the Standard Webhooks signing secret) and
 * deliveries — one row per event and endpoint, written in the same transaction as the event (outbox), with the state
 * of its attempts; a delivery keeps its `message_id` (the `webhook-id` header) across retries.
 */
export class Webhooks1765150000000 implements MigrationInterface {
  name = 'Webhooks1765150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE webhook_endpoint (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        url text NOT NULL,
        description text,
        events text[] NOT NULL,
        secret text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason text,
        failing_since timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX webhook_endpoint_user_idx ON webhook_endpoint (user_id)`);
    await queryRunner.query(`
      CREATE TABLE webhook_delivery (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoint (id) ON DELETE CASCADE,
        message_id text NOT NULL,
        event_type text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        last_status_code integer,
        last_duration_ms integer,
        last_error text,
        response_snippet text,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX webhook_delivery_endpoint_idx ON webhook_delivery (endpoint_id, created_at DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX webhook_delivery_due_idx ON webhook_delivery (next_attempt_at) WHERE status = 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE webhook_delivery`);
    await queryRunner.query(`DROP TABLE webhook_endpoint`);
  }
}
