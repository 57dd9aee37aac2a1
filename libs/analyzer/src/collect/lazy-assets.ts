/**
 * Scripts and stylesheets a page loads later than its HTML says (issue 25 §1): production bundlers put heavy
 * libraries (charting, mapping, 3D, editors) into chunks that the entry code loads on demand, and module loaders
 * load the page's modules from a configuration. The passive stage reads the page's first-party code for the URLs of
 * those chunks and modules and fetches them in further, bounded rounds (`LAZY_ASSET_CAPS`).
 *
 * URL forms read (each a pure function below, spec in its docstring):
 * - static `import … from "./x.js"` of a fetched script (its dependencies, loaded with it);
 * - dynamic `import("./x.js")` with a literal relative or root-relative `.js`/`.mjs` specifier (ES modules);
 * - Vite's `__vite__mapDeps` file list (Vite ≥ 5.1: the chunks and stylesheets each dynamic import preloads), paths
 *   relative to the build's base;
 * - webpack's chunk URL function where its maps are literals (webpack 5 `__webpack_require__.u`, webpack 4 `jsonpScriptSrc`:
 *   `"static/js/"+e+"."+{85:"1a2b3c4d"}[e]+".chunk.js"`, with or without a chunk-name map), relative to the build's
 *   public path;
 * - RequireJS (and other AMD loaders): the modules of `require([...])`/`requirejs([...])` calls resolved through
 *   `require.config({baseUrl, paths, urlArgs})` as RequireJS does (`paths` longest prefix, `.js`, `?urlArgs`), and,
 *   when the code configures or calls such a loader, the dependencies the read code declares for its modules
 *   (`define([...], f)`, `define("id", [...], f)`) and for the non-AMD scripts it shims (`shim: {x: {deps: [...]}}`);
 *   the entry module of RequireJS' `data-main` attribute is a script of the document (`html.ts`);
 * - scripts an inline loader snippet adds to the document: `s = document.createElement('script'); s.src = '/x.js'`
 *   (or `setAttribute('src', …)`), `document.write('<script src="/x.js"></script>')`, with a literal URL
 *   (Browsersync's snippet, plugins' deferred loaders);
 * - MediaWiki ResourceLoader: its startup module (`load.php?…modules=startup`) names the base modules every page
 *   loads (`baseModules=["jquery","mediawiki.base"]`), requested from the same `load.php` with the same language and
 *   skin.
 * Only first-party code is read (inline scripts and fetched scripts of the page's origin) and only URLs of the
 * page's origin are kept: nothing here reaches another host.
 */
import { staticImports } from './html';

/**
 * Budget of the further round (the fetches go through the same guarded client, address guard, timeouts and 4
 * requests at a time as the page's other assets; `collect/index.ts` gives the round its own stage deadline):
 * - `rounds`: at most 3 rounds, each reading the scripts the one before fetched (a module graph's depth: a
 *   RequireJS entry, the application module it requires, the libraries that module declares);
 * - `scripts`: at most 20 further scripts in all rounds, in the order {@link lazyAssetUrls} returns them;
 * - no chunk stylesheet is fetched (the stylesheets a linked stylesheet `@import`s are: {@link stylesheetImports}):
 *   a chunk's stylesheet is applied only when its chunk runs,
 *   and the chunks a build lists include a framework's own error and fallback pages, styled by the framework's
 *   tooling (Nuxt's error pages carry UnoCSS output: fetched, they named UnoCSS on a Nuxt site that does not use it,
 *   `npm run eval` nuxt-spa), while a library's code signatures are in its script chunk. {@link lazyAssetUrls}
 *   returns them apart (`stylesheets`), so that its script list holds none;
 * - `scriptChars`: 2,000,000 characters kept of each further script;
 * - `totalScriptChars`: 6,000,000 characters of further scripts together (a request starts only within what is
 *   left, `fetchAssets`' `maxTotalChars`);
 * - `scanChars`: the first 4,000,000 characters of each first-party script are read for URLs;
 * - `perScript`: at most 50 URLs taken from one script, 200 in all; static imports are read in the first 20,000
 *   characters of a fetched script (`importHeadChars`: bundlers write a chunk's imports at its head).
 */
export const LAZY_ASSET_CAPS = {
  rounds: 3,
  scripts: 20,
  scriptChars: 2_000_000,
  totalScriptChars: 6_000_000,
  scanChars: 4_000_000,
  perScript: 50,
  candidates: 200,
  importHeadChars: 20_000,
} as const;

/** A piece of first-party code: its text and the URL relative specifiers resolve against. */
export interface CodeSource {
  /** The script's URL, or the document's for an inline script. */
  url: string;
  text: string;
  /** Inline in the document (not fetched). */
  inline?: boolean;
}

/** Further asset URLs, each list deduplicated, in fetch order. */
export interface LazyAssetUrls {
  scripts: string[];
  stylesheets: string[];
}

/**
 * Positions where one of `markers` occurs in `code` (in order, at most `max`): the scans below look for a literal
 * first (`indexOf` is far cheaper than a regular expression over a megabyte bundle) and run their expression only
 * there, anchored (`y`) or on a window around it.
 */
function* markers(code: string, list: readonly string[], max = 10_000): Generator<number> {
  const next = list.map((m) => code.indexOf(m));
  for (let n = 0; n < max; n++) {
    let k = -1;
    for (let i = 0; i < next.length; i++) if (next[i] >= 0 && (k < 0 || next[i] < next[k])) k = i;
    if (k < 0) return;
    const at = next[k];
    yield at;
    next[k] = code.indexOf(list[k], at + 1);
  }
}

const RELATIVE_JS = String.raw`(?:\.{1,2}\/|\/)[^"'\x60\s?#{}]{1,500}?\.m?js(?:\?[^"'\x60\s]{0,500})?`;

/**
 * Literal specifiers of dynamic `import()` calls that name a relative (`./`, `../`) or root-relative (`/`)
 * `.js`/`.mjs` file: `import("./map-77ZWoW-7.js")`, `import('/assets/x.mjs')`, template literals without
 * substitutions. Bare specifiers, computed ones and other hosts are skipped. At most `max` (default 50), in order.
 */
export function dynamicImports(code: string, max = 50): string[] {
  const found: string[] = [];
  const re = new RegExp(String.raw`import\s*\(\s*(["'\x60])(${RELATIVE_JS})\1\s*[,)]`, 'y');
  for (const at of markers(code, ['import'])) {
    if (found.length >= max) break;
    if (at > 0 && /[\w$.]/.test(code[at - 1])) continue;
    re.lastIndex = at;
    const m = re.exec(code);
    if (m) found.push(m[2]);
  }
  return found;
}

/**
 * Scripts that `code` adds to the document with a literal URL: a script element it creates
 * (`document.createElement('script')`) whose `src` it sets to a string literal (`s.src = '/bs/client.js?v=3'`,
 * `s.setAttribute("src", "./x.js")`) within `INJECTED_SRC_WINDOW` characters after the creation, and the `<script src>` of
 * the markup it writes (`document.write('<script src="/x.js"><\/script>')`). Relative, root-relative, scheme-relative
 * and http(s) URLs of `.js`/`.mjs` files; the caller keeps those of the page's origin. At most `max`, in order.
 */
export function injectedScripts(code: string, max = 50): string[] {
  const found: string[] = [];
  // the src is set near where the element is created (a loader snippet is a few statements): read the window after
  // each creation, not every `.src` of a bundle
  let scanned = 0;
  SCRIPT_CREATED.lastIndex = 0;
  for (let c = SCRIPT_CREATED.exec(code); c !== null && found.length < max; c = SCRIPT_CREATED.exec(code)) {
    const end = SCRIPT_CREATED.lastIndex;
    const window = code.slice(Math.max(scanned, end), end + INJECTED_SRC_WINDOW);
    scanned = end + INJECTED_SRC_WINDOW;
    SRC_SET.lastIndex = 0;
    for (let m = SRC_SET.exec(window); m !== null && found.length < max; m = SRC_SET.exec(window))
      found.push(m[2] ?? m[4]);
  }
  for (const at of markers(code, ['document.write'])) {
    if (found.length >= max) break;
    SCRIPT_WRITTEN.lastIndex = at;
    const m = SCRIPT_WRITTEN.exec(code);
    if (m) found.push(m[3]);
  }
  return found;
}

/** Characters read after a `createElement('script')` for the `src` a loader snippet gives the element. */
const INJECTED_SRC_WINDOW = 1_000;
/** A script URL as a loader snippet writes it: {@link RELATIVE_JS}, or the same path on an http(s) origin. */
const INJECTED_JS = String.raw`((?:https?:\/\/[^"'\x60\s/?#]{1,253})?${RELATIVE_JS})`;
const SCRIPT_CREATED = /createElement\s*\(\s*["'](?:script|SCRIPT)["']\s*\)/g;
const SRC_SET = new RegExp(
  String.raw`\.src\s*=\s*(["'\x60])${INJECTED_JS}\1|setAttribute\s*\(\s*["']src["']\s*,\s*(["'\x60])${INJECTED_JS}\3`,
  'g',
);
const SCRIPT_WRITTEN = new RegExp(
  String.raw`document\.write(?:ln)?\s*\(\s*(["'])<script\b[^>]{0,300}?\bsrc\s*=\s*\\?(["']?)${INJECTED_JS}\\?\2`,
  'y',
);

/** The string literals of a JavaScript array literal's body (`"a.js","b.css"` → `['a.js', 'b.css']`). */
function stringsOf(list: string): string[] {
  return [...list.matchAll(/(["'])([^"'\\]{1,500})\1/g)].map((m) => m[2]);
}

/**
 * Vite's `__vite__mapDeps` file list (Vite ≥ 5.1 puts the chunks and stylesheets each dynamic import preloads in
 * one array at the head of the importing chunk: `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=
 * ["assets/map-77ZWoW-7.js","assets/map-CIGW-MKW.css"])))=>i.map(i=>d[i])`). The paths are relative to the
 * build's base (see {@link buildBase}); `./`-relative ones (a relative base) to the importing chunk. At most `max`.
 */
export function viteMapDeps(code: string, max = 50): string[] {
  const at = code.indexOf('__vite__mapDeps');
  if (at < 0) return [];
  const m = /__vite__mapDeps\s*=\s*\([^[\]]{0,200}\[([^\]]{0,50000})\]/.exec(code.slice(at, at + 50_300));
  return m
    ? stringsOf(m[1])
        .filter((p) => /\.(?:m?js|css)(?:\?|$)/.test(p))
        .slice(0, max)
    : [];
}

/**
 * The directory a bundler's output paths are relative to (its base or public path), from where the importing
 * script itself lives: the output path `assets/map.js` of a chunk at `/app/assets/index.js` is relative to `/app/`
 * (the part of the script's path before the output path's directory). When the script's path does not contain that
 * directory, `declared` (a base or public path the code states, e.g. webpack's `__webpack_require__.p="/_next/"`),
 * else the origin's root.
 * @param outputPath a path relative to the base (`assets/x.js`, `static/js/`)
 * @param scriptUrl absolute URL of the script that names it
 * @returns an absolute URL ending in `/`
 */
export function buildBase(outputPath: string, scriptUrl: string, declared?: string): string {
  const script = new URL(scriptUrl);
  const dir = outputPath.slice(0, outputPath.lastIndexOf('/') + 1);
  if (dir) {
    const at = script.pathname.lastIndexOf('/' + dir);
    if (at >= 0) return new URL(script.pathname.slice(0, at + 1), script).href;
  }
  if (declared && /^(?:\/|https?:\/\/)/.test(declared)) {
    try {
      const base = new URL(declared, script);
      return base.href.endsWith('/') ? base.href : base.href + '/';
    } catch {
      // not a URL: the root
    }
  }
  return new URL('/', script).href;
}

/** The keys and values of a literal object's body: `85:"1a2b",'x-y':"c"` → {85: '1a2b', 'x-y': 'c'}. */
function literalMap(body: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of body.matchAll(/(?:(["'])([^"']{1,200})\1|([\w$.-]{1,200}))\s*:\s*(["'])([^"']{0,500})\4/g))
    map.set(m[2] ?? m[3], m[5]);
  return map;
}

/**
 * Chunk paths of webpack's chunk URL function when its maps are literals (webpack 5 `__webpack_require__.u`,
 * webpack 4's `jsonpScriptSrc`), minified or not:
 * `"static/js/"+e+"."+{85:"1a2b3c4d",123:"9f8e"}[e]+".chunk.js"` → `static/js/85.1a2b3c4d.chunk.js`, …;
 * `"static/js/"+({85:"vendors"}[e]||e)+"."+{…}[e]+".js"` → `static/js/vendors.1a2b3c4d.js`, … (a name map);
 * `"js/"+e+".js"`-like forms without a hash map name no file and are skipped. Paths are relative to the public
 * path ({@link buildBase}). At most `max`, in map order.
 * @returns the paths, and the public path the code states (`.p="/_next/"`) when it does
 */
export function webpackChunkPaths(code: string, max = 50): { paths: string[]; publicPath?: string } {
  const paths: string[] = [];
  const re =
    /(["'])([\w./-]{0,200})\1\s*\+\s*(?:\(\s*\{([^{}]{0,20000})\}\s*\[\s*(\w+)\s*\]\s*\|\|\s*\4\s*\)|(\w+))\s*\+\s*(["'])([\w.-]{0,20})\6\s*\+\s*\{([^{}]{1,100000})\}\s*\[\s*(\w+)\s*\]\s*\+\s*(["'])([\w.-]{0,50}\.m?js)\10/g;
  // the marker: the lookup of the hash map followed by the file's suffix (`}[e]+".chunk.js"`)
  const suffix = /\}\s*\[\s*\w+\s*\]\s*\+\s*(["'])[\w.-]{0,50}\.m?js\1/y;
  let scanned = 0;
  for (const at of markers(code, ['}['])) {
    if (paths.length >= max) break;
    if (at < scanned) continue;
    suffix.lastIndex = at;
    if (!suffix.test(code)) continue;
    // the whole expression ends here: read it in a window reaching back over both maps
    const end = suffix.lastIndex;
    re.lastIndex = 0;
    const window = code.slice(Math.max(scanned, at - 120_500), end);
    scanned = end;
    for (let m = re.exec(window); m !== null && paths.length < max; m = re.exec(window)) {
      const variable = m[4] ?? m[5];
      if (m[9] !== variable) continue;
      const names = m[3] !== undefined ? literalMap(m[3]) : new Map<string, string>();
      for (const [id, hash] of literalMap(m[8])) {
        if (paths.length >= max) break;
        paths.push(`${m[2]}${names.get(id) ?? id}${m[7]}${hash}${m[11]}`);
      }
    }
  }
  if (paths.length === 0) return { paths };
  const publicPath = /\.p\s*=\s*(["'])([^"'\s]{1,300})\1/.exec(code)?.[2];
  return { paths, ...(publicPath ? { publicPath } : {}) };
}

/** RequireJS configuration: `baseUrl`, `paths` (module id prefix → path) and `urlArgs`, merged in order. */
export interface AmdConfig {
  baseUrl?: string;
  paths: Map<string, string>;
  urlArgs?: string;
  /** Module ids in the `deps` of its `shim` entries, in order (filled by the scan; absent = none read). */
  shimDeps?: string[];
}

/** What the `define(...)` calls of some code declare (`scanAmdDefines`). */
interface AmdDefines {
  /** Module ids in their dependency arrays. */
  deps: string[];
  /** Ids that named `define("id", …)` calls define in the code itself (no file to load). */
  defined: string[];
}

/** AMD ids that name no file: the loader's own pseudo-modules, loader plugins (`text!x`), relative ids. */
const loadableId = (id: string) =>
  !id.includes('!') && !/^(?:require|exports|module)$/.test(id) && !id.startsWith('.');

/** The text of the object literal that starts at `open` (a `{`), strings skipped; at most `max` characters. */
function objectAt(code: string, open: number, max = 20_000): string {
  let depth = 0;
  const end = Math.min(code.length, open + max);
  for (let i = open; i < end; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') {
      const close = code.indexOf(c, i + 1);
      if (close < 0) break;
      i = close;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return code.slice(open, i + 1);
  }
  return code.slice(open, end);
}

/**
 * One pass over `code` for an AMD loader: its configuration (`require.config({…})`, `requirejs.config({…})`, a
 * `var require = {…}` pre-configuration) read into `config` (later keys win, as in RequireJS: `baseUrl`, `urlArgs`
 * in string form, `paths` with string values or the first of an array of fallbacks, the `deps` of `shim` entries),
 * and the module ids of its `require([...])`/`requirejs([...])` calls (loader plugin ids such as `text!x` skipped;
 * at most `max`).
 */
function scanAmd(code: string, config: AmdConfig, max: number): string[] {
  const ids: string[] = [];
  const configCall = /require(?:js)?\s*\.\s*config\s*\(\s*\{/y;
  const preConfig = /require\s*=\s*\{/y;
  const call = /require(?:js)?\s*\(\s*\[([^\]]{0,5000})\]/y;
  for (const at of markers(code, ['require'])) {
    if (at > 0 && /[\w$.]/.test(code[at - 1])) continue;
    call.lastIndex = at;
    const m = call.exec(code);
    if (m) {
      for (const id of stringsOf(m[1])) if (!id.includes('!') && ids.length < max) ids.push(id);
      continue;
    }
    configCall.lastIndex = at;
    preConfig.lastIndex = at;
    let open = -1;
    if (configCall.test(code)) open = configCall.lastIndex - 1;
    else if (/(?:var|let|const)\s+$/.test(code.slice(Math.max(0, at - 8), at)) && preConfig.test(code))
      open = preConfig.lastIndex - 1;
    if (open >= 0) readConfigObject(objectAt(code, open), config);
  }
  return ids;
}

/**
 * One pass over `code` for its `define([...], f)` and `define("id", [...], f)` calls: the dependency ids they declare
 * (loader plugin ids such as `text!x`, the pseudo-modules `require`/`exports`/`module` and relative ids skipped) and
 * the ids named defines give; at most `max` of each. Read only on a page whose code configures or calls an AMD
 * loader (`lazyAssetUrls`): elsewhere a UMD wrapper's `define(["jquery"], f)` loads nothing.
 */
function scanAmdDefines(code: string, max: number): AmdDefines {
  const out: AmdDefines = { deps: [], defined: [] };
  const define = /define\s*\(\s*(?:(["'])([^"'\\]{1,300})\1\s*,\s*)?(?:\[([^\]]{0,5000})\])?/y;
  for (const at of markers(code, ['define('])) {
    if (at > 0 && /[\w$.]/.test(code[at - 1])) continue;
    define.lastIndex = at;
    const d = define.exec(code);
    if (!d) continue;
    if (d[2] !== undefined && out.defined.length < max) out.defined.push(d[2]);
    if (d[3] !== undefined)
      for (const id of stringsOf(d[3])) if (loadableId(id) && out.deps.length < max) out.deps.push(id);
  }
  return out;
}

/** Reads one configuration object's `baseUrl`, `urlArgs` and `paths` into `config`. */
function readConfigObject(object: string, config: AmdConfig): void {
  const baseUrl = /\bbaseUrl\s*:\s*(["'])([^"']{0,500})\1/.exec(object)?.[2];
  if (baseUrl !== undefined) config.baseUrl = baseUrl;
  const urlArgs = /\burlArgs\s*:\s*(["'])([^"']{0,500})\1/.exec(object)?.[2];
  if (urlArgs !== undefined) config.urlArgs = urlArgs;
  const pathsAt = /\bpaths\s*:\s*\{/.exec(object);
  if (pathsAt) {
    const paths = objectAt(object, pathsAt.index + pathsAt[0].length - 1);
    for (const p of paths.matchAll(
      /(?:(["'])([^"']{1,300})\1|([\w$.-]{1,300}))\s*:\s*\[?\s*(["'])([^"']{1,500})\4/g,
    ))
      config.paths.set(p[2] ?? p[3], p[5]);
  }
  const shimAt = /\bshim\s*:\s*\{/.exec(object);
  if (shimAt) {
    const shim = objectAt(object, shimAt.index + shimAt[0].length - 1);
    for (const d of shim.matchAll(/\bdeps\s*:\s*\[([^\]]{0,2000})\]/g))
      for (const id of stringsOf(d[1])) if (loadableId(id)) (config.shimDeps ??= []).push(id);
  }
}

/**
 * Reads `require.config({…})`, `requirejs.config({…})` and a `var require = {…}` pre-configuration in `code` into
 * `config` (later keys win, as in RequireJS): `baseUrl`, `urlArgs` (string form) and `paths` (string values, or
 * the first of an array of fallbacks).
 */
export function readAmdConfig(code: string, config: AmdConfig = { paths: new Map() }): AmdConfig {
  scanAmd(code, config, 0);
  return config;
}

/**
 * Module ids the code asks an AMD loader for: the arrays of `require([...])` and `requirejs([...])` calls
 * (`require(["auth/js/main"], function (auth) {…})`). Loader plugin ids (`text!x`) are skipped. At most `max`.
 */
export function amdRequires(code: string, max = 50): string[] {
  return scanAmd(code, { paths: new Map() }, max);
}

/**
 * Module ids the code declares as dependencies of AMD modules: the arrays of `define([...], f)` and
 * `define("id", [...], f)` calls (`require`, `exports`, `module`, plugin and relative ids skipped). At most `max`.
 */
export function amdDefineDeps(code: string, max = 50): string[] {
  return scanAmdDefines(code, max).deps;
}

/**
 * The URL RequireJS loads module `id` from (its `nameToUrl`): an id ending in `.js`, or starting with `/` or a
 * protocol, is a URL of its own (relative to the page); otherwise the longest `paths` prefix of the id (whole
 * segments) is replaced, `baseUrl` (default: the page's directory) is put before a relative result, `.js` after
 * it, then `?urlArgs`.
 * @returns an absolute URL, or null when it cannot be formed
 */
export function amdModuleUrl(id: string, config: AmdConfig, pageUrl: string): string | null {
  try {
    let path: string;
    if (/\.js$|^\/|^[\w+.-]+:/.test(id)) path = id;
    else {
      const segments = id.split('/');
      path = id;
      for (let i = segments.length; i > 0; i--) {
        const prefix = segments.slice(0, i).join('/');
        const mapped = config.paths.get(prefix);
        if (mapped !== undefined) {
          path = [mapped, ...segments.slice(i)].join('/');
          break;
        }
      }
      const base = config.baseUrl ?? './';
      if (!/^\/|^[\w+.-]+:/.test(path)) path = (base.endsWith('/') || !base ? base : base + '/') + path;
      path += '.js';
    }
    if (config.urlArgs) path += (path.includes('?') ? '&' : '?') + config.urlArgs;
    const url = new URL(path, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * MediaWiki ResourceLoader: when `script` is its startup module (its URL a `load.php` with `modules=startup`) and
 * names the base modules every page loads (`baseModules=["jquery","mediawiki.base"]`), the `load.php` URL of those
 * modules (same path, language and skin; `only`/`raw` dropped). Null otherwise.
 */
export function resourceLoaderBaseModules(script: CodeSource): string | null {
  if (script.inline || !/[?&]modules=startup(?:&|$)/.test(script.url)) return null;
  const m = /\bbaseModules\s*=\s*\[([^\]]{0,2000})\]/.exec(script.text);
  const modules = m ? stringsOf(m[1]) : [];
  if (modules.length === 0) return null;
  const url = new URL(script.url);
  url.searchParams.delete('only');
  url.searchParams.delete('raw');
  url.searchParams.set('modules', modules.join('|'));
  return url.href;
}

const isStylesheet = (url: string) => /\.css$/i.test(new URL(url).pathname);

/**
 * The further scripts and stylesheets the page's first-party code loads, in fetch order: static imports of fetched
 * scripts (loaded with them), modules an AMD loader or ResourceLoader is asked for, dynamic `import()`s, Vite's
 * preload lists, webpack's chunk map — each group in the order of the code. Only code from `pageUrl`'s origin is
 * read (inline scripts and fetched scripts), only URLs of that origin are kept, and `known` URLs (already fetched
 * or listed by the document) are left out. The lists are capped at `LAZY_ASSET_CAPS.candidates`; the fetcher
 * applies the count and size budget.
 * @param sources inline scripts (`inline: true`, `url` = the document's URL) and fetched scripts with their URLs
 * @param pageUrl the document's final URL
 * @param known URLs not to return
 */
export function lazyAssetUrls(
  sources: readonly CodeSource[],
  pageUrl: string,
  known: Iterable<string> = [],
): LazyAssetUrls {
  const origin = new URL(pageUrl).origin;
  const firstParty = sources.filter((s) => {
    try {
      return new URL(s.url).origin === origin;
    } catch {
      return false;
    }
  });
  const seen = new Set(known);
  const groups: string[][] = [[], [], [], [], []];
  const add = (group: number, spec: string, base: string) => {
    try {
      const url = new URL(spec, base);
      url.hash = '';
      if (url.origin !== origin || seen.has(url.href)) return;
      seen.add(url.href);
      groups[group].push(url.href);
    } catch {
      // not a URL
    }
  };
  const amd: AmdConfig = { paths: new Map() };
  const amdIds: string[] = [];
  const codes: string[] = [];
  for (const source of firstParty) {
    const code =
      source.text.length > LAZY_ASSET_CAPS.scanChars
        ? source.text.slice(0, LAZY_ASSET_CAPS.scanChars)
        : source.text;
    codes.push(code);
    const max = LAZY_ASSET_CAPS.perScript;
    // an inline module script's static imports are in the document's list already
    // bundlers put a chunk's imports at its head
    if (!source.inline)
      for (const spec of staticImports(code.slice(0, LAZY_ASSET_CAPS.importHeadChars)))
        add(0, spec, source.url);
    amdIds.push(...scanAmd(code, amd, max));
    const startup = resourceLoaderBaseModules(source);
    if (startup) add(1, startup, source.url);
    // a loader snippet is the page's own inline code (in a fetched bundle, the scripts it creates are its chunks,
    // read above, with computed URLs)
    if (source.inline) for (const spec of injectedScripts(code, max)) add(1, spec, source.url);
    for (const spec of dynamicImports(code, max)) add(2, spec, source.url);
    const deps = viteMapDeps(code, max);
    for (const dep of deps)
      add(3, dep, /^\.{1,2}\//.test(dep) || /^\//.test(dep) ? source.url : buildBase(dep, source.url));
    const webpack = webpackChunkPaths(code, max);
    for (const chunk of webpack.paths) add(4, chunk, buildBase(chunk, source.url, webpack.publicPath));
  }
  // module dependencies only where a loader is configured or called: a UMD wrapper's `define(["jquery"], f)` in a
  // page without an AMD loader loads nothing
  const loader = amdIds.length > 0 || amd.paths.size > 0 || amd.baseUrl !== undefined;
  const amdDeps: string[] = [];
  const amdDefined = new Set<string>();
  if (loader)
    for (const code of codes) {
      const defines = scanAmdDefines(code, LAZY_ASSET_CAPS.perScript);
      amdDeps.push(...defines.deps);
      for (const id of defines.defined) amdDefined.add(id);
    }
  const ids = loader ? [...amdIds, ...amdDeps, ...(amd.shimDeps ?? [])] : amdIds;
  for (const id of ids) {
    if (amdDefined.has(id)) continue;
    const url = amdModuleUrl(id, amd, pageUrl);
    if (url) add(1, url, pageUrl);
  }
  const all = groups.flat().slice(0, LAZY_ASSET_CAPS.candidates);
  return { scripts: all.filter((u) => !isStylesheet(u)), stylesheets: all.filter(isStylesheet) };
}

/**
 * Budget of the stylesheets that the page's stylesheets `@import` (one level: what the stylesheets linked by the
 * document import, not what those import): at most `stylesheets` of them, each kept to `chars` characters like the
 * linked ones; only the page's origin (a cross-origin import is a font service's CSS, which the import's own URL
 * already names: Google Font API's and Bunny Fonts' `@import` patterns).
 */
export const CSS_IMPORT_CAPS = { stylesheets: 8, chars: 200_000, scanChars: 20_000 } as const;

/**
 * The same-origin stylesheets that the given stylesheets `@import` (CSS Cascading and Inheritance Level 4 §2.1:
 * `@import url("x.css")`, `@import "x.css"`, with or without media queries and layers), resolved against each
 * stylesheet's URL, in order, without those in `known`, at most {@link CSS_IMPORT_CAPS}.stylesheets. An `@import` is
 * valid only before every other rule, so only the first {@link CSS_IMPORT_CAPS}.scanChars characters are read.
 * A theme's `style.css` that imports Bootstrap, Prism's theme and an icon font (Compodoc's output) names them only there.
 */
export function stylesheetImports(
  stylesheets: readonly { url: string; text: string }[],
  pageUrl: string,
  known: Iterable<string> = [],
): string[] {
  const origin = new URL(pageUrl).origin;
  const seen = new Set(known);
  const found: string[] = [];
  const re = /@import\s+(?:url\(\s*(["']?)([^"')\s]{1,500})\1\s*\)|(["'])([^"'\s]{1,500})\3)/gi;
  for (const sheet of stylesheets) {
    re.lastIndex = 0;
    const head = sheet.text.slice(0, CSS_IMPORT_CAPS.scanChars);
    for (let m = re.exec(head); m && found.length < CSS_IMPORT_CAPS.stylesheets; m = re.exec(head)) {
      try {
        const url = new URL(m[2] ?? m[4], sheet.url);
        url.hash = '';
        if (url.origin !== origin || seen.has(url.href)) continue;
        seen.add(url.href);
        found.push(url.href);
      } catch {
        // not a URL
      }
    }
  }
  return found;
}
