/**
 * The browser stage (`runBrowserStage`): loads the page in Debian's Chromium through playwright-core and collects what
 * only a browser sees: `js` chains, `dom` selectors, xhr/fetch hosts, every script loaded, the rendered DOM, the
 * visible text, cookies set by scripts. By concern:
 * - `process.ts`: the one shared Chromium of the process (launch, relaunch, close);
 * - `prepared.ts`: guarded contexts and pages, and the one spare prepared for the next analysis;
 * - `probe.ts`: what runs in the page (the React DevTools hook and the js/dom probe, serialised functions);
 * - `network.ts`: the page's requests (in flight for network idle, xhr hosts, script URLs, script/style bodies);
 * - `stage.ts`: the guarded context, navigation, waits, passes and their signals;
 * - `merge.ts`: the browser's signals merged into the HTTP stage's;
 * - `limits.ts`: the stage's bounds and timing helpers.
 */
export { BROWSER_LIMITS } from './limits';
export {
  browserAvailable,
  closeBrowser,
  DEFAULT_CHROMIUM_ENV,
  DEFAULT_CHROMIUM_PATH,
  getBrowser,
  GUARDED_CHROMIUM_ARGS,
  type ChromiumLaunchOptions,
} from './process';
export { browserProbes, type BrowserProbes } from './probe';
export { isSpareContext } from './prepared';
export {
  runBrowserStage,
  type BrowserSignals,
  type BrowserStageOptions,
  type BrowserStageResult,
} from './stage';
export { mergeBrowserSignals } from './merge';
export type { BlockedRequest } from '../browser-guard';
