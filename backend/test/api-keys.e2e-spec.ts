import {
  ApiKeyListSchema,
  BulkAnalyzeResponseSchema,
  CreatedApiKeySchema,
  ProblemDetailsSchema,
} from '@stacklens/contracts';
import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { signUp, startHarness, waitForAnalysis, type Harness } from './support/harness';

/**
 * API keys end to end: created and revoked from a browser session, then used alone — no cookie, no CSRF
 * token — against the real API, worker, PostgreSQL and Redis.
 */
describe('API keys (API + worker)', () => {
  let sites: FixtureSites;
  let harness: Harness;

  beforeAll(async () => {
    sites = await startFixtureSites();
    harness = await startHarness({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: sites.resolveRules().join(','),
      ANALYZER_SKIP_DNS: 'true',
      ANALYZER_ROBOTS_TIMEOUT_MS: '3000',
      API_KEY_RATE_LIMIT_PER_MINUTE: '5',
    });
  });

  afterAll(async () => {
    await harness?.close();
    await sites?.close();
  });

  const siteUrl = (host: string) => `http://${host}:${sites.port}`;

  function expectProblem(response: { status: number; body: unknown }, status: number, code: string) {
    expect({ status: response.status, code: (response.body as { code?: string }).code }).toEqual({
      status,
      code,
    });
    return ProblemDetailsSchema.parse(response.body);
  }

  async function createKey(client: Awaited<ReturnType<typeof signUp>>['client'], name = 'ci') {
    const response = await client.post('/api/v2/api-keys', { name });
    expect(response.status).toBe(201);
    return CreatedApiKeySchema.parse(response.body);
  }

  it('creates a key shown once, analyses and polls with it alone, lists and revokes it', async () => {
    const { client, userId } = await signUp(harness);
    const created = await createKey(client, 'deploy script');
    expect(created.key).toMatch(/^sl_live_[0-9A-Za-z]{39}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const stored = await harness.dataSource.query(`SELECT key_hash FROM api_key WHERE id = $1`, [created.id]);
    expect(stored[0].key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.key);

    // No cookie, no CSRF token: the key alone.
    const started = await harness
      .http()
      .post('/api/v2/websites/analyze')
      .set('authorization', `Bearer ${created.key}`)
      .send({ url: siteUrl('wordpress.test') });
    expect(started.status).toBe(200);
    expect(started.headers['ratelimit-policy']).toBe('"per-key";q=5;w=60');
    expect(started.headers['ratelimit']).toMatch(/^"per-key";r=4;t=\d+$/);
    const status = await waitForAnalysis(harness, started.body.id);
    expect(status.statusCode).toBe(200);
    const owner = await harness.dataSource.query(`SELECT requested_by FROM analysis WHERE id = $1`, [
      started.body.id,
    ]);
    expect(owner[0].requested_by).toBe(userId);
    const history = await harness
      .http()
      .get('/api/v2/user/history')
      .set('authorization', `Bearer ${created.key}`);
    expect(history.status).toBe(200);
    expect(history.body.items[0]).toMatchObject({ domain: 'wordpress.test' });

    const listed = ApiKeyListSchema.parse((await client.get('/api/v2/api-keys').expect(200)).body);
    expect(listed.items).toEqual([
      expect.objectContaining({
        id: created.id,
        name: 'deploy script',
        prefix: created.prefix,
        scopes: ['analyses:write', 'websites:read'],
        lastUsedAt: expect.any(String),
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.key);

    expect((await client.delete(`/api/v2/api-keys/${created.id}`)).status).toBe(204);
    const revoked = await harness.http().get('/api/v2/user').set('authorization', `Bearer ${created.key}`);
    expectProblem(revoked, 401, 'sign-up-required');
    expect(ApiKeyListSchema.parse((await client.get('/api/v2/api-keys').expect(200)).body).items).toEqual([]);
    expectProblem(await client.delete(`/api/v2/api-keys/${created.id}`), 404, 'api-key-not-found');
  });

  it('one credential per request: with an Authorization header the cookie is ignored; cookies always need CSRF', async () => {
    const { client } = await signUp(harness);
    const created = await createKey(client);
    // The browser's session cookie does not sign a request with a bad key in, and the key needs no CSRF token.
    const badKey = await client.agent
      .get('/api/v2/user')
      .set('authorization', 'Bearer sl_live_not-a-real-key');
    expectProblem(badKey, 401, 'sign-up-required');
    const otherScheme = await client.agent.get('/api/v2/user').set('authorization', 'Basic dXNlcjpwYXNz');
    expectProblem(otherScheme, 401, 'sign-up-required');
    const keyOnly = await client.agent
      .post('/api/v2/websites/analyze')
      .set('authorization', `Bearer ${created.key}`)
      .send({ url: siteUrl('shop.test') });
    expect(keyOnly.status).toBe(200);
    await waitForAnalysis(harness, keyOnly.body.id);
    // A cookie-authenticated change without the token is refused.
    expectProblem(
      await client.agent.post('/api/v2/websites/analyze').send({ url: siteUrl('shop.test') }),
      403,
      'csrf-invalid',
    );
    // Keys cannot manage keys (a leaked key cannot mint more) and cannot delete the account.
    expectProblem(
      await harness
        .http()
        .post('/api/v2/api-keys')
        .set('authorization', `Bearer ${created.key}`)
        .send({ name: 'x' }),
      403,
      'session-required',
    );
    expectProblem(
      await harness.http().delete('/api/v2/user').set('authorization', `Bearer ${created.key}`),
      403,
      'session-required',
    );
  });

  it("acts as the owner: an unverified or disabled owner is refused, the quota is the owner's", async () => {
    const { client, userId } = await signUp(harness);
    const created = await createKey(client);
    const bearer = () =>
      harness.http().post('/api/v2/websites/analyze').set('authorization', `Bearer ${created.key}`);
    await harness.dataSource.query(`UPDATE app_user SET email_verified_at = NULL WHERE id = $1`, [userId]);
    expectProblem(await bearer().send({ url: siteUrl('wordpress.test') }), 403, 'email-not-verified');
    await harness.dataSource.query(`UPDATE app_user SET email_verified_at = now() WHERE id = $1`, [userId]);
    await harness.dataSource.query(
      `INSERT INTO usage_period (user_id, period_start, used) VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, 10)
       ON CONFLICT (user_id, period_start) DO UPDATE SET used = 10`,
      [userId],
    );
    expectProblem(await bearer().send({ url: siteUrl('docs.test') }), 402, 'quota-exceeded');
    await harness.dataSource.query(`UPDATE app_user SET disabled_at = now() WHERE id = $1`, [userId]);
    expectProblem(await bearer().send({ url: siteUrl('docs.test') }), 403, 'account-disabled');
  });

  it('limits each key per minute with 429, Retry-After and RateLimit headers', async () => {
    const { client } = await signUp(harness);
    const created = await createKey(client);
    const other = await createKey(client, 'other');
    const get = (key: string) => harness.http().get('/api/v2/user').set('authorization', `Bearer ${key}`);
    for (let i = 0; i < 5; i++) expect((await get(created.key)).status).toBe(200);
    const limited = await get(created.key);
    expectProblem(limited, 429, 'rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['ratelimit']).toMatch(/^"per-key";r=0;t=\d+$/);
    // Another key of the same user has its own budget.
    expect((await get(other.key)).status).toBe(200);
  });

  it('validates names and allows at most 10 active keys, even under concurrency', async () => {
    const { client } = await signUp(harness);
    expectProblem(await client.post('/api/v2/api-keys', { name: '  ' }), 400, 'validation-failed');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => client.post('/api/v2/api-keys', { name: `k${i}` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    for (const refused of results.filter((r) => r.status !== 201))
      expectProblem(refused, 409, 'too-many-api-keys');
  });

  it('bulk: each address validated, normalised, deduplicated and gated on its own, in order', async () => {
    const { client, userId } = await signUp(harness);
    const created = await createKey(client);
    await harness.dataSource.query(
      `INSERT INTO usage_period (user_id, period_start, used) VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, 8)
       ON CONFLICT (user_id, period_start) DO UPDATE SET used = 8`,
      [userId],
    );
    const urls = [
      'not a url',
      siteUrl('wordpress.test'),
      `http://www.wordpress.test:${sites.port}/some/page`,
      'https://blog.example.com',
      siteUrl('blocked.test'),
      siteUrl('static.test'),
      siteUrl('secure.test'),
    ];
    const response = await harness
      .http()
      .post('/api/v2/websites/analyze/bulk')
      .set('authorization', `Bearer ${created.key}`)
      .send({ urls });
    expect(response.status).toBe(200);
    const { items } = BulkAnalyzeResponseSchema.parse(response.body);
    expect(items.map((item) => item.url)).toEqual(urls);
    const outcome = items.map((item) => ('id' in item ? 'id' : `${item.error.status} ${item.error.code}`));
    expect(outcome).toEqual([
      '400 invalid-url',
      'id',
      'id',
      '405 subdomain-not-allowed',
      '405 blocked-by-robots',
      'id',
      '402 quota-exceeded',
    ]);
    const [, wordpress, duplicate, , , staticSite] = items as Array<{ id?: string }>;
    expect(duplicate.id).toBe(wordpress.id);
    const used = await harness.dataSource.query(`SELECT used FROM usage_period WHERE user_id = $1`, [userId]);
    expect(used[0].used).toBe(10);
    for (const id of [wordpress.id, staticSite.id])
      expect((await waitForAnalysis(harness, id as string)).running).toBe(false);

    expectProblem(
      await harness
        .http()
        .post('/api/v2/websites/analyze/bulk')
        .set('authorization', `Bearer ${created.key}`)
        .send({ urls: [] }),
      400,
      'validation-failed',
    );
    expectProblem(
      await harness
        .http()
        .post('/api/v2/websites/analyze/bulk')
        .set('authorization', `Bearer ${created.key}`)
        .send({ urls: Array.from({ length: 101 }, (_, i) => `site${i}.example`) }),
      400,
      'validation-failed',
    );
  });

  it('needs a signed-in, verified user to manage keys', async () => {
    expectProblem(await harness.client().post('/api/v2/api-keys', { name: 'x' }), 401, 'sign-up-required');
    const { client } = await signUp(harness, { verify: false });
    expectProblem(await client.post('/api/v2/api-keys', { name: 'x' }), 403, 'email-not-verified');
  });
});
