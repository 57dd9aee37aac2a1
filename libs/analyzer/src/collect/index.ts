/**
 * Collection of one page's signals (DESIGN.md §4.4 "collect"): the main HTTP fetch always; then, in parallel and each
 * under its own deadline inside the overall one: DNS records (started together with the main fetch), TLS certificate,
 * robots.txt + sitemap, the http→https redirect check, external scripts and stylesheets, then the further scripts and
 * stylesheets the page's first-party code loads later (lazily loaded chunks, module loaders: `lazy-assets.ts`).
 *
 * Browser stage (`collect/browser/`): when `options.browser` is true it starts at once, together with the main fetch
 * and DNS (the page load is the longest stage; the fetch, DNS, TLS and robots.txt run beside it), loads the requested
 * URL in Chromium behind the same address guard (and resolve rules), under its own deadline inside the overall one;
 * when the main fetch fails the browser stage is aborted (its context closed) before the error is thrown. Its signals
 * (rendered DOM,
 * js, dom, xhr, loaded scripts and stylesheets, cookies) are merged into the same `Signals` (`mergeBrowserSignals`).
 * A browser that cannot start, or a page that fails in it, leaves the HTTP signals as they are and adds a note.
 */
import { type AnalyzeOptions, type PageFacts, type Signals } from '../types';
import { loadFingerprints } from '../fingerprints/load';
import type { FingerprintSet } from '../fingerprints/model';
import { fetchAssets, type FetchedAsset } from './assets';
import { addFrames, fetchShownDocuments, type FrameDocument } from './frames';
import { CSS_IMPORT_CAPS, LAZY_ASSET_CAPS, lazyAssetUrls, stylesheetImports } from './lazy-assets';
import { withLicenseComments } from './license-comments';
import { unpackScripts } from './packed-scripts';
import { mergeBrowserSignals, runBrowserStage, type BrowserStageResult } from './browser';
import { collectDns } from './dns';
import { signalsFromDocument } from './document';
import { scriptFetchOrder, stylesheetFetchOrder } from './asset-order';
import { HttpClient, bodyText, type GuardOptions } from './guarded-http';
import { fetchRobotsTxt, robotsSitemaps } from './robots';
import { parseResolveRules, type ResolveRule } from './resolve-rules';
import { evaluateStaticDom } from './static-dom';
import { inspectTls } from './tls';

/** Deadlines of the collection stages, ms (each is also bounded by what remains of the overall deadline). */
export const STAGE_DEADLINES = {
  main: 30_000,
  dns: 2_000,
  tls: 5_000,
  robots: 5_000,
  sitemap: 5_000,
  httpsRedirect: 5_000,
  assets: 15_000,
  /**
   * The frames of a frameset page, the page a redirect page leads to, an XML page's XSLT stylesheet (`frames.ts`),
   * fetched before its assets.
   */
  frames: 10_000,
  /** The further round of scripts and stylesheets the page's code loads later (`lazy-assets.ts`), after `assets`. */
  lazyAssets: 10_000,
  /** The legal comments files a build put beside its scripts (`license-comments.ts`), after `assets`. */
  licenseComments: 5_000,
  /** The browser stage (it returns what it has at its own deadline, a little earlier than this backstop). */
  browser: 25_000,
} as const;

/** Options of {@link collectSignals}: the network part of `AnalyzeOptions`. */
export type CollectOptions = Pick<
  AnalyzeOptions,
  | 'allowPrivateNetworks'
  | 'resolve'
  | 'timeoutMs'
  | 'browser'
  | 'chromiumPath'
  | 'chromiumSandbox'
  | 'chromiumEnv'
  | 'userAgent'
  | 'skipDns'
  | 'signal'
  | 'httpClient'
> & {
  /** Injected name resolver (tests). */
  lookup?: GuardOptions['lookup'];
  /** Fingerprint set whose js chains / dom selectors the browser stage evaluates; default `loadFingerprints()`. */
  fingerprints?: FingerprintSet;
  /** Receives the browser stage's full result (blocked requests, connections, timings): tests and diagnostics. */
  onBrowserResult?: (result: BrowserStageResult) => void;
};

/** Output of {@link collectSignals}. */
export interface CollectedPage {
  signals: Signals;
  facts: PageFacts;
  /** A secondary stage hit its deadline; the signals are incomplete (API statusCode 408 semantics). */
  partial: boolean;
  /** Human-readable notes (e.g. a stage timed out, the browser stage could not run, requests the guard refused). */
  notes: string[];
  /** Timings of the stages, ms (`browserMs`: the browser stage, when it ran). */
  timings: { fetchMs: number; dnsMs: number; ttfbMs: number | null; browserMs?: number };
  /** How the browser stage went, when it was asked for (metrics and diagnostics). */
  browserOutcome?: BrowserOutcome;
}

/**
 * The browser stage's outcome: `ok`; `partial` (it returned what it had at its own deadline); `timed-out` (the
 * backstop deadline passed first: no browser signals); `failed` (it could not run: launch error, crash).
 */
export type BrowserOutcome = 'ok' | 'partial' | 'timed-out' | 'failed';

const TIMED_OUT = Symbol('timed-out');

const sleepMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Runs `work` with a deadline: resolves to `work`'s value, or TIMED_OUT (and aborts its signal) when it runs late. */
async function withDeadline<T>(
  ms: number,
  parent: AbortSignal,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T | typeof TIMED_OUT> {
  const ac = new AbortController();
  let timedOut: (() => void) | undefined;
  // one listener on the parent, removed when the stage ends: a listener left on the analysis' signal would keep
  // the stage's closure (responses, bodies) alive for as long as that signal lives
  const onAbort = () => {
    ac.abort(parent.reason);
    timedOut?.();
  };
  parent.addEventListener('abort', onAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(ac.signal),
      new Promise<typeof TIMED_OUT>((resolve) => {
        timedOut = () => resolve(TIMED_OUT);
        timer = setTimeout(
          () => {
            ac.abort(new DOMException('stage deadline', 'TimeoutError'));
            resolve(TIMED_OUT);
          },
          Math.max(0, ms),
        );
        if (parent.aborted) resolve(TIMED_OUT);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    parent.removeEventListener('abort', onAbort);
  }
}

/** The state of one collection, shared by its stages. */
interface CollectRun {
  options: CollectOptions;
  rules: ResolveRule[];
  guard: GuardOptions;
  client: HttpClient;
  /** Aborts at the overall deadline or with the caller's signal. */
  signal: AbortSignal;
  /** ms left of the overall deadline. */
  remaining: () => number;
  notes: string[];
  partial: boolean;
  browserOutcome?: BrowserOutcome;
  /** The browser stage itself (settles once its context and proxy are closed), when it runs. */
  browserRun?: Promise<unknown>;
}

/** Marks the collection partial because `stage` ran late. */
function late(run: CollectRun, stage: string): void {
  run.partial = true;
  run.notes.push(`${stage} stage hit its deadline; results are partial.`);
}

/** Runs a secondary stage under its deadline: its value, or `fallback` when it failed or ran late (partial then). */
function stage<T>(
  run: CollectRun,
  name: keyof typeof STAGE_DEADLINES,
  fallback: T,
  work: (s: AbortSignal) => Promise<T>,
): Promise<T> {
  return withDeadline(Math.min(STAGE_DEADLINES[name], run.remaining()), run.signal, work).then(
    (r) => {
      if (r === TIMED_OUT) {
        late(run, name);
        return fallback;
      }
      return r;
    },
    () => fallback,
  );
}

/**
 * Collects the signals and facts of the page at `url`.
 * @param url absolute http(s) URL (path and query are kept)
 * @param options network options; `timeoutMs` (default 60000) bounds the whole collection
 * @throws AnalyzerError from the main fetch (`invalid-url`, `dns-failure`, `blocked-address`, `timeout`,
 *   `connection-failed`, `tls-failure`, `too-many-redirects`, `http-error`) and `invalid-url` for a bad resolve rule.
 *   Secondary stages never throw: they yield empty values and, when late, `partial: true`.
 */
export async function collectSignals(url: string, options: CollectOptions = {}): Promise<CollectedPage> {
  const shared = options.httpClient;
  const rules: ResolveRule[] = shared
    ? [...(shared.guard.resolve ?? [])]
    : parseResolveRules(options.resolve);
  const totalMs = options.timeoutMs ?? 60_000;
  const started = performance.now();
  // the overall deadline (as `AbortSignal.timeout` would, but cleared when the collection ends: a timeout signal
  // lives, with everything its listeners reach, until it fires — 60 s of finished analyses in a bulk run)
  const deadline = new AbortController();
  const deadlineTimer = setTimeout(
    () => deadline.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    Math.max(1, Math.ceil(totalMs)),
  );
  deadlineTimer.unref();
  const overall = deadline.signal;
  const guard: GuardOptions = shared
    ? { allowPrivateNetworks: shared.guard.allowPrivateNetworks, resolve: rules, lookup: shared.guard.lookup }
    : { allowPrivateNetworks: options.allowPrivateNetworks, resolve: rules, lookup: options.lookup };
  const run: CollectRun = {
    options,
    rules,
    guard,
    // the run's client, or one of this analysis' own (closed at its end)
    client: shared ?? createPageClient({ ...guard, userAgent: options.userAgent }),
    signal: options.signal ? AbortSignal.any([options.signal, overall]) : overall,
    remaining: () => Math.max(0, totalMs - (performance.now() - started)),
    notes: [],
    partial: false,
  };
  // the browser stage loads the page beside the main fetch; it learns the script URLs the HTTP stage reads
  // (so as not to read them twice) once the page is parsed, and is aborted if the main fetch fails
  const scriptsRead = deferred<readonly string[]>();
  const browserAbort = new AbortController();
  const browserDone = browserStage(run, url, scriptsRead.promise, browserAbort.signal);
  try {
    const dns = startDns(run, new URL(url).hostname);
    const fetchStarted = performance.now();
    let main: MainResponse;
    try {
      main = await run.client.fetch(url, {
        truncate: true,
        timeoutMs: Math.min(STAGE_DEADLINES.main, run.remaining()),
        signal: run.signal,
      });
    } catch (err) {
      scriptsRead.reject(err);
      browserAbort.abort(err);
      // the stage returns at once on the abort; wait (bounded) until it closed its context and proxy
      await Promise.race([run.browserRun?.catch(() => undefined), sleepMs(5_000)]);
      throw err;
    }
    const fetchMs = performance.now() - fetchStarted;
    // one parse of the HTML for the extraction and the static dom evaluation's tree
    const document = signalsFromDocument(
      {
        url: main.finalUrl,
        headers: main.headers,
        html: bodyText(main),
        redirectSetCookie: main.redirects.flatMap((r) => r.setCookie),
      },
      { dom: true },
    );
    const fingerprints = options.fingerprints ?? loadFingerprints();
    // the set's dom selectors on the server's HTML (the browser stage's observations, when it runs, replace these)
    document.signals.dom = evaluateStaticDom(
      document.signals.html,
      fingerprints.index.domPlan,
      document.page.document,
    );
    // the tree is not kept with the page's extract (it holds the whole document)
    delete document.page.document;
    if (document.page.frames.length > 0 || document.page.refresh || document.page.transform) {
      // a frameset has no content of its own: its same-origin frames are read as the page (markup, scripts, styles);
      // so are the page a redirect page sends its visitor to at once, as a browser follows it, and the XSLT
      // stylesheet that writes the page a browser shows of an XML document
      const frames = await stage(run, 'frames', [] as FrameDocument[], (s) =>
        fetchShownDocuments(run.client, document.page, main.finalUrl, {
          signal: s,
          timeoutMs: STAGE_DEADLINES.frames,
        }),
      );
      addFrames(document, frames);
      for (const frame of frames) {
        for (const [selector, seen] of Object.entries(
          evaluateStaticDom(frame.html, fingerprints.index.domPlan),
        ))
          document.signals.dom[selector] ??= seen;
      }
    }
    const { page } = document;
    const assets: AssetUrls = {
      scripts: scriptFetchOrder([...page.scriptSrc, ...page.preloadedScripts], fingerprints),
      stylesheets: stylesheetFetchOrder(page.stylesheets, fingerprints),
      inlineScripts: page.inlineScripts,
      fingerprints,
    };
    scriptsRead.resolve(assets.scripts.slice(0, 15));
    const [dnsResult, secondary, browser] = await Promise.all([
      dns.result,
      secondaryStages(run, url, main, assets),
      browserDone,
    ]);
    let dnsRecords: Signals['dns'] = {};
    if (dnsResult === TIMED_OUT) late(run, 'dns');
    else dnsRecords = dnsResult;
    const signals = combineSignals(run, { ...document.signals, dns: dnsRecords }, secondary, browser);
    const facts = pageFacts(main, document, secondary, browser);
    if (main.truncated) run.notes.push('The main document exceeded the 5 MB cap and was truncated.');
    const timings = {
      fetchMs: Math.round(fetchMs),
      dnsMs: Math.round(dns.elapsedMs()),
      ttfbMs: facts.ttfbMs,
      ...(browser ? { browserMs: browser.timings.totalMs } : {}),
    };
    const browserOutcome = run.browserOutcome ? { browserOutcome: run.browserOutcome } : {};
    return { signals, facts, partial: run.partial, notes: run.notes, timings, ...browserOutcome };
  } finally {
    clearTimeout(deadlineTimer);
    if (!shared) await run.client.close();
  }
}

/** Options of {@link createPageClient}. */
export interface PageClientOptions extends GuardOptions {
  userAgent?: string;
  /**
   * Keep fetched scripts and stylesheets in memory for later analyses of the run, up to this many bytes (RFC 9111
   * rules: see `HttpClientOptions.cache`; at most 5 MB per response). Default 0: no cache.
   */
  assetCacheBytes?: number;
}

/**
 * The guarded HTTP client of page collection: certificates are not enforced (the TLS stage measures validity),
 * HTTP/2 offered. One is made per analysis unless the caller passes one (`AnalyzeOptions.httpClient`) to a run of
 * many: then connections are reused across analyses and, with `assetCacheBytes`, fresh scripts and stylesheets are
 * not fetched twice. The caller closes it.
 * @param options the address guard (`resolve` as parsed rules), user agent and asset cache size
 */
export function createPageClient(options: PageClientOptions = {}): HttpClient {
  const { assetCacheBytes = 0, ...rest } = options;
  return new HttpClient({
    ...rest,
    verifyTls: false,
    ...(assetCacheBytes > 0
      ? { cache: { maxBytes: assetCacheBytes, maxEntryBytes: Math.min(assetCacheBytes, 5 * 1024 * 1024) } }
      : {}),
  });
}

/** DNS records of the input host, started together with the main fetch (skipped with `skipDns`). */
function startDns(
  run: CollectRun,
  host: string,
): { result: Promise<Signals['dns'] | typeof TIMED_OUT>; elapsedMs: () => number } {
  const dnsStarted = performance.now();
  let dnsMs = 0;
  const result = run.options.skipDns
    ? Promise.resolve({})
    : withDeadline(Math.min(STAGE_DEADLINES.dns + 500, run.remaining()), run.signal, (s) =>
        collectDns(host, { resolve: run.rules, timeoutMs: STAGE_DEADLINES.dns, signal: s }),
      ).then((r) => {
        dnsMs = performance.now() - dnsStarted;
        return r;
      });
  return { result, elapsedMs: () => dnsMs };
}

type MainResponse = Awaited<ReturnType<HttpClient['fetch']>>;

/** What the secondary stages found. */
interface SecondaryResults {
  tls: Awaited<ReturnType<typeof inspectTls>> | null;
  robotsTxt: string;
  sitemap: boolean;
  httpsRedirect: boolean | null;
  externalScripts: FetchedAsset[];
  stylesheets: FetchedAsset[];
}

/** The page's external scripts and stylesheets, each in fetch order (`asset-order.ts`). */
interface AssetUrls {
  scripts: readonly string[];
  stylesheets: readonly string[];
  /** The document's inline scripts: read with the fetched scripts for further assets (`lazy-assets.ts`). */
  inlineScripts: readonly string[];
  fingerprints: FingerprintSet;
}

/**
 * The further rounds (`lazy-assets.ts`): the scripts the page's first-party code (inline scripts and the scripts
 * fetched so far) loads later — chunks, loader modules — within `LAZY_ASSET_CAPS`, each round under its own stage
 * deadline; none when the code names none. A module graph is deeper than one step (a RequireJS entry requires the
 * application module, which declares the libraries it uses; a lazy chunk imports further chunks), so the scripts
 * a round fetched are read for the next round's, up to `LAZY_ASSET_CAPS.rounds` rounds, all of them sharing one
 * budget of scripts and characters; a round that names nothing new ends it, and a round that is late keeps what the
 * earlier rounds fetched. When there are more candidate scripts than a round may fetch, those whose URL names a
 * technology go first (`scriptFetchOrder`). The chunk stylesheets the code names are not fetched (see
 * `LAZY_ASSET_CAPS`).
 */
async function lazyStage(
  run: CollectRun,
  main: MainResponse,
  assets: AssetUrls,
  fetched: readonly FetchedAsset[],
): Promise<FetchedAsset[]> {
  const inline = assets.inlineScripts.map((text) => ({ url: main.finalUrl, text, inline: true }));
  const known = new Set([...assets.scripts, ...assets.stylesheets]);
  const further: FetchedAsset[] = [];
  let chars = 0;
  for (let round = 0; round < LAZY_ASSET_CAPS.rounds; round += 1) {
    const left = LAZY_ASSET_CAPS.scripts - further.length;
    const charsLeft = LAZY_ASSET_CAPS.totalScriptChars - chars;
    if (left <= 0 || charsLeft <= 0) break;
    const urls = lazyAssetUrls([...inline, ...fetched, ...further], main.finalUrl, known);
    if (urls.scripts.length === 0) break;
    const scripts =
      urls.scripts.length > left
        ? // the first 50 candidates, ordered: those whose URL names a technology first
          scriptFetchOrder(urls.scripts.slice(0, 50), assets.fingerprints)
        : urls.scripts;
    for (const url of scripts) known.add(url);
    const got = await stage(run, 'lazyAssets', null as FetchedAsset[] | null, (s) =>
      fetchAssets(run.client, scripts, {
        signal: s,
        timeoutMs: 10_000,
        cache: true,
        maxAssets: left,
        maxChars: LAZY_ASSET_CAPS.scriptChars,
        maxTotalChars: charsLeft,
      }),
    );
    if (got === null || got.length === 0) break;
    for (const asset of got) {
      further.push(asset);
      chars += asset.text.length;
    }
  }
  return further;
}

/**
 * The same-origin stylesheets the linked ones `@import` (`stylesheetImports`, one level, within `CSS_IMPORT_CAPS`),
 * under the `lazyAssets` deadline; none when late, failed or when nothing is imported (`stage` gives the fallback).
 */
async function importStage(
  run: CollectRun,
  main: MainResponse,
  assets: AssetUrls,
  linked: readonly FetchedAsset[],
): Promise<FetchedAsset[]> {
  // every import found is fetched (stylesheetImports caps them), so their order needs no ranking
  const urls = stylesheetImports(linked, main.finalUrl, assets.stylesheets);
  if (urls.length === 0) return [];
  return stage(run, 'lazyAssets', [] as FetchedAsset[], (s) =>
    fetchAssets(run.client, urls, {
      maxAssets: CSS_IMPORT_CAPS.stylesheets,
      maxChars: CSS_IMPORT_CAPS.chars,
      signal: s,
      timeoutMs: 10_000,
      cache: true,
    }),
  );
}

/**
 * The scripts with the legal comments their build moved into a file beside them put back (`license-comments.ts`),
 * under the `licenseComments` deadline; the scripts as they are when late.
 */
function licenseStage(run: CollectRun, scripts: FetchedAsset[]): Promise<FetchedAsset[]> {
  return stage(run, 'licenseComments', scripts, (s) =>
    withLicenseComments(run.client, scripts, { signal: s, timeoutMs: STAGE_DEADLINES.licenseComments }),
  );
}

/** TLS, robots.txt + sitemap, the http→https check, external scripts and stylesheets, in parallel. */
async function secondaryStages(
  run: CollectRun,
  requested: string,
  main: MainResponse,
  assets: AssetUrls,
): Promise<SecondaryResults> {
  const { client } = run;
  const finalUrl = new URL(main.finalUrl);
  const isHttps = finalUrl.protocol === 'https:';
  const port = Number(finalUrl.port) || (isHttps ? 443 : 80);
  const tlsPromise = isHttps
    ? stage(run, 'tls', null, (s) => inspectTls(finalUrl.hostname, port, run.guard, STAGE_DEADLINES.tls, s))
    : Promise.resolve(null);
  const robotsPromise = stage(run, 'robots', '', (s) =>
    fetchRobotsTxt(client, main.finalUrl, { timeoutMs: STAGE_DEADLINES.robots, signal: s }).catch(() => ''),
  );
  // /sitemap.xml is asked for beside robots.txt, not after it (one round trip instead of two on the path of every
  // analysis); its answer counts only when robots.txt names no sitemap, and it is cancelled when robots.txt does
  const sitemapWanted = new AbortController();
  const sitemapFetch = stage(run, 'sitemap', false, async (s) => {
    const res = await client.fetch(new URL('/sitemap.xml', finalUrl).href, {
      maxBodyBytes: 64 * 1024,
      truncate: true,
      timeoutMs: STAGE_DEADLINES.sitemap,
      signal: AbortSignal.any([s, sitemapWanted.signal]),
    });
    return res.statusCode === 200 && /<(urlset|sitemapindex)\b/i.test(bodyText(res));
  }).catch(() => false);
  const sitemapPromise = robotsPromise.then((robotsTxt) => {
    if (robotsSitemaps(robotsTxt).length === 0) return sitemapFetch;
    sitemapWanted.abort();
    return true;
  });
  const httpsRedirectPromise = httpRedirectsToHttps(
    requested,
    main.redirects.length > 0,
    finalUrl,
    (target) =>
      stage(run, 'httpsRedirect', null, async (s) => {
        const res = await client.fetch(target, {
          maxRedirects: 0,
          maxBodyBytes: 64 * 1024,
          truncate: true,
          timeoutMs: STAGE_DEADLINES.httpsRedirect,
          signal: s,
        });
        const location = res.headers['location']?.[0];
        if (res.statusCode < 300 || res.statusCode >= 400 || !location) return false;
        return new URL(location, target).protocol === 'https:';
      }).catch(() => null),
  );
  const firstScripts = stage(run, 'assets', [] as FetchedAsset[], (s) =>
    fetchAssets(client, assets.scripts, { signal: s, timeoutMs: 10_000, cache: true }),
  );
  // the legal comments a build moved out of a script (`license-comments.ts`): those of the first scripts are
  // fetched while the further round runs, those of the further scripts after it
  const scriptsPromise = firstScripts.then(async (first) => {
    const [firstWithComments, lazy] = await Promise.all([
      licenseStage(run, first),
      lazyStage(run, main, assets, first).catch(() => [] as FetchedAsset[]),
    ]);
    return [...firstWithComments, ...(await licenseStage(run, lazy))];
  });
  const stylesPromise = stage(run, 'assets', [] as FetchedAsset[], (s) =>
    fetchAssets(client, assets.stylesheets, {
      maxAssets: 5,
      maxChars: 200_000,
      signal: s,
      timeoutMs: 10_000,
      cache: true,
    }),
  ).then(async (linked) => [...linked, ...(await importStage(run, main, assets, linked))]);
  const [tls, robotsTxt, sitemap, httpsRedirect, externalScripts, stylesheets] = await Promise.all([
    tlsPromise,
    robotsPromise,
    sitemapPromise,
    httpsRedirectPromise,
    scriptsPromise,
    stylesPromise,
  ]);
  return { tls, robotsTxt, sitemap, httpsRedirect, externalScripts, stylesheets };
}

/** A promise with its resolve and reject functions (a rejection nobody awaits is not reported as unhandled). */
function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * The browser stage (when `options.browser`), under its deadline inside the overall one; null when off, late
 * (partial), aborted by `abort` (the main fetch failed) or unable to run (a note says so).
 * @param url the requested URL (the browser follows redirects itself, through the guard)
 * @param scriptSrc the script URLs the HTTP stage reads, once known
 */
function browserStage(
  run: CollectRun,
  url: string,
  scriptSrc: Promise<readonly string[]>,
  abort: AbortSignal,
): Promise<BrowserStageResult | null> {
  const { options } = run;
  if (!options.browser) return Promise.resolve(null);
  const signal = AbortSignal.any([run.signal, abort]);
  return withDeadline(Math.min(STAGE_DEADLINES.browser, run.remaining()), signal, (s) => {
    const stageRun = runBrowserStage(url, {
      ...run.guard,
      fingerprints: options.fingerprints ?? loadFingerprints(),
      userAgent: options.userAgent,
      // the stage's own deadline comes first, so that it returns its partial results itself
      timeoutMs: Math.max(1, Math.min(STAGE_DEADLINES.browser, run.remaining()) - 2_000),
      signal: s,
      knownScriptUrls: scriptSrc,
      chromiumPath: options.chromiumPath,
      chromiumSandbox: options.chromiumSandbox,
      chromiumEnv: options.chromiumEnv,
    });
    run.browserRun = stageRun;
    return stageRun;
  }).then(
    (r) => {
      if (r === TIMED_OUT) {
        run.browserOutcome = 'timed-out';
        late(run, 'browser');
        return null;
      }
      run.browserOutcome = r.partial ? 'partial' : 'ok';
      return r;
    },
    (err: unknown) => {
      run.browserOutcome = 'failed';
      run.notes.push(
        `The browser stage could not run (${(err as Error)?.message?.split('\n')[0] ?? String(err)}); the analysis ran passively (HTTP only).`,
      );
      return null;
    },
  );
}

/** The HTTP signals with the secondary stages' findings, merged with the browser's when it ran. */
function combineSignals(
  run: CollectRun,
  documentSignals: Signals,
  secondary: SecondaryResults,
  browser: BrowserStageResult | null,
): Signals {
  const httpSignals: Signals = {
    ...documentSignals,
    // a script compressed by Dean Edwards' packer is read decoded (`packed-scripts.ts`)
    scripts: unpackScripts([...documentSignals.scripts, ...secondary.externalScripts.map((a) => a.text)]),
    scriptSources: [...documentSignals.scripts.map(() => ''), ...secondary.externalScripts.map((a) => a.url)],
    css: [...documentSignals.css, ...secondary.stylesheets.map((a) => a.text)],
    cssSources: [...documentSignals.css.map(() => ''), ...secondary.stylesheets.map((a) => a.url)],
    robots: secondary.robotsTxt,
    certIssuer: secondary.tls?.issuer ?? '',
  };
  if (!browser) return httpSignals;
  run.options.onBrowserResult?.(browser);
  if (browser.partial) run.partial = true;
  run.notes.push(...browser.notes);
  if (browser.blocked.length > 0) {
    const shown = browser.blocked
      .slice(0, 5)
      .map((b) => b.target)
      .join(', ');
    run.notes.push(
      `The browser stage refused ${browser.blocked.length} request(s) (address guard, unresolvable name or cap): ${shown}${browser.blocked.length > 5 ? ', …' : ''}.`,
    );
  }
  return mergeBrowserSignals(httpSignals, browser.signals);
}

/** The facts the score reads: status, protocol, timings, sizes, redirects, TLS, robots/sitemap, page metadata. */
function pageFacts(
  main: MainResponse,
  document: ReturnType<typeof signalsFromDocument>,
  secondary: SecondaryResults,
  browser: BrowserStageResult | null,
): PageFacts {
  const { page, cookies } = document;
  return {
    finalUrl: main.finalUrl,
    statusCode: main.statusCode,
    httpVersion: main.httpVersion,
    ttfbMs: Math.round(main.ttfbMs),
    transferBytes: main.wireBytes,
    htmlBytes: main.body.length,
    contentEncoding: main.contentEncoding,
    redirects: main.redirects.length,
    httpRedirectsToHttps: secondary.httpsRedirect,
    tls: secondary.tls,
    robotsTxt: secondary.robotsTxt !== '',
    sitemap: secondary.sitemap,
    requestCount: browser ? browser.requestCount : null,
    title: page.title,
    lang: page.lang,
    viewport: page.viewport,
    cookies: cookies.map(({ name, secure, httpOnly, sameSite }) => ({ name, secure, httpOnly, sameSite })),
    truncated: main.truncated,
  };
}

/**
 * Whether the plain-http address of the site redirects to https:
 * - requested over http and ended on https → true; requested and ended on http → false;
 * - requested over https: checks `http://host/` (only for the default port 443; other ports → null) with `check`.
 */
function httpRedirectsToHttps(
  requested: string,
  redirected: boolean,
  finalUrl: URL,
  check: (httpUrl: string) => Promise<boolean | null>,
): Promise<boolean | null> {
  const start = new URL(requested);
  if (start.protocol === 'http:') return Promise.resolve(finalUrl.protocol === 'https:' && redirected);
  if (finalUrl.protocol !== 'https:' || (finalUrl.port && finalUrl.port !== '443'))
    return Promise.resolve(null);
  return check(`http://${finalUrl.host}/`);
}
