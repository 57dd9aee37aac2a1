import {
  AnalyzeAcceptedSchema,
  AnalyzeStatusSchema,
  ProblemDetailsSchema,
  ScoreHistoryResponseSchema,
  SimilarRankedResponseSchema,
  WebsitePageResponseSchema,
  WebsiteResultSchema,
} from '@stacklens/contracts';
import { spawnSync } from 'node:child_process';
import { freePort } from './support/ports';
import path from 'node:path';
import { analyze, loadAdvisorySnapshot, manualLatestVersions } from '@stacklens/analyzer';
import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { signUp, startHarness, waitForAnalysis, type Harness, type TestClient } from './support/harness';

/**
 * The analysis as a service, end to end: API + real worker + PostgreSQL + Redis + fixture websites on
 * 127.0.0.1 (reached through ANALYZER_RESOLVE with private networks allowed). Analyses are requested by a
 * signed-up, verified user on the paid plan (the free quota is tested in accounts.e2e-spec.ts).
 */
describe('analysis (API + worker)', () => {
  let sites: FixtureSites;
  let harness: Harness;
  let closedPort: number;
  let user: TestClient;
  let csrfToken: string;

  beforeAll(async () => {
    sites = await startFixtureSites();
    closedPort = await freePort();
    harness = await startHarness({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: [...sites.resolveRules(), `down.test:${closedPort}:127.0.0.1`].join(','),
      ANALYZER_SKIP_DNS: 'true',
      ANALYZER_ROBOTS_TIMEOUT_MS: '3000',
      // The worker runs the browser stage, as in production.
      ANALYZER_BROWSER: 'true',
    });
    const account = await signUp(harness);
    await harness.dataSource.query(`UPDATE app_user SET plan = 'paid' WHERE id = $1`, [account.userId]);
    user = account.client;
    csrfToken = await user.csrfToken();
  });

  /** `POST /api/v2/websites/analyze` as the signed-in, verified user (session cookie + CSRF token). */
  const analyzeRequest = () => user.agent.post('/api/v2/websites/analyze').set('x-csrf-token', csrfToken);

  afterAll(async () => {
    await harness?.close();
    await sites?.close();
  });

  const siteUrl = (host: string) => `http://${host}:${sites.port}`;

  /** Lowest category priority of each technology (by slug), in the given order. */
  async function categoryPriorities(slugs: string[]): Promise<number[]> {
    const rows: { slug: string; priority: number }[] = await harness.dataSource.query(
      `SELECT t.slug, min(c.priority)::int AS priority FROM technology t
         JOIN technology_category tc ON tc.technology_id = t.id JOIN category c ON c.id = tc.category_id
        WHERE t.slug = ANY($1) GROUP BY t.slug`,
      [slugs],
    );
    const bySlug = new Map(rows.map((row) => [row.slug, row.priority]));
    return slugs.map((slug) => bySlug.get(slug) ?? Number.MAX_SAFE_INTEGER);
  }

  async function analyse(host: string): Promise<{ id: string; status: Record<string, unknown> }> {
    const response = await analyzeRequest()
      .send({ url: siteUrl(host) })
      .expect(200);
    const { id } = AnalyzeAcceptedSchema.parse(response.body);
    return { id, status: await waitForAnalysis(harness, id) };
  }

  function expectProblem(
    response: { status: number; headers: Record<string, string>; body: unknown },
    status: number,
    code: string,
  ) {
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = ProblemDetailsSchema.parse(response.body);
    expect(body).toMatchObject({ status, code });
    expect(JSON.stringify(response.body)).not.toMatch(/\bat .*\.(ts|js):\d+/);
    return body;
  }

  describe('HTTP surface', () => {
    it('reports health of database and Redis', async () => {
      const response = await harness.http().get('/api/health').expect(200);
      expect(response.body).toMatchObject({
        status: 'ok',
        info: { database: { status: 'up' }, redis: { status: 'up' } },
      });
    });

    it('serves a valid OpenAPI 3.1 document with the bearer scheme and the webhooks', async () => {
      const response = await harness.http().get('/api/docs.json').expect(200);
      expect(response.body.openapi).toBe('3.1.0');
      expect(Object.keys(response.body.paths)).toEqual(
        expect.arrayContaining([
          '/api/v2/websites/analyze',
          '/api/v2/websites/analyze/status/{id}',
          '/api/v1/websites/{domain}',
          '/api/v1/websites/{domain}/page',
          '/api/v1/websites/{id}/scores',
          '/api/v1/websites/{id}/technology-history',
          '/api/v1/websites/similar-ranked/index',
          '/api/v2/monitors',
          '/api/v2/webhook-endpoints',
          '/api/health',
        ]),
      );
      expect(response.body.components.securitySchemes.apiKey).toMatchObject({
        type: 'http',
        scheme: 'bearer',
      });
      expect(Object.keys(response.body.webhooks).sort()).toEqual([
        'analysis.completed',
        'analysis.failed',
        'webhook.test',
        'website.technologies.changed',
      ]);
      const changed = response.body.webhooks['website.technologies.changed'].post;
      expect(changed.parameters.map((header: { name: string }) => header.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
      const body = response.body.components.schemas.WebsiteTechnologiesChangedEvent;
      expect(body.properties.type).toMatchObject({ const: 'website.technologies.changed' });
      expect(body.properties.data.required).toEqual(
        expect.arrayContaining(['added', 'removed', 'versionChanged']),
      );
      // The whole document validates against the OpenAPI 3.1 schema (and every $ref resolves).
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

    it('answers unknown routes with a 404 problem', async () => {
      expectProblem(await harness.http().get('/api/v9/nothing-here'), 404, 'not-found');
    });

    it('rejects a missing url with field errors', async () => {
      const body = expectProblem(await analyzeRequest().send({}), 400, 'validation-failed');
      expect(body.errors).toEqual([expect.objectContaining({ path: 'url' })]);
    });

    it('rejects malformed JSON with a 400 problem', async () => {
      const response = await analyzeRequest().set('content-type', 'application/json').send('{"url": ');
      expectProblem(response, 400, 'validation-failed');
    });

    it.each(['not a url', 'ftp://example.com', 'localhost', 'http://127.0.0.1:8080'])(
      'rejects %j as invalid-url (400)',
      async (url) => {
        expectProblem(await analyzeRequest().send({ url }), 400, 'invalid-url');
      },
    );

    it('refuses subdomains with 405', async () => {
      const body = expectProblem(
        await analyzeRequest().send({ url: `http://blog.wordpress.test:${sites.port}` }),
        405,
        'subdomain-not-allowed',
      );
      expect(body.detail).toContain('wordpress.test');
    });

    it('refuses a site whose robots.txt disallows StackLensBot with 405', async () => {
      expectProblem(await analyzeRequest().send({ url: siteUrl('blocked.test') }), 405, 'blocked-by-robots');
    });

    it('answers 400 for a non-uuid analysis id and 404 for an unknown one', async () => {
      expectProblem(
        await harness.http().get('/api/v2/websites/analyze/status/abc'),
        400,
        'validation-failed',
      );
      expectProblem(
        await harness.http().get('/api/v2/websites/analyze/status/3f1c2b9a-7d4e-4f6a-9b8c-1d2e3f4a5b6c'),
        404,
        'analysis-not-found',
      );
    });

    it('answers 404 website-not-found for an unknown website and its scores', async () => {
      expectProblem(
        await harness.http().get('/api/v1/websites/never-analysed.test?t=123'),
        404,
        'website-not-found',
      );
      expectProblem(
        await harness.http().get('/api/v1/websites/3f1c2b9a-7d4e-4f6a-9b8c-1d2e3f4a5b6c/scores'),
        404,
        'website-not-found',
      );
    });
  });

  describe('analyze → status → result → history → similar', () => {
    let wordpressId: string;

    it('analyses the WordPress fixture and serves its result', async () => {
      const { id, status } = await analyse('wordpress.test');
      expect(AnalyzeStatusSchema.parse(status)).toEqual({
        id,
        running: false,
        statusCode: 200,
        statusResult: 'Analysis finished.',
        domain: 'wordpress.test',
        stage: 'done',
        errorCode: null,
      });

      const response = await harness.http().get('/api/v1/websites/wordpress.test?t=1').expect(200);
      const result = WebsiteResultSchema.parse(response.body);
      expect(result).toEqual(response.body);
      wordpressId = result._id;
      expect(result).toMatchObject({
        domain: 'wordpress.test',
        url: siteUrl('wordpress.test'),
        protocol: 'http',
        statusCode: 200,
        updatedTimeAgoText: 'less than a minute ago',
      });
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.breakdown.map((part) => part.key)).toEqual([
        'modernity',
        'security',
        'performance',
        'bestPractice',
      ]);
      // Exactly what the analyzer yields for the fixture (same options, same latest-version table, the bundled
      // advisory snapshot: each technology with its known vulnerabilities, null where none could be checked) …
      const direct = await analyze(siteUrl('wordpress.test'), {
        allowPrivateNetworks: true,
        resolve: sites.resolveRules(),
        skipDns: true,
        browser: true,
        latestVersions: manualLatestVersions(),
        advisories: loadAdvisorySnapshot(),
      });
      const lookup = new Map(
        (direct.vulnerabilities ?? []).map(({ name, version: _v, ...rest }) => [name, rest]),
      );
      const byName = <T extends { name: string }>(list: T[]) =>
        [...list].sort((a, b) => a.name.localeCompare(b.name));
      expect(byName(result.techs)).toEqual(
        byName(
          direct.technologies
            .filter((tech) => tech.confidence > 0)
            .map((tech) => ({ ...tech, vulnerabilities: lookup.get(tech.name) ?? null })),
        ),
      );
      expect(lookup.size).toBeGreaterThan(0);
      // … which includes the fixture's stack with its versions.
      const versions = Object.fromEntries(result.techs.map((tech) => [tech.name, tech.version]));
      expect(versions).toMatchObject(WORDPRESS_CORE_TECHS);
      expect(result.techs[0].name).toBe('WordPress');
      expect(result.techs.find((tech) => tech.name === 'WordPress')).toMatchObject({
        slug: 'wordpress',
        categories: expect.arrayContaining([{ id: 1, name: 'CMS', slug: 'cms' }]),
        implied: false,
      });
      // Technologies are ordered by category priority.
      const priorities = await categoryPriorities(result.techs.map((tech) => tech.slug));
      expect(priorities).toEqual([...priorities].sort((a, b) => a - b));

      // The same result under other spellings of the address.
      const viaWww = await harness
        .http()
        .get('/api/v1/websites/www.wordpress.test?protocol=http')
        .expect(200);
      expect(viaWww.body._id).toBe(wordpressId);
    });

    it('appends to the score history on a second analysis (newest first)', async () => {
      const { status } = await analyse('wordpress.test');
      expect(status.statusCode).toBe(200);
      const response = await harness.http().get(`/api/v1/websites/${wordpressId}/scores?t=2`).expect(200);
      const history = ScoreHistoryResponseSchema.parse(response.body);
      expect(history.websiteId).toBe(wordpressId);
      expect(history.scores).toHaveLength(2);
      expect(history.scores[0].createdAt >= history.scores[1].createdAt).toBe(true);
      expect(history.scores[0]).toMatchObject({ updatedTimeAgoText: 'less than a minute ago' });
    });

    it('ranks similar websites by score, excluding the given one', async () => {
      await analyse('shop.test');
      await analyse('static.test');
      const wp = (await harness.http().get('/api/v1/websites/wordpress.test').expect(200)).body as {
        score: number;
      };
      const response = await harness
        .http()
        .get(`/api/v1/websites/similar-ranked/index?limit=5&score=${wp.score}&excludeId=${wordpressId}`)
        .expect(200);
      const similar = SimilarRankedResponseSchema.parse(response.body);
      expect(similar.websites.map((w) => w.domain).sort()).toEqual(['shop.test', 'static.test']);
      const distances = similar.websites.map((w) => Math.abs(w.score - wp.score));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(similar.websites[0].techCount).toBeGreaterThan(0);

      const limited = await harness.http().get('/api/v1/websites/similar-ranked/index?limit=1').expect(200);
      expect(limited.body.websites).toHaveLength(1);
      const invalid = await harness
        .http()
        .get('/api/v1/websites/similar-ranked/index?limit=500&excludeId=nope');
      expectProblem(invalid, 400, 'validation-failed');
    });

    it("answers a result page's data in one read: the result, its score history and the similar websites", async () => {
      const page = WebsitePageResponseSchema.parse(
        (await harness.http().get('/api/v1/websites/www.wordpress.test/page?limit=1').expect(200)).body,
      );
      const result = (await harness.http().get('/api/v1/websites/wordpress.test').expect(200)).body as {
        _id: string;
        score: number;
      };
      expect(page.result).toEqual(result);
      expect(page.scores).toEqual(
        (await harness.http().get(`/api/v1/websites/${result._id}/scores`).expect(200)).body,
      );
      expect(page.similar).toEqual(
        (
          await harness
            .http()
            .get(
              `/api/v1/websites/similar-ranked/index?limit=1&score=${result.score}&excludeId=${result._id}`,
            )
            .expect(200)
        ).body,
      );
      expect(page.similar.websites).toHaveLength(1);
      expectProblem(await harness.http().get('/api/v1/websites/unknown.test/page'), 404, 'website-not-found');
      expectProblem(
        await harness.http().get('/api/v1/websites/wordpress.test/page?limit=500'),
        400,
        'validation-failed',
      );
    });

    it('stores and serves what a site names about itself beside its technologies (appliance.test)', async () => {
      const { status } = await analyse('appliance.test');
      expect(status.statusCode).toBe(200);
      const response = await harness.http().get('/api/v1/websites/appliance.test?t=1').expect(200);
      const result = WebsiteResultSchema.parse(response.body);
      expect(result.namedSoftware).toEqual([
        {
          name: 'Quuxserve',
          version: '4.2.1',
          evidence: [{ family: 'headers', key: 'server', value: 'Quuxserve/4.2.1' }],
        },
        {
          name: 'Zorbatron',
          version: '1.9',
          evidence: [
            { family: 'meta', key: 'generator', value: 'Zorbatron 1.9' },
            { family: 'html', value: 'Powered by Zorbatron 1.9' },
          ],
        },
      ]);
      // never a technology: not in the result's technologies, not in the catalogue
      expect(result.techs.map((tech) => tech.name)).not.toContain('Zorbatron');
      const catalogued = await harness.dataSource.query(
        `SELECT name FROM technology WHERE name IN ('Quuxserve', 'Zorbatron')`,
      );
      expect(catalogued).toEqual([]);
    });
  });

  describe('failures', () => {
    it('retries a transient failure (connection refused) with backoff, then fails with 502', async () => {
      const response = await analyzeRequest()
        .send({ url: `http://down.test:${closedPort}` })
        .expect(200);
      const status = await waitForAnalysis(harness, response.body.id, 30000);
      expect(status).toMatchObject({
        running: false,
        statusCode: 502,
        errorCode: 'connection-failed',
        stage: 'done',
      });
      const [row] = await harness.dataSource.query(`SELECT attempts, status FROM analysis WHERE id = $1`, [
        response.body.id,
      ]);
      expect(row).toEqual({ attempts: 3, status: 'failed' });
    });
  });

  describe('one running analysis per domain', () => {
    it('returns the same id to a second request while the first is queued', async () => {
      const queue = harness.analysisQueue();
      await queue.pause();
      try {
        const url = siteUrl('secure.test');
        const [first, second] = await Promise.all([
          analyzeRequest().send({ url }).expect(200),
          analyzeRequest()
            .send({ url: 'http://www.SECURE.test:' + sites.port + '/some/path' })
            .expect(200),
        ]);
        expect(second.body.id).toBe(first.body.id);
        const third = await analyzeRequest().send({ url }).expect(200);
        expect(third.body.id).toBe(first.body.id);
        const status = await harness
          .http()
          .get(`/api/v2/websites/analyze/status/${first.body.id}`)
          .expect(200);
        expect(status.body).toMatchObject({ running: true, statusCode: null, stage: 'queued' });
      } finally {
        await queue.resume();
      }
      const id = (await analyzeRequest().send({ url: siteUrl('secure.test') })).body.id;
      const final = await waitForAnalysis(harness, id);
      expect(final).toMatchObject({ running: false, statusCode: 200 });
      // Once finished, a new request starts a new analysis.
      const again = await analyzeRequest()
        .send({ url: siteUrl('secure.test') })
        .expect(200);
      expect(again.body.id).not.toBe(id);
      await waitForAnalysis(harness, again.body.id);
    });
  });
});

/** The stack the wordpress.test fixture imitates (name → version), a subset of what is detected. */
const WORDPRESS_CORE_TECHS: Record<string, string | null> = {
  WordPress: '6.4.2',
  PHP: '8.1.27',
  Nginx: '1.24.0',
  'jQuery Migrate': '3.4.1',
  MySQL: null,
};
