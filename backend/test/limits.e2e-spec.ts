import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { getQueueToken } from '@nestjs/bullmq';
import {
  AnalyzeAcceptedSchema,
  BulkAnalyzeResponseSchema,
  LighthouseRunSchema,
  ProblemDetailsSchema,
} from '@stacklens/contracts';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES } from '../src/common/queues';
import { signUp, startHarness, type Harness, type TestClient } from './support/harness';

/** Hosts of the robots.txt site (each test takes fresh ones, so that its robots.txt counts start at zero). */
const HOSTS = Array.from({ length: 80 }, (_, i) => `site-${i}.test`);

/** A local site answering every host: an allowing robots.txt (each fetch counted per host) and a small page. */
interface RobotsSite {
  port: number;
  /** robots.txt fetches per host name. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

async function startRobotsSite(): Promise<RobotsSite> {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').split(':')[0];
    if (req.url === '/robots.txt') {
      hits.set(host, (hits.get(host) ?? 0) + 1);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!DOCTYPE html><html lang="en"><head><title>Site</title></head><body>Site</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Every costly action is bounded, end to end through the real admission paths (API + worker +
 * PostgreSQL + Redis, robots.txt fetched from a local site that counts the fetches). The analysis and Lighthouse
 * queues are paused for the whole file: admitted work stays queued, so nothing really runs (no Chromium) and the
 * queued counts are exact.
 */
describe('limits on costly actions', () => {
  let site: RobotsSite;
  let harness: Harness;
  let lighthouseQueue: Queue;
  let nextHost = 0;

  beforeAll(async () => {
    site = await startRobotsSite();
    harness = await startHarness({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: HOSTS.map((host) => `${host}:${site.port}:127.0.0.1`).join(','),
      ANALYZER_SKIP_DNS: 'true',
      ANALYZER_ROBOTS_TIMEOUT_MS: '3000',
      LIGHTHOUSE_REQUEST_WAIT_MS: '0',
      FREE_ANALYSES_PER_MONTH: '3',
      LIGHTHOUSE_RUNS_PER_DAY_FREE: '2',
      LIGHTHOUSE_RUNS_PER_DAY_PAID: '4',
      LIGHTHOUSE_MAX_QUEUE_DEPTH: '30',
      ANALYSIS_MAX_QUEUED_PER_USER: '3',
      // Due monitors are looked for every second (the monitor test makes its monitor due).
      MONITORS_CHECK_INTERVAL_MS: '1000',
    });
    lighthouseQueue = harness.api.get<Queue>(getQueueToken(QUEUES.lighthouse));
    await harness.analysisQueue().pause();
    await lighthouseQueue.pause();
  });

  afterAll(async () => {
    await lighthouseQueue?.obliterate({ force: true }).catch(() => undefined);
    await harness?.close();
    await site?.close();
  });

  /** A host no other test used (its robots.txt not fetched yet). */
  function freshHost(): string {
    const host = HOSTS[nextHost++];
    if (!host) throw new Error('out of hosts: add more to HOSTS');
    return host;
  }
  const siteUrl = (host: string) => `http://${host}:${site.port}`;
  const reportPath = (host: string, extra = '') =>
    `/api/v2/websites/report?url=${encodeURIComponent(siteUrl(host))}${extra}`;
  const robotsFetches = (hosts: string[]) => hosts.reduce((sum, host) => sum + (site.hits.get(host) ?? 0), 0);

  function expectProblem(
    response: { status: number; body: unknown; headers: Record<string, string> },
    status: number,
    code: string,
  ) {
    expect({ status: response.status, body: response.body }).toMatchObject({ status, body: { code } });
    expect(ProblemDetailsSchema.parse(response.body)).toMatchObject({ status, code });
  }

  async function account(plan: 'free' | 'paid'): Promise<{ client: TestClient; userId: string }> {
    const { client, userId } = await signUp(harness);
    if (plan === 'paid')
      await harness.dataSource.query(`UPDATE app_user SET plan = 'paid' WHERE id = $1`, [userId]);
    return { client, userId };
  }

  async function setUsage(userId: string, used: number): Promise<void> {
    await harness.dataSource.query(
      `INSERT INTO usage_period (user_id, period_start, used) VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, $2)
       ON CONFLICT (user_id, period_start) DO UPDATE SET used = EXCLUDED.used`,
      [userId, used],
    );
  }

  /** A finished run of `host` that ended `minutesAgo` minutes ago, with a tiny HTML report. */
  async function seedReport(host: string, minutesAgo: number): Promise<string> {
    const [row] = await harness.dataSource.query(
      `INSERT INTO lighthouse_run (domain, url, status, performance, accessibility, best_practices, seo, report_gz,
                                   created_at, started_at, finished_at)
       VALUES ($1, $2, 'done', 90, 90, 90, 90, $3, now() - ($4 + 1) * interval '1 minute',
               now() - ($4 + 1) * interval '1 minute', now() - $4 * interval '1 minute')
       RETURNING id`,
      [host, `${siteUrl(host)}/`, gzipSync('<html>__SEEDED_REPORT__</html>'), minutesAgo],
    );
    return row.id as string;
  }

  async function runsOf(host: string): Promise<number> {
    const [{ count }] = await harness.dataSource.query(
      `SELECT count(*)::int AS count FROM lighthouse_run WHERE domain = $1`,
      [host],
    );
    return count;
  }

  /** Seconds until the next UTC midnight. */
  function secondsToUtcMidnight(): number {
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    return Math.ceil((midnight - now.getTime()) / 1000);
  }

  describe('Lighthouse', () => {
    it('a free user gets 429 lighthouse-limit-reached past LIGHTHOUSE_RUNS_PER_DAY_FREE runs, until the next UTC day; a cached report costs none', async () => {
      const { client, userId } = await account('free');
      const [cached, first, second, third] = [freshHost(), freshHost(), freshHost(), freshHost()];
      await seedReport(cached, 120);

      expect((await client.post(reportPath(cached))).status).toBe(200);
      expect((await client.post(reportPath(first))).status).toBe(202);
      expect((await client.post(reportPath(second))).status).toBe(202);

      const refused = await client.post(reportPath(third));
      expectProblem(refused, 429, 'lighthouse-limit-reached');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(Math.abs(retryAfter - secondsToUtcMidnight())).toBeLessThanOrEqual(5);
      // Refused before anything is fetched or written.
      expect(site.hits.get(third)).toBeUndefined();
      expect(await runsOf(third)).toBe(0);

      // The report younger than 24 h is still answered once the day's runs are used up.
      expect((await client.post(reportPath(cached))).status).toBe(200);
      const usage = await harness.dataSource.query(`SELECT used FROM lighthouse_usage WHERE user_id = $1`, [
        userId,
      ]);
      expect(usage).toEqual([{ used: 2 }]);
    });

    it('a paid user gets LIGHTHOUSE_RUNS_PER_DAY_PAID runs a day, more than a free user', async () => {
      const { client } = await account('paid');
      for (let i = 0; i < 4; i++) expect((await client.post(reportPath(freshHost()))).status).toBe(202);
      expectProblem(await client.post(reportPath(freshHost())), 429, 'lighthouse-limit-reached');
    });

    it('fresh=true starts at most one run per domain an hour: within the hour the existing report is answered', async () => {
      const { client } = await account('paid');
      const recent = freshHost();
      const seeded = await seedReport(recent, 10);
      const again = await client.agent
        .post(reportPath(recent, '&fresh=true'))
        .set('x-csrf-token', await client.csrfToken())
        .set('accept', 'application/json');
      expect(again.status).toBe(200);
      expect(LighthouseRunSchema.parse(again.body).id).toBe(seeded);
      expect(await runsOf(recent)).toBe(1);

      // A report older than an hour may be refreshed, once: a second fresh=true joins the new run.
      const older = freshHost();
      await seedReport(older, 90);
      const started = await client.post(reportPath(older, '&fresh=true'));
      expect(started.status).toBe(202);
      const joined = await client.post(reportPath(older, '&fresh=true'));
      expect(joined.status).toBe(202);
      expect(joined.body.id).toBe(started.body.id);
      expect(await runsOf(older)).toBe(2);
    });

    it('503 queue-full with Retry-After once LIGHTHOUSE_MAX_QUEUE_DEPTH runs wait; joining an active run still works', async () => {
      const { client } = await account('paid');
      const active = freshHost();
      const queued = await client.post(reportPath(active));
      expect(queued.status).toBe(202);
      // The queue is paused: its waiting jobs are counted as `paused`.
      const { paused: depth } = await lighthouseQueue.getJobCounts('paused');
      expect(depth).toBeGreaterThan(0);
      // Fill the queue up to the cap (runs that do not exist: a worker would skip them).
      await lighthouseQueue.addBulk(
        Array.from({ length: Math.max(0, 30 - depth) }, () => ({
          name: JOBS.runLighthouse,
          data: { runId: randomUUID() },
        })),
      );
      try {
        const full = freshHost();
        const refused = await client.post(reportPath(full));
        expectProblem(refused, 503, 'queue-full');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(await runsOf(full)).toBe(0);
        expect(site.hits.get(full)).toBeUndefined();
        const joined = await client.post(reportPath(active));
        expect(joined.status).toBe(202);
        expect(joined.body.id).toBe(queued.body.id);
      } finally {
        await lighthouseQueue.drain();
      }
    });
  });

  describe('analyses', () => {
    it('with no analysis left this month, single and bulk requests fetch no robots.txt', async () => {
      const { client, userId } = await account('free');
      await setUsage(userId, 3);
      const hosts = [freshHost(), freshHost(), freshHost(), freshHost(), freshHost()];
      const bulk = await client.post('/api/v2/websites/analyze/bulk', { urls: hosts.map(siteUrl) });
      expect(bulk.status).toBe(200);
      const { items } = BulkAnalyzeResponseSchema.parse(bulk.body);
      expect(
        items.map((item) => ('error' in item ? `${item.error.status} ${item.error.code}` : 'id')),
      ).toEqual(hosts.map(() => '402 quota-exceeded'));
      const single = freshHost();
      expectProblem(
        await client.post('/api/v2/websites/analyze', { url: siteUrl(single) }),
        402,
        'quota-exceeded',
      );
      expect(robotsFetches([...hosts, single])).toBe(0);
    });

    it('a bulk request fetches robots.txt only for as many addresses as the quota admits', async () => {
      const { client, userId } = await account('free');
      await setUsage(userId, 1);
      const hosts = [freshHost(), freshHost(), freshHost(), freshHost(), freshHost()];
      const bulk = await client.post('/api/v2/websites/analyze/bulk', { urls: hosts.map(siteUrl) });
      expect(bulk.status).toBe(200);
      const { items } = BulkAnalyzeResponseSchema.parse(bulk.body);
      expect(
        items.map((item) => ('error' in item ? `${item.error.status} ${item.error.code}` : 'id')),
      ).toEqual(['id', 'id', '402 quota-exceeded', '402 quota-exceeded', '402 quota-exceeded']);
      expect(robotsFetches(hosts)).toBe(2);
    });

    it('a paid user with ANALYSIS_MAX_QUEUED_PER_USER analyses queued gets 429 while another user can still enqueue', async () => {
      const { client } = await account('paid');
      const hosts = [freshHost(), freshHost(), freshHost()];
      const ids: string[] = [];
      for (const host of hosts) {
        const response = await client.post('/api/v2/websites/analyze', { url: siteUrl(host) });
        expect(response.status).toBe(200);
        ids.push(AnalyzeAcceptedSchema.parse(response.body).id);
      }
      const over = freshHost();
      const refused = await client.post('/api/v2/websites/analyze', { url: siteUrl(over) });
      expectProblem(refused, 429, 'too-many-queued-analyses');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(site.hits.get(over)).toBeUndefined();
      const bulk = await client.post('/api/v2/websites/analyze/bulk', {
        urls: [siteUrl(hosts[0]), siteUrl(over)],
      });
      const { items } = BulkAnalyzeResponseSchema.parse(bulk.body);
      // Joining one of its own queued analyses is not refused; a new one is.
      expect(items).toEqual([
        { url: siteUrl(hosts[0]), id: ids[0] },
        {
          url: siteUrl(over),
          error: expect.objectContaining({ status: 429, code: 'too-many-queued-analyses' }),
        },
      ]);

      const other = await account('paid');
      const accepted = await other.client.post('/api/v2/websites/analyze', { url: siteUrl(over) });
      expect(accepted.status).toBe(200);
    });

    it("a monitor's queued run counts for its owner's cap", async () => {
      const { client } = await account('paid');
      const created = await client.post('/api/v2/monitors', { url: siteUrl(freshHost()) });
      expect(created.status).toBe(201);
      await harness.dataSource.query(
        `UPDATE monitor SET next_run_at = now() - interval '1 second' WHERE id = $1`,
        [created.body.id],
      );
      const deadline = Date.now() + 20_000;
      for (;;) {
        const [monitor] = await harness.dataSource.query(
          `SELECT last_analysis_id, last_error FROM monitor WHERE id = $1`,
          [created.body.id],
        );
        expect(monitor.last_error).toBeNull();
        if (monitor.last_analysis_id) break;
        if (Date.now() > deadline) throw new Error('the monitor did not run');
        await new Promise((resume) => setTimeout(resume, 200));
      }
      for (const host of [freshHost(), freshHost()]) {
        expect((await client.post('/api/v2/websites/analyze', { url: siteUrl(host) })).status).toBe(200);
      }
      expectProblem(
        await client.post('/api/v2/websites/analyze', { url: siteUrl(freshHost()) }),
        429,
        'too-many-queued-analyses',
      );
    });
  });
});
