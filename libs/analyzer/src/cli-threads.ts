/**
 * The CLI's analysis threads (`stacklens analyze --threads N`, issue 24 §2): a run of many URLs spread over
 * `node:worker_threads`, so that detection (matching, DOM, HTML parsing, decoding: ~25 CPU-ms a page) uses every
 * core instead of one JavaScript thread.
 *
 * Each thread loads the CLI itself (the one-file bundle with V8's code cache when the CLI runs from it, else the
 * compiled `cli.js`), loads the compiled fingerprint set through the same cache as the main thread, opens its own
 * guarded HTTP client and analyses the URLs the main thread hands it, at most its share of `--concurrency` at a time.
 * It renders each site's output (JSON line or table) itself and posts the text; the main thread hands out URLs
 * (in input order, one more each time a thread finishes one), analyses its own share like a thread (so `--threads 2`
 * starts ONE worker: one load and one copy of the fingerprint set fewer) and prints the texts in input order, so the
 * output is the single-thread run's. What a thread receives is the run's settings (plain data: resolve rules, switches, the
 * cache directory), never the environment. A thread that stops unexpectedly (an uncaught error, out of memory)
 * turns the sites it had in hand into failures and is replaced when it had finished at least one site, so the other
 * sites are still analysed; one that could not start (it finished none) hands its sites back to the main thread.
 *
 * This module reads no environment; the CLI entry decides the settings.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';

/** How an analysis thread loads the CLI: the bundle (with the code cache of `cacheDir`) or a compiled module. */
export type ThreadEntry = { bundle: string; codeCacheModule: string } | { module: string };

/** One site's finished output, as printed (and summarised on the progress line). */
export interface SiteOutput {
  /** The text printed on stdout for this site (a JSON line, or the human table). */
  text: string;
  /** True when the site failed (exit code 1). */
  failed: boolean;
  /** The progress line's text (`ok <url> (…)` / `failed <url> (code)`). */
  progress: string;
}

/** Analyses sites one by one (several at a time); never rejects for a site's failure. */
export interface SiteRunner {
  /** The output of one URL; a failed analysis is an output with `failed`. */
  analyse(url: string): Promise<SiteOutput>;
  /** Closes what the runner holds (HTTP connections, the browser). */
  close(): Promise<void>;
}

/** Messages from the main thread to an analysis thread. */
type ToThread = { type: 'site'; i: number; url: string } | { type: 'done' };
/** Messages from an analysis thread to the main thread. */
type FromThread = ({ type: 'result'; i: number } & SiteOutput) | { type: 'closed' };

/** The code each thread starts with: loads the CLI as the entry says, then serves the main thread. */
const THREAD_BOOT = `
const { workerData } = require('node:worker_threads');
const entry = workerData.entry;
const cli = entry.bundle
  ? require(entry.codeCacheModule).loadWithCodeCache(entry.bundle, workerData.cacheDir).exports
  : require(entry.module);
cli.analysisThread();
`;

/** What {@link runOnThreads} needs. */
export interface ThreadRunOptions<Settings> {
  /** The URLs, in input order. */
  urls: string[];
  /**
   * Threads analysing (≥ 1), the main thread included when `local` is given (then `threads - 1` workers start);
   * never more than useful: at most one per URL and per unit of concurrency.
   */
  threads: number;
  /** Sites analysed at the same time over all threads (shared out as evenly as possible). */
  concurrency: number;
  /** How a thread loads the CLI (needed only when a worker starts: `threads` > 1, or > 0 without `local`). */
  entry?: ThreadEntry;
  /** The CLI's cache directory (the bundle's code cache). */
  cacheDir?: string;
  /** The settings each thread opens its site runner with (plain data: structured-cloned to each thread). */
  settings: Settings;
  /**
   * The main thread's own site runner: when given, the main thread analyses its share too (one thread fewer to
   * start: its load time and its copy of the fingerprint set saved). The caller closes it.
   */
  local?: SiteRunner;
  /** Called when a URL is handed to a thread. */
  onStart(url: string): void;
  /** Called with each URL's output (in the order they finish). */
  onResult(i: number, output: SiteOutput): void;
  /** The output of a URL whose thread stopped unexpectedly (`why`: the thread's error message or exit code). */
  failure(url: string, why: string): SiteOutput;
}

/**
 * Analyses `urls` on `threads` threads (worker threads, and the main thread with `local`); resolves when every URL
 * has an output (reported through `onResult`) and every worker has closed. Never rejects for a site's or a thread's
 * failure.
 */
export function runOnThreads<Settings>(o: ThreadRunOptions<Settings>): Promise<void> {
  const total = o.urls.length;
  const threads = Math.max(1, Math.min(o.threads, total, o.concurrency));
  const shareOf = (k: number) => Math.floor(o.concurrency / threads) + (k < o.concurrency % threads ? 1 : 0);
  let next = 0;
  /** URLs handed back by a thread that stopped before finishing any site (each handed back once at most). */
  const again: number[] = [];
  const handedBack = new Set<number>();
  const hasWork = () => again.length > 0 || next < total;
  const take = () => (again.length > 0 ? again.shift()! : next++);
  let live = 0;
  let reported = 0;
  return new Promise<void>((resolve) => {
    const report = (i: number, output: SiteOutput) => {
      reported++;
      o.onResult(i, output);
    };
    const settle = () => {
      if (live === 0 && reported === total) resolve();
    };
    const start = (share: number) => {
      if (!o.entry) throw new Error('runOnThreads: a worker must start but no thread entry was given');
      const worker = new Worker(THREAD_BOOT, {
        eval: true,
        workerData: { entry: o.entry, cacheDir: o.cacheDir, settings: o.settings },
      });
      live++;
      const inHand = new Map<number, string>();
      let finished = 0;
      let ending = false;
      let closed = false;
      let failure: string | undefined;
      const feed = () => {
        while (inHand.size < share && hasWork()) {
          const i = take();
          inHand.set(i, o.urls[i]);
          o.onStart(o.urls[i]);
          worker.postMessage({ type: 'site', i, url: o.urls[i] } satisfies ToThread);
        }
        if (!hasWork() && inHand.size === 0 && !ending) {
          ending = true;
          worker.postMessage({ type: 'done' } satisfies ToThread);
        }
      };
      worker.on('message', (m: FromThread) => {
        if (m.type === 'result') {
          inHand.delete(m.i);
          finished++;
          report(m.i, { text: m.text, failed: m.failed, progress: m.progress });
          feed();
        } else {
          closed = true;
          void worker.terminate();
        }
      });
      worker.on('error', (err) => {
        failure = err?.message ?? String(err);
      });
      worker.on('exit', (code) => {
        live--;
        if (!closed) {
          const why = failure ?? `exit code ${code}`;
          // the sites it held fail, unless it never finished one (it could not start: they were not analysed) and
          // the main thread analyses too: then it takes them
          for (const [i, url] of inHand) {
            if (finished === 0 && o.local && !handedBack.has(i)) {
              handedBack.add(i);
              again.push(i);
            } else report(i, o.failure(url, why));
          }
          inHand.clear();
          wakeLocal();
          // a thread that worked before is replaced; one that never finished a site is not, and when no thread is
          // left the URLs not analysed yet fail with its reason
          if (hasWork() && finished > 0) start(share);
          else if (live === 0 && !o.local)
            while (hasWork()) {
              const i = take();
              report(i, o.failure(o.urls[i], why));
            }
        }
        settle();
      });
      feed();
    };
    let k = 0;
    let wakeLocal = () => {};
    if (o.local) {
      const local = o.local;
      const share = shareOf(k++);
      let running = 0;
      // the main thread's slots: each takes the next URL when its site is done, as the workers' do
      const slot = async () => {
        running++;
        while (hasWork()) {
          const i = take();
          o.onStart(o.urls[i]);
          let output: SiteOutput;
          try {
            output = await local.analyse(o.urls[i]);
          } catch (err) {
            output = o.failure(o.urls[i], (err as Error)?.message ?? String(err));
          }
          report(i, output);
        }
        running--;
        settle();
      };
      wakeLocal = () => {
        while (running < share && hasWork()) void slot();
      };
      wakeLocal();
    }
    for (; k < threads; k++) start(shareOf(k));
    settle();
  });
}

/**
 * The analysis thread's side (run inside a worker started by {@link runOnThreads}): opens a site runner with the
 * settings it was given and analyses each URL the main thread sends, posting its output; after `done` and the last
 * site, closes the runner and says so.
 * @param open opens the site runner from the run's settings
 */
export function serveAnalysisThread<Settings>(open: (settings: Settings) => Promise<SiteRunner>): void {
  const port = parentPort;
  if (!port) throw new Error('serveAnalysisThread runs in an analysis thread only');
  const runner = open((workerData as { settings: Settings }).settings);
  let inFlight = 0;
  let ending = false;
  const close = async () => {
    await (await runner).close();
    port.postMessage({ type: 'closed' } satisfies FromThread);
  };
  port.on('message', (m: ToThread) => {
    if (m.type === 'done') {
      ending = true;
      if (inFlight === 0) void close();
      return;
    }
    inFlight++;
    void (async () => {
      const output = await (await runner).analyse(m.url);
      port.postMessage({ type: 'result', i: m.i, ...output } satisfies FromThread);
      inFlight--;
      if (ending && inFlight === 0) await close();
    })();
  });
}
