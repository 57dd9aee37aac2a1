/**
 * HTTP figures of the public pages and lookups (`npm run bench:http` at the repository root, after the build):
 * starts the real stack of the browser tests (fresh schema, migrated and seeded, API, worker and the web server on
 * free ports — `e2e/support/stack.ts`), seeds one analysed website, then loads each target with autocannon
 * (BENCH_CONNECTIONS, default 10, for BENCH_DURATION seconds, default 10) one after the other and prints one table:
 * requests/s and p50/p99 latency in milliseconds. It asserts nothing.
 *
 * Targets: a hashed static asset, the home page, a result page cold (every request a new URL: a unique query
 * string, so every request is rendered — its data read once and kept by the render data cache), a result page of a
 * website not rendered before (BENCH_WEBSITES seeded websites, default 6000, each requested once in the whole run:
 * the render data cache and the API's response cache miss, the API reads the database), warm (the same URL again
 * and again), a technology page, the API lookup
 * `GET /api/v1/websites/{domain}` and `/api/health` (both straight to the API).
 *
 * Next to requests/s, each row has the CPU time (user + system, milliseconds) the serving process — the web server, or
 * the API for its targets — spent per request during the load, read from `/proc/<pid>/stat` (Linux; `?` elsewhere).
 * On a machine whose other work varies (a shared build host), requests/s follow the share of the cores the server
 * gets; its CPU time per request follows its own work.
 *
 * `--compare <frontend directory>` (or BENCH_COMPARE): another build of the web server — a directory holding its
 * `server/index.js` and built `dist/` (e.g. a copy of the previous commit's `frontend` after `npm run build`, with
 * `node_modules` reachable) — is started next to this one against the same API, Redis and data, and every web target
 * is loaded on both, one right after the other ("before" first), so the figures are side by side from one run on
 * the same machine. `--rounds N` (BENCH_ROUNDS, default 1) loads each web target N times per build, alternating
 * builds, and prints the median of each figure (the machine's other work varies from one load to the next). The
 * build that loads first alternates too, round by round: of two loads one right after the other, the first ran
 * up to twice as fast on a static asset with the same build on both sides (with an even N each build is first as
 * often; identical builds still differed by up to 15 % on a loaded machine).
 * `--compare-api <backend dist directory>` (or BENCH_COMPARE_API): with `--compare`, the "before" web server reads
 * from that build's API (its `main.js`, e.g. a copy of the previous commit's `backend/dist` with `node_modules`
 * reachable), started beside this one with the same environment, database schema and Redis: the figures of a
 * first render then include the API work of each build. Without it both web servers read from this checkout's API.
 * Each web row also shows the CPU milliseconds per request of the API process it reads from ("API CPU ms/req":
 * the reads a render makes, or nothing when the page or its data is cached).
 * `--only <names>` (comma-separated substrings of target names) loads fewer targets.
 * After the loads, the API reads of a first render are timed one at a time (BENCH_API_READS websites not read before,
 * default 40, per API build; uncompressed, as renders read): the result, its score and technology histories and the
 * similar websites, medians in milliseconds.
 * `--accept-encoding <value>` (or BENCH_ACCEPT_ENCODING) sends that Accept-Encoding header with every request, e.g.
 * `'gzip, deflate, br'` as a browser does (compressed answers: the static files' build-time copies, the pages
 * gzipped once per cached page); by default none is sent and every answer is uncompressed.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, repoRoot, startStack, stopStack, type RunningStack } from '../e2e/support/stack';
import { BENCH_DOMAIN as DOMAIN, benchWebsite, seedResult, seedWebsites } from './seed-result';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Distinct websites seeded for the "new website" target; each is rendered once in the whole run. */
const WEBSITES = Number(process.env.BENCH_WEBSITES ?? 6000);
/** The next never-rendered website's result page (shared by every load and build: caches are shared too). */
let nextWebsite = 0;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const { values: args } = parseArgs({
  options: {
    compare: { type: 'string' },
    'compare-api': { type: 'string' },
    'accept-encoding': { type: 'string' },
    only: { type: 'string' },
    rounds: { type: 'string' },
  },
});
/** Loads of each web target per build, alternating builds; the table shows the median. */
const ROUNDS = Math.max(1, Number(args.rounds ?? process.env.BENCH_ROUNDS ?? 1));
const COMPARE = args.compare ?? process.env.BENCH_COMPARE;
const COMPARE_API = args['compare-api'] ?? process.env.BENCH_COMPARE_API;
/** The Accept-Encoding header of every request; none when unset. */
const ACCEPT_ENCODING = args['accept-encoding'] ?? process.env.BENCH_ACCEPT_ENCODING;
const ONLY = (args.only ?? process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

interface Row {
  target: string;
  /** `before` (the --compare web server), `after` (this checkout's) or '' (the API, the same for both). */
  build: '' | 'before' | 'after';
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
  /** CPU milliseconds (user + system) of the serving process per request; NaN when it cannot be read. */
  cpuMsPerRequest: number;
  /** CPU milliseconds of the API process a web server reads from, per request; NaN for the API's own targets. */
  apiCpuMsPerRequest: number;
}

/** Clock ticks per second of `/proc/<pid>/stat` times (`getconf CLK_TCK`, 100 on Linux when it cannot be asked). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU milliseconds (user + system) process `pid` has used so far, from `/proc/<pid>/stat`; NaN when unreadable. */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    // Fields after the command name (which may hold spaces, hence from the last ')'): utime and stime are 14 and 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** The entry script of the client build: a hashed file under /assets/. */
function staticAsset(): string {
  const manifest = JSON.parse(
    readFileSync(path.join(repoRoot, 'frontend', 'dist', 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('No entry in the client build manifest');
  return `/${entry.file}`;
}

/** How a target makes every request a first render: a new query string, or a website not rendered before. */
type Unique = 'query' | 'website';

async function load(
  target: string,
  build: Row['build'],
  base: string,
  urlPath: string,
  unique?: Unique,
  pid?: number,
  apiPid?: number,
): Promise<Row> {
  let counter = 0;
  const next = () => {
    if (unique === 'website') {
      if (nextWebsite >= WEBSITES)
        throw new Error(`more than BENCH_WEBSITES=${WEBSITES} first renders: raise it`);
      return `/analysis/website/${benchWebsite(nextWebsite++)}`;
    }
    return `${urlPath}?cold=${(counter += 1)}`;
  };
  const cpuBefore = cpuMs(pid);
  const apiCpuBefore = cpuMs(apiPid);
  const result = await autocannon({
    url: `${base}${urlPath}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : undefined,
    requests: unique ? [{ setupRequest: (request) => ({ ...request, path: next() }) }] : undefined,
  });
  const cpuUsed = cpuMs(pid) - cpuBefore;
  const apiCpuUsed = cpuMs(apiPid) - apiCpuBefore;
  return {
    target,
    build,
    path:
      unique === 'website' ? '/analysis/website/bench-<n>.example' : unique ? `${urlPath}?cold=<n>` : urlPath,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
    cpuMsPerRequest: result.requests.total ? cpuUsed / result.requests.total : NaN,
    apiCpuMsPerRequest: result.requests.total ? apiCpuUsed / result.requests.total : NaN,
  };
}

function printTable(rows: Row[]): void {
  const header = [
    'target',
    'build',
    'path',
    'req/s',
    'CPU ms/req',
    'API CPU ms/req',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'KB/req',
  ];
  const lines = rows.map((row) => [
    row.target,
    row.build || '—',
    row.path,
    row.requestsPerSecond.toFixed(0),
    Number.isNaN(row.cpuMsPerRequest) ? '?' : row.cpuMsPerRequest.toFixed(2),
    Number.isNaN(row.apiCpuMsPerRequest) ? '—' : row.apiCpuMsPerRequest.toFixed(2),
    String(row.p50),
    String(row.p99),
    String(row.non2xx),
    String(row.errors),
    (row.bytesPerRequest / 1024).toFixed(0),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ');
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s per load${ROUNDS > 1 ? `, median of ${ROUNDS} loads per target and build` : ''}, ` +
      `Accept-Encoding: ${ACCEPT_ENCODING ?? '(none)'}\n`,
  );
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of lines) console.log(format(line));
  const by = (target: string, build: Row['build']) =>
    rows.find((row) => row.target === target && row.build === build);
  const ratio = (a?: Row, b?: Row) =>
    a && b ? `${((100 * a.requestsPerSecond) / b.requestsPerSecond).toFixed(1)} %` : '?';
  console.log('');
  for (const build of COMPARE ? (['before', 'after'] as const) : (['after'] as const)) {
    const asset = by('static asset', build);
    console.log(
      `${COMPARE ? `${build}: ` : ''}cold result page / static asset: ${ratio(by('result page (cold)', build), asset)} ` +
        `(target ≥ 10 %); of a website not rendered before: ${ratio(by('result page (cold, new website)', build), asset)}; ` +
        `warm result page / static asset: ${ratio(by('result page (warm)', build), asset)} ` +
        `(target ≥ 50 %)`,
    );
  }
  if (COMPARE) {
    for (const target of ['result page (cold)', 'result page (cold, new website)']) {
      const figure = (
        build: Row['build'],
        field: 'requestsPerSecond' | 'cpuMsPerRequest' | 'apiCpuMsPerRequest',
      ) => by(target, build)?.[field] ?? NaN;
      console.log(
        `${target}: after / before ${(figure('after', 'requestsPerSecond') / figure('before', 'requestsPerSecond')).toFixed(2)}×; ` +
          `web server CPU per request ${figure('before', 'cpuMsPerRequest').toFixed(2)} ms before, ` +
          `${figure('after', 'cpuMsPerRequest').toFixed(2)} ms after; API CPU per request ` +
          `${figure('before', 'apiCpuMsPerRequest').toFixed(2)} ms before, ${figure('after', 'apiCpuMsPerRequest').toFixed(2)} ms after`,
      );
    }
  }
  console.log(
    `API lookup / health: ${ratio(by('API lookup', COMPARE_API && COMPARE ? 'after' : ''), by('API health', ''))} (target ≥ 80 %)`,
  );
}

/** One row per target and build: the median of each figure over its rounds (`path` of the first). */
function medians(rows: Row[]): Row[] {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.target}\u0000${row.build}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => ({
    ...group[0],
    requestsPerSecond: median(group.map((row) => row.requestsPerSecond)),
    p50: median(group.map((row) => row.p50)),
    p99: median(group.map((row) => row.p99)),
    cpuMsPerRequest: median(group.map((row) => row.cpuMsPerRequest)),
    apiCpuMsPerRequest: median(group.map((row) => row.apiCpuMsPerRequest)),
    non2xx: group.reduce((sum, row) => sum + row.non2xx, 0),
    errors: group.reduce((sum, row) => sum + row.errors, 0),
  }));
}

/**
 * Starts the web server of `frontendDir` (its `server/index.js` serving its `dist/`) against the stack's API and
 * Redis, as the stack starts its own; resolves with its origin once it answers.
 */
async function startWebServer(
  stack: RunningStack,
  frontendDir: string,
  name: string,
  apiUrl: string = stack.apiUrl,
): Promise<{ url: string; child: ChildProcess }> {
  const entry = path.join(frontendDir, 'server', 'index.js');
  if (!existsSync(entry) || !existsSync(path.join(frontendDir, 'dist', 'client', 'index.html')))
    throw new Error(`${frontendDir} holds no built web server (server/index.js and dist/client)`);
  const port = await freePort();
  const log = createWriteStream(path.join(stack.logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, [entry], {
    cwd: frontendDir,
    env: {
      ...process.env,
      API_URL: apiUrl,
      WEB_PORT: String(port),
      WEB_HOST: '127.0.0.1',
      REDIS_URL: stack.redisUrl,
      CACHE_PREFIX: stack.queuePrefix,
      // The benchmark renders thousands of pages from one address on purpose.
      RENDER_RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return untilHealthy(child, port, name, stack.logDir, 30_000);
}

/**
 * Resolves once the process `child` started answers `GET /api/health` on `port` with 2xx (polled every 250 ms).
 * @throws when it exits first (its log is in `logDir`) or has not answered within `timeoutMs`
 */
async function untilHealthy(
  child: ChildProcess,
  port: number,
  name: string,
  logDir: string,
  timeoutMs: number,
): Promise<{ url: string; child: ChildProcess }> {
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}); see ${logDir}`);
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, child };
    if (Date.now() > deadline) throw new Error(`${name} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts another build's API (`main.js` of `distDir`) with the stack's API environment on a free port (same schema,
 * Redis and cache prefix); resolves once it answers.
 */
async function startApi(
  stack: RunningStack,
  distDir: string,
  name: string,
): Promise<{ url: string; child: ChildProcess }> {
  const entry = path.join(distDir, 'main.js');
  if (!existsSync(entry)) throw new Error(`${distDir} holds no built API (main.js)`);
  const port = await freePort();
  const log = createWriteStream(path.join(stack.logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: { ...stack.apiEnv, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return untilHealthy(child, port, name, stack.logDir, 60_000);
}

/** Websites whose API reads are timed per API build, one read at a time. */
const API_READS = Number(process.env.BENCH_API_READS ?? 40);

/**
 * Times the reads a first render of a website's result page makes (and the browser's technology history), one at a
 * time, on `count` websites nobody read before: medians in milliseconds per kind of read.
 */
async function timeApiReads(apiUrl: string, count: number): Promise<Record<string, number>> {
  const times: Record<string, number[]> = { result: [], scores: [], 'technology history': [], similar: [] };
  const read = async (kind: string, urlPath: string) => {
    const started = performance.now();
    const response = await fetch(`${apiUrl}${urlPath}`, { headers: { 'accept-encoding': 'identity' } });
    const body = (await response.json()) as { _id: string; score: number };
    times[kind].push(performance.now() - started);
    if (!response.ok) throw new Error(`${urlPath}: ${response.status}`);
    return body;
  };
  for (let i = 0; i < count; i += 1) {
    if (nextWebsite >= WEBSITES)
      throw new Error(`more than BENCH_WEBSITES=${WEBSITES} first renders: raise it`);
    const website = await read('result', `/api/v1/websites/${benchWebsite(nextWebsite++)}`);
    await read('scores', `/api/v1/websites/${website._id}/scores`);
    await read('technology history', `/api/v1/websites/${website._id}/technology-history`);
    await read(
      'similar',
      `/api/v1/websites/similar-ranked/index?limit=5&score=${website.score}&excludeId=${website._id}`,
    );
  }
  return Object.fromEntries(
    Object.entries(times).map(([kind, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return [kind, sorted[Math.floor(sorted.length / 2)] ?? NaN];
    }),
  );
}

/** Stops a process this script started and waits for it to exit. */
async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function main(): Promise<void> {
  const stack = await startStack();
  let before: { url: string; child: ChildProcess } | undefined;
  let beforeApi: { url: string; child: ChildProcess } | undefined;
  try {
    await seedResult(stack);
    await seedWebsites(stack, WEBSITES);
    if (COMPARE && COMPARE_API) beforeApi = await startApi(stack, path.resolve(COMPARE_API), 'api-before');
    if (COMPARE)
      before = await startWebServer(
        stack,
        path.resolve(COMPARE),
        'web-before',
        beforeApi?.url ?? stack.apiUrl,
      );
    const api = stack.apiUrl;
    const resultPage = `/analysis/website/${DOMAIN}`;
    const rows: Row[] = [];
    const asset = staticAsset();
    const webTargets: [string, string, Unique?][] = [
      ['static asset', asset],
      ['home page', '/'],
      ['result page (cold)', resultPage, 'query'],
      ['result page (cold, new website)', `/analysis/website/${benchWebsite(0)}`, 'website'],
      ['result page (warm)', resultPage],
      ['technology page', '/technologies/react'],
    ];
    const builds: [Row['build'], string][] = before
      ? [
          ['before', before.url],
          ['after', stack.baseUrl],
        ]
      : [['after', stack.baseUrl]];
    const targets: [string, Row['build'], string, string, Unique?][] = [
      // Round after round of every web target, builds alternating: each round's figures are minutes apart at most.
      // Which build loads first changes from round to round (the first of a pair and the second do not run alike).
      ...Array.from({ length: ROUNDS }, (_, round) =>
        webTargets.flatMap(([target, urlPath, unique]) =>
          (round % 2 ? [...builds].reverse() : builds).map(
            ([build, base]) =>
              [target, build, base, urlPath, unique] as [string, Row['build'], string, string, Unique?],
          ),
        ),
      ).flat(),
      ...(beforeApi
        ? ([['API lookup', 'before', beforeApi.url, `/api/v1/websites/${DOMAIN}`]] as [
            string,
            Row['build'],
            string,
            string,
          ][])
        : []),
      ['API lookup', beforeApi ? 'after' : '', api, `/api/v1/websites/${DOMAIN}`],
      ['API health', '', api, '/api/health'],
    ];
    // The process serving each origin, whose CPU time a load is charged with.
    const processOf = (name: string) => stack.processes.find((entry) => entry.name === name)?.child.pid;
    const pids = new Map<string, number | undefined>([
      [stack.baseUrl, processOf('web')],
      [api, processOf('api')],
    ]);
    if (before) pids.set(before.url, before.child.pid);
    if (beforeApi) pids.set(beforeApi.url, beforeApi.child.pid);
    // The API process each web server reads from.
    const apiPids = new Map<string, number | undefined>([[stack.baseUrl, processOf('api')]]);
    if (before) apiPids.set(before.url, beforeApi?.child.pid ?? processOf('api'));
    for (const [target, build, base, pathOrAsset, unique] of targets) {
      if (ONLY.length && !ONLY.some((name) => target.includes(name))) continue;
      // The compare build has its own hashed entry script: take it from its own home page.
      const urlPath =
        target === 'static asset' && build === 'before' ? await entryScriptOf(base) : pathOrAsset;
      // Let the previous target's last requests finish, and warm the target up (one request).
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const warmUp = unique === 'website' ? `/analysis/website/${benchWebsite(nextWebsite++)}` : urlPath;
      await fetch(`${base}${warmUp}`).then((response) => response.arrayBuffer());
      process.stdout.write(`${target}${build ? ` (${build})` : ''}…\n`);
      rows.push(await load(target, build, base, urlPath, unique, pids.get(base), apiPids.get(base)));
    }
    printTable(medians(rows));
    if (API_READS > 0) {
      const apis: [string, string][] = beforeApi
        ? [
            ['before', beforeApi.url],
            ['after', api],
          ]
        : [['', api]];
      console.log(`\nAPI reads of a first render, one at a time, ${API_READS} websites (median ms):`);
      for (const [build, url] of apis) {
        const reads = await timeApiReads(url, API_READS);
        console.log(
          `${build ? `${build}: ` : ''}${Object.entries(reads)
            .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
            .join(', ')}`,
        );
      }
    }
    console.log(
      `load average (1, 5, 15 min) at the end: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(', ')}`,
    );
  } finally {
    await stopChild(before?.child);
    await stopChild(beforeApi?.child);
    await stopStack(stack);
  }
}

/** The hashed entry script a web server's home page loads (another build has other hashes). */
async function entryScriptOf(base: string): Promise<string> {
  const html = await (await fetch(`${base}/`)).text();
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error(`No entry script on ${base}/`);
  return script;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
