import {
  CreatedApiKeySchema,
  MonitorListSchema,
  MonitorSchema,
  ProblemDetailsSchema,
  TechnologyHistoryResponseSchema,
  WebhookEndpointWithSecretSchema,
  WebsiteTechnologiesChangedDataSchema,
} from '@stacklens/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { signUp, startHarness, waitForAnalysis, type Harness } from './support/harness';
import { eventually } from './support/eventually';

/**
 * A website whose stack changes on demand (`stage`): first WordPress 6.4.2 with jQuery 3.7.1 behind nginx, then
 * WordPress 6.5.0 without jQuery — the way a site owner upgrades.
 */
async function startChangingSite() {
  const state = { stage: 1 };
  const server = http.createServer((req, res) => {
    if (req.url === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    const version = state.stage === 1 ? '6.4.2' : '6.5.0';
    const scripts = state.stage === 1 ? '<script src="/js/jquery-3.7.1.min.js"></script>' : '';
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', server: 'nginx/1.24.0' })
      .end(
        `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Changing</title>` +
          `<meta name="generator" content="WordPress ${version}" />` +
          `<link rel="stylesheet" href="/wp-content/themes/twentytwentyfour/style.css?ver=1.0" />${scripts}` +
          `</head><body><p>Hello</p></body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    state,
    url: `http://changing.test:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook receiver that records every request and answers 200. */
async function startReceiver() {
  const received: { headers: Record<string, string>; body: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Monitored websites end to end: the API (limits, validation, API keys), the worker's scheduler running a
 * due monitor for its owner (charged, refused when the quota is used up), and `website.technologies.changed` with the
 * diff when the site's stack changed, plus the public technology history.
 */
describe('monitors (API + worker scheduler + webhooks)', () => {
  let harness: Harness;
  let site: Awaited<ReturnType<typeof startChangingSite>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    site = await startChangingSite();
    receiver = await startReceiver();
    harness = await startHarness({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: `changing.test:${site.port}:127.0.0.1`,
      ANALYZER_SKIP_DNS: 'true',
      ANALYZER_ROBOTS_TIMEOUT_MS: '3000',
      WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
      MONITORS_CHECK_INTERVAL_MS: '1000',
    });
  });

  afterAll(async () => {
    await harness?.close();
    await receiver?.close();
    await site?.close();
  });

  /** Makes a monitor due now (the compressed clock: its interval is a day or a week). */
  const makeDue = (id: string) =>
    harness.dataSource.query(
      `UPDATE "${harness.config.database.schema}".monitor SET next_run_at = now() - interval '1 second' WHERE id = $1`,
      [id],
    );

  it('creates, lists, changes and deletes monitors within the plan limit, by session or API key', async () => {
    const { client } = await signUp(harness);
    const created = await client.post('/api/v2/monitors', {
      url: 'https://www.Example.com/some/page',
      interval: 'daily',
    });
    expect(created.status).toBe(201);
    const monitor = MonitorSchema.parse(created.body);
    expect(monitor).toMatchObject({
      domain: 'example.com',
      url: 'https://example.com',
      interval: 'daily',
      lastRunAt: null,
    });
    const dayFromNow = Date.now() + 24 * 3600_000;
    expect(Math.abs(Date.parse(monitor.nextRunAt) - dayFromNow)).toBeLessThan(60_000);

    const duplicate = await client.post('/api/v2/monitors', { url: 'example.com' });
    expect(duplicate.status).toBe(409);
    expect(ProblemDetailsSchema.parse(duplicate.body).code).toBe('monitor-exists');
    expect((await client.post('/api/v2/monitors', { url: 'not a url' })).body.code).toBe('invalid-url');
    const subdomain = await client.post('/api/v2/monitors', { url: 'blog.example.org' });
    expect([subdomain.status, subdomain.body.code]).toEqual([405, 'subdomain-not-allowed']);
    const badInterval = await client.post('/api/v2/monitors', { url: 'example.org', interval: 'hourly' });
    expect([badInterval.status, badInterval.body.code]).toEqual([400, 'validation-failed']);

    // An API key acts as its owner, without a CSRF token.
    const key = CreatedApiKeySchema.parse((await client.post('/api/v2/api-keys', { name: 'monitors' })).body);
    const byKey = await harness
      .http()
      .post('/api/v2/monitors')
      .set('authorization', `Bearer ${key.key}`)
      .send({ url: 'example.org' });
    expect(byKey.status).toBe(201);
    expect((await client.post('/api/v2/monitors', { url: 'example.net' })).status).toBe(201);
    const fourth = await client.post('/api/v2/monitors', { url: 'example.dev' });
    expect([fourth.status, fourth.body.code]).toEqual([409, 'too-many-monitors']);

    const list = MonitorListSchema.parse((await client.get('/api/v2/monitors').expect(200)).body);
    expect(list.limit).toBe(3);
    expect(list.items.map((item) => item.domain)).toEqual(['example.com', 'example.org', 'example.net']);

    const patched = await client.patch(`/api/v2/monitors/${monitor.id}`, { interval: 'weekly' });
    expect(patched.status).toBe(200);
    expect(patched.body.interval).toBe('weekly');
    expect((await client.delete(`/api/v2/monitors/${monitor.id}`)).status).toBe(204);
    const gone = await client.delete(`/api/v2/monitors/${monitor.id}`);
    expect([gone.status, gone.body.code]).toEqual([404, 'monitor-not-found']);

    // Someone else's monitor is not found; an unverified account is refused.
    const other = await signUp(harness);
    expect((await other.client.delete(`/api/v2/monitors/${byKey.body.id}`)).status).toBe(404);
    const unverified = await signUp(harness, { verify: false });
    const refused = await unverified.client.post('/api/v2/monitors', { url: 'example.com' });
    expect([refused.status, refused.body.code]).toEqual([403, 'email-not-verified']);
  });

  it('re-analyses a due monitor for its owner and sends website.technologies.changed with the diff', async () => {
    const { client } = await signUp(harness);
    const endpoint = WebhookEndpointWithSecretSchema.parse(
      (
        await client.post('/api/v2/webhook-endpoints', {
          url: receiver.url,
          events: ['website.technologies.changed'],
        })
      ).body,
    );
    // The baseline: the first analysis of a website is no change.
    site.state.stage = 1;
    const first = await client.post('/api/v2/websites/analyze', { url: site.url });
    expect(first.status).toBe(200);
    expect((await waitForAnalysis(harness, first.body.id)).statusCode).toBe(200);
    const monitor = MonitorSchema.parse(
      (await client.post('/api/v2/monitors', { url: site.url, interval: 'daily' })).body,
    );
    expect(monitor.url).toBe(site.url);

    site.state.stage = 2;
    await makeDue(monitor.id);
    const ran = await eventually(async () => {
      const list = MonitorListSchema.parse((await client.get('/api/v2/monitors')).body);
      return list.items.find((item) => item.id === monitor.id && item.lastAnalysisId) ?? undefined;
    });
    expect(ran.lastError).toBeNull();
    expect(Date.parse(ran.nextRunAt)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect((await waitForAnalysis(harness, ran.lastAnalysisId as string)).statusCode).toBe(200);

    const delivery = await eventually(async () => receiver.received[0]);
    const event = new Webhook(endpoint.secret).verify(delivery.body, delivery.headers) as {
      type: string;
      data: unknown;
    };
    expect(event.type).toBe('website.technologies.changed');
    const data = WebsiteTechnologiesChangedDataSchema.parse(event.data);
    expect(data.analysisId).toBe(ran.lastAnalysisId);
    expect(data.domain).toBe('changing.test');
    expect(data.versionChanged).toContainEqual({ name: 'WordPress', from: '6.4.2', to: '6.5.0' });
    expect(data.removed).toContainEqual({ name: 'jQuery', version: '3.7.1' });
    expect(data.added).toEqual([]);
    // The monitor notes the change; the run was charged like any analysis (2 this month).
    const after = MonitorListSchema.parse((await client.get('/api/v2/monitors')).body).items[0];
    expect(after.lastChangedAt).not.toBeNull();
    expect((await client.get('/api/v2/user')).body.usage.used).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toHaveLength(1);

    // The public technology history: jQuery was detected, then removed; WordPress is still there, now 6.5.0.
    const result = await harness.http().get('/api/v1/websites/changing.test').expect(200);
    const history = TechnologyHistoryResponseSchema.parse(
      (await harness.http().get(`/api/v1/websites/${result.body._id}/technology-history`).expect(200)).body,
    );
    const jquery = history.items.find((item) => item.technology.name === 'jQuery');
    expect(jquery).toMatchObject({ firstVersion: '3.7.1', lastVersion: '3.7.1' });
    expect(jquery?.removedAt).not.toBeNull();
    const wordpress = history.items.find((item) => item.technology.name === 'WordPress');
    expect(wordpress).toMatchObject({ firstVersion: '6.4.2', lastVersion: '6.5.0', removedAt: null });
    expect(history.items[0].technology.name).toBe('jQuery');
  });

  it('records a refused run (quota used up) on the monitor and tries again one interval later', async () => {
    const { client, userId } = await signUp(harness);
    const monitor = MonitorSchema.parse((await client.post('/api/v2/monitors', { url: site.url })).body);
    await harness.dataSource.query(
      `INSERT INTO "${harness.config.database.schema}".usage_period (user_id, period_start, used)
       VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, 10)`,
      [userId],
    );
    await makeDue(monitor.id);
    const refused = await eventually(async () => {
      const list = MonitorListSchema.parse((await client.get('/api/v2/monitors')).body);
      return list.items.find((item) => item.lastError) ?? undefined;
    });
    expect(refused.lastError?.code).toBe('quota-exceeded');
    expect(refused.lastAnalysisId).toBeNull();
    expect(Date.parse(refused.nextRunAt)).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  });
});
