/**
 * Versions of production bundles that a single fingerprint pattern cannot express: the framework's
 * object keeps a `version` property whose value the minifier hoisted into a constant elsewhere in the chunk
 * (`version:Ca` … `Ca="3.5.45"`). A rule finds the object by its shape, takes the identifier and resolves the
 * nearest string assignment to it in the same script. Everything a pattern can say stays in the overlay
 * (`fingerprints/overlay/`); only this two-step lookup is code.
 */
import type { FingerprintSet } from '../fingerprints/model';
import { compilePattern, type CompiledPattern } from '../fingerprints/pattern';
import type { Signals } from '../types';
import { EVIDENCE_VALUE_CHARS, MAX_SCRIPTS } from './caps';
import { VERSION_STRENGTH, type MatchesByTechnology, type PatternMatch } from './match';
import type { MatchMemo } from './match-memo';
import { ScriptScans } from './script-scans';

/** A version constant referenced by identifier from an object of known shape. */
export interface IndirectVersionRule {
  /** Technology name of the fingerprint set. */
  technology: string;
  /**
   * Pattern (fingerprint syntax, no tags) matching the object; group 1 is the identifier or a quoted literal of its
   * `version` property, absent for the shorthand `version,` (the identifier is then `version`), or a call of a
   * bundled CommonJS module (`I()`, `r(1028)`: see `resolveReference`). `VERSION_REF` matches all of these.
   */
  anchor: string;
  /**
   * Characters searched for the constant before and after the anchor (default `CONSTANT_SEARCH_WINDOW`); an export
   * map rule searches the whole script: webpack puts a module's export map at its start and its constant anywhere
   * in the module (d3's 500 KB).
   */
  window?: number;
}

const escapeIdentifier = (id: string): string => id.replace(/\$/g, '\\$');

/** A value of an export map's entry: an identifier or member (`Qj`, `o.A`) or a short string literal. */
const EXPORT_VALUE = '(?:[\\w$.]+|"[^"]{1,40}"|`[^`]{1,40}`)';
/** The value of the `version` entry: a constant's identifier or the literal (group 1 of the anchor). */
const VERSION_EXPORT_VALUE = '(?:[\\w$]+|"[^"]{1,40}"|`[^`]{1,40}`)';

/**
 * The anchor of a package's `version` export in a bundler's export map: the object listing a module's exports by name,
 * which minification keeps because the names are the module's interface. Rolldown (Vite 8) and webpack 5 write one
 * getter per export, in code-point order of the names — `s({…,useThemeProps:()=>zl,version:()=>Qj,withStyles:()=>Ql,…})`,
 * webpack `r.d(t,{…,version:()=>"9.5.0",…})` —, Rollup (Vite ≤ 7) a frozen namespace object `{__proto__:null,…,
 * version:Qj,…}`. The package is recognised by the exports next to `version` in that order (names its export list
 * holds beside `version` and others' do not, e.g. MUI's `useThemeProps` before and `withStyles` after); group 1 is
 * the value, a hoisted constant's identifier (resolved by `resolveConstant`) or the literal.
 * @param before export names immediately before `version`, in order (at least one; the first is the literal the
 *   prefilter looks for)
 * @param after export names immediately after it, in order; none when `version` is the last export (`}` follows)
 * @param key the export's name (`version`, `VERSION`)
 * @returns a fingerprint-syntax pattern for `IndirectVersionRule.anchor`
 */
export function exportMapAnchor(
  before: readonly string[],
  after: readonly string[],
  key = 'version',
): string {
  const entry = (name: string) => `${escapeIdentifier(name)}:(?:\\(\\)=>)?${EXPORT_VALUE}`;
  const tail = after.length > 0 ? `,${after.map(entry).join(',')}[,}]` : '\\}';
  return `\\b${before.map(entry).join(',')},${key}:(?:\\(\\)=>)?(${VERSION_EXPORT_VALUE})${tail}`;
}

/**
 * The rule of a technology's `version` export in a bundler's export map ({@link exportMapAnchor}); its constant is
 * searched in the whole script (webpack puts a module's export map at its start and the constant anywhere in the
 * module: d3's 500 KB).
 */
const exportMapRule = (
  technology: string,
  before: readonly string[],
  after: readonly string[],
): IndirectVersionRule => ({ technology, window: Infinity, anchor: exportMapAnchor(before, after) });

/**
 * An anchor's group 1 for what a minifier leaves in place of a version (fingerprint pattern syntax): an identifier
 * (`version:Ca`), a quoted literal (webpack inlines the constant: `.version="6.3.5"`) or the call that reads a bundled
 * CommonJS module (`T.version=I()` by Rollup/Vite, `x.version=r(1028)` by webpack; `resolveReference`).
 */
export const VERSION_REF = '([\\w$]+(?:\\(\\d*\\))?|"[^"]{1,20}"|\'[^\']{1,20}\'|`[^`]{1,20}`)';

/**
 * The rules. Vue 3 (`createAppAPI` in runtime-core, 3.0–3.5): every application object is
 * `{_uid, _component, _props, _container: null, _context, _instance: null, version, …}`; the property names survive
 * minification and `version` is the runtime-core export `version = "3.5.45"` (checked on vue 3.5.45 built by Vite 8
 * and esbuild, fixtures in `test/fixtures/bundles/`). Axios, Lenis, FingerprintJS and Dropzone (library matrix): the
 * library's own use of its hoisted version constant, which every import keeps (checked on the packages built by Vite 8,
 * fixtures in `test/fixtures/libraries/`, `src/detect/library-signatures.spec.ts`).
 */
export const INDIRECT_VERSION_RULES: readonly IndirectVersionRule[] = [
  {
    technology: 'Vue.js',
    anchor:
      '_component:\\s*[\\w$]+,\\s*_props:\\s*[\\w$]+,\\s*_container:\\s*null,\\s*_context:\\s*[\\w$]+,\\s*_instance:\\s*null,\\s*version(?::\\s*([\\w$]+|"[^"]{1,20}"|\'[^\']{1,20}\'|`[^`]{1,20}`))?\\s*[,}]',
  },
  // Library matrix (`npm run eval:libraries`, vite and vite-named ways): a library's own use of its hoisted
  // `VERSION` constant, in code every import keeps (checked on the packages built by Vite 8, fixtures in
  // `test/fixtures/libraries/`).
  {
    // axios 1.x lib/helpers/validator.js: `'[Axios v' + VERSION + '] Transitional option \'' + opt + '\''`
    technology: 'Axios',
    anchor: '\\[Axios v["\'`]\\s?\\+\\s?([\\w$]+)\\s?\\+\\s?["\'`]\\] Transitional option',
  },
  {
    // lenis 1.x constructor: `window.lenisVersion = version`
    technology: 'Lenis',
    anchor: 'window\\.lenisVersion\\s?=\\s?([\\w$]+)[,;]',
  },
  {
    // @fingerprintjs/fingerprintjs 4–5 makeLazyGetResult: `{ get visitorId() …, set visitorId(v) …, confidence,
    // components, version }`
    technology: 'FingerprintJS',
    anchor:
      'set visitorId\\([\\w$]+\\)\\{[\\w$]+\\s?=\\s?[\\w$]+;?\\},\\s?confidence:\\s?[\\w$]+\\([\\w$]+\\),\\s?components:\\s?[\\w$]+,\\s?version:\\s?([\\w$]+)\\}',
  },
  {
    // dropzone 6 src/dropzone.js: `Dropzone.version = version; … Dropzone.options = {}; Dropzone.instances = []`
    technology: 'Dropzone',
    // webpack inlines the constant: `(n=d).version="6.3.5",n.Emitter=r,…`
    anchor:
      '\\.version\\s?=\\s?' +
      VERSION_REF +
      '[,;]\\s?[\\w$]+\\.Emitter\\s?=\\s?[\\w$]+[,;]\\s?[\\w$]+\\.options\\s?=\\s?\\{\\}[,;]\\s?[\\w$]+\\.instances\\s?=\\s?\\[\\]',
  },
  {
    // sockjs-client 1.x lib/main.js: `SockJS.version = require('./version'); SockJS.CONNECTING = 0;`, lib/version.js
    // `module.exports = '1.6.1'` (Vite: `T.version=I(),T.CONNECTING=0`; webpack: `x.version=r(1028),x.CONNECTING=0`)
    technology: 'SockJS',
    anchor: '\\.version\\s?=\\s?' + VERSION_REF + '[,;]\\s?[\\w$]+\\.CONNECTING\\s?=\\s?0[,;]',
  },
  // Library matrix, vite and webpack ways (the whole package imported, `import * as lib`): the `version` export in
  // the bundler's export map (`exportMapAnchor`), recognised by the exports beside it in the package's own export
  // list (checked on the packages built by Vite 8 and webpack 5, fixtures in `test/fixtures/libraries/`).
  // @apollo/client 4.3.8 `export { version } from './version.js'` (`version = "4.3.8"`) between `split` and
  // `windowFocusSource`
  exportMapRule('Apollo', ['setLogVerbosity', 'split'], ['windowFocusSource']),
  // d3 7.9.2 `export {version} from "../package.json"` (Rolldown and webpack keep the one field as a constant)
  // between `variance` and `window`, `xml`
  exportMapRule('D3', ['variance'], ['window', 'xml']),
  // govuk-frontend 6.6.0 `export { version } from './common/govuk-frontend-version.mjs'`, its last export after
  // `createAll`, `initAll` and `isSupported`
  exportMapRule('GOV.UK Frontend', ['createAll', 'initAll', 'isSupported'], []),
  // inferno 10.0.0 `const version = "10.0.0"`, its last export after `render`, `renderInternal` and `rerender`
  exportMapRule('InfernoJS', ['renderInternal', 'rerender'], []),
  // @mui/material 9.5.0 `export { default as version } from './version'` (`version = "9.5.0"`) between
  // `useThemeProps` and `withStyles`
  exportMapRule('MUI', ['useThemeProps'], ['withStyles', 'withTheme']),
  // vant 4.10.2 `const version = "4.10.2"` between `useTabStatus` and `watermarkProps`
  exportMapRule('Vant', ['useTabStatus'], ['watermarkProps']),
];

/** A version as the rules accept it: `x.y.z` with an optional pre-release. */
const VERSION = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;
/** Characters of a script searched for the constant around the anchor (before and after). */
export const CONSTANT_SEARCH_WINDOW = 200_000;

/**
 * The string assigned to `identifier` nearest to `at` in `script` (`id="3.5.45"`, `id = '3.5.45'`, template
 * literals; `const`/`let`/`var` or a comma-joined declaration), or null when none looks like a version.
 * @param window characters searched before and after `at` (default `CONSTANT_SEARCH_WINDOW`)
 */
export function resolveConstant(
  script: string,
  identifier: string,
  at: number,
  window: number = CONSTANT_SEARCH_WINDOW,
): string | null {
  const from = Math.max(0, at - window);
  const text = script.slice(from, at + window);
  const re = new RegExp(
    `(?:^|[^\\w$.])${escapeIdentifier(identifier)}\\s*=\\s*(["'\`])([^"'\`\\n]{1,40})\\1`,
    'g',
  );
  let best: { version: string; distance: number } | null = null;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const version = m[2];
    const distance = Math.abs(from + m.index - at);
    if (VERSION.test(version) && (best === null || distance < best.distance)) best = { version, distance };
  }
  return best?.version ?? null;
}

/**
 * The version an anchor's reference stands for (`VERSION_REF`), or null:
 * - a quoted literal: itself, when it looks like a version;
 * - an identifier: the nearest string assigned to it (`resolveConstant`);
 * - `I()`: Rollup's CommonJS wrapper of a module whose body is `module.exports = "1.6.1"` (a package's
 *   `version.js`), `I=o(((e,t)=>{t.exports="1.6.1"}))` (also `function(e,t){…}`), nearest to `at`;
 * - `r(1028)`: webpack's module 1028 with that body, `1028(t){t.exports="1.6.1"}` or
 *   `1028:function(t){t.exports="1.6.1"}` (also with an arrow), nearest to `at`.
 * Searched `window` characters before and after `at` (default `CONSTANT_SEARCH_WINDOW`).
 */
export function resolveReference(
  script: string,
  ref: string,
  at: number,
  window: number = CONSTANT_SEARCH_WINDOW,
): string | null {
  if (/^["'`]/.test(ref)) return VERSION.test(ref.slice(1, -1)) ? ref.slice(1, -1) : null;
  const call = /^([\w$]+)\((\d*)\)$/.exec(ref);
  if (!call) return resolveConstant(script, ref, at, window);
  const [, callee, id] = call;
  // the module function's parameters, then `<module param>.exports = "x.y.z"` as its whole body
  const body =
    '\\(\\s*(?:[\\w$]+\\s*,\\s*)?([\\w$]+)[\\w$,\\s]*\\)\\s*(?:=>\\s*)?\\{\\s*(?:["\']use strict["\'];?\\s*)?\\2\\.exports\\s*=\\s*(["\'`])([^"\'`\\n]{1,40})\\3\\s*;?\\s*\\}';
  const source =
    id === ''
      ? `(?:^|[^\\w$.])(${escapeIdentifier(callee)})\\s*=\\s*[\\w$]+\\(\\(?\\s*(?:function\\s*)?${body}`
      : `(?:^|[^\\w$.])(${id})\\s*(?::\\s*(?:function\\s*)?)?${body}`;
  const from = Math.max(0, at - window);
  const text = script.slice(from, at + window);
  const re = new RegExp(source, 'g');
  let best: { version: string; distance: number } | null = null;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const version = m[4];
    const distance = Math.abs(from + m.index - at);
    if (VERSION.test(version) && (best === null || distance < best.distance)) best = { version, distance };
  }
  return best?.version ?? null;
}

const compiled = new Map<string, CompiledPattern>();
const compiledAnchor = (rule: IndirectVersionRule): CompiledPattern => {
  let p = compiled.get(rule.anchor);
  if (!p) compiled.set(rule.anchor, (p = compilePattern(rule.anchor)));
  return p;
};

const anchorsByRules = new WeakMap<readonly IndirectVersionRule[], readonly CompiledPattern[]>();

/** The compiled anchors of `rules`, in order (the same array for the same rule list: `ScriptScans` keys on it). */
export function ruleAnchors(rules: readonly IndirectVersionRule[]): readonly CompiledPattern[] {
  let anchors = anchorsByRules.get(rules);
  if (!anchors) anchorsByRules.set(rules, (anchors = rules.map(compiledAnchor)));
  return anchors;
}

/**
 * Applies `INDIRECT_VERSION_RULES` to the page's script contents and adds a `scripts` match (confidence 100,
 * version strength `content`) for each technology found, to `matches` in place, under the matcher's script caps
 * (`MAX_SCRIPTS` scripts, each whole as collected). Rules whose technology is not in
 * `fingerprints` are skipped. Each rule counts once per page; a further script adds only a different version.
 * @param memo a run's memo (`match-memo.ts`): what a rule found in a script of at least 4 KB is taken from it when
 *   a later page of the run serves the same script (same matches)
 * @param scans the page's script scans (`script-scans.ts`, made with `ruleAnchors(rules)`): a rule's regex runs only
 *   on the scripts holding its required literals (same matches); made here when not given
 */
export function addIndirectVersionMatches(
  matches: MatchesByTechnology,
  signals: Pick<Signals, 'scripts'>,
  fingerprints: FingerprintSet,
  rules: readonly IndirectVersionRule[] = INDIRECT_VERSION_RULES,
  memo?: MatchMemo,
  scans: ScriptScans = new ScriptScans(fingerprints, ruleAnchors(rules)),
): void {
  for (const rule of rules) {
    const tech = fingerprints.technologies.get(rule.technology);
    if (!tech) continue;
    const pattern = compiledAnchor(rule);
    const list = matches.get(tech.name) ?? [];
    const seen = new Set<string>();
    let contributes = true;
    // the whole script as collected (≤ SCRIPT_COLLECT_CHARS), not the matcher's head and excerpts: the application
    // object sits wherever the bundler put runtime-core, and the constant lookup needs the text around it. Each
    // anchor starts with a literal, so one scan of a megabyte bundle is cheap.
    // a pure pass over the script: a run's memo keeps what it found in a script several sites serve
    const find = (script: string) => {
      if (!scans.mayMatch(pattern, script)) return null;
      const m = pattern.regex.exec(script);
      if (!m) return null;
      const version = resolveReference(script, m[1] ?? 'version', m.index, rule.window) ?? '';
      return { text: m[0], version };
    };
    for (const script of signals.scripts.slice(0, MAX_SCRIPTS)) {
      const found = memo ? memo.value(rule, script, find) : find(script);
      if (!found) continue;
      const { version } = found;
      if (!contributes && (version === '' || seen.has(version))) continue;
      seen.add(version);
      const match: PatternMatch = {
        tech,
        family: 'scripts',
        pattern,
        value: found.text.slice(0, EVIDENCE_VALUE_CHARS),
        version,
        strength: VERSION_STRENGTH.content,
        contributes,
      };
      list.push(match);
      contributes = false;
    }
    if (list.length > 0) matches.set(tech.name, list);
  }
}
