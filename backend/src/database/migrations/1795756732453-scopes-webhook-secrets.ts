import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Least privilege for integrators.
 *
 * API keys get scopes. Keys that existed before get `analyses:write` + `websites:read` — the defaults of a new key,
 * which cover what a key was documented for (analyse, poll, read results, history and monitors); webhook management
 * and billing reads must be granted explicitly by creating a new key. New rows state their scopes (no default).
 *
 * Webhook signing secrets are stored sealed (AES-256-GCM, `v1.<key id>.<…>`, see `webhook-secret-box.ts`). SQL
 * cannot encrypt with the configured key, so the plain-text `whsec_…` values left by earlier versions are sealed
 * by the webhooks module when the api or worker starts (`WebhookSecretsService`), which also re-seals values of a
 * rotated-out WEBHOOK_SECRETS_KEY. `previous_secret` is the secret replaced by the last rotation, still signing
 * (next to the new one) until `previous_secret_expires_at`.
 */
export class ScopesWebhookSecrets1795756732453 implements MigrationInterface {
  name = 'ScopesWebhookSecrets1795756732453';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE api_key ADD COLUMN scopes text[] NOT NULL DEFAULT '{analyses:write,websites:read}'`,
    );
    await queryRunner.query(`ALTER TABLE api_key ALTER COLUMN scopes DROP DEFAULT`);
    await queryRunner.query(`
      ALTER TABLE api_key ADD CONSTRAINT api_key_scopes_check CHECK (
        cardinality(scopes) > 0
        AND scopes <@ ARRAY['analyses:write', 'websites:read', 'webhooks:write', 'billing:read']::text[]
      )`);
    await queryRunner.query(`
      ALTER TABLE webhook_endpoint
        ADD COLUMN previous_secret text,
        ADD COLUMN previous_secret_expires_at timestamptz,
        ADD CONSTRAINT webhook_endpoint_previous_secret_check
          CHECK ((previous_secret IS NULL) = (previous_secret_expires_at IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE webhook_endpoint
        DROP CONSTRAINT webhook_endpoint_previous_secret_check,
        DROP COLUMN previous_secret_expires_at,
        DROP COLUMN previous_secret`);
    await queryRunner.query(`ALTER TABLE api_key DROP COLUMN scopes`);
  }
}
