import { Job, Queue } from 'bullmq';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QUEUES } from '../../src/common/queues';
import { redisOptionsFromUrl } from '../../src/config/redis';
import { Cluster, eventually } from './support/cluster';

/**
 * A worker stopped (SIGTERM) during an advisory refresh, with the real API and worker processes from `backend/dist`:
 * the refresh's source (a local server speaking retire.js's format) holds its answer, as a slow or unreachable
 * source does (the HTTP client gives up after about 15 s; a slow body can take up to 2 min). The worker stops the refresh
 * at the end of its grace period, hands the job back (its attempt not counted) and exits 0 at once; the next worker
 * runs it to the end. Before, the stop waited for the fetch to fail and the refresh attempt was counted as failed.
 */
describe('fault tolerance: stopping a worker during an advisory refresh', () => {
  let cluster: Cluster;
  let source: http.Server;
  let holding = true;
  const held: http.ServerResponse[] = [];

  const answer = (res: http.ServerResponse) => {
    if (res.destroyed) return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ jquery: { vulnerabilities: [], extractors: {} } }));
  };

  beforeAll(async () => {
    source = http.createServer((req, res) => {
      if (req.url !== '/retire/jsrepository-v4.json') return void res.writeHead(404).end();
      if (holding) held.push(res);
      else answer(res);
    });
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
    const port = (source.address() as AddressInfo).port;
    cluster = new Cluster({
      ADVISORY_SOURCE_URLS: JSON.stringify({
        retire: `http://127.0.0.1:${port}/retire/jsrepository-v4.json`,
      }),
      ADVISORY_ALLOW_PRIVATE_NETWORKS: 'true',
      ADVISORY_REFRESH_INTERVAL_MS: '3600000',
      WORKER_SHUTDOWN_GRACE_MS: '3000',
    });
    await cluster.start();
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
    held.splice(0).forEach((res) => res.destroy());
    source?.closeAllConnections();
    await new Promise((resolve) => source?.close(resolve));
  });

  it('SIGTERM mid-refresh: handed back at the end of the 3 s grace period, exits 0 within 12 s, the next worker completes the refresh', async () => {
    // nothing stored yet: the first worker start refreshes at once
    const worker = await cluster.startWorker();
    await eventually('the source asked', async () => held.length > 0, 30_000);
    worker.child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      worker.exited,
      new Promise((resolve) => (timer = setTimeout(() => resolve('still running'), 12_000))),
    ]);
    clearTimeout(timer);
    expect(outcome).toBe(0);
    expect(worker.log()).toContain('handing 1 running advisory refreshes back to the queue');
    expect(await cluster.query(`SELECT id FROM advisory_snapshot`)).toEqual([]);

    const queue = new Queue(QUEUES.advisories, {
      connection: redisOptionsFromUrl(cluster.redisUrl),
      prefix: cluster.queuePrefix,
    });
    try {
      // due now (the scheduler's next run is an hour away), its attempt not counted
      const due = (await queue.getJobs(['waiting', 'prioritized', 'delayed'])).filter(
        (job: Job) => job.timestamp + job.delay <= Date.now(),
      );
      expect(due.map((job) => job.attemptsMade)).toEqual([0]);
    } finally {
      await queue.close();
    }

    holding = false;
    held.splice(0).forEach(answer);
    await cluster.startWorker();
    const [stored] = await eventually(
      'snapshot stored',
      async () => {
        const rows = await cluster.query<{ outcome: Record<string, string> }>(
          `SELECT outcome FROM advisory_snapshot`,
        );
        return rows.length ? rows : undefined;
      },
      60_000,
    );
    expect(stored.outcome.retire).toBe('refreshed');
  }, 180_000);
});
