/**
 * What runs inside the page: the React DevTools hook installed before any page script and the js/dom probe. Both are
 * typed, linted functions that are serialised (`Function.prototype.toString`) and evaluated in the page world, so
 * they must not reference anything outside their own body — no imports, no module constants, no closures; only the
 * page's globals and their arguments (JSON).
 */
import type { FingerprintSet } from '../../fingerprints/model';
import type { DomObservation } from '../../types';
import type { StageLimits } from './limits';

/** One `dom` probe: a selector and what to read on its matching elements. */
export interface DomProbe {
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

/** The argument of {@link pageProbe}: what to read, and the character and count caps (see `BROWSER_LIMITS`). */
export interface PageProbeArgs extends BrowserProbes {
  valueChars: number;
  htmlChars: number;
  textChars: number;
  inlineScriptChars: number;
  stylesheetChars: number;
  maxInlineStyles: number;
  maxInlineScripts: number;
}

/** One pass of {@link pageProbe}: js values and dom observations; the rendered document too on a full pass. */
export interface ProbeOutput {
  js: Record<string, string | number | boolean>;
  dom: Record<string, DomObservation>;
  html?: string;
  text?: string;
  cookie?: string;
  scriptSrc?: string[];
  inlineScripts?: string[];
  styles?: string[];
}

/** The parts of the page's DOM the probe reads (the analyzer compiles without the DOM library). */
interface PageElement {
  textContent: string | null;
  outerHTML: string;
  getAttribute(name: string): string | null;
}
interface PageDocument {
  documentElement: PageElement | null;
  body: (PageElement & { innerText?: string }) | null;
  cookie: string;
  scripts: ArrayLike<PageElement & { src: string }>;
  querySelector(selector: string): (PageElement & { __vue_app__?: { version?: unknown } }) | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
}
interface ReactDevtoolsHook {
  __stacklens?: boolean;
  renderers?: Map<number, { version?: unknown } | null>;
}
type PageWindow = Record<string, unknown> & {
  document: PageDocument;
  __REACT_DEVTOOLS_GLOBAL_HOOK__?: ReactDevtoolsHook;
};

/**
 * Installed before any page script: a minimal React DevTools hook. React (16–19, any bundling) registers its
 * renderer with it, including the renderer's `version` — the runtime version a Vite/webpack-built React app exposes
 * nowhere else. The hook does nothing else (no profiling, no patching). Runs in the page (see the file's comment).
 */
export function installReactDevtoolsHook(): void {
  try {
    const win = globalThis as unknown as PageWindow;
    if (win.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
    const renderers = new Map<number, unknown>();
    let id = 0;
    const ignore = () => undefined;
    Object.defineProperty(win, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      enumerable: false,
      writable: true,
      value: {
        __stacklens: true,
        supportsFiber: true,
        isDisabled: false,
        renderers,
        inject: (renderer: unknown) => {
          id += 1;
          renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot: ignore,
        onCommitFiberUnmount: ignore,
        onPostCommitFiberRoot: ignore,
        onScheduleFiberRoot: ignore,
        checkDCE: ignore,
      },
    });
  } catch {
    // a page whose window cannot take the hook is probed without it
  }
}

/**
 * The js/dom probe; runs in the page (see the file's comment). `pageProbe(args)` returns the probe `(full) => output`,
 * created once per page (the ~300 KB of chains/selectors cross CDP once) and called per pass.
 * js chains follow Wappalyzer's driver: walk own properties from `window` (below `window`, members inherited from
 * the page's own classes count too, built-ins never); a found value is kept as is when a string or number, else as a
 * boolean (`!!value`): an existing object means presence. dom: for each selector, up to 10
 * matching elements; text = their textContent joined; attribute/property = first element that has it.
 * Runtime versions that modern builds expose only indirectly are mapped onto the chains the set names: React's
 * renderer version ({@link installReactDevtoolsHook}) → `React.version`, a mounted Vue 3 app
 * (`[data-v-app].__vue_app__.version`) → `Vue.version`, each only when the page has no such global itself.
 * A full pass adds the rendered HTML, the visible text, `document.cookie`, script URLs, inline scripts and styles.
 */
export function pageProbe(args: PageProbeArgs): (full: boolean) => ProbeOutput {
  return (full) => {
    const win = globalThis as unknown as PageWindow;
    const doc = win.document;
    const hasOwn = Object.prototype.hasOwnProperty;
    const has = (obj: object, key: string, depth: number): boolean => {
      if (hasOwn.call(obj, key)) return true;
      // below window, also members inherited from the page's own classes (e.g. a static getter on a base class),
      // never the built-ins every object or function has (constructor, toString, length, name…)
      return (
        depth > 0 &&
        key in obj &&
        !(key in Object.prototype) &&
        !(key in Function.prototype) &&
        !(key in Array.prototype)
      );
    };
    const scalar = (v: unknown): string | number | boolean => {
      if (typeof v === 'string') return v.length > args.valueChars ? v.slice(0, args.valueChars) : v;
      if (typeof v === 'number') return Number.isFinite(v) ? v : String(v);
      return !!v;
    };
    const out: ProbeOutput = { js: {}, dom: {} };
    const hook = win.__REACT_DEVTOOLS_GLOBAL_HOOK__;
    const ownHook = !!hook?.__stacklens;
    for (const chain of args.chains) {
      if (ownHook && chain.startsWith('__REACT_DEVTOOLS_GLOBAL_HOOK__')) continue;
      try {
        const parts = chain.split('.');
        let value: unknown = win;
        let found = true;
        for (let j = 0; j < parts.length; j++) {
          if (
            value !== null &&
            (typeof value === 'object' || typeof value === 'function') &&
            has(value, parts[j], j)
          )
            value = (value as Record<string, unknown>)[parts[j]];
          else {
            found = false;
            break;
          }
        }
        if (found) out.js[chain] = scalar(value);
      } catch {
        // a throwing getter: the chain is not found
      }
    }
    try {
      if (ownHook && hook?.renderers && !hasOwn.call(out.js, 'React.version')) {
        hook.renderers.forEach((renderer) => {
          if (
            renderer &&
            typeof renderer.version === 'string' &&
            /^\d+\.\d+/.test(renderer.version) &&
            !out.js['React.version']
          )
            out.js['React.version'] = renderer.version;
        });
      }
    } catch {
      // a renderer the page replaced
    }
    try {
      if (!hasOwn.call(out.js, 'Vue.version')) {
        const vueApp = doc.querySelector('[data-v-app]')?.__vue_app__;
        if (vueApp && typeof vueApp.version === 'string') out.js['Vue.version'] = vueApp.version;
      }
    } catch {
      // a throwing getter
    }
    for (const probe of args.dom) {
      let nodes: ArrayLike<PageElement>;
      try {
        nodes = doc.querySelectorAll(probe.s);
      } catch {
        continue; // a selector this browser does not parse
      }
      if (!nodes || nodes.length === 0) continue;
      const observation: DomObservation = { exists: true };
      const n = Math.min(nodes.length, 10);
      if (probe.t) {
        const texts: string[] = [];
        for (let m = 0; m < n; m++) texts.push(nodes[m].textContent || '');
        observation.text = texts.join('\n').slice(0, 25000);
      }
      if (probe.a.length) {
        const attributes: Record<string, string> = {};
        observation.attributes = attributes;
        for (const name of probe.a) {
          for (let m = 0; m < n; m++) {
            const value = nodes[m].getAttribute(name);
            if (value !== null) {
              attributes[name] = value.slice(0, args.valueChars);
              break;
            }
          }
        }
      }
      if (probe.p.length) {
        const properties: Record<string, string | number | boolean> = {};
        observation.properties = properties;
        for (const name of probe.p) {
          for (let m = 0; m < n; m++) {
            try {
              if (hasOwn.call(nodes[m], name)) {
                properties[name] = scalar((nodes[m] as unknown as Record<string, unknown>)[name]);
                break;
              }
            } catch {
              // a throwing getter: try the next element
            }
          }
        }
      }
      out.dom[probe.s] = observation;
    }
    if (full) {
      const root = doc.documentElement;
      out.html = root ? root.outerHTML.slice(0, args.htmlChars) : '';
      out.text = doc.body ? String(doc.body.innerText || '').slice(0, args.textChars) : '';
      try {
        out.cookie = doc.cookie;
      } catch {
        out.cookie = '';
      }
      const scriptSrc: string[] = [];
      const inlineScripts: string[] = [];
      const styles: string[] = [];
      const scripts = doc.scripts;
      for (let i = 0; i < scripts.length; i++) {
        const script = scripts[i];
        if (script.src) scriptSrc.push(script.src);
        else if (inlineScripts.length < args.maxInlineScripts && script.textContent)
          inlineScripts.push(script.textContent.slice(0, args.inlineScriptChars));
      }
      const styleElements = doc.querySelectorAll('style');
      for (let i = 0; i < styleElements.length && i < args.maxInlineStyles; i++)
        styles.push((styleElements[i].textContent || '').slice(0, args.stylesheetChars));
      out.scriptSrc = scriptSrc;
      out.inlineScripts = inlineScripts;
      out.styles = styles;
    }
    return out;
  };
}

/**
 * A page-world function as the source of an expression that evaluates to it. Compilers that keep function names
 * (esbuild's `keepNames`, which tsx uses for the benchmarks) wrap inner functions in `__name(fn, "name")`; the page
 * gets `__name` as the identity, so the serialised function never depends on the compiler's runtime helpers.
 */
export function pageFunctionSource(fn: (...args: never[]) => unknown): string {
  return `((__name) => (${fn.toString()}))((fn) => fn)`;
}

/** What {@link installActivityMonitor} keeps on the page's window (non-enumerable `__stacklensActivity`). */
interface PageActivity {
  /** ids of the one-shot timers (≤ `shortTimerMs`, first scheduling of their callback) not yet run or cleared */
  pending: Set<unknown>;
  /** `performance.now()` of the last DOM mutation (0: none yet) */
  lastMutation: number;
  /** the page's own `setTimeout` before it was wrapped (the settle check's fallback uses it) */
  setTimeout: (fn: () => void, ms: number) => unknown;
}

/**
 * Installed before any page script: records what the page's own scripts still have to do, for the stage's settle
 * check ({@link settleCheckExpression}): the one-shot timers of up to 1 s that are pending (a callback scheduled
 * again after it ran — a polling loop — is not pending work, nor are intervals or longer timers) and the time of the
 * last DOM mutation. Wraps `setTimeout`/`clearTimeout` (same arguments, same return values) and observes the
 * document; records, changes nothing else. Runs in the page (see the file's comment).
 */
export function installActivityMonitor(): void {
  try {
    const win = globalThis as unknown as Record<string, unknown> & {
      document: { nodeType: number };
      MutationObserver?: new (cb: () => void) => { observe(node: unknown, init: object): void };
    };
    if (win.__stacklensActivity) return;
    const shortTimerMs = 1000;
    const nativeSet = win.setTimeout as (...a: unknown[]) => unknown;
    const nativeClear = win.clearTimeout as (...a: unknown[]) => unknown;
    const pending = new Set<unknown>();
    const ran = new WeakSet<object>();
    const activity: PageActivity = {
      pending,
      lastMutation: 0,
      setTimeout: (fn, ms) => nativeSet.call(win, fn, ms),
    };
    Object.defineProperty(win, '__stacklensActivity', { value: activity, enumerable: false });
    const wrappedSet = function (this: unknown, handler: unknown, delay?: unknown, ...rest: unknown[]) {
      const ms = Number(delay) || 0;
      if (typeof handler !== 'function' || ms > shortTimerMs || ran.has(handler))
        return nativeSet.call(this, handler, delay, ...rest);
      const timer: { id?: unknown } = {};
      const run = function (this: unknown, ...callArgs: unknown[]) {
        pending.delete(timer.id);
        ran.add(handler);
        return (handler as (...a: unknown[]) => unknown).apply(this, callArgs);
      };
      timer.id = nativeSet.call(this, run, delay, ...rest);
      pending.add(timer.id);
      return timer.id;
    };
    const wrappedClear = function (this: unknown, id?: unknown) {
      pending.delete(id);
      return nativeClear.call(this, id);
    };
    win.setTimeout = wrappedSet;
    win.clearTimeout = wrappedClear;
    if (win.MutationObserver) {
      const observer = new win.MutationObserver(() => {
        activity.lastMutation = performance.now();
      });
      observer.observe(win.document, {
        childList: true,
        subtree: true,
        attributes: true,
        characterData: true,
      });
    }
  } catch {
    // a page whose window cannot take the monitor settles on network evidence alone
  }
}

/** What one settle check reports (see {@link settleCheckExpression}). */
export interface SettleReport {
  /** one-shot timers of up to 1 s still pending (−1: no monitor on this document) */
  timers: number;
  /** ms since the last DOM mutation (−1: none yet) */
  sinceMutation: number;
  /** ms the check waited in the page (timers, mutations, then the main thread's idle callback) */
  waitedMs: number;
}

/**
 * An expression that resolves to a {@link SettleReport} once the page's own scripts are idle: no pending one-shot
 * timer of up to 1 s, no DOM mutation for `mutationQuietMs`, then the main thread's next idle period
 * (`requestIdleCallback`) — or after `maxWaitMs`, whichever comes first (the report then says what was still
 * pending). Polls in the page with the native `setTimeout` every 16 ms (one frame), so no CDP round trip per poll.
 * Runs in the page.
 */
export function settleCheckExpression(maxWaitMs: number, mutationQuietMs: number): string {
  const check = (wait: number, quietMs: number) =>
    new Promise<SettleReport>((resolve) => {
      const win = globalThis as unknown as {
        __stacklensActivity?: PageActivity;
        requestIdleCallback?: (cb: () => void, o: { timeout: number }) => unknown;
      };
      const activity = win.__stacklensActivity;
      const started = performance.now();
      const report = () =>
        resolve({
          timers: activity ? activity.pending.size : -1,
          sinceMutation: activity?.lastMutation ? performance.now() - activity.lastMutation : -1,
          waitedMs: performance.now() - started,
        });
      const poll = () => {
        const now = performance.now();
        const busy =
          !!activity &&
          (activity.pending.size > 0 || (activity.lastMutation > 0 && now - activity.lastMutation < quietMs));
        if (busy && now - started < wait && activity) activity.setTimeout(poll, 16);
        else if (win.requestIdleCallback)
          win.requestIdleCallback(report, { timeout: Math.max(1, wait - (now - started)) });
        else report();
      };
      poll();
    });
  return `(${pageFunctionSource(check)})(${Math.max(1, Math.round(maxWaitMs))}, ${Math.max(0, Math.round(mutationQuietMs))})`;
}

/** The init script every page of the stage gets: {@link installReactDevtoolsHook} and {@link installActivityMonitor}. */
export const INIT_SCRIPT = `(${pageFunctionSource(installReactDevtoolsHook)})();(${pageFunctionSource(installActivityMonitor)})();`;

const probeCache = new WeakMap<FingerprintSet, BrowserProbes>();

/**
 * The js chains and dom selectors (with only the attribute/property names and text reads the set uses) that the
 * fingerprint set names, from its indexes. Memoised per set.
 */
export function browserProbes(fingerprints: FingerprintSet): BrowserProbes {
  let probes = probeCache.get(fingerprints);
  if (!probes) {
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
    probes = { chains, dom };
    probeCache.set(fingerprints, probes);
  }
  return probes;
}

/** The page's probe `(full) => ProbeOutput` for `probes` and the stage's `limits`, as an expression to evaluate. */
export function pageProbeExpression(probes: BrowserProbes, limits: StageLimits): string {
  const args: PageProbeArgs = {
    chains: probes.chains,
    dom: probes.dom,
    valueChars: limits.valueChars,
    htmlChars: limits.htmlChars,
    textChars: limits.textChars,
    inlineScriptChars: limits.inlineScriptChars,
    stylesheetChars: limits.stylesheetChars,
    maxInlineStyles: limits.maxInlineStyles,
    maxInlineScripts: limits.maxInlineScripts,
  };
  return `(${pageFunctionSource(pageProbe)})(${JSON.stringify(args)})`;
}
