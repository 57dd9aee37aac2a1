/**
 * Lighthouse reports behind the analyzer's address guard.
 *
 * Each run: a guard proxy of its own (`collect/browser-guard.ts`, the same one the browser stage uses: every
 * connection the audited page makes is checked at connect time, redirects, sub-requests and tunnels included), then
 * a Node child process (`lighthouse/child.mjs`; the `lighthouse` 12.x package is ESM-only) that launches Chromium
 * through `chrome-launcher` at `chromiumPath` (the child and Chromium with the explicit `chromiumEnv` only, the
 * sandbox as `chromiumSandbox` says) with a fresh profile directory (removed after the run, also when the
 * deadline killed it), the proxy as its only way out and
 * Chromium's own name resolution disabled (`GUARDED_CHROMIUM_ARGS`), and writes the result JSON and Lighthouse's
 * HTML report. The deadline kills the child and its Chromium. At most `maxConcurrentBrowsers` runs hold a Chromium
 * at once in this process; the others wait their turn (the wait counts against their deadline).
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startGuardProxy, type BlockedRequest } from '../collect/browser-guard';
import {
  DEFAULT_CHROMIUM_ENV,
  DEFAULT_CHROMIUM_PATH,
  GUARDED_CHROMIUM_ARGS,
  type ChromiumLaunchOptions,
} from '../collect/browser';
import type { GuardOptions } from '../collect/guarded-http';
import { AnalyzerError } from '../errors';
import type { LighthouseEvidence } from '../score/lighthouse';

/** Options of {@link runLighthouse}. Times in milliseconds. */
export interface LighthouseRunOptions extends GuardOptions, ChromiumLaunchOptions {
  /** Chromium executable. Default Debian's `/usr/bin/chromium`. */
  chromiumPath?: string;
  /** Deadline of the whole run (waiting for a browser slot included). Default 120000. */
  timeoutMs?: number;
  /** Longest wait for the page load inside Lighthouse (`maxWaitForLoad`). Default 45000. */
  maxWaitForLoadMs?: number;
  /** Chromium instances this process runs at once for Lighthouse (later runs wait). Default 1. */
  maxConcurrentBrowsers?: number;
  /**
   * Cancellation (a worker stopping): the run's Lighthouse process and its Chromium are killed at once and the run
   * rejects with AnalyzerError `timeout`, as at its deadline.
   */
  signal?: AbortSignal;
}

/** One finished Lighthouse run. */
export interface LighthouseRunResult {
  /** Category scores 0..100 and metrics, as the score uses them. */
  evidence: LighthouseEvidence;
  /** The Lighthouse result (LHR) as JSON text. */
  json: string;
  /** Lighthouse's own HTML report of the run. */
  html: string;
  /** Page Lighthouse ended on (`lhr.finalDisplayedUrl`). */
  finalUrl: string;
  /** `lhr.lighthouseVersion`. */
  lighthouseVersion: string;
  /** Wall time of the run (browser launch included, slot wait excluded). */
  durationMs: number;
  /** Peak resident memory of the Lighthouse Node process, KB. */
  maxRssKb: number | null;
  /** Peak memory (sum of PSS) of Chromium's process tree during the run, sampled every 250 ms, KB; null off Linux. */
  browserPeakRssKb: number | null;
  /** Requests the guard refused during the run. */
  blocked: BlockedRequest[];
  /** `address:port` of every upstream connection the guard made. */
  connections: string[];
}

/** The child script: `libs/analyzer/lighthouse/child.mjs` (same relative place from `src/` and `dist/`). */
const CHILD_SCRIPT = path.resolve(__dirname, '..', '..', 'lighthouse', 'child.mjs');

let running = 0;
const waiting: Array<() => void> = [];

/** Waits for one of `max` browser slots; the returned function frees it. */
async function acquireSlot(max: number, signal: AbortSignal): Promise<() => void> {
  while (running >= max) {
    await new Promise<void>((resume, fail) => {
      const onAbort = () => {
        waiting.splice(waiting.indexOf(wake), 1);
        fail(new AnalyzerError('timeout', 'No Lighthouse browser slot became free before the deadline.'));
      };
      const wake = () => {
        signal.removeEventListener('abort', onAbort);
        resume();
      };
      waiting.push(wake);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
  running += 1;
  let freed = false;
  return () => {
    if (freed) return;
    freed = true;
    running -= 1;
    waiting.shift()?.();
  };
}

type Lhr = {
  finalDisplayedUrl?: string;
  lighthouseVersion?: string;
  runtimeError?: { code?: string; message?: string };
  categories?: Record<string, { score: number | null } | undefined>;
  audits?: Record<string, { numericValue?: number } | undefined>;
};

const category = (lhr: Lhr, id: string): number | null => {
  const score = lhr.categories?.[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
};
const numeric = (lhr: Lhr, id: string): number | null => {
  const value = lhr.audits?.[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * Reads the score evidence out of a Lighthouse result: category scores ×100 rounded (null when Lighthouse could not
 * score one), LCP/TBT/FCP/Speed Index in ms (rounded) and CLS (3 decimals).
 */
export function lighthouseEvidence(lhr: Lhr, fetchedAt: Date): LighthouseEvidence {
  const ms = (id: string) => {
    const v = numeric(lhr, id);
    return v === null ? null : Math.round(v);
  };
  const cls = numeric(lhr, 'cumulative-layout-shift');
  return {
    performance: category(lhr, 'performance'),
    accessibility: category(lhr, 'accessibility'),
    bestPractices: category(lhr, 'best-practices'),
    seo: category(lhr, 'seo'),
    metrics: {
      lcpMs: ms('largest-contentful-paint'),
      cls: cls === null ? null : Math.round(cls * 1000) / 1000,
      tbtMs: ms('total-blocking-time'),
      fcpMs: ms('first-contentful-paint'),
      speedIndexMs: ms('speed-index'),
    },
    fetchedAt: fetchedAt.toISOString(),
  };
}

/**
 * Runs Lighthouse (performance, accessibility, best practices, SEO; Lighthouse's default mobile emulation and
 * simulated throttling) on `url` behind the address guard.
 * @param url absolute http(s) URL (already normalised by the caller)
 * @throws AnalyzerError `timeout` (deadline, slot wait included), `blocked-address` (the page itself is refused by
 *   the guard), `lighthouse-failed` (Chromium did not start, Lighthouse failed or reported a runtime error such as
 *   an unreachable page)
 */
export async function runLighthouse(
  url: string,
  options: LighthouseRunOptions = {},
): Promise<LighthouseRunResult> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const deadline = options.signal
    ? AbortSignal.any([AbortSignal.timeout(timeoutMs), options.signal])
    : AbortSignal.timeout(timeoutMs);
  const host = new URL(url);
  const release = await acquireSlot(Math.max(1, options.maxConcurrentBrowsers ?? 1), deadline);
  const guard: GuardOptions = {
    allowPrivateNetworks: options.allowPrivateNetworks,
    resolve: options.resolve,
    lookup: options.lookup,
  };
  const proxy = await startGuardProxy(guard);
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'stacklens-lighthouse-out-'));
  const started = performance.now();
  try {
    // The page itself must pass the guard; its refusal is the run's answer, not an empty report.
    await proxy.resolve(host.hostname, Number(host.port) || (host.protocol === 'https:' ? 443 : 80));
    const profileDir = path.join(outDir, 'profile');
    await mkdir(profileDir);
    // The child and its Chromium get the explicit environment only, never this process' (secrets).
    const env = { ...(options.chromiumEnv ?? DEFAULT_CHROMIUM_ENV) };
    const outcome = await runChild(
      {
        url,
        chromiumPath: options.chromiumPath ?? DEFAULT_CHROMIUM_PATH,
        proxyServer: proxy.server,
        chromeFlags: options.chromiumSandbox
          ? GUARDED_CHROMIUM_ARGS
          : [...GUARDED_CHROMIUM_ARGS, '--no-sandbox'],
        env,
        outDir,
        profileDir,
        maxWaitForLoadMs: options.maxWaitForLoadMs ?? 45_000,
      },
      deadline,
      timeoutMs,
      env,
      profileDir,
    );
    const json = await readFile(path.join(outDir, 'lhr.json'), 'utf8');
    const html = await readFile(path.join(outDir, 'report.html'), 'utf8');
    const lhr = JSON.parse(json) as Lhr;
    if (lhr.runtimeError?.code) {
      throw new AnalyzerError(
        'lighthouse-failed',
        `Lighthouse could not audit the page: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`.trim(),
      );
    }
    return {
      evidence: lighthouseEvidence(lhr, new Date()),
      json,
      html,
      finalUrl: lhr.finalDisplayedUrl ?? url,
      lighthouseVersion: lhr.lighthouseVersion ?? '',
      durationMs: Math.round(performance.now() - started),
      maxRssKb: outcome.maxRssKb,
      browserPeakRssKb: outcome.browserPeakRssKb,
      blocked: [...proxy.blocked],
      connections: [...proxy.connections],
    };
  } finally {
    release();
    await proxy.close();
    await rm(outDir, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * Kills (SIGKILL) every process whose command line holds `--user-data-dir=<profileDir>`: the Chromium of a run and its
 * zygotes and renderers. Chromium is started by `chrome-launcher` in the child, detached (its own process group), and
 * its pid reaches this process only once it is up: a run cancelled while Chromium starts would otherwise leave it
 * running with nobody to stop it. Reads `/proc` (Linux); elsewhere it finds nothing.
 */
async function killProfileProcesses(profileDir: string): Promise<void> {
  const needle = `--user-data-dir=${profileDir}`;
  const pids = await readdir('/proc').catch(() => [] as string[]);
  await Promise.all(
    pids
      .filter((pid) => /^\d+$/.test(pid))
      .map(async (pid) => {
        const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
        if (!cmdline.split('\0').includes(needle)) return;
        try {
          process.kill(Number(pid), 'SIGKILL');
        } catch {
          // already gone
        }
      }),
  );
}

/**
 * Spawns the child with the environment `env`, feeds it `input`, and kills it and its Chromium (every process using
 * `profileDir`) at the deadline before rejecting.
 */
function runChild(
  input: Record<string, unknown>,
  deadline: AbortSignal,
  timeoutMs: number,
  env: Record<string, string>,
  profileDir: string,
): Promise<{ maxRssKb: number | null; browserPeakRssKb: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD_SCRIPT], { stdio: ['pipe', 'pipe', 'pipe'], env });
    let chromePid: number | null = null;
    let result: { maxRssKb: number | null; browserPeakRssKb: number | null } | null = null;
    let error: string | null = null;
    let stderr = '';
    let buffered = '';
    const killAll = () => {
      if (chromePid) {
        try {
          process.kill(chromePid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      child.kill('SIGKILL');
    };
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const onDeadline = async () => {
      killAll();
      // once the child is gone it starts nothing more: what still uses the profile is this run's Chromium
      await exited;
      await killProfileProcesses(profileDir);
      const cancelled = (deadline.reason as Error | undefined)?.name !== 'TimeoutError';
      reject(
        new AnalyzerError(
          'timeout',
          cancelled
            ? 'The Lighthouse run was cancelled.'
            : `Lighthouse did not finish within ${timeoutMs} ms.`,
        ),
      );
    };
    const onAbort = () => void onDeadline();
    if (deadline.aborted) return onAbort();
    deadline.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        try {
          const message = JSON.parse(line) as {
            chromePid?: number;
            done?: boolean;
            maxRssKb?: number;
            browserPeakRssKb?: number | null;
            error?: string;
          };
          if (typeof message.chromePid === 'number') chromePid = message.chromePid;
          if (message.done)
            result = {
              maxRssKb: message.maxRssKb ?? null,
              browserPeakRssKb: message.browserPeakRssKb ?? null,
            };
          if (message.error) error = message.error;
        } catch {
          // not one of ours (a library printing to stdout)
        }
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 4000) stderr += chunk;
    });
    child.on('error', (err) => {
      deadline.removeEventListener('abort', onAbort);
      reject(new AnalyzerError('lighthouse-failed', `Lighthouse could not start: ${err.message}`));
    });
    child.on('close', () => {
      deadline.removeEventListener('abort', onAbort);
      if (deadline.aborted) return;
      if (result) resolve(result);
      else
        reject(
          new AnalyzerError(
            'lighthouse-failed',
            `Lighthouse failed: ${error ?? (stderr.trim().split('\n').pop() || 'no result')}`,
          ),
        );
    });
    child.stdin.end(JSON.stringify(input));
  });
}
