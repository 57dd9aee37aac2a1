import { gunzipSync } from 'node:zlib';
import {
  LighthouseRunSchema,
  ProblemDetailsSchema,
  WebsiteResultSchema,
  type LighthouseRun,
} from '@stacklens/contracts';
import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { signUp, startHarness, waitForAnalysis, type Harness, type TestClient } from './support/harness';

/**
 * Lighthouse reports end to end: API + real worker (`lighthouse` queue) + real Debian Chromium + real Lighthouse
 * against a fixture site on 127.0.0.1 (private networks allowed through configuration). ONE Lighthouse run in the
 * whole file (≈ 10–30 s): LIGHTHOUSE_REQUEST_WAIT_MS=0 makes the first request answer with the run to poll; the
 * second gets the report of the first (younger than 24 h) as HTML. The guard's refusal of a private sub-request
 * during a run is proved in libs/analyzer/src/lighthouse/run.spec.ts.
 */
describe('Lighthouse reports (API + worker + Chromium)', () => {
  let sites: FixtureSites;
  let harness: Harness;
  let user: TestClient;
  let userId: string;

  beforeAll(async () => {
    sites = await startFixtureSites();
    harness = await startHarness({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: sites.resolveRules().join(','),
      ANALYZER_SKIP_DNS: 'true',
      ANALYZER_ROBOTS_TIMEOUT_MS: '3000',
      LIGHTHOUSE_REQUEST_WAIT_MS: '0',
      LIGHTHOUSE_TIMEOUT_MS: '150000',
      FREE_ANALYSES_PER_MONTH: '3',
    });
    const account = await signUp(harness);
    user = account.client;
    userId = account.userId;
  });

  afterAll(async () => {
    await harness?.close();
    await sites?.close();
  });

  const siteUrl = (host: string) => `http://${host}:${sites.port}`;
  const reportPath = (host: string, extra = '') =>
    `/api/v2/websites/report?url=${encodeURIComponent(siteUrl(host))}${extra}`;

  function expectProblem(response: { status: number; body: unknown }, status: number, code: string) {
    expect(response.status).toBe(status);
    expect(ProblemDetailsSchema.parse(response.body)).toMatchObject({ status, code });
  }

  async function setUsage(id: string, used: number): Promise<void> {
    await harness.dataSource.query(
      `INSERT INTO usage_period (user_id, period_start, used) VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, $2)
       ON CONFLICT (user_id, period_start) DO UPDATE SET used = EXCLUDED.used`,
      [id, used],
    );
  }

  async function waitForRun(id: string, timeoutMs = 170_000): Promise<LighthouseRun> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const response = await harness.http().get(`/api/v2/websites/report/status/${id}`).expect(200);
      const run = LighthouseRunSchema.parse(response.body);
      if (run.status === 'done' || run.status === 'failed') return run;
      if (Date.now() > deadline) throw new Error(`Lighthouse run ${id} still ${run.status}`);
      await new Promise((resume) => setTimeout(resume, 500));
    }
  }

  describe('gated like analyze', () => {
    it('401 without a session, 403 before the email is verified', async () => {
      expectProblem(await harness.client().post(reportPath('static.test')), 401, 'sign-up-required');
      const { client } = await signUp(harness, { verify: false });
      expectProblem(await client.post(reportPath('static.test')), 403, 'email-not-verified');
    });

    it('400 for an invalid address, 405 for a subdomain and for robots.txt refusing StackLensBot', async () => {
      expectProblem(await user.post('/api/v2/websites/report?url=ftp%3A%2F%2Fx'), 400, 'invalid-url');
      expectProblem(await user.post('/api/v2/websites/report'), 400, 'validation-failed');
      expectProblem(
        await user.post(`/api/v2/websites/report?url=${encodeURIComponent('http://blog.example.com')}`),
        405,
        'subdomain-not-allowed',
      );
      expectProblem(await user.post(reportPath('blocked.test')), 405, 'blocked-by-robots');
    });

    it('402 once the month is used up — a report itself costs no analysis', async () => {
      const { client, userId: id } = await signUp(harness);
      await setUsage(id, 3);
      expectProblem(await client.post(reportPath('static.test')), 402, 'quota-exceeded');
      const [{ count }] = await harness.dataSource.query(`SELECT count(*)::int AS count FROM lighthouse_run`);
      expect(count).toBe(0);
    });
  });

  describe('one real run', () => {
    let run: LighthouseRun;

    beforeAll(async () => {
      await setUsage(userId, 2);
      const response = await user.post(reportPath('static.test'));
      expect(response.status).toBe(202);
      const queued = LighthouseRunSchema.parse(response.body);
      expect(queued).toMatchObject({ domain: 'static.test', reportUrl: null, scores: null });
      expect(['queued', 'running']).toContain(queued.status);
      // A second request while it runs joins the same run.
      const again = await user.post(reportPath('static.test'));
      if (again.status === 202) expect(again.body.id).toBe(queued.id);
      run = await waitForRun(queued.id);
    }, 200_000);

    it('stores the run: four scores, the metrics, the result JSON and the HTML report gzip-compressed', async () => {
      expect(run).toMatchObject({
        status: 'done',
        errorCode: null,
        reportUrl: `/api/v2/websites/report/${run.id}/html`,
      });
      for (const score of Object.values(run.scores!)) {
        expect(score).toEqual(expect.any(Number));
      }
      expect(run.metrics!.lcpMs).toBeGreaterThan(0);
      expect(run.metrics!.fcpMs).toBeGreaterThan(0);
      expect(run.metrics!.speedIndexMs).toBeGreaterThan(0);
      expect(run.metrics!.cls).toBeGreaterThanOrEqual(0);
      expect(run.metrics!.tbtMs).toBeGreaterThanOrEqual(0);
      expect(run.durationMs).toBeGreaterThan(0);
      const [row] = await harness.dataSource.query(
        `SELECT result_gz, report_gz, lighthouse_version, performance FROM lighthouse_run WHERE id = $1`,
        [run.id],
      );
      const lhr = JSON.parse(gunzipSync(row.result_gz).toString('utf8'));
      expect(lhr.requestedUrl).toBe(`${siteUrl('static.test')}/`);
      expect(Math.round(lhr.categories.performance.score * 100)).toBe(row.performance);
      expect(row.lighthouse_version).toMatch(/^12\.8\./);
      expect(gunzipSync(row.report_gz).toString('utf8')).toContain('__LIGHTHOUSE_JSON__');
      // Costs no analysis.
      const [usage] = await harness.dataSource.query(`SELECT used FROM usage_period WHERE user_id = $1`, [
        userId,
      ]);
      expect(usage.used).toBe(2);
    });

    it("answers Lighthouse's HTML report while it is younger than 24 h, without a new run", async () => {
      const response = await user.post(reportPath('static.test'));
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toMatch(/^sandbox allow-scripts/);
      expect(response.text).toContain('__LIGHTHOUSE_JSON__');
      // A client asking for JSON only (the web app) gets the finished run instead.
      const json = await user.agent
        .post(reportPath('static.test'))
        .set('x-csrf-token', await user.csrfToken())
        .set('accept', 'application/json, application/problem+json');
      expect(json.status).toBe(200);
      expect(LighthouseRunSchema.parse(json.body)).toEqual(run);
      const [{ count }] = await harness.dataSource.query(`SELECT count(*)::int AS count FROM lighthouse_run`);
      expect(count).toBe(1);
    });

    it('serves the report and the latest run publicly; unknown runs are 404', async () => {
      const html = await harness.http().get(`/api/v2/websites/report/${run.id}/html`).expect(200);
      expect(html.text).toContain('__LIGHTHOUSE_JSON__');
      const latest = await harness
        .http()
        .get(`/api/v2/websites/report/latest?url=${encodeURIComponent(siteUrl('static.test'))}`)
        .expect(200);
      expect(LighthouseRunSchema.parse(latest.body)).toEqual(run);
      const missing = '00000000-0000-4000-8000-000000000000';
      expectProblem(
        await harness.http().get(`/api/v2/websites/report/status/${missing}`),
        404,
        'lighthouse-run-not-found',
      );
      expectProblem(
        await harness.http().get(`/api/v2/websites/report/${missing}/html`),
        404,
        'lighthouse-run-not-found',
      );
      expectProblem(
        await harness
          .http()
          .get(`/api/v2/websites/report/latest?url=${encodeURIComponent(siteUrl('shop.test'))}`),
        404,
        'lighthouse-report-not-found',
      );
    });

    it('the next analysis scores with model v3 from the report, and the result carries its summary', async () => {
      await harness.dataSource.query(`UPDATE app_user SET plan = 'paid' WHERE id = $1`, [userId]);
      const response = await user.post('/api/v2/websites/analyze', { url: siteUrl('static.test') });
      expect(response.status).toBe(200);
      await waitForAnalysis(harness, response.body.id);
      const result = WebsiteResultSchema.parse(
        (await harness.http().get('/api/v1/websites/static.test').expect(200)).body,
      );
      expect(result.modelVersion).toBe(3);
      expect(result.lighthouse).toEqual({ ...run.scores, fetchedAt: run.fetchedAt });
      const performance = result.breakdown.find((part) => part.key === 'performance')!;
      expect(performance.checks[0]).toMatchObject({
        id: 'lighthouse-performance',
        source: 'lighthouse',
        detail: `Lighthouse ${run.scores!.performance}/100`,
      });
      const modernity = result.breakdown.find((part) => part.key === 'modernity')!;
      expect(modernity.coverage?.text).toMatch(/^\d+ of \d+ versioned technolog(y|ies) measured$/);
      const [history] = await harness.dataSource.query(
        `SELECT h.model_version FROM score_history h JOIN website w ON w.id = h.website_id WHERE w.domain = 'static.test'`,
      );
      expect(history.model_version).toBe(2);
    });
  });
});
