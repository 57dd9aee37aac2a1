/**
 * The browser process: ONE Chromium per process, launched lazily, shared by every analysis, relaunched when it died
 * ({@link getBrowser}); {@link closeBrowser} for graceful shutdown (the CLI calls it before exiting; a worker
 * calls it on shutdown).
 */
import fs from 'node:fs';
import os from 'node:os';
import type { Browser } from 'playwright-core';
import { discardSpare } from './prepared';

/** Default Chromium executable: Debian's (never a downloaded browser); callers pass another in `chromiumPath`. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

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

/**
 * Closes the shared Chromium and the spare page prepared for the next analysis (graceful shutdown), and resolves once
 * their guard proxies are closed — also when Chromium had died or dies meanwhile. Safe to call when none runs; a later
 * analysis relaunches it.
 */
export async function closeBrowser(): Promise<void> {
  // a spare still being prepared is not waited for before the browser closes: closing the browser makes its
  // preparation give up at once, and the spare's proxy is closed either way
  const spareClosed = discardSpare();
  const pending = browserPromise;
  browserPromise = null;
  if (pending) {
    const browser = await pending.catch(() => null);
    await browser?.close().catch(() => undefined);
  }
  await spareClosed;
  // a spare prepared while the browser was closing (an analysis that ended meanwhile) is discarded at its browser's
  // disconnection: wait for that too
  await discardSpare();
}
