import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { signUp, startHarness, waitForAnalysis, type Harness } from './support/harness';

/** With the default ANALYZER_ALLOW_PRIVATE_NETWORKS=false the worker refuses to connect to 127.0.0.1. */
describe('private addresses (ANALYZER_ALLOW_PRIVATE_NETWORKS=false)', () => {
  let sites: FixtureSites;
  let harness: Harness;

  beforeAll(async () => {
    sites = await startFixtureSites();
    harness = await startHarness({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'false',
      ANALYZER_RESOLVE: sites.resolveRules().join(','),
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
});
