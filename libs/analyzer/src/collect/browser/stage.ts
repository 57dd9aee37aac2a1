/**
 * The browser stage: loads the page in a fresh incognito context of the shared Chromium (`process.ts`; no shared
 * cookies/cache, closed on every path) and collects what only a browser sees.
 *
 * Address guard (every request the browser makes is checked, as the HTTP stage's are): the context's proxy is a
 * per-analysis guard proxy (`browser-guard.ts`) that checks every connection with `resolveGuarded` and connects to the
 * checked address itself, so redirect hops, preconnects, WebSockets and DNS rebinding cannot escape it; `context.route('**')` additionally
 * refuses forbidden hosts before Chromium even asks the proxy (recorded in `blocked`) and enforces the request cap.
 * Chromium's own name resolution is disabled (`--host-resolver-rules=MAP * ~NOTFOUND`): names are resolved only by
 * the guard, with the analysis' `resolve` rules. Service workers are blocked, downloads refused, popups closed, WebRTC
 * limited to proxied UDP (i.e. none).
 *
 * Requests for images, media and fonts are answered by the route without a download (aborted, counted in
 * `requestCount` and `skippedDownloads`): no signal the stage collects reads them (js, dom — attributes of the elements
 * stay in the DOM —, xhr hosts, script URLs and bodies, stylesheets, cookies of the document and its scripts), and on
 * most pages they are most of the bytes and of the time to the load event.
 *
 * Wait strategy (evidence, not fixed sleeps): `goto` until DOMContentLoaded (the js/dom probe is installed in the page
 * from then on, while the page goes on loading), then the load event (bounded), then the page SETTLES: no request in flight except long-lived ones (xhr/fetch/EventSource open longer than
 * {@link BROWSER_LIMITS.longLivedMs} or the page's own load time) and none started or ended for
 * {@link BROWSER_LIMITS.idleWindowMs}, no pending one-shot timer of the page's scripts, no DOM mutation for
 * {@link BROWSER_LIMITS.mutationQuietMs}, then an idle period of the page's main thread — found
 * {@link BROWSER_LIMITS.settleConfirmations} times in a row with no network event in between (`probe.ts`
 * `installActivityMonitor`, `settleCheckExpression`). Settling is bounded by the larger of
 * {@link BROWSER_LIMITS.idleMaxMs} and {@link BROWSER_LIMITS.settleLoadFactor} × the page's load time, so a page that
 * loads slowly on a busy machine is given proportionally more time rather than being cut at a wall-clock mark — and
 * always leaves the full pass and the collection their time before the stage's deadline. Then one full js/dom pass
 * (js chains, dom selectors, the rendered document); a page not settled {@link BROWSER_LIMITS.interimPassMs} after its
 * load event also gets an interim pass then (merged: selectors united, the settled pass' values win), so that a stage
 * its deadline cuts still has evidence. The whole stage has a deadline: it then returns what it has with
 * `partial: true` (statusCode 408 semantics).
 */
import type { Browser, BrowserContext, Page, Response, Route } from 'playwright-core';
import { isAnalyzerError, operatorDetail } from '../../errors';
import type { FingerprintSet } from '../../fingerprints/model';
import type { Signals } from '../../types';
import type { BlockedRequest, GuardProxy } from '../browser-guard';
import { DEFAULT_USER_AGENT, type GuardOptions } from '../guarded-http';
import { BROWSER_LIMITS, bounded, type StageLimits } from './limits';
import { PageNetwork, type AssetBodies } from './network';
import { prepareSpare, takePreparedPage, type PageSetup, type PreparedPage } from './prepared';
import {
  browserProbes,
  pageProbeExpression,
  settleCheckExpression,
  type ProbeOutput,
  type SettleReport,
} from './probe';
import { getBrowser } from './process';

/** What the browser stage adds to the HTTP signals. */
export type BrowserSignals = Pick<
  Signals,
  | 'js'
  | 'dom'
  | 'xhr'
  | 'scriptSrc'
  | 'scripts'
  | 'scriptSources'
  | 'css'
  | 'cssSources'
  | 'cookies'
  | 'html'
  | 'text'
  | 'certIssuer'
>;

/** Options of {@link runBrowserStage}. */
export interface BrowserStageOptions extends GuardOptions {
  /** The fingerprint set whose js chains and dom selectors are evaluated. */
  fingerprints: FingerprintSet;
  userAgent?: string;
  /** Stage deadline, ms. Default {@link BROWSER_LIMITS.stageMs}. */
  timeoutMs?: number;
  /** External cancellation (the analysis deadline): the stage returns what it has, partial. */
  signal?: AbortSignal;
  /**
   * Script URLs whose contents the HTTP stage fetches (not read again); a promise of them when the stage starts
   * before the HTTP stage has the page (scripts are read once it resolves; rejected = none known).
   */
  knownScriptUrls?: readonly string[] | Promise<readonly string[]>;
  /** Chromium executable (used when the process' shared browser is launched). Default `DEFAULT_CHROMIUM_PATH`. */
  chromiumPath?: string;
  /** Chromium's sandbox on (used when the shared browser is launched). Default false. */
  chromiumSandbox?: boolean;
  /** Chromium's whole environment (used when the shared browser is launched). Default `DEFAULT_CHROMIUM_ENV`. */
  chromiumEnv?: Readonly<Record<string, string>>;
  /** Override limits (tests). */
  limits?: Partial<Record<keyof typeof BROWSER_LIMITS, number>>;
}

/** Output of {@link runBrowserStage}. */
export interface BrowserStageResult {
  signals: BrowserSignals;
  /** Main document as the browser got it (null when the navigation failed). */
  statusCode: number | null;
  finalUrl: string | null;
  /** Requests the page made (every routed request, aborted ones included). */
  requestCount: number;
  /** Image, media and font requests answered without a download (counted in `requestCount`). */
  skippedDownloads: number;
  /** The page was the spare prepared in advance (`prepared.ts`), not opened on the stage's critical path. */
  sparePage: boolean;
  /** The stage hit its deadline or the page did not finish loading: results are incomplete. */
  partial: boolean;
  notes: string[];
  /** Requests refused by the guard or a cap. */
  blocked: BlockedRequest[];
  /** Every `address:port` the guard proxy connected to. */
  connections: string[];
  /** Bytes received from servers. */
  bytes: number;
  timings: {
    totalMs: number;
    /** Guard proxy + context + page creation. */
    setupMs: number | null;
    /** goto → load event (or its bound). */
    loadMs: number | null;
    /** Load event → settled: network quiet, the page's scripts idle (or the bound). */
    idleMs: number | null;
    /** The page settled within its bound (network quiet and its scripts idle). */
    networkIdle: boolean;
    /** The js/dom pass (once settled). */
    evaluateMs: number | null;
    /** Load event → end of the interim pass, when the page was slow to settle (else null). */
    interimPassMs: number | null;
    /** Settled → the pass, cookies, script/stylesheet bodies (in parallel) and the context closed. */
    collectMs: number | null;
  };
}

/** `a=1; b=2` → {a: '1', b: '2'} with lowercased names (as `cookieMap`). */
function parseDocumentCookie(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split(';')) {
    const i = part.indexOf('=');
    const name = (i < 0 ? '' : part.slice(0, i)).trim();
    if (name) out[name.toLowerCase()] = part.slice(i + 1).trim();
  }
  return out;
}

/** The state of one browser stage run, shared by its steps. */
interface StageRun {
  url: string;
  options: BrowserStageOptions;
  limits: StageLimits;
  started: number;
  stageMs: number;
  /** ms left before the stage's deadline. */
  remaining: () => number;
  result: BrowserStageResult;
  notes: string[];
  blockedByRoute: BlockedRequest[];
  network: PageNetwork;
  /** Set once the stage returned: a context created later is closed at once. */
  finished: boolean;
  proxy?: GuardProxy;
  context?: BrowserContext;
  prepared?: PreparedPage;
  /** The page being taken or prepared (a stage that ends meanwhile waits for it, to close it). */
  preparing?: Promise<PreparedPage>;
  /** The interim js/dom pass (a page slow to settle) and the pass of the settled page. */
  first: ProbeOutput | null;
  pass: ProbeOutput | null;
  interim?: Promise<void>;
  contextCookies: Record<string, string>;
  collected: AssetBodies;
  collectStarted: number;
}

function emptyResult(notes: string[]): BrowserStageResult {
  return {
    signals: {
      js: {},
      dom: {},
      xhr: [],
      scriptSrc: [],
      scripts: [],
      css: [],
      cookies: {},
      html: '',
      text: '',
      certIssuer: '',
    },
    statusCode: null,
    finalUrl: null,
    requestCount: 0,
    skippedDownloads: 0,
    sparePage: false,
    partial: false,
    notes,
    blocked: [],
    connections: [],
    bytes: 0,
    timings: {
      totalMs: 0,
      setupMs: null,
      loadMs: null,
      idleMs: null,
      networkIdle: false,
      evaluateMs: null,
      interimPassMs: null,
      collectMs: null,
    },
  };
}

/**
 * Loads `url` in a fresh Chromium context behind the address guard and collects the browser signals.
 * Never throws for page problems (navigation errors, crashes, deadlines): they become notes and `partial`;
 * throws only when Chromium cannot be launched.
 * @param url absolute http(s) URL (the HTTP stage's final URL)
 */
export async function runBrowserStage(
  url: string,
  options: BrowserStageOptions,
): Promise<BrowserStageResult> {
  const limits = { ...BROWSER_LIMITS, ...options.limits };
  const started = performance.now();
  const stageMs = Math.max(1, options.timeoutMs ?? limits.stageMs);
  const browser = await getBrowser(options);
  const notes: string[] = [];
  const run: StageRun = {
    url,
    options,
    limits,
    started,
    stageMs,
    remaining: () => stageMs - (performance.now() - started),
    result: emptyResult(notes),
    notes,
    blockedByRoute: [],
    network: new PageNetwork(limits, options.knownScriptUrls),
    finished: false,
    first: null,
    pass: null,
    contextCookies: {},
    collected: { scripts: [], scriptSources: [], styles: [], styleSources: [] },
    collectStarted: 0,
  };
  try {
    await raceStageDeadline(run, loadAndCollect(run, browser));
  } finally {
    run.finished = true;
    await closeRun(run);
  }
  // the next analysis' page is prepared while this one's result is assembled, detected and stored
  prepareSpare(browser, pageSetup(options, limits));
  assembleSignals(run);
  if (run.collectStarted) run.result.timings.collectMs = Math.round(performance.now() - run.collectStarted);
  run.result.timings.totalMs = Math.round(performance.now() - started);
  return run.result;
}

/** Waits for `work`, or for the stage's deadline / the caller's abort signal (then the result is partial). */
async function raceStageDeadline(run: StageRun, work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const { signal } = run.options;
  work.catch(() => undefined);
  try {
    const outcome = await Promise.race([
      work.then(
        () => 'done' as const,
        (err: unknown) => {
          run.notes.push(`Browser stage failed: ${(err as Error)?.message?.split('\n')[0] ?? String(err)}`);
          return 'failed' as const;
        },
      ),
      new Promise<'deadline'>((resolve) => {
        timer = setTimeout(() => resolve('deadline'), run.stageMs);
        onAbort = () => resolve('deadline');
        if (signal?.aborted) resolve('deadline');
        signal?.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
    if (outcome === 'deadline') {
      run.result.partial = true;
      run.notes.push(
        `The browser stage hit its deadline (${Math.round(run.stageMs)} ms); results are partial.`,
      );
    }
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The stage's steps in order: setup, navigation (the probe installed from DOMContentLoaded on), settling, the js/dom
 * pass, cookies and bodies.
 */
async function loadAndCollect(run: StageRun, browser: Browser): Promise<void> {
  const { limits } = run;
  const page = await openGuardedPage(run, browser);
  if (!page) return;
  run.result.timings.setupMs = Math.round(performance.now() - run.started);
  const probe = probeEvaluator(run, page);
  if (!(await navigate(run, page, probe))) return;
  // One full pass once the page settled: an earlier pass would only compete with the page's own scripts for its
  // main thread (and delay its settling). A page that takes longer than `interimPassMs` to settle (a heavy page, a
  // busy machine) gets an interim js/dom pass then, so that a stage cut by its deadline still has evidence.
  const interimStarted = performance.now();
  const interim = setTimeout(() => {
    run.interim = probe.evaluate(false).then(
      (output) => {
        run.first = output;
        run.result.timings.interimPassMs = Math.round(performance.now() - interimStarted);
      },
      () => undefined,
    );
  }, limits.interimPassMs);
  try {
    await settle(run, page);
  } finally {
    clearTimeout(interim);
  }
  const evaluateStarted = performance.now();
  run.collectStarted = evaluateStarted;
  const pass = probe.evaluate(true).then(
    (output) => {
      run.pass = output;
    },
    (err: unknown) => {
      run.notes.push(`The js/dom pass failed: ${(err as Error)?.message?.split('\n')[0]}`);
    },
  );
  // cookies and script/stylesheet bodies come from the browser, not the page's main thread: read them meanwhile
  await Promise.all([
    run.interim,
    pass.finally(() => {
      run.result.timings.evaluateMs = Math.round(performance.now() - evaluateStarted);
    }),
    collectCookiesAndBodies(run, page.context()),
  ]);
}

/**
 * The stage's guarded page: the process' spare when it matches (`prepared.ts`), else a new guard proxy and fresh
 * context routed through it (every request checked, the request cap enforced, popups closed, dialogs dismissed,
 * downloads cancelled), bound to this run; null when the stage already ended (the page is then discarded).
 */
async function openGuardedPage(run: StageRun, browser: Browser): Promise<Page | null> {
  run.preparing = takePreparedPage(browser, pageSetup(run.options, run.limits));
  const prepared = await run.preparing;
  run.prepared = prepared;
  run.proxy = prepared.proxy;
  run.result.sparePage = prepared.spare;
  if (run.finished) {
    await prepared.discard();
    return null;
  }
  run.context = prepared.context;
  prepared.bind({
    route: (route, proxy) => guardRoute(run, proxy, route),
    attach: (ctx) => run.network.attach(ctx),
  });
  return prepared.page;
}

/** What the stage's pages are made with: the guard settings, the byte cap and the user agent. */
function pageSetup(options: BrowserStageOptions, limits: StageLimits): PageSetup {
  return {
    guard: {
      allowPrivateNetworks: options.allowPrivateNetworks,
      resolve: options.resolve,
      lookup: options.lookup,
      maxBytes: limits.maxBytes,
    },
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
  };
}

/**
 * Resource types the route answers without a download: no signal of the stage reads their bodies or their responses
 * (see the file's comment); their elements and attributes stay in the DOM for the dom probes.
 */
const SKIPPED_RESOURCE_TYPES: ReadonlySet<string> = new Set(['image', 'media', 'font']);

/**
 * The context's route handler: the request cap, images/media/fonts answered without a download, then the guard's
 * verdict on the request's host and port.
 */
async function guardRoute(run: StageRun, proxy: GuardProxy, route: Route): Promise<void> {
  const { limits, result } = run;
  const req = route.request();
  result.requestCount++;
  if (result.requestCount > limits.maxRequests) {
    if (result.requestCount === limits.maxRequests + 1)
      run.notes.push(`The page made more than ${limits.maxRequests} requests; later ones were aborted.`);
    run.blockedByRoute.push({ target: req.url(), reason: `request cap of ${limits.maxRequests} exceeded` });
    return route.abort('blockedbyclient').catch(() => undefined);
  }
  if (SKIPPED_RESOURCE_TYPES.has(req.resourceType())) {
    result.skippedDownloads++;
    return route.abort('blockedbyclient').catch(() => undefined);
  }
  let parsed: URL | null = null;
  try {
    parsed = new URL(req.url());
  } catch {
    // not a URL Chromium would fetch
  }
  if (parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:')) {
    const port = Number(parsed.port) || (parsed.protocol === 'https:' ? 443 : 80);
    try {
      await proxy.resolve(parsed.hostname, port);
    } catch (err) {
      run.blockedByRoute.push({
        target: req.url(),
        reason: operatorDetail(err),
      });
      const code = isAnalyzerError(err) && err.code === 'dns-failure' ? 'namenotresolved' : 'blockedbyclient';
      return route.abort(code).catch(() => undefined);
    }
  }
  return route.continue().catch(() => undefined);
}

/**
 * Navigation: DOMContentLoaded (then the probe is installed, in parallel), then the load event, each bounded by what
 * the stage can still spend.
 * @returns false when the navigation failed (nothing more to collect)
 */
async function navigate(run: StageRun, page: Page, probe: PageProbe): Promise<boolean> {
  const { limits, result, notes } = run;
  const loadStarted = performance.now();
  const budget = () =>
    Math.max(
      0,
      Math.min(limits.loadMs - (performance.now() - loadStarted), run.remaining() - limits.reserveMs),
    );
  let response: Response | null = null;
  try {
    response = await page.goto(run.url, { waitUntil: 'domcontentloaded', timeout: Math.max(1, budget()) });
  } catch (err) {
    const message = (err as Error)?.message?.split('\n')[0] ?? String(err);
    if ((err as Error)?.name !== 'TimeoutError') {
      notes.push(`Browser navigation failed: ${message}`);
      return false;
    }
    result.partial = true;
    notes.push(`The page did not reach DOMContentLoaded within the browser stage's bounds.`);
  }
  if (response) {
    result.statusCode = response.status();
    result.finalUrl = response.url();
    const security = await response.securityDetails().catch(() => null);
    if (security?.issuer) result.signals.certIssuer = security.issuer;
  }
  // the probe (the set's chains and selectors, ~300 KB) crosses to the page while it goes on loading
  probe.install();
  if (!result.partial) {
    try {
      await page.waitForLoadState('load', { timeout: Math.max(1, budget()) });
    } catch {
      result.partial = true;
      notes.push(
        `The page did not fire its load event within the browser stage's bounds; results are partial.`,
      );
    }
  }
  result.timings.loadMs = Math.round(performance.now() - loadStarted);
  return true;
}

/**
 * Waits until the page settled (see the file's comment): network quiet (long-lived requests aside), then in the page
 * no pending short timer, no recent DOM mutation and an idle period of the main thread, confirmed
 * `settleConfirmations` times in a row with no network event in between. Bounded by the larger of `idleMaxMs` and
 * `settleLoadFactor` × the load time, within the stage's deadline; unsettled pages are evaluated anyway (a note).
 */
async function settle(run: StageRun, page: Page): Promise<void> {
  const { limits, result, network } = run;
  const started = performance.now();
  const loadMs = result.timings.loadMs ?? 0;
  // what the stage keeps after settling: the full pass (up to evaluateMs) and the collection (reserveMs)
  const budget = Math.min(
    Math.max(limits.idleMaxMs, limits.settleLoadFactor * loadMs),
    run.remaining() - limits.reserveMs - limits.evaluateMs,
  );
  const until = started + Math.max(0, budget);
  const longLivedMs = Math.max(limits.longLivedMs, loadMs);
  let confirmed = 0;
  let last: SettleReport | null = null;
  let settled = false;
  while (!settled && performance.now() < until) {
    if (!(await network.waitForQuiet(until, longLivedMs))) break;
    const before = network.lastChange;
    const left = until - performance.now();
    if (left <= 0) break;
    try {
      last = await bounded(
        page.evaluate(settleCheckExpression(left, limits.mutationQuietMs)) as Promise<SettleReport>,
        left + 250,
        'settle check',
      );
    } catch (err) {
      // a navigation replaced the document (client-side redirect): it must settle anew
      if ((err as Error)?.name === 'TimeoutError') break;
      confirmed = 0;
      continue;
    }
    const pageIdle =
      last.timers <= 0 && (last.sinceMutation < 0 || last.sinceMutation >= limits.mutationQuietMs);
    if (pageIdle && network.lastChange === before && network.quiet(longLivedMs)) {
      confirmed++;
      settled = confirmed >= limits.settleConfirmations;
    } else confirmed = 0;
  }
  result.timings.networkIdle = settled;
  result.timings.idleMs = Math.round(performance.now() - started);
  if (!settled) {
    const busy = network.busyRequests(longLivedMs);
    const pending = last && last.timers > 0 ? `, ${last.timers} timers pending` : '';
    run.notes.push(
      `The page did not settle within ${Math.round(budget)} ms (${busy} requests in flight${pending}); evaluated anyway. The network did not go idle or the page's scripts kept working.`,
    );
  }
}

/** The page's js/dom probe: installed once (then again after a navigation), evaluated per pass. */
interface PageProbe {
  /** Starts installing the probe in the current document (no wait; a failure is retried by `evaluate`). */
  install(): void;
  /** One pass, bounded in time: js and dom, plus the rendered document when `full`. */
  evaluate(full: boolean): Promise<ProbeOutput>;
}

/**
 * Installs the page probe (the fingerprint set's js chains and dom selectors) once and returns a function that runs
 * one pass of it, bounded in time; a page that navigated meanwhile (client-side redirect) gets a new probe, once.
 */
function probeEvaluator(run: StageRun, page: Page): PageProbe {
  const { limits } = run;
  const expression = pageProbeExpression(browserProbes(run.options.fingerprints), limits);
  const bound = () => Math.min(limits.evaluateMs, Math.max(1, run.remaining()));
  const makeProbe = () => bounded(page.evaluateHandle(expression), bound(), 'js/dom probe setup');
  let probe: ReturnType<typeof makeProbe> | null = null;
  const install = () => {
    if (!probe) {
      probe = makeProbe();
      probe.catch(() => undefined);
    }
    return probe;
  };
  return {
    install: () => void install(),
    async evaluate(full) {
      for (let attempt = 0; ; attempt++) {
        try {
          const handle = await install();
          return await bounded(
            handle.evaluate((fn, isFull) => (fn as unknown as (f: boolean) => ProbeOutput)(isFull), full),
            bound(),
            'js/dom evaluation',
          );
        } catch (err) {
          probe = null;
          if (attempt > 0 || (err as Error)?.name === 'TimeoutError') throw err;
        }
      }
    },
  };
}

/** Cookies of the context (httpOnly ones included) and the bodies of loaded scripts and stylesheets. */
async function collectCookiesAndBodies(run: StageRun, ctx: BrowserContext): Promise<void> {
  try {
    const cookies = await bounded(ctx.cookies(), Math.max(1, Math.min(2_000, run.remaining())), 'cookies');
    for (const c of cookies) run.contextCookies[c.name.toLowerCase()] = c.value;
  } catch {
    // cookies are best effort
  }
  const bodies = await run.network.bodies(Math.max(1, Math.min(3_000, run.remaining())));
  if (!bodies) run.notes.push('Some loaded scripts or stylesheets could not be read in time.');
  run.collected.scripts.push(...(bodies?.scripts ?? []));
  run.collected.scriptSources.push(...(bodies?.scriptSources ?? []));
  run.collected.styles.push(...(bodies?.styles ?? []));
  run.collected.styleSources.push(...(bodies?.styleSources ?? []));
}

/** Closes the context and the guard proxy, and reports what the proxy blocked, connected to and received. */
async function closeRun(run: StageRun): Promise<void> {
  const { result } = run;
  if (run.preparing && !run.prepared) {
    // the stage ended while its page was being opened: close that page as soon as it exists
    const late = await bounded(run.preparing, 5_000, 'page setup').catch(() => null);
    if (late) {
      run.prepared = late;
      run.proxy = late.proxy;
    }
  }
  if (run.context) await bounded(run.context.close(), 5_000, 'context close').catch(() => undefined);
  const px = run.proxy;
  if (!px) {
    result.blocked = [...run.blockedByRoute];
    return;
  }
  result.blocked = [...run.blockedByRoute, ...px.blocked];
  result.connections = [...px.connections];
  result.bytes = px.bytes;
  if (px.capped)
    run.notes.push(`The page exceeded the ${run.limits.maxBytes}-byte transfer cap; transfers were cut.`);
  await (run.prepared ? run.prepared.discard() : px.close());
}

/** The signals of the js/dom passes (the settled one wins for values; selectors united) and of the network. */
function assembleSignals(run: StageRun): void {
  const s = run.result.signals;
  const last = run.pass;
  for (const pass of [run.first, run.pass]) {
    Object.assign(s.js, pass?.js);
    Object.assign(s.dom, pass?.dom);
  }
  s.html = last?.html ?? '';
  s.text = last?.text ?? '';
  s.cookies = { ...parseDocumentCookie(last?.cookie ?? ''), ...run.contextCookies };
  s.xhr = [...run.network.xhrHosts];
  s.scriptSrc = [...new Set([...run.network.loadedScripts, ...(last?.scriptSrc ?? [])])];
  const inlineScripts = last?.inlineScripts ?? [];
  const inlineStyles = last?.styles ?? [];
  s.scripts = [...run.collected.scripts, ...inlineScripts];
  s.scriptSources = [...run.collected.scriptSources, ...inlineScripts.map(() => '')];
  s.css = [...run.collected.styles, ...inlineStyles];
  s.cssSources = [...run.collected.styleSources, ...inlineStyles.map(() => '')];
}
