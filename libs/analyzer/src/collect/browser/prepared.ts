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
 *
 * Nothing here waits for Chromium without a bound: Playwright can leave a call pending for ever when Chromium dies
 * during it (`newPage` on a page target created just before the crash never settles — seen with playwright-core
 * 1.65), so a preparation gives up when its browser disconnects (or after {@link PAGE_PREPARE_MS}) and closes its
 * proxy; a spare whose browser disconnects is discarded at once. Otherwise a crashed or closed Chromium would leave
 * the spare's guard proxy listening and `closeBrowser` (a worker's graceful shutdown) waiting for ever.
 */
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { startGuardProxy, type GuardProxy, type GuardProxyOptions } from '../browser-guard';
import { bounded } from './limits';
import { INIT_SCRIPT } from './probe';

/** Longest a page's preparation (context, init script, route, page) may take while its browser stays connected, ms. */
export const PAGE_PREPARE_MS = 15_000;
/** Longest a context's close is waited for before its proxy is closed anyway, ms. */
const CONTEXT_CLOSE_MS = 5_000;

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

/** The spare of this process (at most one): its key, its browser, the page being prepared and its disconnect hook. */
interface Spare {
  key: string;
  browser: Browser;
  page: Promise<PreparedPage | null>;
  /** Removes the spare's listener of its browser's `disconnected` event. */
  unhook(): void;
}
let spare: Spare | null = null;
/** Spares being discarded (a closing browser's own among them): `discardSpare` waits for them too. */
const discarding = new Set<Promise<void>>();

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
 * @throws when the browser cannot make a context or page: it was closed or crashed meanwhile (the preparation gives
 *   up at its `disconnected` event even when Playwright's call never settles) or it did not answer within
 *   {@link PAGE_PREPARE_MS}; the proxy is then closed, and so is the context if it appears later
 */
export async function preparePage(browser: Browser, setup: PageSetup): Promise<PreparedPage> {
  const proxy = await startGuardProxy(setup.guard);
  let context: BrowserContext | null = null;
  const opening = openPage(browser, setup, proxy, (ctx) => (context = ctx));
  try {
    return await whileConnected(browser, opening, PAGE_PREPARE_MS);
  } catch (err) {
    // a context or page that appears after the preparation gave up is closed then
    opening.then(
      (prepared) => prepared.discard(),
      () => undefined,
    );
    await closeContext(context);
    await proxy.close();
    throw err;
  }
}

/** The steps of {@link preparePage} once its proxy listens; `created` gets the context as soon as it exists. */
async function openPage(
  browser: Browser,
  setup: PageSetup,
  proxy: GuardProxy,
  created: (context: BrowserContext) => void,
): Promise<PreparedPage> {
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
  created(ctx);
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
        await closeContext(ctx);
        await proxy.close();
      })()),
  };
}

/** Closes `context` (if any), waiting at most {@link CONTEXT_CLOSE_MS}; never throws. */
async function closeContext(context: BrowserContext | null): Promise<void> {
  if (context) await bounded(context.close(), CONTEXT_CLOSE_MS, 'context close').catch(() => undefined);
}

/**
 * `work`, unless `browser` disconnects first (or is already disconnected) or `ms` pass: then rejects. The listener
 * and the timer are removed once it settles.
 */
function whileConnected<T>(browser: Browser, work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      browser.off('disconnected', onDisconnected);
    };
    const onDisconnected = () => {
      done();
      reject(new Error('The browser closed while a page was being prepared.'));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`The browser did not open a page within ${ms} ms.`));
    }, ms);
    browser.on('disconnected', onDisconnected);
    if (!browser.isConnected()) onDisconnected();
    work.then(
      (value) => {
        done();
        resolve(value);
      },
      (err: unknown) => {
        done();
        reject(err);
      },
    );
  });
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
    candidate.unhook();
    const prepared = await candidate.page;
    if (prepared && candidate.key === key && candidate.browser === browser && browser.isConnected())
      return { ...prepared, spare: true };
    if (prepared) retire(prepared);
  }
  return preparePage(browser, setup);
}

/**
 * Prepares the spare for the next analysis with `setup`, in the background, unless there is one already (or `setup`
 * cannot be matched, or `browser` is gone). The spare is discarded as soon as `browser` disconnects (closed or
 * crashed). Failures are silent: the next stage then prepares its own page.
 */
export function prepareSpare(browser: Browser, setup: PageSetup): void {
  const key = keyOf(setup);
  if (spare || key === null || !browser.isConnected()) return;
  const page = preparePage(browser, setup).catch(() => null);
  const onDisconnected = () => {
    if (spare !== entry) return;
    spare = null;
    retire(page);
  };
  const entry: Spare = { key, browser, page, unhook: () => browser.off('disconnected', onDisconnected) };
  browser.once('disconnected', onDisconnected);
  spare = entry;
}

/** Discards `prepared` (a page or one being prepared) in the background; `discardSpare` waits for it. */
function retire(prepared: PreparedPage | Promise<PreparedPage | null>): void {
  const closing = Promise.resolve(prepared).then((p) => p?.discard());
  discarding.add(closing);
  void closing.finally(() => discarding.delete(closing));
}

/**
 * Closes the spare, if any, and waits for every spare being discarded (graceful shutdown; `closeBrowser` calls it).
 * Settles even when Chromium died: a preparation gives up when its browser disconnects.
 */
export async function discardSpare(): Promise<void> {
  const candidate = spare;
  spare = null;
  if (candidate) {
    candidate.unhook();
    retire(candidate.page);
  }
  await Promise.all([...discarding]);
}

/** True when `context` is this process's spare (tests count the contexts analyses left open). */
export async function isSpareContext(context: BrowserContext): Promise<boolean> {
  const prepared = await spare?.page;
  return !!prepared && prepared.context === context;
}
