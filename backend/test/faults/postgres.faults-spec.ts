import request from 'supertest';
import { Cluster, eventually } from './support/cluster';
import { startGatedSite, type GatedSite } from './support/gated-site';
import { OwnPostgres } from './support/postgres-server';

/**
 * PostgreSQL going away: the test's own PostgreSQL server is stopped while an analysis is collecting,
 * and the analysis reaches its storing step while the database is down. Health reports the database, requests get
 * 503 problem+json without stack traces, and once the server is back the API and the worker recover without a restart:
 * the analysis is stored on a retry, in one transaction — one website row, one score-history row, its technologies.
 */
describe('fault tolerance: PostgreSQL stops', () => {
  let postgres: OwnPostgres;
  let site: GatedSite;
  let cluster: Cluster;

  beforeAll(async () => {
    postgres = new OwnPostgres();
    await postgres.start();
    site = await startGatedSite('pg-outage.test');
    cluster = new Cluster(
      { ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true', ANALYZER_RESOLVE: site.resolveRule },
      { databaseUrl: postgres.url },
    );
    await cluster.start();
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
    await site?.close();
    await postgres?.close();
  });

  it('health and requests answer 503 problem+json while it is down; recovery without restarts, no half-written result', async () => {
    const worker = await cluster.startWorker();
    const { client } = await cluster.signUp();
    const token = await client.csrfToken();
    site.hold();
    const analysis = await client.post('/api/v2/websites/analyze', { url: site.url }, token);
    expect(analysis.status).toBe(200);
    const id = analysis.body.id as string;
    await site.held();

    await postgres.stop();
    const health = await request(cluster.apiUrl).get('/api/health');
    expect(health.status).toBe(503);
    expect(JSON.stringify(health.body)).toMatch(/database/);
    for (const response of [
      await request(cluster.apiUrl).get(`/api/v1/websites/${site.host}`),
      await client.get(`/api/v2/websites/analyze/status/${id}`),
      await client.post('/api/v2/websites/analyze', { url: `http://other.test:${site.port}` }, token),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.headers['retry-after']).toBeDefined();
      expect(response.body).toMatchObject({ status: 503, code: 'service-unavailable' });
      expect(JSON.stringify(response.body)).not.toMatch(/\.js:\d+|\.ts:\d+|at /);
    }

    // The page answers: the worker reaches its storing step with the database down, fails, and is retried.
    site.release();
    await worker.waitForLog(
      /Analysis of http:\/\/pg-outage\.test:\d+ failed|Could not|ECONNREFUSED|terminat/i,
      30_000,
    );
    await postgres.start();

    const status = await eventually(
      'the analysis is stored after the database came back',
      async () => {
        const response = await client.get(`/api/v2/websites/analyze/status/${id}`);
        return response.status === 200 && response.body.running === false ? response.body : undefined;
      },
      60_000,
    );
    expect(status).toMatchObject({ statusCode: 200 });
    expect((await request(cluster.apiUrl).get('/api/health')).status).toBe(200);
    const [counts] = await cluster.query<{ websites: string; history: string; technologies: string }>(
      `SELECT (SELECT count(*) FROM website WHERE domain = $1) AS websites,
              (SELECT count(*) FROM score_history h JOIN website w ON w.id = h.website_id WHERE w.domain = $1) AS history,
              (SELECT count(*) FROM website_technology t JOIN website w ON w.id = t.website_id WHERE w.domain = $1) AS technologies`,
      [site.host],
    );
    expect(Number(counts.websites)).toBe(1);
    expect(Number(counts.history)).toBe(1);
    expect(Number(counts.technologies)).toBeGreaterThan(0);
    expect(cluster.processes.find((p) => p.name === 'api')?.alive).toBe(true);
    expect(worker.alive).toBe(true);
  }, 180_000);
});
