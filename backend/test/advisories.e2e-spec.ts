import {
  AnalysisCompletedDataSchema,
  WebhookEndpointWithSecretSchema,
  WebsiteResultSchema,
  WebsiteTechnologiesChangedDataSchema,
  type DetectedTechnology,
} from '@stacklens/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { vulnerabilitiesOf } from '../src/common/analyzer.client';
import { AdvisoriesService, advisoryDataOf } from '../src/modules/advisories/advisories.service';
import { AdvisoryRefreshService } from '../src/modules/advisories/advisory-refresh.service';
import { MonitorsService } from '../src/modules/monitors/monitors.service';
import { WebhookDeliveriesService } from '../src/modules/webhooks/webhook-deliveries.service';
import { WebsitesService } from '../src/modules/websites/websites.service';
import { signUp, startHarness, waitForAnalysis, type Harness, type TestClient } from './support/harness';
import { eventually } from './support/eventually';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { ADVISORY_REFRESH_SCHEDULER_ID, QUEUES } from '../src/common/queues';

/** retire.js's `jsrepository-v4.json` format: library → {vulnerabilities: [{atOrAbove?, below, severity, identifiers, info}]}. */
const retireRepository = (extra: unknown[] = []) => ({
  jquery: {
    vulnerabilities: [
      {
        atOrAbove: '1.2.1',
        below: '3.5.0',
        severity: 'medium',
        identifiers: {
          summary: 'passing HTML to jQuery.htmlPrefilter may execute code',
          CVE: ['CVE-2020-11022'],
          githubID: 'GHSA-gxr4-xjj5-5px2',
        },
        info: ['https://github.com/advisories/GHSA-gxr4-xjj5-5px2'],
      },
      ...extra,
    ],
    extractors: {},
  },
  bootstrap: { vulnerabilities: [], extractors: {} },
});

/** The advisory published "later" for the jQuery version static.test serves (3.6.0). */
const NEW_JQUERY_ADVISORY = {
  atOrAbove: '3.6.0',
  below: '3.6.1',
  severity: 'high',
  identifiers: {
    summary: 'A test advisory for jQuery 3.6.0',
    CVE: ['CVE-2099-0001'],
    githubID: 'GHSA-test-0001-0001',
  },
  info: ['https://github.com/advisories/GHSA-test-0001-0001'],
};

/** A GitHub advisory of React Router as osv.dev serves it (OSV). */
const OSV_RECORD = {
  schema_version: '1.4.0',
  id: 'GHSA-qwww-vcr4-c8h2',
  modified: '2026-05-02T10:00:00Z',
  published: '2026-04-30T18:00:00Z',
  aliases: ['CVE-2026-30001'],
  summary: 'React Router: RSC Mode CSRF Bypass Allows Action Execution Before 400 Response',
  affected: [
    {
      package: { ecosystem: 'npm', name: 'react-router' },
      ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '7.12.0' }, { fixed: '8.3.0' }] }],
    },
  ],
  references: [{ type: 'ADVISORY', url: 'https://github.com/advisories/GHSA-qwww-vcr4-c8h2' }],
  database_specific: { severity: 'HIGH', github_reviewed: true },
};

/**
 * Known vulnerabilities end to end (issue 20): the worker's scheduled advisory refresh fetches a local server speaking
 * retire.js's repository format through the address guard (loopback allowed by ADVISORY_ALLOW_PRIVATE_NETWORKS),
 * stores the snapshot with its figures; analyses store per-technology vulnerabilities and the advisory data, which
 * `GET /api/v1/websites/{domain}` and `analysis.completed` carry; an advisory the refresh adds for a version that had
 * none re-matches the stored result and sends `website.technologies.changed` with `becameVulnerable` to the domain's
 * monitors once (later refreshes do not repeat it); the next analysis uses the new data.
 */
describe('known vulnerabilities (advisory refresh job + analyses + webhooks)', () => {
  let harness: Harness;
  let sites: FixtureSites;
  let sources: http.Server;
  let receiver: http.Server;
  let repository: unknown = retireRepository();
  let changing: http.Server;
  let changingPort = 0;
  let jqueryVersion = '3.7.1';
  const requests: string[] = [];
  const osvQueries: { contentType: string; body: string }[] = [];
  const received: { headers: Record<string, string>; body: string }[] = [];
  let receiverUrl: string;
  let client: TestClient;
  let secret: string;

  beforeAll(async () => {
    sources = http.createServer(async (req, res) => {
      requests.push(`${req.method} ${req.url}`);
      // osv.dev's API: querybatch by package, then the GitHub advisory by id
      if (req.method === 'POST' && req.url === '/osv/v1/querybatch') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        osvQueries.push({
          contentType: String(req.headers['content-type']),
          body: Buffer.concat(chunks).toString(),
        });
        const { queries } = JSON.parse(osvQueries.at(-1)!.body) as {
          queries: { package: { name: string } }[];
        };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            results: queries.map((q) =>
              q.package.name === 'react-router'
                ? { vulns: [{ id: OSV_RECORD.id }, { id: 'MAL-2025-1' }] }
                : {},
            ),
          }),
        );
        return;
      }
      if (req.url === `/osv/v1/vulns/${OSV_RECORD.id}`) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(OSV_RECORD));
        return;
      }
      if (req.url === '/retire/jsrepository-v4.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(repository));
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => sources.listen(0, '127.0.0.1', resolve));
    receiver = http.createServer((req, res) => {
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
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const base = `http://127.0.0.1:${(sources.address() as AddressInfo).port}`;
    changing = http.createServer((req, res) => {
      const file = `jquery-${jqueryVersion}.min.js`;
      if (req.url === `/js/${file}`) {
        res.writeHead(200, { 'content-type': 'application/javascript' });
        res.end(
          `/*! jQuery v${jqueryVersion} | (c) OpenJS Foundation and other contributors | jquery.org/license */\n!function(){}();`,
        );
        return;
      }
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><title>Changing</title><script src="/js/${file}"></script></head><body><p>Hello</p></body></html>`,
      );
    });
    await new Promise<void>((resolve) => changing.listen(0, '127.0.0.1', resolve));
    changingPort = (changing.address() as AddressInfo).port;
    sites = await startFixtureSites();
    harness = await startHarness({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: [...sites.resolveRules(), `changing.test:${changingPort}:127.0.0.1`].join(','),
      ANALYZER_SKIP_DNS: 'true',
      WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
      ADVISORY_REFRESH_INTERVAL_MS: '1000',
      ADVISORY_SOURCE_URLS: JSON.stringify({ retire: `${base}/retire/jsrepository-v4.json` }),
      ADVISORY_ALLOW_PRIVATE_NETWORKS: 'true',
    });
    const account = await signUp(harness);
    client = account.client;
    await harness.dataSource.query(`UPDATE app_user SET plan = 'paid' WHERE id = $1`, [account.userId]);
    const endpoint = WebhookEndpointWithSecretSchema.parse(
      (
        await client.post('/api/v2/webhook-endpoints', {
          url: receiverUrl,
          events: ['analysis.completed', 'website.technologies.changed'],
        })
      ).body,
    );
    secret = endpoint.secret;
    expect((await client.post('/api/v2/monitors', { url: 'static.test', interval: 'weekly' })).status).toBe(
      201,
    );
  });

  afterAll(async () => {
    await harness?.close();
    await sites?.close();
    await new Promise((resolve) => sources?.close(resolve));
    await new Promise((resolve) => receiver?.close(resolve));
    await new Promise((resolve) => changing?.close(resolve));
  });

  const snapshots = async () =>
    (await harness.dataSource.query(
      `SELECT id, generated_at, size_bytes, stored_bytes, technologies, advisories, duration_ms, outcome
         FROM advisory_snapshot ORDER BY id DESC`,
    )) as {
      id: string;
      generated_at: string;
      size_bytes: number;
      stored_bytes: number;
      technologies: number;
      advisories: number;
      duration_ms: number;
      outcome: Record<string, string>;
    }[];

  /** Payloads of the verified deliveries of `type` received so far. */
  const deliveries = (type: string) => {
    const webhook = new Webhook(secret);
    return received
      .map((r) => webhook.verify(r.body, r.headers) as { type: string; data: unknown })
      .filter((event) => event.type === type);
  };

  const analyse = async (url: string) => {
    const accepted = await client.post('/api/v2/websites/analyze', { url });
    expect(accepted.status).toBe(200);
    expect((await waitForAnalysis(harness, accepted.body.id)).statusCode).toBe(200);
    return accepted.body.id as string;
  };

  const tech = (result: { techs: DetectedTechnology[] }, name: string) =>
    result.techs.find((t) => t.name === name);

  it('the scheduled job fetches the configured source through the guard and stores the snapshot with its figures', async () => {
    const [newest] = await eventually(async () =>
      (await snapshots()).length ? await snapshots() : undefined,
    );
    expect(requests).toContain('GET /retire/jsrepository-v4.json');
    // Only retire.js is configured: it is refreshed, every other source keeps the bundled snapshot's data.
    const { retire, ...others } = newest.outcome as Record<string, string>;
    expect(retire).toBe('refreshed');
    expect(Object.keys(others)).toEqual(expect.arrayContaining(['nginx', 'httpd', 'friendsofphp', 'osv']));
    expect(new Set(Object.values(others))).toEqual(new Set(['kept']));
    expect(newest.generated_at).toBe(new Date().toISOString().slice(0, 10));
    expect(newest.size_bytes).toBeGreaterThan(newest.stored_bytes);
    expect(newest.technologies).toBeGreaterThan(2);
    expect(newest.advisories).toBeGreaterThan(100); // Apache httpd's and the others' data kept from the bundled snapshot
    expect(newest.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('an analysis stores the vulnerabilities of the detected versions; the API and analysis.completed carry them', async () => {
    const analysisId = await analyse(sites.url('static.test').replace(/\/$/, ''));
    const response = await harness.http().get('/api/v1/websites/static.test').expect(200);
    const result = WebsiteResultSchema.parse(response.body);
    // jQuery 3.6.0 is checked against the refreshed retire.js data: known clean.
    expect(tech(result, 'jQuery')).toMatchObject({
      version: '3.6.0',
      vulnerabilities: { advisories: [], mayBePatchedByDistribution: false, sources: ['retire'] },
    });
    // Apache 2.4.57 on Debian: Apache's own advisories apply, but Debian backports fixes.
    const apache = tech(result, 'Apache HTTP Server')!;
    expect(apache.version).toBe('2.4.57');
    expect(apache.vulnerabilities!.advisories.length).toBeGreaterThan(0);
    expect(apache.vulnerabilities!.mayBePatchedByDistribution).toBe(true);
    expect(apache.vulnerabilities!.advisories[0]).toMatchObject({
      source: 'httpd',
      url: expect.stringMatching(/^https:/),
    });
    expect(result.advisoryData).toEqual({
      generatedAt: new Date().toISOString().slice(0, 10),
      sources: [
        expect.objectContaining({ id: 'retire', name: 'Retire.js', licence: 'Apache-2.0' }),
        expect.objectContaining({ id: 'httpd', licence: 'Apache-2.0' }),
      ],
    });
    // A technology without a detected version gets no vulnerabilities.
    for (const t of result.techs.filter((t) => !t.version)) expect(t.vulnerabilities ?? null).toBeNull();
    // Score model v3: the Security part counts them.
    expect(result.modelVersion).toBe(3);
    const security = result.breakdown.find((part) => part.key === 'security')!;
    expect(security.checks.find((c) => c.id === 'known-vulnerabilities')).toMatchObject({
      passed: false,
      detail: expect.stringContaining('may be patched by the distribution'),
    });

    const completed = await eventually(() =>
      deliveries('analysis.completed').find(
        (e) => (e.data as { analysisId: string }).analysisId === analysisId,
      ),
    );
    const data = AnalysisCompletedDataSchema.parse(completed.data);
    expect(data.technologies.find((t) => t.name === 'Apache HTTP Server')?.vulnerabilities).toEqual(
      apache.vulnerabilities,
    );
    expect(data.advisoryData).toEqual(result.advisoryData);
  });

  it('a refresh that adds an advisory for the detected version re-matches the stored result and tells the monitors once', async () => {
    repository = retireRepository([NEW_JQUERY_ADVISORY]);
    const changed = await eventually(() => deliveries('website.technologies.changed')[0]);
    const data = WebsiteTechnologiesChangedDataSchema.parse(changed.data);
    expect(data).toMatchObject({
      analysisId: null,
      trigger: 'advisory-refresh',
      domain: 'static.test',
      added: [],
      removed: [],
      versionChanged: [],
      becameVulnerable: [
        {
          name: 'jQuery',
          version: '3.6.0',
          advisoryIds: ['GHSA-test-0001-0001'],
          mayBePatchedByDistribution: false,
          counts: expect.objectContaining({ high: 1 }),
        },
      ],
      resultUrl: expect.stringContaining('/analysis/website/static.test'),
    });
    const stored = WebsiteResultSchema.parse(
      (await harness.http().get('/api/v1/websites/static.test').expect(200)).body,
    );
    expect(tech(stored, 'jQuery')!.vulnerabilities!.advisories.map((a) => a.id)).toEqual([
      'GHSA-test-0001-0001',
    ]);

    // Two more refreshes with the same data: nothing new to tell (one outbox row in all).
    const seen = (await snapshots())[0].id;
    await eventually(async () => {
      const ids = (await snapshots()).map((s) => BigInt(s.id));
      return ids[0] >= BigInt(seen) + 2n ? true : undefined;
    });
    const rows = await harness.dataSource.query(
      `SELECT count(*)::int AS n FROM webhook_delivery WHERE event_type = 'website.technologies.changed'`,
    );
    expect(rows[0].n).toBe(1);
    expect((await snapshots()).length).toBeLessThanOrEqual(3); // older refreshes are pruned
  });

  it('the next analysis uses the refreshed data', async () => {
    await analyse(sites.url('static.test').replace(/\/$/, ''));
    const result = WebsiteResultSchema.parse(
      (await harness.http().get('/api/v1/websites/static.test').expect(200)).body,
    );
    expect(tech(result, 'jQuery')!.vulnerabilities).toMatchObject({
      advisories: [
        expect.objectContaining({ id: 'GHSA-test-0001-0001', severity: 'high', fixedIn: '3.6.1' }),
      ],
      counts: expect.objectContaining({ high: 1 }),
    });
    // Already vulnerable before this analysis: no second "became vulnerable".
    const changes = deliveries('website.technologies.changed').map((e) =>
      WebsiteTechnologiesChangedDataSchema.parse(e.data),
    );
    expect(changes.filter((c) => c.becameVulnerable.length)).toHaveLength(1);
  });

  it('a re-analysis finding a vulnerable version of a technology checked clean before reports it as became vulnerable', async () => {
    const url = `http://changing.test:${changingPort}`;
    await analyse(url);
    const first = WebsiteResultSchema.parse(
      (await harness.http().get('/api/v1/websites/changing.test').expect(200)).body,
    );
    expect(tech(first, 'jQuery')).toMatchObject({ version: '3.7.1', vulnerabilities: { advisories: [] } });
    jqueryVersion = '3.6.0';
    const analysisId = await analyse(url);
    const changed = await eventually(() =>
      deliveries('website.technologies.changed')
        .map((e) => WebsiteTechnologiesChangedDataSchema.parse(e.data))
        .find((d) => d.analysisId === analysisId),
    );
    expect(changed).toMatchObject({
      trigger: 'analysis',
      domain: 'changing.test',
      versionChanged: [{ name: 'jQuery', from: '3.7.1', to: '3.6.0' }],
      becameVulnerable: [{ name: 'jQuery', version: '3.6.0', advisoryIds: ['GHSA-test-0001-0001'] }],
    });
  });

  it("osvApi: the refresh POSTs osv.dev's querybatch through the guard and stores GitHub's advisories, MAL- skipped", async () => {
    const base = `http://127.0.0.1:${(sources.address() as AddressInfo).port}`;
    const refresher = new AdvisoryRefreshService(
      {
        ...harness.config,
        advisories: {
          refreshIntervalMs: null,
          sourceUrls: { osvApi: `${base}/osv` },
          allowPrivateNetworks: true,
        },
      },
      harness.dataSource,
      harness.worker.get(AdvisoriesService),
      harness.worker.get(WebsitesService),
      harness.worker.get(WebhookDeliveriesService),
      harness.worker.get(MonitorsService),
    );
    // The harness's scheduled refresh (every second, retire.js only) must not store a newer snapshot between this
    // refresh and the reads below: stopped, and its running job (if any) waited for.
    const scheduled = harness.worker.get<Queue>(getQueueToken(QUEUES.advisories));
    await scheduled.removeJobScheduler(ADVISORY_REFRESH_SCHEDULER_ID);
    await eventually(async () => ((await scheduled.getActiveCount()) === 0 ? true : undefined));
    try {
      const result = await refresher.refresh();
      expect(result.outcome.osv).toBe('refreshed');
      expect(osvQueries.length).toBe(1);
      expect(osvQueries[0].contentType).toBe('application/json');
      expect(JSON.parse(osvQueries[0].body).queries).toContainEqual({
        package: { ecosystem: 'npm', name: 'react-router' },
      });
      expect(requests).toContain(`GET /osv/v1/vulns/${OSV_RECORD.id}`);
      expect(requests.some((r) => r.includes('MAL-'))).toBe(false);
      const [stored] = await snapshots();
      expect(stored.id).toBe(result.stored?.id);
      expect(stored.outcome.osv).toBe('refreshed');
      const { snapshot } = await harness.worker.get(AdvisoriesService).current();
      expect(snapshot.technologies['React Router'].advisories.map((a) => [a.id, a.source])).toEqual([
        [OSV_RECORD.id, 'osv'],
      ]);
      // where the advisory is shown, the GitHub Advisory Database is credited with its licence
      const found = vulnerabilitiesOf(
        [
          {
            name: 'React Router',
            version: '7.18.4',
            implied: false,
            evidence: [{ family: 'js', version: '7.18.4' }],
          },
        ],
        snapshot,
      );
      expect(found[0].advisories.map((a) => a.id)).toEqual([OSV_RECORD.id]);
      expect(advisoryDataOf(snapshot, found).sources).toContainEqual({
        id: 'osv',
        name: 'GitHub Advisory Database',
        licence: 'CC-BY-4.0',
        url: 'https://github.com/advisories',
        // refreshed now: the osv data is of today
        dataAsOf: new Date().toISOString().slice(0, 10),
      });
    } finally {
      await refresher.onModuleDestroy();
    }
  });

  it('without ADVISORY_ALLOW_PRIVATE_NETWORKS the address guard refuses a loopback source: never reached, the refresh fails', async () => {
    let reached = 0;
    const loopback = http.createServer((_req, res) => {
      reached++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(retireRepository()));
    });
    await new Promise<void>((resolve) => loopback.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(loopback.address() as AddressInfo).port}/jsrepository-v4.json`;
    const guarded = new AdvisoryRefreshService(
      {
        ...harness.config,
        advisories: { refreshIntervalMs: null, sourceUrls: { retire: url }, allowPrivateNetworks: false },
      },
      harness.dataSource,
      harness.worker.get(AdvisoriesService),
      harness.worker.get(WebsitesService),
      harness.worker.get(WebhookDeliveriesService),
      harness.worker.get(MonitorsService),
    );
    try {
      await expect(guarded.refresh()).rejects.toThrow(/No advisory source could be refreshed/);
      expect(reached).toBe(0);
    } finally {
      await guarded.onModuleDestroy();
      await new Promise((resolve) => loopback.close(resolve));
    }
  });
});
