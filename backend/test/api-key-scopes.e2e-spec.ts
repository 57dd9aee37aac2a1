import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod, type Type } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import {
  ApiKeyListSchema,
  CreatedApiKeySchema,
  ProblemDetailsSchema,
  WebhookEndpointWithSecretSchema,
  type ApiKeyScope,
} from '@stacklens/contracts';
import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { SessionOnlyGuard, SignedInGuard } from '../src/common/identity/guards';
import { REQUIRED_SCOPE } from '../src/common/identity/scopes';
import { signUp, startHarness, waitForAnalysis, type Harness } from './support/harness';

/**
 * Least privilege for API keys: each key carries scopes, each /api/v2 route a key can reach declares
 * the scope it needs, and a key without it is refused with 403 insufficient-scope — against the real API, worker,
 * PostgreSQL and Redis. Browser sessions are not limited by scopes.
 */
describe('API key scopes (API + worker)', () => {
  let sites: FixtureSites;
  let harness: Harness;

  beforeAll(async () => {
    sites = await startFixtureSites();
    harness = await startHarness({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: sites.resolveRules().join(','),
      ANALYZER_SKIP_DNS: 'true',
      ANALYZER_ROBOTS_TIMEOUT_MS: '3000',
      WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
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

  /** A verified account with a webhook endpoint and a key created with `scopes` (the defaults when undefined). */
  async function accountWithKey(scopes?: ApiKeyScope[]) {
    const account = await signUp(harness);
    const created = await account.client.post('/api/v2/api-keys', { name: 'integration', scopes });
    expect(created.status).toBe(201);
    const key = CreatedApiKeySchema.parse(created.body);
    const endpoint = WebhookEndpointWithSecretSchema.parse(
      (
        await account.client.post('/api/v2/webhook-endpoints', {
          url: 'http://127.0.0.1:9/hooks',
          events: ['analysis.completed'],
        })
      ).body,
    );
    const as = (method: 'get' | 'post' | 'patch' | 'put' | 'delete', path: string) =>
      harness.http()[method](path).set('authorization', `Bearer ${key.key}`);
    return { ...account, key, endpoint, as };
  }

  it('a key without billing:read (a default key) gets 403 insufficient-scope on the billing routes', async () => {
    const { as, client } = await accountWithKey();
    for (const path of ['/api/v2/billing', '/api/v2/billing/invoices', '/api/v2/billing/payment-methods']) {
      const refused = await as('get', path);
      const problem = expectProblem(refused, 403, 'insufficient-scope');
      expect(problem.detail).toContain('billing:read');
      expect(refused.headers['www-authenticate']).toBe(
        'Bearer error="insufficient_scope", scope="billing:read"',
      );
    }

    // The browser session is not limited by scopes.
    expect((await client.get('/api/v2/billing')).status).toBe(200);
  });

  it('a key without webhooks:write (a default key) cannot repoint, add or rotate webhook endpoints', async () => {
    const { endpoint, as, client } = await accountWithKey();
    // A leaked default key cannot send the webhooks of the account elsewhere, nor read or rotate their secrets.
    const repoint = await as('patch', `/api/v2/webhook-endpoints/${endpoint.id}`).send({
      url: 'https://attacker.example/hooks',
    });
    expect(expectProblem(repoint, 403, 'insufficient-scope').detail).toContain('webhooks:write');
    expectProblem(
      await as('post', '/api/v2/webhook-endpoints').send({
        url: 'https://attacker.example/hooks',
        events: ['analysis.completed'],
      }),
      403,
      'insufficient-scope',
    );
    expectProblem(
      await as('post', `/api/v2/webhook-endpoints/${endpoint.id}/rotate-secret`),
      403,
      'insufficient-scope',
    );
    const stored = await harness.dataSource.query(`SELECT url FROM webhook_endpoint WHERE id = $1`, [
      endpoint.id,
    ]);
    expect(stored[0].url).toBe('http://127.0.0.1:9/hooks');
    // The browser session is not limited by scopes.
    expect(
      (await client.patch(`/api/v2/webhook-endpoints/${endpoint.id}`, { description: 'x' })).status,
    ).toBe(200);
  });

  it('a default key (analyses:write, websites:read) analyses and reads', async () => {
    const { key, as } = await accountWithKey();
    expect(key.scopes).toEqual(['analyses:write', 'websites:read']);

    const started = await as('post', '/api/v2/websites/analyze').send({ url: siteUrl('wordpress.test') });
    expect(started.status).toBe(200);
    expect((await waitForAnalysis(harness, started.body.id)).statusCode).toBe(200);
    expect((await as('get', '/api/v2/user')).status).toBe(200);
    expect((await as('get', '/api/v2/user/history')).body.items[0]).toMatchObject({
      domain: 'wordpress.test',
    });
    expect((await as('get', '/api/v2/monitors')).status).toBe(200);
  });

  it('a key gets the scopes chosen at creation, listed with it, and nothing more', async () => {
    const { key, endpoint, as, client } = await accountWithKey([
      'billing:read',
      'webhooks:write',
      'billing:read',
    ]);
    expect(key.scopes).toEqual(['webhooks:write', 'billing:read']);
    const listed = ApiKeyListSchema.parse((await client.get('/api/v2/api-keys').expect(200)).body);
    expect(listed.items[0]).toMatchObject({ id: key.id, scopes: ['webhooks:write', 'billing:read'] });

    const repointed = await as('patch', `/api/v2/webhook-endpoints/${endpoint.id}`).send({
      url: 'http://127.0.0.1:10/hooks',
    });
    expect([repointed.status, repointed.body.url]).toEqual([200, 'http://127.0.0.1:10/hooks']);
    expect((await as('get', '/api/v2/billing')).status).toBe(200);
    const analyse = await as('post', '/api/v2/websites/analyze').send({ url: siteUrl('shop.test') });
    expect(expectProblem(analyse, 403, 'insufficient-scope').detail).toContain('analyses:write');
    expectProblem(await as('get', '/api/v2/user/history'), 403, 'insufficient-scope');
    // Session-only whatever the scopes: minting keys, changing billing.
    expectProblem(await as('post', '/api/v2/api-keys').send({ name: 'more' }), 403, 'session-required');
    expectProblem(await as('post', '/api/v2/billing/subscription').send({}), 403, 'session-required');

    expectProblem(
      await client.post('/api/v2/api-keys', { name: 'x', scopes: ['admin'] }),
      400,
      'validation-failed',
    );
    expectProblem(await client.post('/api/v2/api-keys', { name: 'x', scopes: [] }), 400, 'validation-failed');
  });

  it('the OpenAPI document names the scope of each operation a key can reach (x-required-scope)', async () => {
    const doc = (await harness.http().get('/api/docs.json').expect(200)).body;
    expect(doc.paths['/api/v2/billing/invoices'].get['x-required-scope']).toBe('billing:read');
    expect(doc.paths['/api/v2/webhook-endpoints/{id}'].patch['x-required-scope']).toBe('webhooks:write');
    expect(doc.paths['/api/v2/websites/analyze'].post['x-required-scope']).toBe('analyses:write');
    expect(doc.paths['/api/v2/billing/subscription'].post['x-required-scope']).toBeUndefined();
  });

  it('every /api/v2 route behind SignedInGuard declares the scope a key needs, or is for sessions only', () => {
    const reflector = new Reflector();
    const decisions: Record<string, string> = {};
    const undecided: string[] = [];
    for (const module of harness.api.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as Type;
        const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
        for (const name of Object.getOwnPropertyNames(controller.prototype)) {
          const handler = controller.prototype[name];
          if (name === 'constructor' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
          const path = `/api/${[base, Reflect.getMetadata(PATH_METADATA, handler)].filter((p) => p && p !== '/').join('/')}`;
          if (!path.startsWith('/api/v2/')) continue;
          const route = `${RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler)]} ${path}`;
          const guards: unknown[] = [
            ...(Reflect.getMetadata(GUARDS_METADATA, controller) ?? []),
            ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? []),
          ];
          const scope = reflector.getAllAndOverride<string>(REQUIRED_SCOPE, [handler, controller]);
          if (!guards.includes(SignedInGuard)) decisions[route] = 'public';
          else if (scope) decisions[route] = scope;
          else if (guards.includes(SessionOnlyGuard)) decisions[route] = 'session';
          else undecided.push(route);
        }
      }
    }
    expect(undecided).toEqual([]);
    // What a key can reach, by scope (the scopes of API_KEY_SCOPES, libs/contracts/src/api-keys.ts).
    const reachable = Object.entries(decisions)
      .filter(([, decision]) => decision !== 'public' && decision !== 'session')
      .map(([route, scope]) => `${scope} ${route}`)
      .sort();
    expect(reachable).toEqual([
      'analyses:write DELETE /api/v2/monitors/:id',
      'analyses:write PATCH /api/v2/monitors/:id',
      'analyses:write POST /api/v2/monitors',
      'analyses:write POST /api/v2/websites/:domain/feedback',
      'analyses:write POST /api/v2/websites/analyze',
      'analyses:write POST /api/v2/websites/analyze/bulk',
      'analyses:write POST /api/v2/websites/report',
      'billing:read GET /api/v2/billing',
      'billing:read GET /api/v2/billing/invoices',
      'billing:read GET /api/v2/billing/payment-methods',
      'lists:read GET /api/v2/lists/websites',
      'webhooks:write DELETE /api/v2/webhook-endpoints/:id',
      'webhooks:write GET /api/v2/webhook-endpoints',
      'webhooks:write GET /api/v2/webhook-endpoints/:id',
      'webhooks:write GET /api/v2/webhook-endpoints/:id/deliveries',
      'webhooks:write PATCH /api/v2/webhook-endpoints/:id',
      'webhooks:write POST /api/v2/webhook-deliveries/:id/retry',
      'webhooks:write POST /api/v2/webhook-endpoints',
      'webhooks:write POST /api/v2/webhook-endpoints/:id/rotate-secret',
      'webhooks:write POST /api/v2/webhook-endpoints/:id/test',
      'websites:read GET /api/v2/monitors',
      'websites:read GET /api/v2/monitors/export',
      'websites:read GET /api/v2/user',
      'websites:read GET /api/v2/user/history',
      'websites:read GET /api/v2/user/history/export',
      'websites:read GET /api/v2/user/technology-changes',
      'websites:read GET /api/v2/websites/analyze/bulk/export',
    ]);
    // Spending money or changing billing, account and keys: sessions only.
    for (const route of [
      'PUT /api/v2/billing/customer',
      'POST /api/v2/billing/subscription',
      'DELETE /api/v2/billing/subscription',
      'POST /api/v2/billing/setup-intent',
      'POST /api/v2/api-keys',
      'POST /api/v2/user',
      'DELETE /api/v2/user',
    ])
      expect([route, decisions[route]]).toEqual([route, 'session']);
  });
});
