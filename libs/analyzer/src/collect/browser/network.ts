import type { BrowserContext, Request, Response } from 'playwright-core';
import { maxBytesForChars } from '../guarded-http';
import { bounded, sleep, type StageLimits } from './limits';

type ScriptBody = { kind: 'script' | 'style'; text: string } | null;

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
          text: buf.subarray(0, maxBytesForChars(chars)).toString('utf8').slice(0, chars),
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
