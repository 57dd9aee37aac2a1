import { Cluster, eventually, type ApiClient } from './support/cluster';
import { startGatedSite, type GatedSite } from './support/gated-site';

/**
 * A burst: 1,000 analyze requests for 200 domains from 50 free users at once, against a queue capped at
 * 150 waiting analyses, before any worker runs. Afterwards: at most one analysis per domain, every user charged exactly
 * for the analyses they started (never more than the free 10), refused requests answered 402 or 503 queue-full with
 * Retry-After — never anything else —, and once a worker starts every accepted analysis completes.
 */
describe('fault tolerance: a burst of analyze requests', () => {
  const DOMAINS = 200;
  const USERS = 50;
  const REQUESTS_PER_USER = 20;
  const MAX_QUEUE_DEPTH = 150;
  const hosts = Array.from({ length: DOMAINS }, (_, i) => `burst-${i + 1}.test`);
  let site: GatedSite;
  let cluster: Cluster;

  beforeAll(async () => {
    site = await startGatedSite(hosts[0]);
    cluster = new Cluster({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: hosts.map((host) => `${host}:${site.port}:127.0.0.1`).join(','),
      ANALYSIS_MAX_QUEUE_DEPTH: String(MAX_QUEUE_DEPTH),
      WORKER_CONCURRENCY: '4',
    });
    await cluster.start();
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
    await site?.close();
  });

  it('one analysis per domain, exact quotas, back-pressure with 503 + Retry-After, no job lost', async () => {
    const users: Array<{ client: ApiClient; userId: string; token: string }> = [];
    for (let i = 0; i < USERS; i++) {
      const user = await cluster.signUp();
      users.push({ ...user, token: await user.client.csrfToken() });
    }

    // User u asks for domains 20u … 20u+19 (mod 200): every domain is asked for by 5 different users.
    const answers: Array<{ host: string; status: number; id?: string; code?: string; retryAfter?: string }> =
      [];
    await Promise.all(
      users.map(async (user, u) => {
        for (let r = 0; r < REQUESTS_PER_USER; r++) {
          const host = hosts[(u * REQUESTS_PER_USER + r) % DOMAINS];
          const response = await user.client.post(
            '/api/v2/websites/analyze',
            { url: `http://${host}:${site.port}` },
            user.token,
          );
          answers.push({
            host,
            status: response.status,
            id: response.body.id,
            code: response.body.code,
            retryAfter: response.headers['retry-after'],
          });
        }
      }),
    );

    expect(answers).toHaveLength(USERS * REQUESTS_PER_USER);
    const unexpected = answers.filter(
      (a) => !(a.status === 200 || (a.status === 402 && a.code === 'quota-exceeded') || a.status === 503),
    );
    expect(unexpected).toEqual([]);
    const refusedForDepth = answers.filter((a) => a.status === 503);
    expect(refusedForDepth.length).toBeGreaterThan(0);
    expect(refusedForDepth.filter((a) => a.code !== 'queue-full' || !(Number(a.retryAfter) > 0))).toEqual([]);

    // One analysis per domain, and every 200 answer names it.
    const rows = await cluster.query<{ id: string; domain: string; requested_by: string }>(
      `SELECT id, domain, requested_by FROM analysis`,
    );
    const byDomain = new Map(rows.map((row) => [row.domain, row.id]));
    expect(byDomain.size).toBe(rows.length);
    for (const answer of answers.filter((a) => a.status === 200))
      expect(answer.id).toBe(byDomain.get(answer.host));
    // The cap holds, give or take the requests that passed the check together (one per user at most).
    expect(rows.length).toBeGreaterThanOrEqual(MAX_QUEUE_DEPTH);
    expect(rows.length).toBeLessThanOrEqual(MAX_QUEUE_DEPTH + USERS);

    // Quotas exact: each user was charged once per analysis they started, never past the free 10.
    const usage = await cluster.query<{ user_id: string; used: number }>(
      `SELECT user_id, used FROM usage_period`,
    );
    const used = new Map(usage.map((row) => [row.user_id, row.used]));
    for (const user of users) {
      const started = rows.filter((row) => row.requested_by === user.userId).length;
      expect({ user: user.userId, used: used.get(user.userId) ?? 0 }).toEqual({
        user: user.userId,
        used: started,
      });
      expect(started).toBeLessThanOrEqual(10);
    }

    // No job lost: a worker starts and completes every accepted analysis.
    await cluster.startWorker();
    await eventually(
      'every accepted analysis completed',
      async () => {
        const [pending] = await cluster.query<{ count: string }>(
          `SELECT count(*) FROM analysis WHERE status IN ('queued', 'running')`,
        );
        return Number(pending.count) === 0;
      },
      150_000,
    );
    const outcomes = await cluster.query<{ status: string; status_code: number; count: string }>(
      `SELECT status, status_code, count(*) FROM analysis GROUP BY status, status_code`,
    );
    expect(outcomes).toEqual([{ status: 'succeeded', status_code: 200, count: String(rows.length) }]);
  }, 300_000);
});
