/**
 * The `stacklens` command line (bin/stacklens.js → dist/cli.js):
 *
 *   stacklens analyze <url...> [--input urls.txt] [--json] [--concurrency n] [--threads n] [--resolve host:port:addr]…
 *                     [--allow-private] [--timeout ms] [--browser|--no-browser] [--no-dns] [--no-asset-cache]
 *                     [--no-match-memo]
 *
 * One process analyses many URLs with the fingerprint set compiled once and one guarded HTTP client (connections kept
 * between sites; scripts and stylesheets reused while fresh by HTTP caching rules unless `--no-asset-cache`) and one
 * memo of the matches found in large scripts and stylesheets (a text served by several sites is matched once, unless
 * `--no-match-memo`). Results are printed in INPUT order (a result
 * that finishes early waits for its predecessors). `--json` prints JSON Lines: one object per URL, a failure as
 * `{url, error: {code, message}}`. Exit codes: 0 all analysed, 1 at least one failed, 2 usage error.
 * Known vulnerabilities of detected versions come from the bundled advisory snapshot (`data/advisories.json`): a
 * "Vulns" column (`2 (1 high)`, `*` = may be patched by the distribution), the advisories below the table, and the
 * full list as `vulnerabilities` in `--json`.
 * Progress goes to stderr: a spinner line when stderr is a TTY, otherwise one plain line per finished site.
 * The browser stage (Chromium at $CHROMIUM_PATH or /usr/bin/chromium) is ON by default when Chromium is installed,
 * `--no-browser` turns it off; one Chromium serves the whole run and is closed before the command returns.
 * `--threads n` spreads the sites over n analysis threads sharing `--concurrency` (`cli-threads.ts`; default one per
 * core, capped by the URLs and `--concurrency`, 1 with the browser stage); the output is the one-thread run's.
 */
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type Table from 'cli-table3';
import { analyze } from './analyze';
import { cliCacheDir } from './cache-dir';
import {
  runOnThreads,
  serveAnalysisThread,
  type SiteOutput,
  type SiteRunner,
  type ThreadEntry,
} from './cli-threads';
import { versionText } from './credits';
import { AnalyzerError, isAnalyzerError, operatorDetail } from './errors';
import { browserAvailable, closeBrowser, DEFAULT_CHROMIUM_PATH } from './collect/browser';
import { createPageClient } from './collect';
import { parseResolveRule, parseResolveRules } from './collect/resolve-rules';
import { MatchMemo } from './detect/match-memo';
import { loadFingerprints } from './fingerprints/load';
import { DEFAULT_MIN_CONFIDENCE, type AnalysisResult, type LatestVersionLookup } from './types';
import { bundledLatestVersions } from './versions/snapshot';
import { advisorySourceDates, advisorySourceInfo } from './vulnerabilities/credits';
import { vulnerabilitySummary } from './vulnerabilities/match';
import { loadAdvisorySnapshot } from './vulnerabilities/snapshot';
import type { AdvisorySnapshot } from './vulnerabilities/types';

/** Where the CLI writes; injectable for tests. */
export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean };
}

/** The JSON Lines record of one URL (`--json`). */
export type CliRecord =
  | (Pick<
      AnalysisResult,
      | 'url'
      | 'finalUrl'
      | 'statusCode'
      | 'technologies'
      | 'namedSoftware'
      | 'timings'
      | 'partial'
      | 'vulnerabilities'
    > & {
      score: AnalysisResult['score'];
    })
  | { url: string; error: { code: string; message: string } };

interface AnalyzeCommandOptions {
  input?: string;
  json?: boolean;
  concurrency: number;
  /** `--threads`: analysis threads (undefined: one per core; see runAnalyze). */
  threads?: number;
  resolve: string[];
  allowPrivate?: boolean;
  timeout: number;
  minConfidence: number;
  browser?: boolean;
  dns: boolean;
  /** Chromium executable: `$CHROMIUM_PATH` or Debian's. */
  chromiumPath: string;
  /** Where the compiled fingerprint set is kept between runs (undefined: compiled every run). */
  cacheDir?: string;
  /** Keep fresh scripts and stylesheets for the rest of the run (`--no-asset-cache` turns it off). */
  assetCache: boolean;
  /** Keep the matches found in large scripts and stylesheets for the rest of the run (`--no-match-memo`). */
  matchMemo: boolean;
}

/** Characters of script and stylesheet texts whose matches the CLI keeps for the rest of a run (≤ 128 MB). */
export const CLI_MATCH_MEMO_CHARS = 64 * 1024 * 1024;

/** Bytes of scripts and stylesheets the CLI keeps for the rest of a run (`--no-asset-cache`: none). */
export const CLI_ASSET_CACHE_BYTES = 64 * 1024 * 1024;

class UsageError extends Error {}

const positiveInt = (name: string, max: number) => (value: string) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > max)
    throw new InvalidArgumentError(`${name} must be an integer between 1 and ${max}.`);
  return n;
};

const collectRule = (value: string, previous: string[]) => {
  try {
    parseResolveRule(value);
  } catch (err) {
    throw new InvalidArgumentError((err as Error).message);
  }
  return [...previous, value];
};

/** Reads URLs from a file: one per line, blank lines and `#` comments ignored. */
function readInputFile(file: string): string[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new UsageError(`Cannot read --input ${file}: ${(err as Error).message}`);
  }
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

function toRecord(url: string, outcome: AnalysisResult | AnalyzerError): CliRecord {
  // The CLI's user runs the analyzer themselves: they get the operators' detail (e.g. the refused address).
  if (outcome instanceof Error)
    return { url, error: { code: outcome.code, message: operatorDetail(outcome) } };
  const { finalUrl, statusCode, technologies, namedSoftware, score, timings, partial, vulnerabilities } =
    outcome;
  return {
    url,
    finalUrl,
    statusCode,
    technologies,
    namedSoftware,
    score: {
      value: score.value,
      band: score.band,
      modelVersion: score.modelVersion,
      breakdown: score.breakdown,
    },
    timings,
    partial,
    ...(vulnerabilities ? { vulnerabilities } : {}),
  };
}

/** Lines listing the advisories of each vulnerable version (at most 5 per technology), with credits. */
function renderVulnerabilities(
  record: Extract<CliRecord, { technologies: unknown }>,
  sourceDates: Partial<Record<string, string>>,
): string[] {
  const vulnerable = (record.vulnerabilities ?? []).filter((v) => v.advisories.length > 0);
  if (vulnerable.length === 0) return [];
  const lines = ['  Known vulnerabilities:'];
  const sources = new Set<string>();
  for (const v of vulnerable) {
    lines.push(
      `    ${v.name} ${v.version}: ${vulnerabilitySummary(v)}${v.mayBePatchedByDistribution ? ' — may be patched by the distribution' : ''}`,
    );
    for (const a of v.advisories.slice(0, 5)) {
      const day = sourceDates[a.source];
      sources.add(`${advisorySourceInfo(a.source)?.name ?? a.source}${day ? ` (data to ${day})` : ''}`);
      const facts = [a.severity, a.fixedIn ? `fixed in ${a.fixedIn}` : 'no fix named', a.published]
        .filter(Boolean)
        .join(', ');
      lines.push(`      ${a.id} (${facts}) ${a.summary.slice(0, 80)} — ${a.url}`);
    }
    if (v.advisories.length > 5) lines.push(`      … and ${v.advisories.length - 5} more (--json lists all)`);
  }
  lines.push(`    Sources: ${[...sources].sort().join(', ')} (see stacklens --version)`);
  return lines;
}

function renderHuman(
  record: CliRecord,
  TableClass: typeof Table | null,
  sourceDates: Partial<Record<string, string>>,
): string {
  if ('error' in record) return `\n✖ ${record.url}\n  ${record.error.code}: ${record.error.message}\n`;
  const lines: string[] = [];
  lines.push(
    `\n● ${record.url}${record.finalUrl !== record.url ? ` → ${record.finalUrl}` : ''}  (HTTP ${record.statusCode}, ${record.timings.totalMs} ms${record.partial ? ', partial' : ''})`,
  );
  if (record.technologies.length === 0) {
    lines.push('  No technologies detected.');
  } else {
    const table = new TableClass!({
      head: ['Technology', 'Version', 'Latest', 'Vulns', 'Category', 'Confidence'],
      style: { head: [], border: [] },
    });
    const vulns = new Map((record.vulnerabilities ?? []).map((v) => [v.name, v]));
    for (const t of record.technologies) {
      const known = vulns.get(t.name);
      const latest = t.latestVersion
        ? `${t.latestVersion}${t.versionStatus !== 'unknown' && t.versionStatus !== 'up-to-date' ? ` (${t.versionStatus})` : ''}`
        : '';
      table.push([
        t.implied ? `${t.name} (implied)` : t.name,
        t.version ?? '',
        latest,
        known ? vulnerabilitySummary(known) : '',
        t.categories.map((c) => c.name).join(', '),
        `${t.confidence}%`,
      ]);
    }
    lines.push(table.toString());
    lines.push(...renderVulnerabilities(record, sourceDates));
  }
  if (record.namedSoftware.length > 0) {
    lines.push('  Also named by the site (not in the fingerprint set, its own words):');
    for (const n of record.namedSoftware) {
      const where = n.evidence[0];
      const places: Record<typeof where.family, string> = {
        headers: `${where.key} header`,
        meta: 'meta generator',
        html: 'page text',
        scripts: `banner of ${where.key ?? 'a script'}`,
        css: `banner of ${where.key ?? 'a stylesheet'}`,
      };
      const place = places[where.family];
      lines.push(`    ${n.name}${n.version ? ` ${n.version}` : ''} — ${place}: ${where.value}`);
    }
  }
  const s = record.score;
  lines.push(`  Awesomeness Score: ${s.value}/100 (${s.band}, model v${s.modelVersion})`);
  for (const part of s.breakdown) {
    lines.push(`    ${part.label.padEnd(15)} ${String(part.points).padStart(5)} / ${part.weight}`);
    for (const c of part.checks) {
      const mark = c.passed === null ? '·' : c.passed ? '✓' : '✗';
      lines.push(`      ${mark} ${c.label}${c.detail ? ` — ${c.detail}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** A progress indicator on stderr: spinner when TTY, plain lines otherwise. */
function progress(io: CliIo, total: number) {
  const tty = !!io.stderr.isTTY;
  const frames = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
  let done = 0;
  let frame = 0;
  let current = '';
  const draw = () =>
    io.stderr.write(`\r\x1b[2K${frames[frame++ % frames.length]} analysing ${done}/${total} ${current}`);
  const timer = tty ? setInterval(draw, 80) : null;
  timer?.unref();
  return {
    started(url: string) {
      current = url;
    },
    finished(text: string) {
      done++;
      if (tty) io.stderr.write(`\r\x1b[2K[${done}/${total}] ${text}\n`);
      else io.stderr.write(`[${done}/${total}] ${text}\n`);
    },
    stop() {
      if (timer) {
        clearInterval(timer);
        io.stderr.write('\r\x1b[2K');
      }
    },
  };
}

/** The progress line's text for one finished URL. */
function progressText(url: string, record: CliRecord): string {
  return 'error' in record
    ? `failed ${url} (${record.error.code})`
    : `ok ${url} (${record.technologies.length} technologies, score ${record.score.value})`;
}

/**
 * What analysing a site needs besides its URL: plain data, the same for the single-thread run and each analysis
 * thread (handed to the threads by structured clone; no environment, no secrets).
 */
export interface SiteRunSettings {
  /** `--json`: JSON Lines instead of tables. */
  json: boolean;
  resolve: string[];
  allowPrivate: boolean;
  timeout: number;
  minConfidence: number;
  /** Whether the browser stage runs (decided once by the main thread). */
  browser: boolean;
  dns: boolean;
  chromiumPath: string;
  /** The compiled fingerprint set's cache directory (undefined: compiled anew). */
  cacheDir?: string;
  /** Bytes of fresh scripts and stylesheets kept (0: none). */
  assetCacheBytes: number;
  /** Characters of script and stylesheet texts whose matches are kept (0: no memo). */
  matchMemoChars: number;
}

/**
 * Opens what analysing sites needs (the compiled fingerprint set, through its cache; one guarded HTTP client; the
 * match memo; the table renderer for human output) and returns a runner that analyses one URL into its printed
 * output. Used by the single-thread run and by each analysis thread.
 * @param latestVersions the latest-version lookup (default: the bundled snapshot)
 * @param advisories the advisory snapshot (default: the bundled one)
 */
export async function openSiteRunner(
  settings: SiteRunSettings,
  latestVersions: LatestVersionLookup = bundledLatestVersions(),
  advisories: AdvisorySnapshot = loadAdvisorySnapshot(),
): Promise<SiteRunner> {
  // Compiled once, before the first site, so that timings are per site; read from the cache when it is current.
  loadFingerprints(settings.cacheDir ? { cacheDir: settings.cacheDir } : {});
  // the table renderer only for human output (a --json run does not load it)
  const tables = settings.json ? null : (await import('cli-table3')).default;
  const sourceDates = advisorySourceDates(advisories);
  // one guarded client for the run: connections kept between sites, and (unless --no-asset-cache) a script or
  // stylesheet that several sites load (a CDN's jQuery, a CMS's own files) fetched once while fresh
  const httpClient = createPageClient({
    allowPrivateNetworks: settings.allowPrivate,
    resolve: parseResolveRules(settings.resolve),
    assetCacheBytes: settings.assetCacheBytes,
  });
  // a script or stylesheet that several sites serve (a CDN's or a CMS's copy of a library) is matched once
  const matchMemo = settings.matchMemoChars > 0 ? new MatchMemo(settings.matchMemoChars) : undefined;
  return {
    async analyse(url) {
      let outcome: AnalysisResult | AnalyzerError;
      try {
        outcome = await analyze(url, {
          resolve: settings.resolve,
          allowPrivateNetworks: settings.allowPrivate,
          timeoutMs: settings.timeout,
          browser: settings.browser,
          chromiumPath: settings.chromiumPath,
          skipDns: !settings.dns,
          minConfidence: settings.minConfidence,
          latestVersions,
          advisories,
          httpClient,
          matchMemo,
        });
      } catch (err) {
        outcome = isAnalyzerError(err)
          ? err
          : new AnalyzerError(
              'connection-failed',
              `Unexpected failure: ${(err as Error)?.message ?? String(err)}`,
            );
      }
      // rendered at once: a record's evidence values are substrings that keep the whole page, script or stylesheet
      // they were cut from alive (V8 slices share their parent), ~0.6 MB per page — a 3,000-URL run held 1.6 GB
      // when records waited for their predecessors (issue 24 §2); the printed text holds none of them
      const record = toRecord(url, outcome);
      return {
        text: tables ? renderHuman(record, tables, sourceDates) : `${JSON.stringify(record)}\n`,
        failed: outcome instanceof Error,
        progress: progressText(url, record),
      };
    },
    async close() {
      await httpClient.close();
      if (settings.browser) await closeBrowser();
    },
  };
}

/** The output of a URL whose analysis thread stopped unexpectedly. */
function threadFailure(url: string, why: string, json: boolean): SiteOutput {
  const record = toRecord(
    url,
    new AnalyzerError('connection-failed', `Unexpected failure: the analysis thread stopped (${why})`),
  );
  return {
    text: json ? `${JSON.stringify(record)}\n` : renderHuman(record, null, {}),
    failed: true,
    progress: progressText(url, record),
  };
}

/**
 * How an analysis thread loads this CLI: the one-file bundle when this module runs from it (with its code cache),
 * the compiled `cli.js` otherwise; undefined when it runs from the TypeScript sources (tests), which no thread can
 * load.
 */
function threadEntry(): ThreadEntry | undefined {
  if (__filename.endsWith('.cjs'))
    return { bundle: __filename, codeCacheModule: path.join(__dirname, 'code-cache.js') };
  if (__filename.endsWith('.js')) return { module: __filename };
  return undefined;
}

/**
 * Runs inside an analysis thread of `stacklens analyze --threads N` (started by `runOnThreads`): serves the main
 * thread's URLs with a site runner opened from the run's settings.
 */
export function analysisThread(): void {
  serveAnalysisThread((settings: SiteRunSettings) => openSiteRunner(settings));
}

async function runAnalyze(
  urls: string[],
  opts: AnalyzeCommandOptions,
  io: CliIo,
  latestVersions: () => LatestVersionLookup,
  advisories?: AdvisorySnapshot,
): Promise<number> {
  const all = [...urls, ...(opts.input ? readInputFile(opts.input) : [])];
  if (all.length === 0) throw new UsageError('No URL given: pass URLs or --input <file>.');
  const browser = opts.browser ?? browserAvailable(opts.chromiumPath);
  if (opts.browser && !browserAvailable(opts.chromiumPath))
    io.stderr.write(
      `note: no Chromium at ${opts.chromiumPath} (set CHROMIUM_PATH); the browser stage will fail and the analysis runs passively.\n`,
    );
  // threads: --threads, else one per core (one when the browser stage runs: one Chromium serves the run), never
  // more than URLs or units of concurrency
  const entry = threadEntry();
  let threads = Math.min(
    opts.threads ?? (browser ? 1 : availableParallelism()),
    all.length,
    opts.concurrency,
  );
  if (threads > 1 && !entry) {
    if (opts.threads) io.stderr.write('note: --threads needs the compiled CLI; analysing on one thread.\n');
    threads = 1;
  }
  const split = (n: number) => Math.ceil(n / threads);
  const settings: SiteRunSettings = {
    json: !!opts.json,
    resolve: opts.resolve,
    allowPrivate: !!opts.allowPrivate,
    timeout: opts.timeout,
    minConfidence: opts.minConfidence,
    browser,
    dns: opts.dns,
    chromiumPath: opts.chromiumPath,
    cacheDir: opts.cacheDir,
    // the run's limits are shared out among the threads (each keeps its own cache and memo)
    assetCacheBytes: opts.assetCache ? split(CLI_ASSET_CACHE_BYTES) : 0,
    matchMemoChars: opts.matchMemo ? split(CLI_MATCH_MEMO_CHARS) : 0,
  };
  const bar = progress(io, all.length);
  const texts: Array<string | undefined> = new Array(all.length);
  let printed = 0;
  let failed = 0;
  // Results are printed in input order: one that finishes early waits (as its text) for its predecessors.
  const flush = () => {
    while (printed < all.length && texts[printed] !== undefined) {
      const text = texts[printed]!;
      texts[printed++] = undefined; // never read again: only later indexes are waited for
      io.stdout.write(text);
    }
  };
  const finished = (i: number, output: SiteOutput) => {
    if (output.failed) failed++;
    texts[i] = output.text;
    bar.finished(output.progress);
    flush();
  };
  // the main thread analyses its share (with one thread, every site): threads - 1 workers start
  const local = await openSiteRunner(settings, latestVersions(), advisories);
  try {
    await runOnThreads({
      local,
      urls: all,
      threads,
      concurrency: opts.concurrency,
      entry,
      cacheDir: opts.cacheDir,
      settings,
      onStart: (url) => bar.started(url),
      onResult: finished,
      failure: (url, why) => threadFailure(url, why, settings.json),
    });
  } finally {
    bar.stop();
    await local.close();
  }
  flush();
  return failed > 0 ? 1 : 0;
}

/**
 * Runs the CLI.
 * @param argv full argv (`process.argv` form: node, script, …args)
 * @param io output streams (default: the process's)
 * @param env environment (default `process.env`): `CHROMIUM_PATH`, `STACKLENS_CACHE_DIR` (see {@link cliCacheDir})
 * @returns the exit code: 0 success, 1 some site failed, 2 usage error
 */
export async function main(
  argv: string[],
  io: CliIo = { stdout: process.stdout, stderr: process.stderr },
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  let exitCode = 0;
  // The CLI entry is the one place of the library that reads the environment.
  const chromiumPath = env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  const cacheDir = cliCacheDir(env);
  const program = new Command('stacklens')
    .description('StackLens: what is this website built with, and how good is it?')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .option('-V, --version', 'print the version, the licence and the credits of the bundled data')
    .on('option:version', () => {
      io.stdout.write(versionText());
      throw new CommanderError(0, 'commander.version', '');
    });
  program
    .command('analyze')
    .description('Analyse web pages: technologies, versions and the Awesomeness Score.')
    .argument('[url...]', 'absolute http(s) URLs (path kept) or bare hosts (→ https://)')
    .option('--input <file>', 'read more URLs from a file, one per line (# comments allowed)')
    .option('--json', 'print one JSON object per URL per line (JSON Lines), in input order')
    .option('--concurrency <n>', 'sites analysed in parallel (1-64)', positiveInt('--concurrency', 64), 4)
    .option(
      '--threads <n>',
      'analysis threads sharing --concurrency (1-64; 1 = one JavaScript thread); default: one per CPU core (availableParallelism), capped by the URLs and --concurrency, and 1 when the browser stage runs',
      positiveInt('--threads', 64),
    )
    .option(
      '--resolve <host:port:addr>',
      'map host:port to an address like curl --resolve (repeatable)',
      collectRule,
      [] as string[],
    )
    .option('--allow-private', 'allow private, loopback and link-local addresses (local testing)')
    .option(
      '--timeout <ms>',
      'deadline per site in milliseconds (1000-300000)',
      positiveInt('--timeout', 300_000),
      60_000,
    )
    .addOption(
      new Option(
        '--browser',
        `also load each page in headless Chromium behind the address guard (js, dom, xhr, rendered DOM); default ON when ${chromiumPath} exists (CHROMIUM_PATH overrides)`,
      ),
    )
    .addOption(new Option('--no-browser', 'passive analysis only (HTTP, no Chromium)'))
    .option('--no-dns', 'skip DNS record lookups (MX, TXT, NS, CNAME, SOA)')
    .option(
      '--no-match-memo',
      'match every script and stylesheet anew (default: the matches found in one of at least 4 KB are reused when a later site of the run serves the same text, 64 million characters at most)',
    )
    .option(
      '--no-asset-cache',
      'fetch every script and stylesheet anew (default: one fetched while fresh by its Cache-Control, Expires or Last-Modified is reused by later sites of the run, 64 MB at most)',
    )
    .option(
      '--min-confidence <n>',
      'hide detections below this confidence (1-100)',
      positiveInt('--min-confidence', 100),
      DEFAULT_MIN_CONFIDENCE,
    )
    .action(async (urls: string[], opts: AnalyzeCommandOptions) => {
      if (opts.timeout < 1000) throw new UsageError('--timeout must be at least 1000 ms.');
      exitCode = await runAnalyze(urls, { ...opts, chromiumPath, cacheDir }, io, () =>
        bundledLatestVersions(),
      );
    });
  try {
    await program.parseAsync(argv);
    return exitCode;
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.exitCode === 0)
        return 0;
      return 2;
    }
    if (err instanceof UsageError) {
      io.stderr.write(`error: ${err.message}\n`);
      return 2;
    }
    throw err;
  }
}

if (require.main === module) {
  main(process.argv).then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      process.stderr.write(`stacklens: ${(err as Error)?.stack ?? String(err)}\n`);
      process.exitCode = 1;
    },
  );
}

export { cliCacheDir };
