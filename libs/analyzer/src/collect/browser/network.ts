import type { BrowserContext, Request, Response } from 'playwright-core';
import { decodeUtf8, maxBytesForChars } from '../guarded-http';
import { bounded, sleep, type StageLimits } from './limits';

type ScriptBody = { kind: 'script' | 'style'; url: string; text: string } | null;

/** Bodies of loaded scripts and stylesheets, each with the URL it was loaded from (`…Sources[i]` for `…[i]`). */
export interface AssetBodies {
  scripts: string[];
  scriptSources: string[];
  styles: string[];
  styleSources: string[];
}

/** The hostname of an http(s) URL; null for any other URL or none. */
export function hostOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.hostname : null;
  } catch {
    return null;
  }
}

/**
 * The network side of one page load, recorded from the context's events: requests in flight (for network idle),
 * xhr/fetch hosts, script URLs, and the bodies of loaded scripts and stylesheets (within the limits).
 */
export class PageNetwork {
  /** Requests in flight, with the `performance.now()` time each started. */
  readonly inflight = new Map<Request, number>();
  lastChange = performance.now();
  readonly xhrHosts = new Set<string>();
  readonly loadedScripts: string[] = [];
  private readonly bodyReads: Array<Promise<ScriptBody>> = [];
  private readonly perHost = new Map<string, number>();
  private known = new Set<string>();
  /** Resolves once the script URLs the HTTP stage read are known (body reads of scripts wait for it). */
  private readonly knownReady: Promise<void>;
  private scriptReads = 0;
  private styleReads = 0;

  /**
   * @param knownScriptUrls script URLs whose contents the HTTP stage reads (not read again), or a promise of them
   *   when the browser stage starts before the HTTP stage has the page (a rejected promise = none known)
   */
  constructor(
    private readonly limits: StageLimits,
    knownScriptUrls: readonly string[] | Promise<readonly string[]> = [],
  ) {
    this.knownReady = Promise.resolve(knownScriptUrls).then(
      (urls) => {
        this.known = new Set(urls);
      },
      () => undefined,
    );
  }

  /** Subscribes to `ctx`'s request, settle and response events. */
  attach(ctx: BrowserContext): void {
    ctx.on('request', (req) => this.onRequest(req));
    ctx.on('requestfinished', (req) => this.settle(req));
    ctx.on('requestfailed', (req) => this.settle(req));
    ctx.on('response', (response) => this.onResponse(response));
  }

  /**
   * Requests in flight that keep the page from being settled: every one except a long-lived connection — an
   * xhr/fetch/EventSource/other request already in flight for `longLivedMs` (long polling, streams), which the page
   * does not wait for either.
   */
  busyRequests(longLivedMs: number, now = performance.now()): number {
    let busy = 0;
    for (const [req, since] of this.inflight) {
      const type = req.resourceType();
      const longLived =
        (type === 'xhr' || type === 'fetch' || type === 'eventsource' || type === 'other') &&
        now - since >= longLivedMs;
      if (!longLived) busy++;
    }
    return busy;
  }

  /** True when no request is busy ({@link busyRequests}) and none started or settled for `idleWindowMs`. */
  quiet(longLivedMs: number, now = performance.now()): boolean {
    return this.busyRequests(longLivedMs, now) === 0 && now - this.lastChange >= this.limits.idleWindowMs;
  }

  /**
   * Waits until the network is {@link quiet}, at most until `until` (performance.now() time); polls every 25 ms while
   * requests are busy, else sleeps exactly until the quiet window can be complete.
   */
  async waitForQuiet(until: number, longLivedMs: number): Promise<boolean> {
    for (;;) {
      const now = performance.now();
      if (this.quiet(longLivedMs, now)) return true;
      if (now >= until) return false;
      const wait =
        this.busyRequests(longLivedMs, now) === 0 ? this.limits.idleWindowMs - (now - this.lastChange) : 25;
      await sleep(Math.max(5, Math.min(wait, until - now)));
    }
  }

  /** Waits until nothing at all is in flight for `idleWindowMs`, at most until `until` (performance.now() time). */
  async waitForIdle(until: number): Promise<boolean> {
    return this.waitForQuiet(until, Number.POSITIVE_INFINITY);
  }

  /**
   * The script and stylesheet bodies read so far with their URLs, or null when they could not all be read within
   * `ms`.
   */
  async bodies(ms: number): Promise<AssetBodies | null> {
    const read = await bounded(Promise.all(this.bodyReads), ms, 'script bodies').catch(() => null);
    if (!read) return null;
    const scripts = read.filter((b): b is NonNullable<ScriptBody> => b?.kind === 'script');
    const styles = read.filter((b): b is NonNullable<ScriptBody> => b?.kind === 'style');
    return {
      scripts: scripts.map((b) => b.text),
      scriptSources: scripts.map((b) => b.url),
      styles: styles.map((b) => b.text),
      styleSources: styles.map((b) => b.url),
    };
  }

  private onRequest(req: Request): void {
    this.inflight.set(req, performance.now());
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
    const chars = type === 'script' ? this.limits.scriptChars : this.limits.stylesheetChars;
    const kind = type === 'script' ? ('script' as const) : ('style' as const);
    const read = (): Promise<ScriptBody> =>
      response.body().then(
        (buf) => ({
          kind,
          url: response.url(),
          text: decodeUtf8(buf.subarray(0, maxBytesForChars(chars))).slice(0, chars),
        }),
        () => null,
      );
    if (type === 'stylesheet') {
      if (this.admitStylesheet()) this.bodyReads.push(read());
      return;
    }
    // admitted in response order once the HTTP stage's script URLs are known (then-callbacks run in order)
    this.bodyReads.push(this.knownReady.then(() => (this.admitScript(response.url()) ? read() : null)));
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
