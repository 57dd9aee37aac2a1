import { SCRIPT_CHARS, SCRIPT_COLLECT_CHARS } from '../../detect/caps';

/** Bounds of the browser stage (ms, counts, characters). */
export const BROWSER_LIMITS = {
  /** Whole stage deadline (also bounded by the analysis deadline). */
  stageMs: 20_000,
  /** goto → load event. */
  loadMs: 10_000,
  /** The network is quiet when no (non-long-lived) request is in flight and none started or ended for this long. */
  idleWindowMs: 50,
  /**
   * Least time the page may take to settle after its load event (network quiet and its own scripts idle); a page
   * whose load took longer gets `settleLoadFactor` × its load time instead (a slow page on a busy machine gets
   * proportionally more), always within the stage's deadline.
   */
  idleMaxMs: 2_000,
  settleLoadFactor: 1,
  /** An xhr/fetch/EventSource request in flight this long (or for the page's load time, if longer) is long-lived. */
  longLivedMs: 1_000,
  /** The page's scripts are idle only when the DOM has not changed for this long (then the next idle period). */
  mutationQuietMs: 50,
  /** Consecutive settle checks that must find the page idle with no network event in between. */
  settleConfirmations: 2,
  /** A page not settled this long after its load event gets an interim js/dom pass (kept if the stage is cut). */
  interimPassMs: 1_000,
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

/** {@link BROWSER_LIMITS} with a run's overrides. */
export type StageLimits = Record<keyof typeof BROWSER_LIMITS, number>;

/** Resolves after `ms` (at least 0). */
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)));

/** Resolves `p`, or rejects with a TimeoutError after `ms`. */
export function bounded<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
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
