/**
 * `npm run bench:startup` — how long the `stacklens` command takes to start, next to a bare Node, in ONE run (the
 * machine may be shared: compare the ratio, not the absolute times).
 *
 * Times, one process after the other, N times each (default 15, `--runs N`; `--compare <path>` also times the
 * `stacklens.js` of another checkout, e.g. main, in the same loop):
 *  - `node -e 0`: Node itself;
 *  - a one-URL CLI run with a WARM cache: `node bin/stacklens.js analyze <url> --allow-private --no-browser --no-dns
 *    --json` against the fixture sites of `test/fixtures/sites.ts` (`wordpress.test`, a small WordPress page:
 *    headers, meta generator, scripts and stylesheets) served on 127.0.0.1, with the compiled fingerprint set and
 *    the code cache of the CLI bundle read from a cache directory of its own (`STACKLENS_CACHE_DIR`, filled by one
 *    untimed run first);
 *  - the same run with a COLD cache: an empty cache directory each time (the set is compiled and written, the
 *    bundle compiled from source and its code cache written).
 * The kinds are interleaved, so that a change of the machine's load affects each alike. Prints median and
 * minimum wall time of each and the ratio of its median to `node -e 0`'s, and the median CPU time (user + system of
 * that process alone, reported at its exit by `usage-report.cjs`) with its ratio: on a shared machine the wall
 * time mostly measures the other processes, the CPU time much less. Needs a build (`npm run build -w
 * @stacklens/analyzer`; the root script builds first). Figures, not assertions.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startFixtureSites } from '../test/fixtures/sites';

const argValue = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(argValue('--runs') ?? 15);
/** The commands to time: this package's, and another build's with `--compare <path>`. */
const BINS: Array<[string, string]> = [['CLI', path.join(__dirname, '..', 'bin', 'stacklens.js')]];
if (argValue('--compare')) BINS.push(['compared', path.resolve(argValue('--compare')!)]);

/** Preloaded into each timed process: writes its own CPU time (user + system) to `$BULK_USAGE_FILE` at exit. */
const USAGE_REPORTER = path.join(__dirname, 'usage-report.cjs');
const usageDir = mkdtempSync(path.join(os.tmpdir(), 'stacklens-startup-usage-'));
/** CPU ms of each timed process, by the order of `time` calls (read back by `time`). */
let usageCount = 0;

/**
 * Runs `node args…` once; resolves with its wall time and its own CPU time in ms (CPU time is what a loaded machine
 * disturbs least), rejects when it exits with a code other than 0.
 */
function time(args: string[], env: NodeJS.ProcessEnv): Promise<{ wallMs: number; cpuMs: number }> {
  const usageFile = path.join(usageDir, `usage-${(usageCount += 1)}.json`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--require', USAGE_REPORTER, ...args], {
      env: { ...env, BULK_USAGE_FILE: usageFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const wallMs = performance.now() - started;
      if (code !== 0) reject(new Error(`node ${args.join(' ')} exited ${code}:\n${output}`));
      else
        resolve({ wallMs, cpuMs: (JSON.parse(readFileSync(usageFile, 'utf8')) as { cpuMs: number }).cpuMs });
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const sites = await startFixtureSites();
  const url = `http://wordpress.test:${sites.port}/`;
  const args = ['analyze', url, '--resolve', `wordpress.test:${sites.port}:127.0.0.1`];
  args.push('--allow-private', '--no-browser', '--no-dns', '--json');
  const env = (cacheDir: string) => ({ ...process.env, STACKLENS_CACHE_DIR: cacheDir });
  const results: Record<string, Array<{ wallMs: number; cpuMs: number }>> = { 'node -e 0': [] };
  const warmDirs = BINS.map(() => mkdtempSync(path.join(os.tmpdir(), 'stacklens-startup-warm-')));
  try {
    for (const [k, [label, bin]] of BINS.entries()) {
      await time([bin, ...args], env(warmDirs[k])); // fills the warm cache
      results[`${label}, warm cache`] = [];
      results[`${label}, cold cache`] = [];
    }
    for (let i = 0; i < RUNS; i += 1) {
      results['node -e 0'].push(await time(['-e', '0'], process.env));
      for (const [k, [label, bin]] of BINS.entries()) {
        results[`${label}, warm cache`].push(await time([bin, ...args], env(warmDirs[k])));
        const coldDir = mkdtempSync(path.join(os.tmpdir(), 'stacklens-startup-cold-'));
        try {
          results[`${label}, cold cache`].push(await time([bin, ...args], env(coldDir)));
        } finally {
          rmSync(coldDir, { recursive: true, force: true });
        }
      }
    }
  } finally {
    for (const dir of [...warmDirs, usageDir]) rmSync(dir, { recursive: true, force: true });
    await sites.close();
  }
  const base = median(results['node -e 0'].map((r) => r.wallMs));
  const baseCpu = median(results['node -e 0'].map((r) => r.cpuMs));
  for (const [label, bin] of BINS)
    console.log(`${label}: ${path.relative(process.cwd(), bin)} against ${url}`);
  console.log(
    `Start-up, ${RUNS} runs each (node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)})`,
  );
  console.log(
    `${'process'.padEnd(24)} ${'median ms'.padStart(10)} ${'min ms'.padStart(8)} ${'× node -e 0'.padStart(12)}` +
      ` ${'CPU ms'.padStart(8)} ${'CPU × node -e 0'.padStart(16)}`,
  );
  for (const [label, runs] of Object.entries(results)) {
    const wall = runs.map((r) => r.wallMs);
    const cpu = median(runs.map((r) => r.cpuMs));
    console.log(
      `${label.padEnd(24)} ${median(wall).toFixed(0).padStart(10)} ${Math.min(...wall)
        .toFixed(0)
        .padStart(8)} ${(median(wall) / base).toFixed(1).padStart(12)} ${cpu.toFixed(0).padStart(8)} ${(
        cpu / baseCpu
      )
        .toFixed(1)
        .padStart(16)}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
