/**
 * Guarded pages, prepared: a per-analysis guard proxy, a fresh incognito context routed through it (init script,
 * route handler, popups closed, dialogs dismissed, downloads cancelled) and its blank page. Opening a page costs a
 * renderer process — a few hundred ms on a busy machine, as much as loading many pages — so once a stage is done the
 * process prepares ONE spare for the next analysis with the same guard settings ({@link prepareSpare}), while the
 * caller stores its result or waits for the next job; the next stage takes it ({@link takePreparedPage}) instead of
 * paying that cost on its critical path.
 *
 * A spare is still one fresh context per analysis: nothing has been loaded in it (its page is `about:blank`), its
 * guard proxy has made no connection and resolved no name (its memo is per analysis), and until a stage binds it every
 * request is refused. A spare is used only by an analysis whose guard settings, user agent and byte cap are the ones
 * it was made with, and only on the browser it was made in; an injected `lookup` (tests) never uses spares.
 */
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { startGuardProxy, type GuardProxy, type GuardProxyOptions } from '../browser-guard';
import { INIT_SCRIPT } from './probe';

/** What a prepared page is made with (everything fixed at context creation). */
export interface PageSetup {
  guard: GuardProxyOptions;
  userAgent: string;
}

/** What a stage plugs into a prepared page: its route handler and its network recorder. */
export interface PageHandlers {
  route(route: Route, proxy: GuardProxy): Promise<void>;
  attach(context: BrowserContext): void;
}

/** A guarded context and its page, ready for one analysis. */
export interface PreparedPage {
  proxy: GuardProxy;
  context: BrowserContext;
  page: Page;
  /** Routes the context's requests to `handlers` from now on (before: every request refused). */
  bind(handlers: PageHandlers): void;
  /** Closes the context and the proxy (idempotent, never throws). */
  discard(): Promise<void>;
  /** True when it was prepared in advance as the spare (and taken by a stage). */
  spare: boolean;
}

/** The spare of this process (at most one): its key, its browser and the page being prepared. */
let spare: { key: string; browser: Browser; page: Promise<PreparedPage | null> } | null = null;

/** The key of a setup for spare matching; null when it cannot be compared (an injected resolver function). */
function keyOf(setup: PageSetup): string | null {
  if (setup.guard.lookup) return null;
  return JSON.stringify({
    allowPrivateNetworks: !!setup.guard.allowPrivateNetworks,
    resolve: setup.guard.resolve ?? [],
    maxBytes: setup.guard.maxBytes ?? null,
    userAgent: setup.userAgent,
  });
}

/**
 * Starts a guard proxy and a fresh context routed through it, and opens its page.
 * @throws when the browser cannot make a context or page (e.g. it was closed meanwhile); the proxy is then closed
 */
export async function preparePage(browser: Browser, setup: PageSetup): Promise<PreparedPage> {
  const proxy = await startGuardProxy(setup.guard);
  let context: BrowserContext | null = null;
  try {
    const ctx = await browser.newContext({
      proxy: { server: proxy.server, bypass: '<-loopback>' },
      userAgent: setup.userAgent,
      serviceWorkers: 'block',
      acceptDownloads: false,
      ignoreHTTPSErrors: true,
      javaScriptEnabled: true,
      locale: 'en-US',
      viewport: { width: 1366, height: 768 },
    });
    context = ctx;
    let handlers: PageHandlers | null = null;
    await ctx.addInitScript({ content: INIT_SCRIPT });
    await ctx.route('**/*', (route) =>
      handlers ? handlers.route(route, proxy) : route.abort('blockedbyclient').catch(() => undefined),
    );
    const page: Page = await ctx.newPage();
    ctx.on('page', (p) => {
      if (p !== page) p.close().catch(() => undefined);
    });
    page.on('dialog', (d) => d.dismiss().catch(() => undefined));
    page.on('download', (d) => d.cancel().catch(() => undefined));
    let discarded: Promise<void> | null = null;
    return {
      proxy,
      context: ctx,
      page,
      spare: false,
      bind(h) {
        handlers = h;
        h.attach(ctx);
      },
      discard: () =>
        (discarded ??= (async () => {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([
            ctx.close().catch(() => undefined),
            new Promise((r) => (timer = setTimeout(r, 5_000))),
          ]).finally(() => clearTimeout(timer));
          await proxy.close();
        })()),
    };
  } catch (err) {
    await context?.close().catch(() => undefined);
    await proxy.close();
    throw err;
  }
}

/**
 * The spare when it was made for `setup` on `browser` and is still usable (then it is no longer the spare), else a
 * newly prepared page. A spare that does not match is discarded.
 */
export async function takePreparedPage(browser: Browser, setup: PageSetup): Promise<PreparedPage> {
  const key = keyOf(setup);
  const candidate = spare;
  spare = null;
  if (candidate) {
    const prepared = await candidate.page;
    if (prepared && candidate.key === key && candidate.browser === browser && browser.isConnected())
      return { ...prepared, spare: true };
    void prepared?.discard();
  }
  return preparePage(browser, setup);
}

/**
 * Prepares the spare for the next analysis with `setup`, in the background, unless there is one already (or `setup`
 * cannot be matched, or `browser` is gone: a spare of a closed browser is dropped when taken). Failures are silent:
 * the next stage then prepares its own page.
 */
export function prepareSpare(browser: Browser, setup: PageSetup): void {
  const key = keyOf(setup);
  if (spare || key === null || !browser.isConnected()) return;
  const page = preparePage(browser, setup).catch(() => null);
  spare = { key, browser, page };
}

/** Closes the spare, if any (graceful shutdown; `closeBrowser` calls it). */
export async function discardSpare(): Promise<void> {
  const candidate = spare;
  spare = null;
  const prepared = await candidate?.page;
  await prepared?.discard();
}

/** True when `context` is this process's spare (tests count the contexts analyses left open). */
export async function isSpareContext(context: BrowserContext): Promise<boolean> {
  const prepared = await spare?.page;
  return !!prepared && prepared.context === context;
}
