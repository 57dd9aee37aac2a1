/**
 * `npm run bench:worker` — what an analysis costs (issue 24 §4): analyses per minute, CPU-seconds and peak RSS per
 * analysis of ONE real worker process (`backend/dist/worker.js`, BullMQ on the machine's Redis, PostgreSQL) at
 * WORKER_CONCURRENCY 1, 2 and 4, with and without the browser stage, on the replayed pages of real deployments (the
 * corpora's replay servers: `libs/analyzer/corpus` and, when present beside the repository, `../shared/corpus-dev`).
 *
 * For each mode (passive, browser) one API process is started as the fault suite starts it (fresh schema, migrated,
 * seeded); for each concurrency a fresh worker process is started, warmed up with one analysis per slot, then a batch
 * of analyses of DISTINCT sites is queued at once through `POST /api/v2/websites/analyze` and timed from the first
 * request until the last one is finished. Meanwhile the worker's process tree (the worker and every descendant:
 * Chromium's browser, zygote, renderers, utility processes) is sampled from /proc every 100 ms:
 * - CPU: user + system time of every live process of the tree plus the time of its reaped children (`cutime`,
 *   `cstime`), so a renderer that exits is still counted (in its parent's child time), never twice;
 * - memory: the sum of the tree's resident set sizes at each sample, and its peak.
 * Prints one row per configuration: analyses/min, wall ms per analysis, CPU-s per analysis, peak tree RSS (MB) and
 * peak RSS per slot. A measurement, not a test: it asserts nothing (exit 1 only when something could not run).
 * The API's own CPU is not counted (it runs in its own process, as in production).
 *
 * Usage: npm run bench:worker [-- --concurrency 1,2,4] [--analyses N] [--mode passive,browser] [--corpus DIR]...
 * Linux only (/proc).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Cluster, type ManagedProcess } from '../test/faults/support/cluster';
import { startReplayServer } from './replay-server';

const repoRoot = path.resolve(__dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string) => args.flatMap((a, i) => (args[i - 1] === name ? [a] : []));
const concurrencies = (option('--concurrency')[0] ?? '1,2,4').split(',').map(Number);
const modes = (option('--mode')[0] ?? 'passive,browser').split(',') as Array<'passive' | 'browser'>;
const batchSize = Number(option('--analyses')[0] ?? 24);
const corpusDirs = (
  option('--corpus').length
    ? option('--corpus').map((dir) => path.resolve(dir))
    : [path.join(repoRoot, 'libs/analyzer/corpus'), path.join(repoRoot, '../shared/corpus-dev')]
).filter((dir) => fs.existsSync(path.join(dir, 'replay.mjs')));

const CLOCK_TICKS = 100; // USER_HZ on Linux
const PAGE_BYTES = 4096;

interface Site {
  name: string;
  url: string;
  resolve: string;
}

/** One process's line of /proc/<pid>/stat, split after the command name (which may hold spaces). */
function statFields(pid: number): string[] | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // exited meanwhile
  }
}

/** The pids of `root` and all its descendants, from every process's parent pid. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (!fields) continue;
    const parent = Number(fields[1]); // field 4 (ppid), counted from after the command
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** CPU seconds (own + reaped children's) and resident bytes of a process tree right now. */
function sampleTree(root: number): { cpuSeconds: number; rssBytes: number } {
  let ticks = 0;
  let pages = 0;
  for (const pid of processTree(root)) {
    const fields = statFields(pid);
    if (!fields) continue;
    // after the command: [0]=state … utime=[11] stime=[12] cutime=[13] cstime=[14] … rss=[21]
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    pages += Number(fields[21]);
  }
  return { cpuSeconds: ticks / CLOCK_TICKS, rssBytes: pages * PAGE_BYTES };
}

/** Samples a tree every 100 ms until stopped; answers the CPU used between start and stop and the peak RSS. */
function watchTree(root: number) {
  const first = sampleTree(root);
  let peak = first.rssBytes;
  let last = first;
  const timer = setInterval(() => {
    last = sampleTree(root);
    peak = Math.max(peak, last.rssBytes);
  }, 100);
  return {
    stop(): { cpuSeconds: number; peakRssBytes: number } {
      clearInterval(timer);
      last = sampleTree(root);
      peak = Math.max(peak, last.rssBytes);
      return { cpuSeconds: last.cpuSeconds - first.cpuSeconds, peakRssBytes: peak };
    },
  };
}

/** Every site of the corpora, with its replayed address and the worker's resolve rule. */
function corpusSites(ports: Map<string, number>): Site[] {
  const sites: Site[] = [];
  for (const corpusDir of corpusDirs) {
    const port = ports.get(corpusDir)!;
    const root = path.join(corpusDir, 'corpus');
    for (const name of fs.readdirSync(root).sort()) {
      const file = path.join(root, name, 'site.json');
      if (!fs.existsSync(file)) continue;
      const truth = JSON.parse(fs.readFileSync(file, 'utf8')) as { host: string; path: string };
      sites.push({
        name,
        url: `http://${truth.host}:${port}${truth.path}`,
        resolve: `${truth.host}:${port}:127.0.0.1`,
      });
    }
  }
  return sites;
}

interface Row {
  mode: string;
  concurrency: number;
  analyses: number;
  failed: number;
  wallMs: number;
  cpuSeconds: number;
  peakRssBytes: number;
}

async function runBatch(
  cluster: Cluster,
  worker: ManagedProcess,
  sites: Site[],
  mode: string,
  concurrency: number,
): Promise<Row> {
  const { client, userId } = await cluster.signUp();
  await cluster.query(`UPDATE app_user SET plan = 'paid' WHERE id = $1`, [userId]);
  const csrf = await client.csrfToken();
  const submit = async (site: Site): Promise<string> => {
    const response = await client.post('/api/v2/websites/analyze', { url: site.url }, csrf);
    if (response.status !== 200)
      throw new Error(`analyze ${site.name}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.id as string;
  };
  const finished = async (ids: string[]): Promise<number> => {
    for (;;) {
      const [row] = await cluster.query<{ running: number; failed: number }>(
        `SELECT count(*) FILTER (WHERE status IN ('queued', 'running'))::int AS running,
                count(*) FILTER (WHERE status = 'failed')::int AS failed
           FROM analysis WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      if (row.running === 0) return row.failed;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  // Warm-up: one analysis per slot (Chromium launched, fingerprints loaded, connections open).
  await finished(await Promise.all(sites.slice(0, concurrency).map(submit)));

  const batch = Array.from({ length: batchSize }, (_, i) => sites[(concurrency + i) % sites.length]);
  const watch = watchTree(worker.child.pid!);
  const started = performance.now();
  const ids: string[] = [];
  for (const site of batch) ids.push(await submit(site));
  const failed = await finished(ids);
  const wallMs = performance.now() - started;
  const { cpuSeconds, peakRssBytes } = watch.stop();
  return { mode, concurrency, analyses: batch.length, failed, wallMs, cpuSeconds, peakRssBytes };
}

/**
 * Stops a worker as an orchestrator would (SIGTERM), and with SIGKILL when it has not exited 30 s later — saying so,
 * since a worker that does not end on SIGTERM is a defect of its own.
 */
async function stopWorker(worker: ManagedProcess): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const ended = await Promise.race([
    worker.stop('SIGTERM').then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 30_000))),
  ]).finally(() => clearTimeout(timer));
  if (!ended) {
    console.log(`note: ${worker.name} did not exit within 30 s of SIGTERM (log: ${worker.logFile}); killed`);
    await worker.stop('SIGKILL');
  }
}

async function main(): Promise<void> {
  if (!corpusDirs.length) throw new Error('no corpus found (pass --corpus DIR)');
  const replays: ChildProcess[] = [];
  const ports = new Map<string, number>();
  const rows: Row[] = [];
  try {
    for (const corpusDir of corpusDirs) {
      const { port, process: replay } = await startReplayServer(corpusDir);
      replays.push(replay);
      ports.set(corpusDir, port);
    }
    const sites = corpusSites(ports);
    if (sites.length < batchSize + Math.max(...concurrencies))
      console.log(`note: ${sites.length} sites for batches of ${batchSize}: some sites are analysed twice`);

    for (const mode of modes) {
      const cluster = new Cluster({
        ANALYZER_BROWSER: mode === 'browser' ? 'true' : 'false',
        ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
        ANALYZER_RESOLVE: sites.map((site) => site.resolve).join(','),
        ANALYZER_SKIP_DNS: 'true',
        ANALYSIS_MAX_QUEUED_PER_USER: '1000',
      });
      try {
        await cluster.start();
        for (const concurrency of concurrencies) {
          const worker = await cluster.startWorker({ WORKER_CONCURRENCY: String(concurrency) });
          try {
            const row = await runBatch(cluster, worker, sites, mode, concurrency);
            rows.push(row);
            console.log(
              `${mode} × ${concurrency}: ${row.analyses} analyses in ${Math.round(row.wallMs)} ms, ${row.failed} failed`,
            );
          } finally {
            await stopWorker(worker);
          }
        }
      } finally {
        await cluster.close();
      }
    }
  } finally {
    for (const replay of replays) replay.kill();
  }

  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}`;
  console.log(
    `\nWorker cost on ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)} at the end), batches of ${batchSize} distinct replayed pages:`,
  );
  console.log(
    `${'mode'.padEnd(8)} ${'conc.'.padStart(5)} ${'analyses/min'.padStart(12)} ${'wall ms/analysis'.padStart(16)} ${'CPU-s/analysis'.padStart(14)} ${'peak RSS MB'.padStart(11)} ${'MB/slot'.padStart(7)} failed`,
  );
  for (const row of rows) {
    console.log(
      `${row.mode.padEnd(8)} ${String(row.concurrency).padStart(5)} ${((row.analyses * 60_000) / row.wallMs).toFixed(1).padStart(12)} ${String(Math.round(row.wallMs / row.analyses)).padStart(16)} ${(row.cpuSeconds / row.analyses).toFixed(2).padStart(14)} ${mb(row.peakRssBytes).padStart(11)} ${mb(row.peakRssBytes / row.concurrency).padStart(7)} ${row.failed}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
