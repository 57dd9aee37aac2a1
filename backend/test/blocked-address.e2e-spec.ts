import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { signUp, startHarness, waitForAnalysis, type Harness } from './support/harness';
import { eventually } from './support/eventually';

/** Private addresses of the internal names below: none of them may reach a user. */
const INTERNAL_ADDRESS = /10\.20\.30\.\d+/;
const INTERNAL_RULES = ['intranet.test:80:10.20.30.40', 'hooks.intranet.test:80:10.20.30.41'];

/** With the default ANALYZER_ALLOW_PRIVATE_NETWORKS=false the worker refuses to connect to 127.0.0.1. */
describe('private addresses (ANALYZER_ALLOW_PRIVATE_NETWORKS=false)', () => {
  let sites: FixtureSites;
  let harness: Harness;

  beforeAll(async () => {
    sites = await startFixtureSites();
    harness = await startHarness({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'false',
      // Names of the internal network: a website and a webhook receiver on private addresses.
      ANALYZER_RESOLVE: [...sites.resolveRules(), ...INTERNAL_RULES].join(','),
      ANALYZER_SKIP_DNS: 'true',
      ANALYZER_ROBOTS_TIMEOUT_MS: '2000',
    });
  });

  afterAll(async () => {
    await harness?.close();
    await sites?.close();
  });

  it('ends the analysis failed with blocked-address, at once (no retries)', async () => {
    const { client } = await signUp(harness);
    const response = await client.post('/api/v2/websites/analyze', {
      url: `http://wordpress.test:${sites.port}`,
    });
    expect(response.status).toBe(200);
    const status = await waitForAnalysis(harness, response.body.id, 20000);
    expect(status).toMatchObject({
      id: response.body.id,
      running: false,
      statusCode: 403,
      errorCode: 'blocked-address',
      domain: 'wordpress.test',
      stage: 'done',
    });
    const [row] = await harness.dataSource.query(`SELECT attempts, status FROM analysis WHERE id = $1`, [
      response.body.id,
    ]);
    expect(row).toEqual({ attempts: 1, status: 'failed' });
    await harness.http().get('/api/v1/websites/wordpress.test').expect(404);
  });

  it('tells the user "address not allowed" and never the internal address (analysis, Lighthouse, webhook)', async () => {
    const { client } = await signUp(harness);
    const endpoint = await client.post('/api/v2/webhook-endpoints', {
      url: 'http://hooks.intranet.test/hook',
      events: ['analysis.failed'],
    });
    expect(endpoint.status).toBe(201);

    const analysis = await client.post('/api/v2/websites/analyze', { url: 'http://intranet.test' });
    expect(analysis.status).toBe(200);
    const status = await waitForAnalysis(harness, analysis.body.id, 20000);
    expect(status).toMatchObject({ running: false, errorCode: 'blocked-address' });
    expect(status.statusResult).toMatch(/address not allowed/i);

    const report = await client.post(
      `/api/v2/websites/report?url=${encodeURIComponent('http://intranet.test')}`,
    );
    expect(report.status).toBe(202);
    const run = await eventually(async () => {
      const body = (await harness.http().get(`/api/v2/websites/report/status/${report.body.id}`).expect(200))
        .body;
      return body.status === 'failed' ? body : undefined;
    });
    expect(run).toMatchObject({
      errorCode: 'blocked-address',
      errorMessage: expect.stringMatching(/address not allowed/i),
    });

    await client.post(`/api/v2/webhook-endpoints/${endpoint.body.id}/test`);
    const deliveries = await eventually(async () => {
      const body = (await client.get(`/api/v2/webhook-endpoints/${endpoint.body.id}/deliveries`).expect(200))
        .body;
      // The test event and the analysis' analysis.failed, each refused at its first attempt.
      const items = body.items as { lastError: string | null }[];
      return items.length === 2 && items.every((item) => item.lastError) ? body : undefined;
    });
    for (const item of deliveries.items) expect(item.lastError).toMatch(/address not allowed/i);

    for (const shown of [status, run, deliveries, endpoint.body]) {
      expect(JSON.stringify(shown)).not.toMatch(INTERNAL_ADDRESS);
    }
  });
});

/** Polls `check` every 200 ms until it returns a value (at most 20 s). */
