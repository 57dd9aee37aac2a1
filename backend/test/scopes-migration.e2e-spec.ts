import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/config';
import { dataSourceOptions, ensureSchema } from '../src/database/data-source';
import { MIGRATIONS } from '../src/database/migrations';
import { ScopesWebhookSecrets1795756732453 } from '../src/database/migrations/1795756732453-scopes-webhook-secrets';
import { WebhookEndpointEntity } from '../src/modules/webhooks/entities/webhook-endpoint.entity';
import { keyIdOf } from '../src/modules/webhooks/webhook-secret-box';
import { WebhookSecretsService } from '../src/modules/webhooks/webhook-secrets.service';

/**
 * Upgrading a database that has API keys and plain-text webhook secrets: existing keys get the
 * default scopes; the start-up step seals the secrets, and seals them again under a new WEBHOOK_SECRETS_KEY with the
 * old one in WEBHOOK_SECRETS_PREVIOUS_KEYS (the README's rotation procedure) — against the real database.
 */
describe('scopes and sealed webhook secrets: upgrading existing rows', () => {
  const schema = `test_${randomBytes(4).toString('hex')}`;
  const env = { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema };
  let dataSource: DataSource;

  beforeAll(async () => {
    const { database } = loadConfig(env);
    await ensureSchema(database);
    // The database as the previous release left it: every migration before this work's (later ones may build on it).
    const before = await new DataSource({
      ...dataSourceOptions(database),
      migrations: MIGRATIONS.slice(0, MIGRATIONS.indexOf(ScopesWebhookSecrets1795756732453)),
    }).initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.destroy();
    dataSource = await new DataSource(dataSourceOptions(database)).initialize();
  });

  afterAll(async () => {
    await dataSource?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await dataSource?.destroy();
  });

  it('gives existing keys analyses:write + websites:read, then seals plain-text secrets and re-seals on key rotation', async () => {
    const [user] = await dataSource.query(
      `INSERT INTO app_user (email, email_verified_at) VALUES ('old@example.com', now()) RETURNING id`,
    );
    await dataSource.query(
      `INSERT INTO api_key (user_id, name, prefix, key_hash) VALUES ($1, 'old key', 'sl_live_abcd', $2)`,
      [user.id, randomBytes(32).toString('hex')],
    );
    const plain = `whsec_${randomBytes(32).toString('base64')}`;
    const endpointId = randomUUID();
    await dataSource.query(
      `INSERT INTO webhook_endpoint (id, user_id, url, events, secret) VALUES ($1, $2, 'https://example.com/h', '{analysis.failed}', $3)`,
      [endpointId, user.id, plain],
    );

    await dataSource.runMigrations({ transaction: 'each' });
    const [key] = await dataSource.query(`SELECT scopes FROM api_key`);
    expect(key.scopes).toEqual(['analyses:write', 'websites:read']);

    const endpoints = dataSource.getRepository(WebhookEndpointEntity);
    const stored = async () => (await endpoints.findOneByOrFail({ id: endpointId })).secret;
    const oldKey = randomBytes(32).toString('base64');
    const newKey = randomBytes(32).toString('base64');

    // First start after the upgrade: the plain-text secret is sealed.
    const first = new WebhookSecretsService(loadConfig({ ...env, WEBHOOK_SECRETS_KEY: oldKey }), endpoints);
    await first.onApplicationBootstrap();
    expect(await stored()).toMatch(new RegExp(`^v1\\.${keyIdOf(Buffer.from(oldKey, 'base64'))}\\.`));
    expect(await stored()).not.toContain(plain.slice(6));
    expect(first.signingSecrets(await endpoints.findOneByOrFail({ id: endpointId }))).toEqual([plain]);
    expect(await first.resealAll()).toBe(0);

    // WEBHOOK_SECRETS_KEY rotated, the old key kept in WEBHOOK_SECRETS_PREVIOUS_KEYS: sealed again under the new one.
    const rotated = new WebhookSecretsService(
      loadConfig({ ...env, WEBHOOK_SECRETS_KEY: newKey, WEBHOOK_SECRETS_PREVIOUS_KEYS: oldKey }),
      endpoints,
    );
    expect(await rotated.resealAll()).toBe(1);
    expect(await stored()).toMatch(new RegExp(`^v1\\.${keyIdOf(Buffer.from(newKey, 'base64'))}\\.`));
    // Once done, the old key can go.
    const newOnly = new WebhookSecretsService(loadConfig({ ...env, WEBHOOK_SECRETS_KEY: newKey }), endpoints);
    expect(newOnly.signingSecrets(await endpoints.findOneByOrFail({ id: endpointId }))).toEqual([plain]);
  });
});
