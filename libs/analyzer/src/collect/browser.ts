/**
 * The browser stage (issue 3 §1): loads the page in Debian's Chromium through playwright-core and collects what only
 * a browser sees: `js` chains, `dom` selectors, xhr/fetch hosts, every script loaded, the rendered DOM, the visible
 * text, cookies set by scripts.
 *
 * Process model: ONE Chromium per process, launched lazily, shared by every analysis, relaunched when it died
 * ({@link getBrowser}); {@link closeBrowser} for graceful shutdown (the CLI calls it before exiting; a worker calls it
 * on shutdown). Each analysis gets a fresh incognito context (no shared cookies/cache), closed on every path.
 *
 * Address guard (DESIGN.md §4: "every browser request"): the context's proxy is a per-analysis guard proxy
 * (`browser-guard.ts`) that checks every connection with `resolveGuarded` and connects to the checked address itself,
 * so redirect hops, preconnects, WebSockets and DNS rebinding cannot escape it; `context.route('**')` additionally
 * refuses forbidden hosts before Chromium even asks the proxy (recorded in `blocked`) and enforces the request cap.
 * Chromium's own name resolution is disabled (`--host-resolver-rules=MAP * ~NOTFOUND`): names are resolved only by
 * the guard, with the analysis' `resolve` rules. Service workers are blocked, downloads refused, popups closed, WebRTC
 * limited to proxied UDP (i.e. none).
 *
 * Wait strategy: `goto` until DOMContentLoaded, then the load event (bounded), then network idle — no request in
 * flight for {@link BROWSER_LIMITS.idleWindowMs}, counted from request events, bounded by
 * {@link BROWSER_LIMITS.idleMaxMs} — then a first js/dom pass, then a second, fuller pass
 * {@link BROWSER_LIMITS.secondPassDelayMs} later, merged into the first. The whole stage has a deadline: it then
 * returns what it has with `partial: true` (statusCode 408 semantics).
 */
import fs from 'node:fs';
import os from 'node:os';
import type { Browser, BrowserContext, Page, Request, Response, Route } from 'playwright-core';
import { isAnalyzerError, operatorDetail } from '../errors';
import { SCRIPT_CHARS, SCRIPT_COLLECT_CHARS } from '../detect/caps';
import type { FingerprintSet } from '../fingerprints/model';
import type { DomObservation, Signals } from '../types';
import { startGuardProxy, type BlockedRequest, type GuardProxy } from './browser-guard';
import { extractHtml } from './html';
import { DEFAULT_USER_AGENT, maxBytesForChars, type GuardOptions } from './http';

export type { BlockedRequest } from './browser-guard';

/** Default Chromium executable: Debian's (never a downloaded browser); callers pass another in `chromiumPath`. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** Bounds of the browser stage (ms, counts, characters). */
export const BROWSER_LIMITS = {
  /** Whole stage deadline (also bounded by the analysis deadline). */
  stageMs: 20_000,
  /** goto → load event. */
  loadMs: 10_000,
  /** Network idle = no request in flight for this long… */
  idleWindowMs: 300,
  /** …waited for at most this long after the load event. */
  idleMaxMs: 2_000,
  /** Delay between the first and the second js/dom pass. */
  secondPassDelayMs: 250,
  /** Time kept in reserve at the end of the stage for evaluation and collection. */
  reserveMs: 1_500,
  /** Bound of one `page.evaluate`. */
  evaluateMs: 3_000,
  /** Requests per page (further ones are aborted). */
  maxRequests: 300,
  /** Bytes received from servers per page (further transfers are cut). */
  maxBytes: 20 * 1024 * 1024,
  /** Loaded script contents kept: count, per host, characters each (docs/fingerprints.md caps). */
  maxScripts: 40,
  maxScriptsPerHost: 25,
  scriptChars: SCRIPT_COLLECT_CHARS,
  /** Loaded stylesheets kept: count, characters each. */
  maxStylesheets: 20,
  stylesheetChars: 200_000,
  /** Rendered DOM HTML kept, characters. */
  htmlChars: 3_000_000,
  /** Visible text kept, characters. */
  textChars: 100_000,
  /** A js/dom value (string) kept, characters. */
  valueChars: 2_000,
  /** `<style>` elements / inline scripts of the rendered DOM kept, and characters of each inline script. */
  maxInlineStyles: 30,
  maxInlineScripts: 50,
  inlineScriptChars: SCRIPT_CHARS,
} as const;

/**
 * Chromium flags of every guarded browser (the browser stage and Lighthouse runs): no QUIC (UDP would bypass the
 * proxy), no background traffic, and no name resolution of Chromium's own. The sandbox is the caller's choice
 * (`chromiumSandbox`; `--no-sandbox` when off).
 */
export const GUARDED_CHROMIUM_ARGS: readonly string[] = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-default-apps',
  '--disable-extensions',
  '--metrics-recording-only',
  '--mute-audio',
  '--dns-prefetch-disable',
  // Names are resolved by the guard proxy only; Chromium resolves nothing itself (fail closed if anything bypassed it).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--disable-features=MediaRouter,OptimizationHints,Translate,InterestFeedContentSuggestions,DialMediaRouteProvider,AutofillServerCommunication,CertificateTransparencyComponentUpdater',
];

/**
 * Chromium's environment unless the caller passes one (`chromiumEnv`): a search path, a home directory in the
 * temporary directory and a locale — nothing inherited from the calling process, whose environment holds the
 * database URL and the application's secrets.
 */
export const DEFAULT_CHROMIUM_ENV: Readonly<Record<string, string>> = Object.freeze({
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: os.tmpdir(),
  LANG: 'C.UTF-8',
});

/** How a Chromium is started: executable, sandbox and whole environment (see `AnalyzeOptions`). */
export interface ChromiumLaunchOptions {
  /** Default {@link DEFAULT_CHROMIUM_PATH}. */
  chromiumPath?: string;
  /** Default false (`--no-sandbox`). */
  chromiumSandbox?: boolean;
  /** Default {@link DEFAULT_CHROMIUM_ENV}. */
  chromiumEnv?: Readonly<Record<string, string>>;
}

let browserPromise: Promise<Browser> | null = null;

/** True when the Chromium executable exists (the CLI turns the browser stage on by default then). */
export function browserAvailable(executablePath: string = DEFAULT_CHROMIUM_PATH): boolean {
  try {
    fs.accessSync(executablePath, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The process' shared Chromium: launched on first use (with the first caller's `launch` options: executable,
 * sandbox, environment), relaunched when it crashed or was closed. Concurrent callers share one launch.
 * @throws when Chromium cannot be launched (missing executable, sandbox unavailable…)
 */
export async function getBrowser(launch: ChromiumLaunchOptions = {}): Promise<Browser> {
  if (browserPromise) {
    const current = await browserPromise.catch(() => null);
    if (current?.isConnected()) return current;
    if (browserPromise && (!current || !current.isConnected())) browserPromise = null;
  }
  if (!browserPromise) {
    const launching = (async () => {
      const { chromium } = await import('playwright-core');
      const browser = await chromium.launch({
        executablePath: launch.chromiumPath ?? DEFAULT_CHROMIUM_PATH,
        headless: true,
        args: [...GUARDED_CHROMIUM_ARGS],
        // Playwright adds --no-sandbox unless chromiumSandbox is true.
        chromiumSandbox: launch.chromiumSandbox ?? false,
        env: { ...(launch.chromiumEnv ?? DEFAULT_CHROMIUM_ENV) },
        timeout: 30_000,
      });
      browser.once('disconnected', () => {
        if (browserPromise === launching) browserPromise = null;
      });
      return browser;
    })();
    browserPromise = launching;
    launching.catch(() => {
      if (browserPromise === launching) browserPromise = null;
    });
  }
  return browserPromise;
}

/** Closes the shared Chromium (graceful shutdown). Safe to call when none runs; a later analysis relaunches it. */
export async function closeBrowser(): Promise<void> {
  const pending = browserPromise;
  browserPromise = null;
  if (!pending) return;
  const browser = await pending.catch(() => null);
  await browser?.close().catch(() => undefined);
}

/** One `dom` probe: a selector and what to read on its matching elements. */
interface DomProbe {
  /** selector */
  s: string;
  /** read text */
  t: boolean;
  /** attribute names */
  a: string[];
  /** property names */
  p: string[];
}

/** What the fingerprint set asks the page for: js chains and dom probes (built once per set). */
export interface BrowserProbes {
  chains: string[];
  dom: DomProbe[];
}

const probeCache = new WeakMap<FingerprintSet, { probes: BrowserProbes; args: string }>();

/**
 * The js chains and dom selectors (with only the attribute/property names and text reads the set uses) that the
 * fingerprint set names, from its indexes. Memoised per set.
 */
export function browserProbes(fingerprints: FingerprintSet): BrowserProbes {
  return probeEntry(fingerprints).probes;
}

function probeEntry(fingerprints: FingerprintSet): { probes: BrowserProbes; args: string } {
  let entry = probeCache.get(fingerprints);
  if (!entry) {
    const chains = [...fingerprints.index.keyed.js.keys()];
    const dom: DomProbe[] = [];
    for (const [selector, entries] of fingerprints.index.dom) {
      const a = new Set<string>();
      const p = new Set<string>();
      let t = false;
      for (const { dom: d } of entries) {
        if (d.text) t = true;
        d.attributes.forEach((x) => a.add(x.name));
        d.properties.forEach((x) => p.add(x.name));
      }
      dom.push({ s: selector, t, a: [...a], p: [...p] });
    }
    const probes = { chains, dom };
    entry = { probes, args: JSON.stringify({ chains, dom, valueChars: BROWSER_LIMITS.valueChars }) };
    probeCache.set(fingerprints, entry);
  }
  return entry;
}

/**
 * Installed before any page script: a minimal React DevTools hook. React (16–19, any bundling) registers its
 * renderer with it, including the renderer's `version` — the runtime version a Vite/webpack-built React app exposes
 * nowhere else. The hook does nothing else (no profiling, no patching).
 */
const INIT_SCRIPT = `(() => { try {
  if (window.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  var renderers = new Map(); var id = 0;
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { configurable: true, enumerable: false, writable: true, value: {
    __stacklens: true, supportsFiber: true, isDisabled: false, renderers: renderers,
    inject: function (r) { id += 1; renderers.set(id, r); return id; },
    onCommitFiberRoot: function () {}, onCommitFiberUnmount: function () {}, onPostCommitFiberRoot: function () {},
    onScheduleFiberRoot: function () {}, checkDCE: function () {}
  } });
} catch (e) {} })();`;

/**
 * Runs in the page world (plain ES5 text, so that no transpiler helper leaks in): `PAGE_PROBE(args)` returns the
 * probe `function (full)`, created once per page (the ~300 KB of chains/selectors cross CDP once) and called per pass.
 * js chains follow Wappalyzer's driver: walk own properties from `window` (below `window`, members inherited from
 * the page's own classes count too, built-ins never); a found value is kept as is when a string or number, else as a
 * boolean (`!!value`): an existing object means presence. dom: for each selector, up to 10
 * matching elements; text = their textContent joined; attribute/property = first element that has it.
 * Runtime versions that modern builds expose only indirectly are mapped onto the chains the set names: React's
 * renderer version (DevTools hook above) → `React.version`, a mounted Vue 3 app (`[data-v-app].__vue_app__.version`)
 * → `Vue.version`, each only when the page has no such global itself.
 */
const PAGE_PROBE = `function (args) { return function (full) {
  var hasOwn = Object.prototype.hasOwnProperty;
  function has(obj, key, depth) {
    if (hasOwn.call(obj, key)) return true;
    // below window, also members inherited from the page's own classes (e.g. a static getter on a base class),
    // never the built-ins every object or function has (constructor, toString, length, name…)
    return depth > 0 && key in obj && !(key in Object.prototype) && !(key in Function.prototype) && !(key in Array.prototype);
  }
  var MAXV = args.valueChars;
  function scalar(v) {
    if (typeof v === 'string') return v.length > MAXV ? v.slice(0, MAXV) : v;
    if (typeof v === 'number') return isFinite(v) ? v : String(v);
    return !!v;
  }
  var out = { js: {}, dom: {} };
  var hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  var ownHook = !!(hook && hook.__stacklens);
  for (var i = 0; i < args.chains.length; i++) {
    var chain = args.chains[i];
    if (ownHook && chain.indexOf('__REACT_DEVTOOLS_GLOBAL_HOOK__') === 0) continue;
    try {
      var parts = chain.split('.'); var value = window; var found = true;
      for (var j = 0; j < parts.length; j++) {
        if (value !== null && (typeof value === 'object' || typeof value === 'function') && has(value, parts[j], j)) value = value[parts[j]];
        else { found = false; break; }
      }
      if (found) out.js[chain] = scalar(value);
    } catch (e) {}
  }
  try {
    if (ownHook && hook.renderers && !hasOwn.call(out.js, 'React.version')) {
      hook.renderers.forEach(function (r) {
        if (r && typeof r.version === 'string' && /^\\d+\\.\\d+/.test(r.version) && !out.js['React.version']) out.js['React.version'] = r.version;
      });
    }
  } catch (e) {}
  try {
    if (!hasOwn.call(out.js, 'Vue.version')) {
      var vroot = document.querySelector('[data-v-app]');
      var vapp = vroot && vroot.__vue_app__;
      if (vapp && typeof vapp.version === 'string') out.js['Vue.version'] = vapp.version;
    }
  } catch (e) {}
  for (var k = 0; k < args.dom.length; k++) {
    var d = args.dom[k]; var nodes;
    try { nodes = document.querySelectorAll(d.s); } catch (e) { continue; }
    if (!nodes || nodes.length === 0) continue;
    var obs = { exists: true };
    var n = Math.min(nodes.length, 10);
    if (d.t) {
      var texts = [];
      for (var m = 0; m < n; m++) texts.push(nodes[m].textContent || '');
      obs.text = texts.join('\\n').slice(0, 25000);
    }
    if (d.a.length) {
      obs.attributes = {};
      for (var ai = 0; ai < d.a.length; ai++) {
        for (var am = 0; am < n; am++) {
          var av = nodes[am].getAttribute(d.a[ai]);
          if (av !== null) { obs.attributes[d.a[ai]] = av.slice(0, MAXV); break; }
        }
      }
    }
    if (d.p.length) {
      obs.properties = {};
      for (var pi = 0; pi < d.p.length; pi++) {
        for (var pm = 0; pm < n; pm++) {
          try {
            if (hasOwn.call(nodes[pm], d.p[pi])) { obs.properties[d.p[pi]] = scalar(nodes[pm][d.p[pi]]); break; }
          } catch (e) {}
        }
      }
    }
    out.dom[d.s] = obs;
  }
  if (full) {
    var root = document.documentElement;
    out.html = root ? root.outerHTML.slice(0, args.htmlChars) : '';
    out.text = document.body ? String(document.body.innerText || '').slice(0, args.textChars) : '';
    try { out.cookie = document.cookie; } catch (e) { out.cookie = ''; }
    out.scriptSrc = []; out.inlineScripts = []; out.styles = [];
    var scripts = document.scripts;
    for (var si = 0; si < scripts.length; si++) {
      if (scripts[si].src) out.scriptSrc.push(scripts[si].src);
      else if (out.inlineScripts.length < args.maxInlineScripts && scripts[si].textContent) out.inlineScripts.push(scripts[si].textContent.slice(0, args.inlineScriptChars));
    }
    var styles = document.querySelectorAll('style');
    for (var st = 0; st < styles.length && st < args.maxInlineStyles; st++) out.styles.push((styles[st].textContent || '').slice(0, args.stylesheetChars));
  }
  return out;
}; }`;

interface ProbeOutput {
  js: Record<string, string | number | boolean>;
  dom: Record<string, DomObservation>;
  html?: string;
  text?: string;
  cookie?: string;
  scriptSrc?: string[];
  inlineScripts?: string[];
  styles?: string[];
}

/** What the browser stage adds to the HTTP signals. */
export type BrowserSignals = Pick<
  Signals,
  'js' | 'dom' | 'xhr' | 'scriptSrc' | 'scripts' | 'css' | 'cookies' | 'html' | 'text' | 'certIssuer'
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
  /** Script URLs whose contents the HTTP stage already fetched (not read again). */
  knownScriptUrls?: readonly string[];
  /** Chromium executable (used when the process' shared browser is launched). Default {@link DEFAULT_CHROMIUM_PATH}. */
  chromiumPath?: string;
  /** Chromium's sandbox on (used when the shared browser is launched). Default false. */
  chromiumSandbox?: boolean;
  /** Chromium's whole environment (used when the shared browser is launched). Default {@link DEFAULT_CHROMIUM_ENV}. */
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
    /** Load → network idle (or its bound). */
    idleMs: number | null;
    networkIdle: boolean;
    /** Both js/dom passes and the delay between them. */
    evaluateMs: number | null;
    /** Cookies, script/stylesheet bodies, context close. */
    collectMs: number | null;
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)));

/** Resolves `p`, or rejects with a TimeoutError after `ms`. */
function bounded<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            Object.assign(new Error(`${what} took longer than ${Math.round(ms)} ms`), {
              name: 'TimeoutError',
            }),
          ),
        Math.max(0, ms),
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

function hostOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.hostname : null;
  } catch {
    return null;
  }
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

type StageLimits = Record<keyof typeof BROWSER_LIMITS, number>;
type ScriptBody = { kind: 'script' | 'style'; text: string } | null;

/**
 * The network side of one page load, recorded from the context's events: requests in flight (for network idle),
 * xhr/fetch hosts, script URLs, and the bodies of loaded scripts and stylesheets (within the limits).
 */
class PageNetwork {
  readonly inflight = new Set<Request>();
  lastChange = performance.now();
  readonly xhrHosts = new Set<string>();
  readonly loadedScripts: string[] = [];
  private readonly bodyReads: Array<Promise<ScriptBody>> = [];
  private readonly perHost = new Map<string, number>();
  private readonly known: Set<string>;
  private scriptReads = 0;
  private styleReads = 0;

  constructor(
    private readonly limits: StageLimits,
    knownScriptUrls: readonly string[] = [],
  ) {
    this.known = new Set(knownScriptUrls);
  }

  /** Subscribes to `ctx`'s request, settle and response events. */
  attach(ctx: BrowserContext): void {
    ctx.on('request', (req) => this.onRequest(req));
    ctx.on('requestfinished', (req) => this.settle(req));
    ctx.on('requestfailed', (req) => this.settle(req));
    ctx.on('response', (response) => this.onResponse(response));
  }

  /** Waits until nothing is in flight for `idleWindowMs`, at most until `until` (performance.now() time). */
  async waitForIdle(until: number): Promise<boolean> {
    for (;;) {
      const now = performance.now();
      if (this.inflight.size === 0 && now - this.lastChange >= this.limits.idleWindowMs) return true;
      if (now >= until) return false;
      // sleep until the idle window could be complete (or 50 ms while requests are in flight)
      const wait = this.inflight.size === 0 ? this.limits.idleWindowMs - (now - this.lastChange) : 50;
      await sleep(Math.max(5, Math.min(wait, until - now)));
    }
  }

  /** The script and stylesheet bodies read so far, or null when they could not all be read within `ms`. */
  async bodies(ms: number): Promise<{ scripts: string[]; styles: string[] } | null> {
    const read = await bounded(Promise.all(this.bodyReads), ms, 'script bodies').catch(() => null);
    if (!read) return null;
    return {
      scripts: read.filter((b) => b?.kind === 'script').map((b) => (b as NonNullable<ScriptBody>).text),
      styles: read.filter((b) => b?.kind === 'style').map((b) => (b as NonNullable<ScriptBody>).text),
    };
  }

  private onRequest(req: Request): void {
    this.inflight.add(req);
    const prev = req.redirectedFrom();
    if (prev) this.inflight.delete(prev);
    this.lastChange = performance.now();
    const type = req.resourceType();
    if (type === 'xhr' || type === 'fetch') {
      const host = hostOf(req.url());
      if (host) this.xhrHosts.add(host);
    } else if (type === 'script' && hostOf(req.url())) {
      this.loadedScripts.push(req.url());
    }
  }

  private settle(req: Request): void {
    this.inflight.delete(req);
    this.lastChange = performance.now();
  }

  /** Starts reading the body of a successful script or stylesheet response, within the count and size caps. */
  private onResponse(response: Response): void {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const status = response.status();
    if (status < 200 || status >= 300) return;
    if (type === 'script' ? !this.admitScript(response.url()) : !this.admitStylesheet()) return;
    const chars = type === 'script' ? this.limits.scriptChars : this.limits.stylesheetChars;
    const kind = type === 'script' ? ('script' as const) : ('style' as const);
    this.bodyReads.push(
      response.body().then(
        (buf) => ({
          kind,
          text: buf
            .subarray(0, maxBytesForChars(chars))
            .toString('utf8')
            .slice(0, chars),
        }),
        () => null,
      ),
    );
  }

  private admitScript(url: string): boolean {
    const host = hostOf(url) ?? '';
    const n = this.perHost.get(host) ?? 0;
    if (
      this.known.has(url) ||
      this.scriptReads >= this.limits.maxScripts ||
      n >= this.limits.maxScriptsPerHost
    )
      return false;
    this.perHost.set(host, n + 1);
    this.scriptReads++;
    return true;
  }

  private admitStylesheet(): boolean {
    if (this.styleReads >= this.limits.maxStylesheets) return false;
    this.styleReads++;
    return true;
  }
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
  first: ProbeOutput | null;
  second: ProbeOutput | null;
  contextCookies: Record<string, string>;
  collected: { scripts: string[]; styles: string[] };
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
    second: null,
    contextCookies: {},
    collected: { scripts: [], styles: [] },
    collectStarted: 0,
  };
  try {
    await raceStageDeadline(run, loadAndCollect(run, browser));
  } finally {
    run.finished = true;
    await closeRun(run);
  }
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

/** The stage's steps in order: setup, navigation, network idle, the two js/dom passes, cookies and bodies. */
async function loadAndCollect(run: StageRun, browser: Browser): Promise<void> {
  const page = await openGuardedPage(run, browser);
  if (!page) return;
  run.result.timings.setupMs = Math.round(performance.now() - run.started);
  if (!(await navigate(run, page))) return;
  await waitForNetworkIdle(run);
  const evaluateStarted = performance.now();
  await evaluatePasses(run, page);
  run.result.timings.evaluateMs = Math.round(performance.now() - evaluateStarted);
  run.collectStarted = performance.now();
  await collectCookiesAndBodies(run, page.context());
}

/**
 * Starts the guard proxy and a fresh context routed through it (every request checked, the request cap enforced,
 * popups closed, dialogs dismissed, downloads cancelled) and opens the page; null when the stage already ended.
 */
async function openGuardedPage(run: StageRun, browser: Browser): Promise<Page | null> {
  const { options, limits } = run;
  const proxy = await startGuardProxy({
    allowPrivateNetworks: options.allowPrivateNetworks,
    resolve: options.resolve,
    lookup: options.lookup,
    maxBytes: limits.maxBytes,
  });
  run.proxy = proxy;
  const ctx = await browser.newContext({
    proxy: { server: proxy.server, bypass: '<-loopback>' },
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    serviceWorkers: 'block',
    acceptDownloads: false,
    ignoreHTTPSErrors: true,
    javaScriptEnabled: true,
    locale: 'en-US',
    viewport: { width: 1366, height: 768 },
  });
  if (run.finished) {
    await ctx.close().catch(() => undefined);
    return null;
  }
  run.context = ctx;
  await ctx.addInitScript({ content: INIT_SCRIPT });
  await ctx.route('**/*', (route) => guardRoute(run, proxy, route));
  run.network.attach(ctx);
  const page: Page = await ctx.newPage();
  ctx.on('page', (p) => {
    if (p !== page) p.close().catch(() => undefined);
  });
  page.on('dialog', (d) => d.dismiss().catch(() => undefined));
  page.on('download', (d) => d.cancel().catch(() => undefined));
  return page;
}

/** The context's route handler: the request cap, then the guard's verdict on the request's host and port. */
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
 * Navigation: DOMContentLoaded, then the load event, each bounded by what the stage can still spend.
 * @returns false when the navigation failed (nothing more to collect)
 */
async function navigate(run: StageRun, page: Page): Promise<boolean> {
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

/** Network idle: nothing in flight for `idleWindowMs`, waited for at most `idleMaxMs`. */
async function waitForNetworkIdle(run: StageRun): Promise<void> {
  const { limits, result } = run;
  const idleStarted = performance.now();
  const until = idleStarted + Math.max(0, Math.min(limits.idleMaxMs, run.remaining() - limits.reserveMs));
  result.timings.networkIdle = await run.network.waitForIdle(until);
  result.timings.idleMs = Math.round(performance.now() - idleStarted);
  if (!result.timings.networkIdle)
    run.notes.push(
      `The network did not go idle within ${limits.idleMaxMs} ms (${run.network.inflight.size} requests still in flight); evaluated anyway.`,
    );
}

/** The first js/dom pass, a short delay, then the second (full) pass; a failed pass becomes a note. */
async function evaluatePasses(run: StageRun, page: Page): Promise<void> {
  const { limits, notes } = run;
  const evaluate = probeEvaluator(run, page);
  try {
    run.first = await evaluate(false);
  } catch (err) {
    notes.push(`First js/dom pass failed: ${(err as Error)?.message?.split('\n')[0]}`);
  }
  await sleep(Math.min(limits.secondPassDelayMs, run.remaining() - limits.reserveMs / 2));
  try {
    run.second = await evaluate(true);
  } catch (err) {
    notes.push(`Second js/dom pass failed: ${(err as Error)?.message?.split('\n')[0]}`);
  }
}

/**
 * Installs the page probe (the fingerprint set's js chains and dom selectors) once and returns a function that runs
 * one pass of it, bounded in time; a page that navigated meanwhile (client-side redirect) gets a new probe, once.
 */
function probeEvaluator(run: StageRun, page: Page): (full: boolean) => Promise<ProbeOutput> {
  const { limits } = run;
  const { args } = probeEntry(run.options.fingerprints);
  const extra = JSON.stringify({
    htmlChars: limits.htmlChars,
    textChars: limits.textChars,
    inlineScriptChars: limits.inlineScriptChars,
    stylesheetChars: limits.stylesheetChars,
    maxInlineStyles: limits.maxInlineStyles,
    maxInlineScripts: limits.maxInlineScripts,
  });
  const bound = () => Math.min(limits.evaluateMs, Math.max(1, run.remaining()));
  const makeProbe = () =>
    bounded(
      page.evaluateHandle(`(${PAGE_PROBE})(Object.assign(${args}, ${extra}))`),
      bound(),
      'js/dom probe setup',
    );
  let probe: Awaited<ReturnType<typeof makeProbe>> | null = null;
  return async (full) => {
    for (let attempt = 0; ; attempt++) {
      try {
        probe ??= await makeProbe();
        return await bounded(
          probe.evaluate((fn, isFull) => (fn as unknown as (f: boolean) => ProbeOutput)(isFull), full),
          bound(),
          'js/dom evaluation',
        );
      } catch (err) {
        probe = null;
        if (attempt > 0 || (err as Error)?.name === 'TimeoutError') throw err;
      }
    }
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
  run.collected.styles.push(...(bodies?.styles ?? []));
}

/** Closes the context and the guard proxy, and reports what the proxy blocked, connected to and received. */
async function closeRun(run: StageRun): Promise<void> {
  const { result } = run;
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
  await px.close();
}

/** The signals from both passes (the second, later one wins for values; selectors are united) and the network. */
function assembleSignals(run: StageRun): void {
  const s = run.result.signals;
  for (const pass of [run.first, run.second]) {
    if (!pass) continue;
    Object.assign(s.js, pass.js);
    Object.assign(s.dom, pass.dom);
  }
  const last = run.second;
  s.html = last?.html ?? '';
  s.text = last?.text ?? '';
  s.cookies = { ...parseDocumentCookie(last?.cookie ?? ''), ...run.contextCookies };
  s.xhr = [...run.network.xhrHosts];
  s.scriptSrc = [...new Set([...run.network.loadedScripts, ...(last?.scriptSrc ?? [])])];
  s.scripts = [...run.collected.scripts, ...(last?.inlineScripts ?? [])];
  s.css = [...run.collected.styles, ...(last?.styles ?? [])];
}

const RENDERED_MARKER = '\n<!-- stacklens: rendered DOM (browser stage) -->\n';

/**
 * Merges the browser stage's signals into the HTTP stage's (the detector then sees both):
 * - `html`: the server HTML is KEPT and the rendered DOM is APPENDED after a marker comment (the `html` family still
 *   sees what the server sent; the rendered DOM adds what scripts inserted; the html cap keeps its head and tail);
 * - `meta`: values of `<meta>` tags in the rendered DOM are added (client-side head managers);
 * - `text`: the browser's visible text (`innerText`) replaces the parsed one when non-empty;
 * - `cookies`: united, the browser's values win (`document.cookie` and the context's cookies);
 * - `scriptSrc`, `scripts`, `css`: united without duplicates (HTTP first);
 * - `js`, `dom`, `xhr`: the browser's; `certIssuer`: the HTTP stage's, else the browser's.
 */
export function mergeBrowserSignals(base: Signals, browser: BrowserSignals): Signals {
  const unite = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
  const meta: Record<string, string[]> = { ...base.meta };
  if (browser.html) {
    for (const [name, values] of Object.entries(extractHtml(browser.html, base.url).meta))
      meta[name] = unite(meta[name] ?? [], values);
  }
  return {
    ...base,
    html: browser.html ? `${base.html}${RENDERED_MARKER}${browser.html}` : base.html,
    meta,
    text: browser.text.trim() ? browser.text : base.text,
    cookies: { ...base.cookies, ...browser.cookies },
    scriptSrc: unite(base.scriptSrc, browser.scriptSrc),
    scripts: unite(base.scripts, browser.scripts),
    css: unite(base.css, browser.css),
    js: { ...base.js, ...browser.js },
    dom: { ...base.dom, ...browser.dom },
    xhr: unite(base.xhr, browser.xhr),
    certIssuer: base.certIssuer || browser.certIssuer,
  };
}
