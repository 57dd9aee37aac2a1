import {
  WebhookDeliveryPageSchema,
  WebhookEndpointListSchema,
  WebhookEndpointWithSecretSchema,
  ProblemDetailsSchema,
  CreatedApiKeySchema,
  WEBHOOK_EVENT_SCHEMAS,
} from '@stacklens/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { WebhookSecretsService } from '../src/modules/webhooks/webhook-secrets.service';
import { mailTo, signUp, startHarness, waitForAnalysis, type Harness } from './support/harness';
import { eventually } from './support/eventually';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A local webhook receiver: records every request; answers `failFirst` times with 500, then 200. */
async function startReceiver() {
  const received: Received[] = [];
  let failures = 0;
  const state = { failFirst: 0, alwaysFail: false };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (state.alwaysFail || failures < state.failFirst) {
        failures++;
        res.writeHead(500, { 'content-type': 'text/plain' }).end('receiver is down');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    state,
    reset() {
      received.length = 0;
      failures = 0;
      state.failFirst = 0;
      state.alwaysFail = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Webhook endpoints and deliveries end to end: a local receiver verifies every delivery with the
 * `standardwebhooks` package; retries keep the webhook-id; an endpoint failing too long is disabled and its owner
 * mailed; private addresses are refused without WEBHOOKS_ALLOW_PRIVATE_NETWORKS.
 */
describe('webhooks (API + worker + receiver)', () => {
  let harness: Harness;
  let sites: FixtureSites;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    sites = await startFixtureSites();
    harness = await startHarness({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: sites.resolveRules().join(','),
      ANALYZER_SKIP_DNS: 'true',
      ANALYZER_ROBOTS_TIMEOUT_MS: '3000',
      WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOKS_RETRY_SCHEDULE_MS: '0,300,300,300,300,300,300,300,300,300',
      WEBHOOKS_DISABLE_AFTER_MS: '1500',
      WEBHOOKS_SWEEP_INTERVAL_MS: '1000',
      ANALYSIS_STALE_SWEEP_INTERVAL_MS: '1000',
    });
  });

  afterAll(async () => {
    await harness?.close();
    await receiver?.close();
    await sites?.close();
  });

  beforeEach(() => receiver.reset());

  it('an analysis fires analysis.completed exactly once; a failed one analysis.failed', async () => {
    const { client } = await signUp(harness);
    const endpoint = WebhookEndpointWithSecretSchema.parse(
      (
        await client.post('/api/v2/webhook-endpoints', {
          url: receiver.url,
          events: ['analysis.completed', 'analysis.failed'],
        })
      ).body,
    );
    const started = await client.post('/api/v2/websites/analyze', {
      url: `http://wordpress.test:${sites.port}`,
    });
    expect(started.status).toBe(200);
    await waitForAnalysis(harness, started.body.id);
    const completed = await eventually(() => receiver.received[0]);
    const event = new Webhook(endpoint.secret).verify(completed.body, completed.headers) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(event).toMatchObject({
      type: 'analysis.completed',
      version: 1,
      data: {
        analysisId: started.body.id,
        domain: 'wordpress.test',
        statusCode: 200,
        score: expect.any(Number),
        resultUrl: `http://stacklens.test/analysis/website/wordpress.test?protocol=http&port=${sites.port}`,
      },
    });
    expect(event.data.technologies).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'WordPress' })]),
    );

    const failed = await client.post('/api/v2/websites/analyze', {
      url: `http://nowhere.test:${sites.port}`,
    });
    expect(failed.status).toBe(200);
    expect((await waitForAnalysis(harness, failed.body.id)).statusCode).toBe(404);
    const failure = await eventually(() => receiver.received[1]);
    expect(new Webhook(endpoint.secret).verify(failure.body, failure.headers)).toMatchObject({
      type: 'analysis.failed',
      data: { analysisId: failed.body.id, domain: 'nowhere.test', code: 'dns-failure', statusCode: 404 },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.received.map((r) => (JSON.parse(r.body) as { type: string }).type)).toEqual([
      'analysis.completed',
      'analysis.failed',
    ]);
  });

  it('analysis.completed carries what the site names about itself apart from its technologies (appliance.test)', async () => {
    const { client } = await signUp(harness);
    const endpoint = WebhookEndpointWithSecretSchema.parse(
      (await client.post('/api/v2/webhook-endpoints', { url: receiver.url, events: ['analysis.completed'] }))
        .body,
    );
    const started = await client.post('/api/v2/websites/analyze', {
      url: `http://appliance.test:${sites.port}`,
    });
    expect(started.status).toBe(200);
    await waitForAnalysis(harness, started.body.id);
    const completed = await eventually(() => receiver.received[0]);
    const event = WEBHOOK_EVENT_SCHEMAS['analysis.completed'].parse(
      new Webhook(endpoint.secret).verify(completed.body, completed.headers),
    );
    expect(event.data.namedSoftware?.map(({ name, version }) => ({ name, version }))).toEqual([
      { name: 'Quuxserve', version: '4.2.1' },
      { name: 'Zorbatron', version: '1.9' },
    ]);
    expect(event.data.namedSoftware?.[0].evidence).toEqual([
      { family: 'headers', key: 'server', value: 'Quuxserve/4.2.1' },
    ]);
    expect(event.data.technologies.map((tech) => tech.name)).not.toContain('Zorbatron');
  });

  it('a lost analysis (active for 15 minutes) is failed by the worker sweep with analysis.failed, then analysed anew', async () => {
    const { client, userId } = await signUp(harness);
    const endpoint = WebhookEndpointWithSecretSchema.parse(
      (await client.post('/api/v2/webhook-endpoints', { url: receiver.url, events: ['analysis.failed'] }))
        .body,
    );
    const [lost] = (await harness.dataSource.query(
      `INSERT INTO analysis (domain, url, status, stage, requested_by, created_at)
       VALUES ('shop.test', $1, 'running', 'collecting', $2, now() - interval '20 minutes') RETURNING id`,
      [`http://shop.test:${sites.port}`, userId],
    )) as { id: string }[];
    // Nobody asks for the domain: the worker's scheduled sweep fails it (no visitor's request does that work).
    const failure = await eventually(() => receiver.received[0]);
    expect(new Webhook(endpoint.secret).verify(failure.body, failure.headers)).toMatchObject({
      type: 'analysis.failed',
      data: { analysisId: lost.id, domain: 'shop.test', code: 'timeout', statusCode: 504 },
    });
    const other = await signUp(harness);
    const started = await other.client.post('/api/v2/websites/analyze', {
      url: `http://shop.test:${sites.port}`,
    });
    expect(started.status).toBe(200);
    expect(started.body.id).not.toBe(lost.id);
    await waitForAnalysis(harness, started.body.id);
  });

  it('a delivery recorded but never queued (worker died after the commit) is sent by the sweeper', async () => {
    const { client } = await signUp(harness);
    const endpoint = WebhookEndpointWithSecretSchema.parse(
      (await client.post('/api/v2/webhook-endpoints', { url: receiver.url, events: ['analysis.completed'] }))
        .body,
    );
    await harness.dataSource.query(
      `INSERT INTO webhook_delivery (endpoint_id, message_id, event_type, payload, next_attempt_at)
       VALUES ($1, 'msg_orphan', 'analysis.completed', $2, now())`,
      [
        endpoint.id,
        JSON.stringify({
          type: 'analysis.completed',
          version: 1,
          timestamp: new Date().toISOString(),
          data: {},
        }),
      ],
    );
    const delivered = await eventually(() => receiver.received[0], 10_000);
    expect(delivered.headers['webhook-id']).toBe('msg_orphan');
    expect(new Webhook(endpoint.secret).verify(delivered.body, delivered.headers)).toMatchObject({
      type: 'analysis.completed',
    });
  });

  function expectProblem(response: { status: number; body: unknown }, status: number, code: string) {
    expect({ status: response.status, code: (response.body as { code?: string }).code }).toEqual({
      status,
      code,
    });
    return ProblemDetailsSchema.parse(response.body);
  }

  it('creates an endpoint (secret once), sends a signed test event the package verifies, logs the delivery', async () => {
    const { client } = await signUp(harness);
    const created = await client.post('/api/v2/webhook-endpoints', {
      url: receiver.url,
      description: 'ci',
      events: ['analysis.completed', 'analysis.failed'],
    });
    expect(created.status).toBe(201);
    const endpoint = WebhookEndpointWithSecretSchema.parse(created.body);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const listed = WebhookEndpointListSchema.parse(
      (await client.get('/api/v2/webhook-endpoints').expect(200)).body,
    );
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret);

    expect((await client.post(`/api/v2/webhook-endpoints/${endpoint.id}/test`)).status).toBe(202);
    const delivered = await eventually(() => receiver.received[0]);
    const event = new Webhook(endpoint.secret).verify(delivered.body, delivered.headers) as {
      type: string;
      data: unknown;
    };
    expect(event).toMatchObject({ type: 'webhook.test', version: 1, data: { endpointId: endpoint.id } });
    expect(delivered.headers['webhook-id']).toMatch(/^msg_/);

    const log = await eventually(async () => {
      const page = WebhookDeliveryPageSchema.parse(
        (await client.get(`/api/v2/webhook-endpoints/${endpoint.id}/deliveries`).expect(200)).body,
      );
      return page.items[0]?.status === 'succeeded' ? page : undefined;
    });
    expect(log.items[0]).toMatchObject({
      eventType: 'webhook.test',
      attempts: 1,
      lastStatusCode: 200,
      responseSnippet: 'ok',
      messageId: delivered.headers['webhook-id'],
    });
  });

  it('stores signing secrets sealed: the webhook_endpoint row holds no plain-text secret, before or after rotation', async () => {
    const { client } = await signUp(harness);
    const endpoint = WebhookEndpointWithSecretSchema.parse(
      (await client.post('/api/v2/webhook-endpoints', { url: receiver.url, events: ['analysis.failed'] }))
        .body,
    );
    const rowText = async () =>
      JSON.stringify(
        await harness.dataSource.query(`SELECT row_to_json(e) AS row FROM webhook_endpoint e WHERE id = $1`, [
          endpoint.id,
        ]),
      );
    const secretBytes = (secret: string) => secret.slice('whsec_'.length);
    const created = await rowText();
    expect(created).not.toContain('whsec_');
    expect(created).not.toContain(secretBytes(endpoint.secret));
    expect(created).toMatch(/"secret":"v1\.[0-9a-f]{8}\./);

    const rotated = WebhookEndpointWithSecretSchema.parse(
      (await client.post(`/api/v2/webhook-endpoints/${endpoint.id}/rotate-secret`)).body,
    );
    const after = await rowText();
    for (const secret of [endpoint.secret, rotated.secret]) expect(after).not.toContain(secretBytes(secret));
    expect(after).not.toContain('whsec_');
    // Never again in a response after creation/rotation.
    const read = JSON.stringify([
      (await client.get(`/api/v2/webhook-endpoints/${endpoint.id}`)).body,
      (await client.get('/api/v2/webhook-endpoints')).body,
    ]);
    for (const secret of [endpoint.secret, rotated.secret]) expect(read).not.toContain(secretBytes(secret));
  });

  it('rotation overlaps: both secrets sign during the window (each verifies), only the new one after it', async () => {
    const { client } = await signUp(harness);
    const endpoint = WebhookEndpointWithSecretSchema.parse(
      (await client.post('/api/v2/webhook-endpoints', { url: receiver.url, events: ['analysis.failed'] }))
        .body,
    );
    const rotated = WebhookEndpointWithSecretSchema.parse(
      (await client.post(`/api/v2/webhook-endpoints/${endpoint.id}/rotate-secret`)).body,
    );
    expect(rotated.secret).not.toBe(endpoint.secret);
    const overlapEnd = Date.parse(rotated.previousSecretExpiresAt ?? '');
    expect(overlapEnd - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000);
    expect(overlapEnd - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
    expect((await client.get(`/api/v2/webhook-endpoints/${endpoint.id}`)).body.previousSecretExpiresAt).toBe(
      rotated.previousSecretExpiresAt,
    );

    await client.post(`/api/v2/webhook-endpoints/${endpoint.id}/test`);
    const during = await eventually(() => receiver.received[0]);
    const signatures = during.headers['webhook-signature'].split(' ');
    expect(signatures).toHaveLength(2);
    for (const signature of signatures) expect(signature).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    // Each secret verifies the delivery on its own: a receiver still on the old secret and one already on the new.
    for (const secret of [endpoint.secret, rotated.secret])
      expect(new Webhook(secret).verify(during.body, during.headers)).toMatchObject({ type: 'webhook.test' });

    // The window ends (as if 24 h passed): the new secret alone signs.
    await harness.dataSource.query(
      `UPDATE webhook_endpoint SET previous_secret_expires_at = now() - interval '1 second' WHERE id = $1`,
      [endpoint.id],
    );
    expect(
      (await client.get(`/api/v2/webhook-endpoints/${endpoint.id}`)).body.previousSecretExpiresAt,
    ).toBeNull();
    await client.post(`/api/v2/webhook-endpoints/${endpoint.id}/test`);
    const afterWindow = await eventually(() => receiver.received[1]);
    expect(afterWindow.headers['webhook-signature'].split(' ')).toHaveLength(1);
    expect(() => new Webhook(endpoint.secret).verify(afterWindow.body, afterWindow.headers)).toThrow();
    expect(new Webhook(rotated.secret).verify(afterWindow.body, afterWindow.headers)).toMatchObject({
      type: 'webhook.test',
    });
  });

  it('seals, at start-up, a plain-text secret stored by an earlier version; deliveries keep verifying with it', async () => {
    const { client } = await signUp(harness);
    const endpoint = WebhookEndpointWithSecretSchema.parse(
      (await client.post('/api/v2/webhook-endpoints', { url: receiver.url, events: ['analysis.failed'] }))
        .body,
    );
    await harness.dataSource.query(`UPDATE webhook_endpoint SET secret = $2 WHERE id = $1`, [
      endpoint.id,
      endpoint.secret,
    ]);
    // What the api and the worker run when they start (onApplicationBootstrap).
    expect(await harness.worker.get(WebhookSecretsService).resealAll()).toBe(1);
    const [row] = await harness.dataSource.query(`SELECT secret FROM webhook_endpoint WHERE id = $1`, [
      endpoint.id,
    ]);
    expect(row.secret).toMatch(/^v1\.[0-9a-f]{8}\./);
    await client.post(`/api/v2/webhook-endpoints/${endpoint.id}/test`);
    const delivered = await eventually(() => receiver.received[0]);
    expect(new Webhook(endpoint.secret).verify(delivered.body, delivered.headers)).toMatchObject({
      type: 'webhook.test',
    });
  });

  it('a receiver failing twice gets the delivery on the third attempt with the same webhook-id', async () => {
    const { client } = await signUp(harness);
    const endpoint = WebhookEndpointWithSecretSchema.parse(
      (await client.post('/api/v2/webhook-endpoints', { url: receiver.url, events: ['analysis.completed'] }))
        .body,
    );
    receiver.state.failFirst = 2;
    await client.post(`/api/v2/webhook-endpoints/${endpoint.id}/test`);
    await eventually(() => (receiver.received.length >= 3 ? true : undefined));
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const attempt of receiver.received)
      expect(() => new Webhook(endpoint.secret).verify(attempt.body, attempt.headers)).not.toThrow();
    const log = await eventually(async () => {
      const page = WebhookDeliveryPageSchema.parse(
        (await client.get(`/api/v2/webhook-endpoints/${endpoint.id}/deliveries`).expect(200)).body,
      );
      return page.items[0]?.status === 'succeeded' ? page : undefined;
    });
    expect(log.items[0]).toMatchObject({ attempts: 3, lastStatusCode: 200 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(receiver.received).toHaveLength(3);
  });

  it('disables an endpoint failing for the whole window and mails its owner; re-enabling clears it', async () => {
    const { client, email } = await signUp(harness);
    const endpoint = WebhookEndpointWithSecretSchema.parse(
      (await client.post('/api/v2/webhook-endpoints', { url: receiver.url, events: ['analysis.completed'] }))
        .body,
    );
    receiver.state.alwaysFail = true;
    await client.post(`/api/v2/webhook-endpoints/${endpoint.id}/test`);
    const mail = await mailTo(harness, email, /disabled a webhook endpoint/, 20_000);
    expect(mail.text).toContain(receiver.url);
    const listed = WebhookEndpointListSchema.parse(
      (await client.get('/api/v2/webhook-endpoints').expect(200)).body,
    );
    expect(listed.items[0]).toMatchObject({
      enabled: false,
      disabledReason: expect.stringContaining('disabled'),
    });
    const page = WebhookDeliveryPageSchema.parse(
      (await client.get(`/api/v2/webhook-endpoints/${endpoint.id}/deliveries`).expect(200)).body,
    );
    expect(page.items[0]).toMatchObject({
      status: 'failed',
      lastStatusCode: 500,
      responseSnippet: 'receiver is down',
    });
    const enabled = await client.agent
      .patch(`/api/v2/webhook-endpoints/${endpoint.id}`)
      .set('x-csrf-token', await client.csrfToken())
      .send({ enabled: true });
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null });
  });

  it('works with an API key, validates input and owns its endpoints', async () => {
    const { client } = await signUp(harness);
    const key = CreatedApiKeySchema.parse(
      (await client.post('/api/v2/api-keys', { name: 'hooks', scopes: ['webhooks:write'] })).body,
    ).key;
    const bearer = (method: 'post' | 'get', path: string) =>
      harness.http()[method](path).set('authorization', `Bearer ${key}`);
    const created = await bearer('post', '/api/v2/webhook-endpoints').send({
      url: receiver.url,
      events: ['analysis.failed'],
    });
    expect(created.status).toBe(201);
    expectProblem(
      await bearer('post', '/api/v2/webhook-endpoints').send({
        url: 'ftp://x.example',
        events: ['analysis.failed'],
      }),
      400,
      'validation-failed',
    );
    expectProblem(
      await bearer('post', '/api/v2/webhook-endpoints').send({ url: receiver.url, events: [] }),
      400,
      'validation-failed',
    );
    expectProblem(
      await bearer('post', '/api/v2/webhook-endpoints').send({ url: receiver.url, events: ['nope'] }),
      400,
      'validation-failed',
    );
    const other = await signUp(harness);
    expectProblem(
      await other.client.get(`/api/v2/webhook-endpoints/${created.body.id}`),
      404,
      'webhook-endpoint-not-found',
    );
    for (let i = 1; i < 10; i++)
      await bearer('post', '/api/v2/webhook-endpoints').send({
        url: receiver.url,
        events: ['analysis.failed'],
      });
    expectProblem(
      await bearer('post', '/api/v2/webhook-endpoints').send({
        url: receiver.url,
        events: ['analysis.failed'],
      }),
      409,
      'too-many-webhook-endpoints',
    );
  });
});

describe('webhooks: delivery URLs pass the address guard', () => {
  let harness: Harness;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    harness = await startHarness({ WEBHOOKS_RETRY_SCHEDULE_MS: '0' });
  });

  afterAll(async () => {
    await harness?.close();
    await receiver?.close();
  });

  it('refuses a loopback receiver without WEBHOOKS_ALLOW_PRIVATE_NETWORKS: nothing is sent', async () => {
    const { client } = await signUp(harness);
    const endpoint = WebhookEndpointWithSecretSchema.parse(
      (await client.post('/api/v2/webhook-endpoints', { url: receiver.url, events: ['analysis.completed'] }))
        .body,
    );
    await client.post(`/api/v2/webhook-endpoints/${endpoint.id}/test`);
    const page = await eventually(async () => {
      const body = WebhookDeliveryPageSchema.parse(
        (await client.get(`/api/v2/webhook-endpoints/${endpoint.id}/deliveries`).expect(200)).body,
      );
      return body.items[0]?.status === 'failed' ? body : undefined;
    });
    expect(page.items[0]).toMatchObject({
      attempts: 1,
      lastStatusCode: null,
      lastError: expect.stringMatching(/address not allowed/i),
    });
    expect(receiver.received).toHaveLength(0);
  });
});
