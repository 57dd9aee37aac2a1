/**
 * `npm run bench:latency` — analysis latency against its floor (issue 24 §3), measured side by side in ONE run on the
 * same replayed pages of real deployments (the corpora's replay servers, `libs/analyzer/corpus` by default):
 *
 * - (a) **bare Chromium**: playwright-core with Debian's Chromium, one warm browser, a fresh context per page, from
 *   `newContext()` to the page's load event (the floor);
 * - (b) **analyze()**: the analyzer library in this process with the browser stage (`browser: true`), HTTP + Chromium,
 *   detection and score, after a warm-up run (Chromium launched, fingerprint set loaded);
 * - (c) **full path**: `POST /api/v2/websites/analyze` to a real API process and a real BullMQ worker process started
 *   from `backend/dist` (as the fault suite starts them: fresh schema, migrated and seeded, PostgreSQL and Redis of
 *   the machine), polled on `GET /api/v2/websites/analyze/status/:id` every 50 ms until it is no longer running.
 *
 * Runs are interleaved (for each run, for each site: a, b, c back to back) so that machine load falls on all three
 * alike. Prints per-site medians, then the median / p95 of each column and the ratios b/a and c/a. A measurement, not
 * a test: it asserts nothing (exit 1 only when something could not run).
 *
 * Usage: npm run bench:latency [-- --runs N] [--corpus DIR] [--site NAME]... (default 5 runs of 8 sites)
 */
import fs from 'node:fs';
import path from 'node:path';
import { analyze, closeBrowser, loadFingerprints } from '@stacklens/analyzer';
import { chromium, type Browser } from 'playwright-core';
import { Cluster } from '../test/faults/support/cluster';
import { startReplayServer } from './replay-server';

const repoRoot = path.resolve(__dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string) => args.flatMap((a, i) => (args[i - 1] === name ? [a] : []));
const runs = Number(option('--runs')[0] ?? 5);
const corpusDir = path.resolve(option('--corpus')[0] ?? path.join(repoRoot, 'libs/analyzer/corpus'));
/** Eight replayed deployments by default: single-page apps, static generators and server-rendered pages. */
const DEFAULT_SITES = [
  'next-turbopack',
  'sveltekit',
  'vitepress',
  'astro',
  'vue-vite',
  'nuxt-spa',
  'docusaurus',
  'phpmyadmin',
];
const siteNames = option('--site').length ? option('--site') : DEFAULT_SITES;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

interface Site {
  name: string;
  host: string;
  path: string;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)] : NaN;
};
const ms = (x: number) => `${Math.round(x)} ms`.padStart(8);

/** (a) one page in a fresh context of the warm bare browser, to the load event; ms. */
async function bareLoad(browser: Browser, url: string): Promise<number> {
  const started = performance.now();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const sites: Site[] = siteNames.map((name) => {
    const file = path.join(corpusDir, 'corpus', name, 'site.json');
    const truth = JSON.parse(fs.readFileSync(file, 'utf8')) as { host: string; path: string };
    return { name, host: truth.host, path: truth.path };
  });
  const { port, process: replay } = await startReplayServer(corpusDir);
  let bare: Browser | null = null;
  let cluster: Cluster | null = null;
  try {
    const url = (s: Site) => `http://${s.host}:${port}${s.path}`;
    const resolve = sites.map((s) => `${s.host}:${port}:127.0.0.1`);

    bare = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--host-resolver-rules=MAP *.test 127.0.0.1', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    // where the time of (b) goes: the browser stage's own timings (collect/browser/stage.ts), per run
    const stageTimings: Record<string, number[]> = {};
    const onBrowserResult = (r: { timings: Record<string, number | boolean | null> }) => {
      for (const [k, v] of Object.entries(r.timings))
        if (typeof v === 'number') (stageTimings[k] ??= []).push(v);
    };
    const analyzeOptions = {
      resolve,
      allowPrivateNetworks: true,
      skipDns: true,
      browser: true,
      onBrowserResult,
    } as Parameters<typeof analyze>[1];
    loadFingerprints();

    cluster = new Cluster({
      ANALYZER_BROWSER: 'true',
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: resolve.join(','),
      ANALYZER_SKIP_DNS: 'true',
    });
    await cluster.start();
    await cluster.startWorker();
    const { client, userId } = await cluster.signUp();
    await cluster.query(`UPDATE app_user SET plan = 'paid' WHERE id = $1`, [userId]);
    const csrf = await client.csrfToken();

    /** (c) one analysis through the API and the worker; ms from the request to the completed status. */
    const fullPath = async (s: Site): Promise<{ ms: number; statusCode: number; technologies: number }> => {
      const started = performance.now();
      const response = await client.post('/api/v2/websites/analyze', { url: url(s) }, csrf);
      if (response.status !== 200)
        throw new Error(`analyze ${s.name}: ${response.status} ${JSON.stringify(response.body)}`);
      const id = response.body.id as string;
      for (;;) {
        const status = await client.get(`/api/v2/websites/analyze/status/${id}`);
        if (!status.body.running) {
          const elapsed = performance.now() - started;
          const [row] = await cluster!
            .query<{ n: number }>(
              `SELECT count(wt.*)::int AS n FROM analysis a JOIN website_technology wt USING (website_id)
                WHERE a.id = $1`,
              [id],
            )
            .catch(() => [{ n: -1 }]);
          // where the time of (c) goes: the API until the row exists, the queue, the worker's run, the analyzer
          const [phases] = await cluster!.query<Record<string, number>>(
            `SELECT extract(epoch FROM started_at - created_at) * 1000 AS "queued",
                    extract(epoch FROM finished_at - started_at) * 1000 AS "worker run",
                    (timings->>'totalMs')::float AS "analyzer",
                    extract(epoch FROM finished_at - created_at) * 1000 AS "created→finished"
               FROM analysis WHERE id = $1`,
            [id],
          );
          for (const [k, v] of Object.entries(phases ?? {}))
            if (v !== null) (pathTimings[k] ??= []).push(Number(v));
          (pathTimings['request→seen finished'] ??= []).push(elapsed);
          return { ms: elapsed, statusCode: status.body.statusCode as number, technologies: row?.n ?? -1 };
        }
        if (performance.now() - started > 120_000) throw new Error(`analysis of ${s.name} did not finish`);
        // 50 ms: finer polling would itself load the API and PostgreSQL beside the worker's Chromium
        await new Promise((r) => setTimeout(r, 50));
      }
    };

    const analysisTimings: Record<string, number[]> = {};
    const pathTimings: Record<string, number[]> = {};
    // warm-up: every browser launched, the fingerprint set compiled/loaded in both processes, pages seen once
    for (const s of sites) {
      await bareLoad(bare, url(s));
      await analyze(url(s), analyzeOptions);
      await fullPath(s);
    }

    const times = new Map(
      sites.map((s) => [s.name, { a: [] as number[], b: [] as number[], c: [] as number[] }]),
    );
    const found = new Map<string, string>();
    // a pause after each measurement, so that what one leaves running (a context closing, the next analysis' page
    // being prepared) does not fall into the next one's time
    const settle = () => new Promise((r) => setTimeout(r, 1_000));
    for (let r = 0; r < runs; r++) {
      for (const s of sites) {
        const t = times.get(s.name)!;
        t.a.push(await bareLoad(bare, url(s)));
        await settle();
        const started = performance.now();
        const result = await analyze(url(s), analyzeOptions);
        t.b.push(performance.now() - started);
        for (const [k, v] of Object.entries(result.timings))
          if (typeof v === 'number') (analysisTimings[k] ??= []).push(v);
        await settle();
        const full = await fullPath(s);
        t.c.push(full.ms);
        await settle();
        if (r === 0)
          found.set(
            s.name,
            `analyze() ${result.technologies.length} technologies${result.partial ? ' (partial)' : ''}, API ${full.technologies} (status ${full.statusCode})`,
          );
      }
    }

    const all = { a: [] as number[], b: [] as number[], c: [] as number[] };
    console.log(
      `\nAnalysis latency, ${runs} runs × ${sites.length} replayed pages (${path.relative(repoRoot, corpusDir)}), interleaved, medians per site:`,
    );
    console.log(
      `${'site'.padEnd(16)} ${'(a) bare'.padStart(8)} ${'(b) analyze'.padStart(11)} ${'(c) API'.padStart(8)}   c/a   detections`,
    );
    for (const s of sites) {
      const t = times.get(s.name)!;
      all.a.push(...t.a);
      all.b.push(...t.b);
      all.c.push(...t.c);
      console.log(
        `${s.name.padEnd(16)} ${ms(median(t.a))} ${ms(median(t.b)).padStart(11)} ${ms(median(t.c))}  ${(median(t.c) / median(t.a)).toFixed(2)}×  ${found.get(s.name)}`,
      );
    }
    console.log(`\n${''.padEnd(28)}median      p95   ratio of medians to (a)`);
    for (const [key, label] of [
      ['a', '(a) bare Chromium to load'],
      ['b', '(b) analyze() with browser'],
      ['c', '(c) API + worker, stored'],
    ] as const) {
      console.log(
        `${label.padEnd(28)}${ms(median(all[key]))} ${ms(p95(all[key]))}   ${(median(all[key]) / median(all.a)).toFixed(2)}×`,
      );
    }
    const breakdown = (xs: Record<string, number[]>) =>
      Object.entries(xs)
        .map(([k, v]) => `${k} ${Math.round(median(v))}`)
        .join(', ');
    console.log(`\n(b) medians, ms — analysis: ${breakdown(analysisTimings)}`);
    console.log(`(b) medians, ms — browser stage: ${breakdown(stageTimings)}`);
    console.log(`(c) medians, ms — ${breakdown(pathTimings)} (warm-up included)`);
  } finally {
    await bare?.close().catch(() => undefined);
    await closeBrowser();
    await cluster?.close().catch(() => undefined);
    replay.kill('SIGTERM');
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
