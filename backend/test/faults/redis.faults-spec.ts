import request from 'supertest';
import { Cluster, eventually, type ApiClient } from './support/cluster';
import { startGatedSite, type GatedSite } from './support/gated-site';
import { OwnRedis } from './support/redis-server';

/**
 * Redis going away during a burst of analyses: the test's own `redis-server` (append-only file on) is
 * stopped while analyses are queued and running, then started again. The API answers 503 problem+json while Redis is
 * down, recovers without a restart, and every accepted analysis completes.
 */
describe('fault tolerance: Redis restarts', () => {
  const hosts = ['burst-1.test', 'burst-2.test', 'burst-3.test', 'burst-4.test', 'burst-5.test'];
  let redis: OwnRedis;
  let site: GatedSite;
  let cluster: Cluster;

  beforeAll(async () => {
    redis = new OwnRedis();
    await redis.start();
    site = await startGatedSite(hosts[0]);
    cluster = new Cluster(
      {
        ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
        ANALYZER_RESOLVE: hosts.map((host) => `${host}:${site.port}:127.0.0.1`).join(','),
      },
      { redisUrl: redis.url },
    );
    await cluster.start();
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
    await site?.close();
    await redis?.close();
  });

  const analyse = (client: ApiClient, host: string, token?: string) =>
    client.post('/api/v2/websites/analyze', { url: `http://${host}:${site.port}` }, token);

  it('503 problem+json while Redis is down, recovery without restarts, every accepted analysis completes', async () => {
    const worker = await cluster.startWorker();
    const { client, userId } = await cluster.signUp();
    await cluster.query(`UPDATE app_user SET plan = 'paid' WHERE id = $1`, [userId]);
    const token = await client.csrfToken();

    site.hold();
    const accepted: string[] = [];
    for (const host of hosts.slice(0, 3)) {
      const response = await analyse(client, host, token);
      expect(response.status).toBe(200);
      accepted.push(response.body.id as string);
    }
    await site.held();

    await redis.stop();
    const during = await analyse(client, hosts[3], token);
    expect(during.status).toBe(503);
    expect(during.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(during.body).toMatchObject({ status: 503, code: expect.any(String) });
    expect(JSON.stringify(during.body)).not.toMatch(/\.js:\d+|\.ts:\d+|at /);
    const health = await request(cluster.apiUrl).get('/api/health');
    expect(health.status).toBe(503);

    await redis.start();
    site.release();
    const recovered = await eventually(
      'the API accepts analyses again',
      async () => {
        const response = await analyse(client, hosts[4], token);
        return response.status === 200 ? (response.body.id as string) : undefined;
      },
      30_000,
    );
    accepted.push(recovered);

    for (const id of accepted) {
      const status = await eventually(
        `analysis ${id} finished`,
        async () => {
          const response = await client.get(`/api/v2/websites/analyze/status/${id}`);
          return response.body.running === false ? response.body : undefined;
        },
        60_000,
      );
      expect(status).toMatchObject({ statusCode: 200 });
    }
    const [api] = cluster.processes.filter((p) => p.name === 'api');
    expect(api.alive).toBe(true);
    expect(worker.alive).toBe(true);
  }, 180_000);
});
