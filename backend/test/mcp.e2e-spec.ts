import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  CreatedApiKeySchema,
  LighthouseRunSchema,
  ListWebsitesPageSchema,
  McpAnalysisOutcomeSchema,
  MonitorListSchema,
  MonitorSchema,
  ProblemDetailsSchema,
  TechnologyDetailSchema,
  WebsiteResultSchema,
  type ApiKeyScope,
} from '@stacklens/contracts';
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { signUp, startHarness, type Harness } from './support/harness';
import { insertWebsites, slugOf } from './support/websites-fixture';

/** The problem a failed tool call carries in `_meta`. */
interface ToolProblem {
  status: number;
  code: string;
  detail: string;
  action: string | null;
}

/**
 * The MCP server end to end: an MCP client of `@modelcontextprotocol/sdk` (Client + StreamableHTTPClientTransport,
 * as an AI assistant's host runs it) against the real API listening on a port, the real worker analysing the fixture
 * sites, PostgreSQL and Redis — tools listed with their JSON Schemas, a stored result looked up, a website analysed
 * (quota charged), monitors, and the errors that say what to do (missing scope, quota used up, no API key).
 */
describe('MCP server (POST /api/mcp, SDK client + API + worker)', () => {
  let sites: FixtureSites;
  let harness: Harness;
  let origin: string;

  beforeAll(async () => {
    sites = await startFixtureSites();
    harness = await startHarness({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: sites.resolveRules().join(','),
      ANALYZER_SKIP_DNS: 'true',
      ANALYZER_ROBOTS_TIMEOUT_MS: '3000',
    });
    await harness.api.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(harness.api.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await harness?.close();
    await sites?.close();
  });

  /** A verified account (on `plan`) and an API key with `scopes` (the defaults when undefined). */
  async function accountWithKey(scopes?: ApiKeyScope[], plan: 'free' | 'paid' = 'free') {
    const account = await signUp(harness);
    if (plan === 'paid')
      await harness.dataSource.query(
        `UPDATE "${harness.config.database.schema}".app_user SET plan = 'paid', billing_plan = 'pro' WHERE id = $1`,
        [account.userId],
      );
    const created = await account.client.post('/api/v2/api-keys', { name: 'assistant', scopes });
    expect(created.status).toBe(201);
    return { ...account, key: CreatedApiKeySchema.parse(created.body).key };
  }

  /** An MCP client connected to /api/mcp with `key` in the Authorization header. */
  async function connect(key: string): Promise<Client> {
    const client = new Client({ name: 'stacklens-e2e', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL('/api/mcp', origin), {
      requestInit: { headers: { Authorization: `Bearer ${key}` } },
    });
    await client.connect(transport);
    return client;
  }

  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;

  function problemOf(result: CallToolResult): ToolProblem {
    expect(result.isError).toBe(true);
    return (result._meta as Record<string, ToolProblem>)['stacklens/problem'];
  }

  const textOf = (result: CallToolResult) =>
    result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

  it('lists the tools with JSON Schemas from the contracts', async () => {
    const { key } = await accountWithKey();
    const client = await connect(key);
    try {
      expect(client.getServerVersion()?.name).toBe('stacklens');
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(
        [
          'analyze_website',
          'create_monitor',
          'get_analysis_status',
          'get_lighthouse_report',
          'get_technology',
          'list_monitors',
          'list_websites_using',
          'lookup_website',
        ].sort(),
      );
      const analyze = tools.find((tool) => tool.name === 'analyze_website')!;
      expect(analyze.inputSchema).toMatchObject({
        type: 'object',
        properties: { url: { type: 'string', maxLength: 2048 }, waitSeconds: { type: 'integer' } },
        required: ['url'],
      });
      expect(analyze.outputSchema).toMatchObject({
        type: 'object',
        properties: { analysisId: { type: 'string' }, status: { type: 'object' }, next: { type: 'string' } },
      });
      expect(analyze.description).toContain('analyses:write');
      expect(analyze.annotations?.readOnlyHint).toBe(false);
      const monitor = tools.find((tool) => tool.name === 'create_monitor')!;
      expect(monitor.inputSchema.properties?.interval).toMatchObject({ enum: ['daily', 'weekly'] });
      expect(tools.find((tool) => tool.name === 'lookup_website')!.annotations?.readOnlyHint).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('analyses a website (charged), then looks it up, its technology and its monitor', async () => {
    const { key, client: browser } = await accountWithKey();
    const client = await connect(key);
    try {
      const url = sites.url('wordpress.test');
      const missing = await call(client, 'lookup_website', { url });
      expect(problemOf(missing)).toMatchObject({ status: 404, code: 'website-not-found' });
      expect(textOf(missing)).toContain('analyze_website');

      let outcome = McpAnalysisOutcomeSchema.parse(
        (await call(client, 'analyze_website', { url, waitSeconds: 45 })).structuredContent,
      );
      for (let polls = 0; outcome.status.running && polls < 3; polls += 1) {
        outcome = McpAnalysisOutcomeSchema.parse(
          (await call(client, 'get_analysis_status', { analysisId: outcome.analysisId, waitSeconds: 30 }))
            .structuredContent,
        );
      }
      expect(outcome.status).toMatchObject({ running: false, statusCode: 200, domain: 'wordpress.test' });
      expect(outcome.result?.techs.map((tech) => tech.name)).toEqual(
        expect.arrayContaining(['WordPress', 'jQuery', 'Nginx']),
      );
      // The analysis went through the REST rules: charged to the key's owner.
      const me = await browser.get('/api/v2/user').expect(200);
      expect(me.body.usage.used).toBe(1);

      const lookedUp = await call(client, 'lookup_website', { url: 'https://www.wordpress.test/some/page' });
      expect(lookedUp.isError).toBeFalsy();
      const result = WebsiteResultSchema.parse(lookedUp.structuredContent);
      expect(result.domain).toBe('wordpress.test');
      expect(result.techs.find((tech) => tech.name === 'WordPress')?.version).toBe('6.4.2');
      expect(JSON.parse(textOf(lookedUp))).toEqual(lookedUp.structuredContent);

      const technology = TechnologyDetailSchema.parse(
        (await call(client, 'get_technology', { slug: 'wordpress' })).structuredContent,
      );
      expect(technology.name).toBe('WordPress');
      expect(technology.topWebsites.map((website) => website.domain)).toContain('wordpress.test');
      const unknown = await call(client, 'get_technology', { slug: 'no-such-technology' });
      expect(problemOf(unknown).code).toBe('technology-not-found');

      const noReport = await call(client, 'get_lighthouse_report', { url });
      expect(problemOf(noReport).code).toBe('lighthouse-report-not-found');
      expect(() => LighthouseRunSchema.parse(noReport.structuredContent)).toThrow();

      const created = MonitorSchema.parse(
        (await call(client, 'create_monitor', { url, interval: 'daily' })).structuredContent,
      );
      expect(created).toMatchObject({ domain: 'wordpress.test', interval: 'daily' });
      const again = await call(client, 'create_monitor', { url });
      expect(problemOf(again).code).toBe('monitor-exists');
      const monitors = MonitorListSchema.parse((await call(client, 'list_monitors')).structuredContent);
      expect(monitors.items.map((monitor) => monitor.id)).toEqual([created.id]);
      expect(monitors.limit).toBe(3);

      // Bad arguments are refused by the tool's input schema before anything runs.
      const invalid = await call(client, 'analyze_website', { url: '', waitSeconds: 999 });
      expect(invalid.isError).toBe(true);
      expect(textOf(invalid)).toMatch(/waitSeconds|url/);
      expect((await browser.get('/api/v2/user').expect(200)).body.usage.used).toBe(1);
    } finally {
      await client.close();
    }
  });

  it('lists the websites running jQuery <3.5 (paid: pages; free: the preview); removed domains never appear', async () => {
    await insertWebsites(harness.dataSource, [
      { domain: 'old-jquery.example', score: 70, techs: [['jQuery', '1.12.4'], 'Nginx'] },
      { domain: 'older-jquery.example', score: 40, techs: [['jQuery', '3.4.1']] },
      { domain: 'new-jquery.example', score: 90, techs: [['jQuery', '3.7.1']] },
      { domain: 'removed-jquery.example', score: 50, techs: [['jQuery', '1.11.0']], hidden: true },
    ]);
    const jquery = await slugOf(harness.dataSource, 'jQuery');
    const paid = await accountWithKey(['lists:read', 'websites:read'], 'paid');
    const client = await connect(paid.key);
    try {
      const first = ListWebsitesPageSchema.parse(
        (await call(client, 'list_websites_using', { technology: jquery, version: '<3.5', limit: 1 }))
          .structuredContent,
      );
      expect(first).toMatchObject({ total: 2, preview: false });
      expect(first.items).toHaveLength(1);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = ListWebsitesPageSchema.parse(
        (
          await call(client, 'list_websites_using', {
            technology: jquery,
            version: '<3.5',
            cursor: first.nextCursor,
          })
        ).structuredContent,
      );
      const rows = [...first.items, ...second.items];
      expect(rows.map((row) => row.domain).sort()).toEqual(['old-jquery.example', 'older-jquery.example']);
      expect(rows.find((row) => row.domain === 'old-jquery.example')).toMatchObject({
        technology: jquery,
        version: '1.12.4',
        score: 70,
      });
      expect(second.nextCursor).toBeNull();

      const invalid = await call(client, 'list_websites_using', { version: '<3.5' });
      expect(problemOf(invalid).code).toBe('validation-failed');
      const unknown = await call(client, 'list_websites_using', { technology: 'no-such-technology' });
      expect(problemOf(unknown).code).toBe('technology-not-found');
    } finally {
      await client.close();
    }

    const free = await accountWithKey(['lists:read']);
    const freeClient = await connect(free.key);
    try {
      const preview = ListWebsitesPageSchema.parse(
        (await call(freeClient, 'list_websites_using', { technology: jquery })).structuredContent,
      );
      expect(preview).toMatchObject({ preview: true, nextCursor: null });
      // Every jQuery website (the fixtures, and wordpress.test once analysed), fewer than the preview's 10.
      expect(preview.total).toBe(preview.items.length);
      expect(preview.items.map((row) => row.domain)).toEqual(
        expect.arrayContaining(['old-jquery.example', 'older-jquery.example', 'new-jquery.example']),
      );
      expect(preview.upgradeUrl).toBe('http://stacklens.test/pricing');
      expect(preview.items.map((row) => row.domain)).not.toContain('removed-jquery.example');
    } finally {
      await freeClient.close();
    }

    // A default key (analyses:write, websites:read) has no lists:read: the error names the scope to add.
    const { key } = await accountWithKey();
    const noScope = await connect(key);
    try {
      const refused = await call(noScope, 'list_websites_using', { technology: jquery });
      expect(problemOf(refused)).toMatchObject({ status: 403, code: 'insufficient-scope' });
      expect(textOf(refused)).toContain('lists:read');
    } finally {
      await noScope.close();
    }
  });

  it('a key without the scope gets a tool error naming it; a used-up quota points to the pricing page', async () => {
    const { key } = await accountWithKey(['websites:read']);
    const client = await connect(key);
    try {
      const refused = await call(client, 'analyze_website', { url: sites.url('static.test') });
      const problem = problemOf(refused);
      expect(problem).toMatchObject({ status: 403, code: 'insufficient-scope' });
      expect(problem.detail).toContain('analyses:write');
      expect(textOf(refused)).toContain('http://stacklens.test/user/api-keys');
      expect(problemOf(await call(client, 'create_monitor', { url: sites.url('static.test') })).code).toBe(
        'insufficient-scope',
      );
      // What the key may do still works.
      expect((await call(client, 'list_monitors')).isError).toBeFalsy();
    } finally {
      await client.close();
    }

    const full = await accountWithKey();
    await harness.dataSource.query(
      `INSERT INTO "${harness.config.database.schema}".usage_period (user_id, period_start, used)
       VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, 10)
       ON CONFLICT (user_id, period_start) DO UPDATE SET used = 10`,
      [full.userId],
    );
    const paying = await connect(full.key);
    try {
      const exhausted = await call(paying, 'analyze_website', { url: sites.url('static.test') });
      expect(problemOf(exhausted)).toMatchObject({ status: 402, code: 'quota-exceeded' });
      expect(problemOf(exhausted).action).toContain('http://stacklens.test/pricing');
      expect(textOf(exhausted)).toContain('http://stacklens.test/pricing');
    } finally {
      await paying.close();
    }
  });

  it('refuses requests without an API key (problem+json), unknown keys, and GET', async () => {
    const anonymous = await harness
      .http()
      .post('/api/mcp')
      .set('accept', 'application/json, text/event-stream')
      .send({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    expect(ProblemDetailsSchema.parse(anonymous.body).code).toBe('api-key-required');
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');

    const unknownKey = await harness
      .http()
      .post('/api/mcp')
      .set('authorization', `Bearer sl_live_${'A'.repeat(40)}`)
      .send({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(unknownKey.status).toBe(401);
    expect(ProblemDetailsSchema.parse(unknownKey.body).code).toBe('sign-up-required');

    const client = new Client({ name: 'no-key', version: '1.0.0' });
    await expect(
      client.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', origin))),
    ).rejects.toThrow();

    const { key } = await accountWithKey();
    const stream = await harness.http().get('/api/mcp').set('authorization', `Bearer ${key}`);
    expect(stream.status).toBe(405);
    expect(ProblemDetailsSchema.parse(stream.body).code).toBe('method-not-allowed');

    // The transport's rules answer problems too.
    const notAcceptable = await harness
      .http()
      .post('/api/mcp')
      .set('authorization', `Bearer ${key}`)
      .set('accept', 'application/json')
      .send({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect([notAcceptable.status, ProblemDetailsSchema.parse(notAcceptable.body).code]).toEqual([
      406,
      'not-acceptable',
    ]);
    const notJsonRpc = await harness
      .http()
      .post('/api/mcp')
      .set('authorization', `Bearer ${key}`)
      .set('accept', 'application/json, text/event-stream')
      .send({ hello: 'world' });
    expect([notJsonRpc.status, ProblemDetailsSchema.parse(notJsonRpc.body).code]).toEqual([
      400,
      'invalid-jsonrpc',
    ]);
    // A batch would make 50 tool calls cost one request of the key's rate limit: refused, nothing is called.
    const batch = await harness
      .http()
      .post('/api/mcp')
      .set('authorization', `Bearer ${key}`)
      .set('accept', 'application/json, text/event-stream')
      .send(
        Array.from({ length: 50 }, (_, i) => ({
          jsonrpc: '2.0',
          id: i + 1,
          method: 'tools/call',
          params: { name: 'lookup_website', arguments: { domain: 'example.com' } },
        })),
      );
    expect([batch.status, ProblemDetailsSchema.parse(batch.body).code]).toEqual([400, 'invalid-jsonrpc']);

    // Each MCP request counts against the key's rate limit like a REST request.
    const counted = await harness
      .http()
      .post('/api/mcp')
      .set('authorization', `Bearer ${key}`)
      .set('accept', 'application/json, text/event-stream')
      .send({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'raw', version: '1' },
        },
      });
    expect(counted.status).toBe(200);
    expect(counted.headers['ratelimit-policy']).toBe('"per-key";q=60;w=60');
    expect(counted.body.result.serverInfo.name).toBe('stacklens');
  });

  it('the OpenAPI document (valid OpenAPI 3.1) describes /api/mcp and the exports with their scopes', async () => {
    const response = await harness.http().get('/api/docs.json').expect(200);
    const doc = response.body as {
      paths: Record<string, Record<string, { summary?: string; 'x-required-scope'?: string }>>;
    };
    expect(doc.paths['/api/mcp'].post.summary).toContain('list_websites_using');
    expect(doc.paths['/api/v2/user/history/export'].get['x-required-scope']).toBe('websites:read');
    expect(doc.paths['/api/v2/monitors/export'].get['x-required-scope']).toBe('websites:read');
    expect(doc.paths['/api/v2/websites/analyze/bulk/export'].get['x-required-scope']).toBe('websites:read');
    const validation = spawnSync(
      process.execPath,
      [path.join(__dirname, 'support', 'validate-openapi.mjs')],
      {
        input: JSON.stringify(response.body),
        encoding: 'utf8',
      },
    );
    expect(validation.stderr).toBe('');
    expect(validation.status).toBe(0);
  });
});
