import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Queue } from 'bullmq';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADVISORY_REFRESH_SCHEDULER_ID, QUEUES } from '../src/common/queues';
import { WorkerModule } from '../src/worker.module';
import { startHarness, type Harness } from './support/harness';

const HOUR = 3_600_000;

async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * When the advisory refresh runs (ADVISORY_REFRESH_INTERVAL_MS = 1 h here), with real Redis, PostgreSQL and worker
 * application contexts started as worker.ts starts them: a worker start never runs a refresh by itself — workers come
 * and go with KEDA — and a scheduler that Redis lost first runs one interval after the newest stored refresh, at once
 * only when that is past. The source is a local server speaking retire.js's format; its requests count the refreshes.
 */
describe('advisory refresh schedule across worker starts', () => {
  let harness: Harness;
  let sources: http.Server;
  let refreshes = 0;

  beforeAll(async () => {
    sources = http.createServer((req, res) => {
      if (req.url !== '/retire/jsrepository-v4.json') return void res.writeHead(404).end();
      refreshes += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jquery: { vulnerabilities: [], extractors: {} } }));
    });
    await new Promise<void>((resolve) => sources.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(sources.address() as AddressInfo).port}`;
    harness = await startHarness({
      ADVISORY_REFRESH_INTERVAL_MS: String(HOUR),
      ADVISORY_SOURCE_URLS: JSON.stringify({ retire: `${base}/retire/jsrepository-v4.json` }),
      ADVISORY_ALLOW_PRIVATE_NETWORKS: 'true',
    });
  });

  afterAll(async () => {
    await harness?.close();
    await new Promise((resolve) => sources?.close(resolve));
  });

  const queue = () => harness.worker.get<Queue>(getQueueToken(QUEUES.advisories));
  const nextRun = async () => (await queue().getJobScheduler(ADVISORY_REFRESH_SCHEDULER_ID))?.next ?? null;
  const lastRefreshedAt = async () => {
    const [row] = (await harness.dataSource.query(
      `SELECT refreshed_at FROM advisory_snapshot ORDER BY id DESC LIMIT 1`,
    )) as { refreshed_at: Date }[];
    return row.refreshed_at.getTime();
  };
  /** Starts one more worker (as worker.ts does: the whole WorkerModule, bootstrap hooks run), then stops it. */
  const workerStart = async () => {
    const worker: INestApplicationContext = await NestFactory.createApplicationContext(
      WorkerModule.forRoot(harness.config),
      { logger: false },
    );
    await worker.init();
    // what a refresh due now would take to be picked up by one of the running workers
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await worker.close();
  };
  /** The scheduler as Redis loses it (a Redis restarted without its data): gone with its next job. */
  const loseScheduler = async () => {
    await queue().removeJobScheduler(ADVISORY_REFRESH_SCHEDULER_ID);
    expect(await nextRun()).toBeNull();
  };

  it('nothing stored yet: the first worker start refreshes at once, the next run one interval later', async () => {
    await eventually(async () =>
      (await harness.dataSource.query(`SELECT id FROM advisory_snapshot`)).length ? true : undefined,
    );
    expect(refreshes).toBe(1);
    const next = await eventually(async () =>
      ((await nextRun()) ?? 0) > Date.now() ? nextRun() : undefined,
    );
    expect(next).toBeGreaterThan(Date.now() + HOUR - 60_000);
  });

  it('more workers starting (KEDA scaling up) run no refresh and keep the next run', async () => {
    const before = await nextRun();
    await workerStart();
    await workerStart();
    expect(refreshes).toBe(1);
    expect(await nextRun()).toBe(before);
  });

  it('a scheduler Redis lost: the next worker start schedules it one interval after the stored refresh, not at once', async () => {
    const stored = await lastRefreshedAt();
    await loseScheduler();
    await workerStart();
    expect(refreshes).toBe(1);
    expect(await nextRun()).toBeGreaterThanOrEqual(stored + HOUR);
  });

  it('a scheduler Redis lost when the stored refresh is older than the interval: refreshed at once', async () => {
    await harness.dataSource.query(`UPDATE advisory_snapshot SET refreshed_at = now() - interval '2 hours'`);
    await loseScheduler();
    await workerStart();
    await eventually(async () => (refreshes === 2 ? true : undefined));
    expect(
      await eventually(async () =>
        ((await nextRun()) ?? 0) > Date.now() + HOUR - 60_000 ? true : undefined,
      ),
    ).toBe(true);
  });
});
