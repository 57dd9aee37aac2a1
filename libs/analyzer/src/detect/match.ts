/**
 * Pattern matching: compiled fingerprint patterns against collected signals, family by family
 * (docs/fingerprints.md "Reference semantics"). Pure and synchronous.
 *
 * Speed (results are identical to running every pattern on every input — `matchSignals(…, {prefilter: false})`,
 * checked by match-equivalence.spec.ts):
 * - families without input are skipped;
 * - keyed families (headers, cookies, meta, dns, js) and `dom` look up only the technologies having the observed
 *   key through the set's index (then the pattern's own literal prefilter on the short value);
 * - single-string/list families (html, text, css, robots, scripts, url, xhr, certIssuer, scriptSrc) scan each
 *   input ONCE with the family's Aho–Corasick automaton over the required literals of all its patterns
 *   (`FamilyPlan`, built once per set) and run only the regexes whose literals occurred (plus the few patterns
 *   without a required literal), in the same order as the brute-force loop;
 * - on large inputs a regex runs only on windows around the occurrences of its required literal (`execPattern`):
 *   same result, without the O(input × 250) cost of bounded patterns such as `<[^>]+data-x` on hostile pages;
 * - inputs are capped (`./caps`): html first/last 1,500 lines of 2,000 chars, text 25,000 chars, scripts
 *   500,000 chars each…
 */
import type { FingerprintSet, IndexEntry } from '../fingerprints/model';
import type { CompiledTechnology } from '../fingerprints/model';
import type { CompiledPattern } from '../fingerprints/pattern';
import { passesPrefilter, resolveVersion } from '../fingerprints/pattern';
import { PlanScratch, type FamilyPlan } from '../fingerprints/plan';
import { excerptAnchors, excerptAt, excerptScript, excerptStylesheet } from './excerpts';
import type { ScriptScans } from './script-scans';
import { MATCH_MEMO_MIN_CHARS, type MatchMemo, type MemoHit } from './match-memo';
import { execPattern, Input } from './exec';
import type { Signals } from '../types';
import {
  cap,
  capHtml,
  CSS_CHARS,
  EVIDENCE_VALUE_CHARS,
  MAX_CSS,
  MAX_SCRIPT_SRC,
  MAX_SCRIPTS,
  MAX_VALUES_PER_KEY,
  MAX_XHR,
  ROBOTS_CHARS,
  SCRIPT_CHARS,
  TEXT_CHARS,
  URL_CHARS,
  VALUE_CHARS,
} from './caps';

/** Pattern families that produce matches. */
export type MatchFamily =
  | 'headers'
  | 'cookies'
  | 'meta'
  | 'dns'
  | 'js'
  | 'html'
  | 'text'
  | 'css'
  | 'robots'
  | 'scripts'
  | 'url'
  | 'xhr'
  | 'certIssuer'
  | 'scriptSrc'
  | 'dom';

/**
 * Strength of the evidence a version comes from (a runtime value beats a file name, a file name beats
 * a query string). Used first when choosing among candidate versions.
 */
export const VERSION_STRENGTH = {
  /** Version given by an `implies` tag. */
  implied: 0,
  /** Version read from a URL query string only (`?ver=6.4.2`: often the host CMS's cache-buster). */
  queryString: 1,
  /** Version read from a file name, path, header, meta, html, text or a dom attribute. */
  pattern: 2,
  /**
   * Version read from the contents of a script or stylesheet (`scripts`, `css`: a banner comment such as
   * `/*! jQuery v3.7.1`, a version assignment in the bundle): the code that runs, which a file name may misstate
   * (Debian ships jQuery 3.6.1 as `jquery-3.6.0.min.js`).
   */
  content: 3,
  /** Version read from a runtime `js` value in the page. */
  runtime: 4,
} as const;

/** One pattern of one technology matching one input value. */
export interface PatternMatch {
  tech: CompiledTechnology;
  family: MatchFamily;
  /** Header/cookie/meta name, DNS type, js chain, dom selector (+ `[attribute]`/`.property`); absent otherwise. */
  key?: string;
  pattern: CompiledPattern;
  /** Evidence value: the input value (or, for html/text/css/scripts/robots, the matched text), ≤ 120 chars. */
  value: string;
  /** Version resolved from the match, '' when none. */
  version: string;
  /** Version evidence strength (`VERSION_STRENGTH`). */
  strength: number;
  /**
   * True for the first value a pattern matches: only that match adds the pattern's confidence ("first match of
   * each pattern"). Later values matched by the same pattern are kept only when they yield a new version.
   */
  contributes: boolean;
}

/** Matches grouped by technology name, in discovery order. */
export type MatchesByTechnology = Map<string, PatternMatch[]>;

const BIG_FAMILIES = new Set<MatchFamily>(['html', 'text', 'css', 'scripts', 'robots']);
/** Families whose values are the contents of scripts and stylesheets (`VERSION_STRENGTH.content`). */
const CONTENT_FAMILIES = new Set<MatchFamily>(['scripts', 'css']);
/** Families whose inputs a run's memo serves (`MatchOptions.memo`). */
const MEMO_FAMILIES = new Set<MatchFamily>(['scripts', 'css']);
/** Families whose values are whole URLs: the query-string test looks at the whole value, else at the match. */
const URL_FAMILIES = new Set<MatchFamily>(['scriptSrc', 'url', 'xhr']);

/**
 * Inputs of one family/key, capped (`limit`: characters kept, or how a value is read: scripts through
 * `excerptScript`). String families drop empty values (nothing collected); keyed families keep them and use `''`
 * when the key has no value at all, because an empty pattern means "the key exists".
 */
const inputs = (
  values: readonly unknown[],
  maxItems: number,
  limit: number | ((value: string) => string),
  keyed = false,
): Input[] => {
  const read = typeof limit === 'number' ? (s: string) => cap(s, limit) : limit;
  const out: Input[] = [];
  for (const v of values) {
    if (out.length >= maxItems) break;
    if (v === undefined || v === null) continue;
    const s = typeof v === 'string' ? v : String(v);
    if (s !== '' || keyed) out.push(new Input(read(s)));
  }
  if (keyed && out.length === 0) out.push(new Input(''));
  return out;
};

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** Accumulates matches; enforces "first match of each pattern". */
class Collector {
  readonly byTech: MatchesByTechnology = new Map();
  private readonly seen = new Map<CompiledPattern, Set<string>>();

  constructor(private readonly prefilter = true) {}

  /** Runs `pattern` on `input` (its literal prefilter first) and records a match. Returns true when it matched. */
  test(
    tech: CompiledTechnology,
    family: MatchFamily,
    key: string | undefined,
    pattern: CompiledPattern,
    input: Input,
  ): boolean {
    if (this.prefilter && pattern.prefilter !== null && !passesPrefilter(pattern.prefilter, input.lower))
      return false;
    return this.run(tech, family, key, pattern, input);
  }

  /** Runs `pattern` on `input` (no prefilter) and records a match. Returns true when it matched. */
  run(
    tech: CompiledTechnology,
    family: MatchFamily,
    key: string | undefined,
    pattern: CompiledPattern,
    input: Input,
  ): boolean {
    const match = this.prefilter ? execPattern(pattern, input) : pattern.regex.exec(input.value);
    if (!match) return false;
    this.record(tech, family, key, pattern, input, match);
    return true;
  }

  /** Records `match`, the result of `pattern` on `input` (see `run`). */
  private record(
    tech: CompiledTechnology,
    family: MatchFamily,
    key: string | undefined,
    pattern: CompiledPattern,
    input: Input,
    match: RegExpExecArray,
  ): void {
    const version = resolveVersion(pattern.version, match);
    const versions = this.seen.get(pattern);
    if (versions) {
      if (version === '' || versions.has(version)) return;
      versions.add(version);
    } else {
      this.seen.set(pattern, new Set(version ? [version] : []));
    }
    const shown = BIG_FAMILIES.has(family) && match[0] !== '' ? match[0] : input.value;
    const matches = this.byTech.get(tech.name) ?? [];
    matches.push({
      tech,
      family,
      key,
      pattern,
      value: cap(shown, EVIDENCE_VALUE_CHARS),
      version,
      strength:
        family === 'js'
          ? VERSION_STRENGTH.runtime
          : version && isQueryStringVersion(URL_FAMILIES.has(family) ? input.value : match[0], version)
            ? VERSION_STRENGTH.queryString
            : CONTENT_FAMILIES.has(family)
              ? VERSION_STRENGTH.content
              : VERSION_STRENGTH.pattern,
      contributes: versions === undefined,
    });
    this.byTech.set(tech.name, matches);
  }

  /** Every pattern of every entry against every input. */
  entries(
    entries: readonly IndexEntry[] | undefined,
    family: MatchFamily,
    key: string | undefined,
    values: Input[],
  ): void {
    if (!entries || values.length === 0) return;
    for (const { tech, patterns } of entries) {
      for (const pattern of patterns) {
        for (const input of values) this.test(tech, family, key, pattern, input);
      }
    }
  }

  /**
   * A single-string/list family through its plan: each input scanned once by the family's automaton, then the
   * candidate (pattern, input) pairs run in brute-force order (pattern order, then input order), so that the
   * "first match of each pattern" and the evidence order are those of `entries`. With a memo, the matches of a
   * large input met before are taken from it (the regexes are pure: same text, same matches) and those of a new
   * one kept; the matches are then recorded in that same order.
   */
  planned(plan: FamilyPlan, family: MatchFamily, values: Input[], memo?: MatchMemo): void {
    if (values.length === 0 || plan.patterns.length === 0) return;
    const scratch = scratchOf(plan);
    if (!memo) {
      if (values.length === 1) {
        for (const index of scratch.candidates(values[0].value)) {
          const { tech, pattern } = plan.patterns[index];
          this.run(tech, family, undefined, pattern, values[0]);
        }
        return;
      }
      const pairs: number[] = [];
      const n = values.length;
      values.forEach((input, j) => {
        for (const index of scratch.candidates(input.value)) pairs.push(index * n + j);
      });
      pairs.sort((a, b) => a - b);
      for (const pair of pairs) {
        const j = pair % n;
        const { tech, pattern } = plan.patterns[(pair - j) / n];
        this.run(tech, family, undefined, pattern, values[j]);
      }
      return;
    }
    // each input's matches (its candidates' non-null results), then recorded in (pattern, input) order
    const n = values.length;
    const found = values.map((input) => {
      let hits = input.value.length >= MATCH_MEMO_MIN_CHARS ? memo.hits(plan, input.value) : undefined;
      if (!hits) {
        const fresh: MemoHit[] = [];
        for (const index of scratch.candidates(input.value)) {
          const match = execPattern(plan.patterns[index].pattern, input);
          if (match) fresh.push([index, match]);
        }
        memo.keepHits(plan, input.value, fresh);
        hits = fresh;
      }
      return hits;
    });
    const pairs: Array<[pair: number, match: RegExpExecArray]> = [];
    found.forEach((hits, j) => {
      for (const [index, match] of hits) pairs.push([index * n + j, match]);
    });
    if (n > 1) pairs.sort((a, b) => a[0] - b[0]);
    for (const [pair, match] of pairs) {
      const j = pair % n;
      const { tech, pattern } = plan.patterns[(pair - j) / n];
      this.record(tech, family, undefined, pattern, values[j], match);
    }
  }
}

/**
 * One scratch per plan, reused by every call (matching is synchronous, so one is never in use twice; a scratch
 * clears what it marked before it returns): its buffers are sized by the plan's literals and patterns, and the
 * asset ordering alone matches once per script URL of a page.
 */
const scratches = new WeakMap<FamilyPlan, PlanScratch>();
function scratchOf(plan: FamilyPlan): PlanScratch {
  let scratch = scratches.get(plan);
  if (!scratch) scratches.set(plan, (scratch = new PlanScratch(plan)));
  return scratch;
}

/**
 * True when `version` appears in the query string of `text` but not before it (e.g. `app.js?ver=6.4`).
 * Such versions are weak evidence: WordPress appends its own version to every asset.
 */
export function isQueryStringVersion(text: string, version: string): boolean {
  const q = text.indexOf('?');
  if (q < 0) return false;
  return !text.slice(0, q).includes(version) && text.slice(q).includes(version);
}

/** Options of `matchSignals`. */
export interface MatchOptions {
  /**
   * false = brute force: every pattern of every family runs on every (capped) input, no literal prefilter, no
   * automaton. Same results by construction; kept as the reference for tests and the bench.
   */
  prefilter?: boolean;
  /**
   * A run's memo of the matches found in large script and stylesheet contents (`match-memo.ts`): same results,
   * without matching a text met before again. Used only with the prefilter.
   */
  memo?: MatchMemo;
  /**
   * The page's script scans (`script-scans.ts`): the excerpt anchors of a script longer than the cap are taken from
   * its one pass over the script (shared with the indirect version rules) instead of a pass of their own. Same text
   * read (`excerptAt`); without it, `excerptScript`.
   */
  scriptScans?: ScriptScans;
}

/**
 * Matches every family that has input in `signals` against the set (caps of `./caps` applied).
 * @returns matches grouped by technology name; technologies gated by `requires`/`requiresCategory` are matched
 *   too (cheaper than a second pass) and filtered by `resolveDetections`.
 */
export function matchSignals(
  signals: Signals,
  fingerprints: FingerprintSet,
  options: MatchOptions = {},
): MatchesByTechnology {
  const { index } = fingerprints;
  const prefilter = options.prefilter !== false;
  const c = new Collector(prefilter);

  // Keyed families: look up by name only (header and meta names lowercased, DNS record types uppercased).
  const keyed = (
    family: 'headers' | 'meta' | 'dns',
    record: Record<string, string | readonly string[] | undefined> | undefined,
    normalise: (name: string) => string,
  ) => {
    for (const [rawName, values] of Object.entries(record ?? {})) {
      const name = normalise(rawName);
      c.entries(
        index.keyed[family].get(name),
        family,
        name,
        inputs(list(values), MAX_VALUES_PER_KEY, VALUE_CHARS, true),
      );
    }
  };
  keyed('headers', signals.headers, (name) => name.toLowerCase());
  for (const [rawName, value] of Object.entries(signals.cookies ?? {})) {
    const name = rawName.toLowerCase();
    const vals = inputs([value ?? ''], 1, VALUE_CHARS, true);
    c.entries(index.keyed.cookies.get(name), 'cookies', name, vals);
    for (const { prefix, entries } of index.cookiePrefixes) {
      if (name.startsWith(prefix) && name !== `${prefix}*`) c.entries(entries, 'cookies', name, vals);
    }
  }
  keyed('meta', signals.meta, (name) => name.toLowerCase());
  keyed('dns', signals.dns, (type) => type.toUpperCase());
  for (const [chain, value] of Object.entries(signals.js ?? {})) {
    const entries = index.keyed.js.get(chain);
    if (!entries || value === undefined || value === null) continue;
    c.entries(entries, 'js', chain, [new Input(cap(String(value), VALUE_CHARS))]);
  }

  // String families: one automaton pass per input, then only the candidate regexes (see `FamilyPlan`).
  const html = signals.html ? capHtml(signals.html) : '';
  // the scripts' plan is read only when there are scripts (see compiled-cache.ts), and its version anchors (an
  // automaton built once per process) only when a script is longer than what is read whole
  const { memo, scriptScans } = options;
  const excerpt = scriptScans
    ? (script: string) => excerptAt(script, scriptScans.excerptEnds(script))
    : (script: string) => excerptScript(script, excerptAnchors(index.plans.scripts));
  const readScript = (script: string) =>
    script.length <= SCRIPT_CHARS
      ? script
      : memo && prefilter
        ? memo.excerpt(script, excerpt)
        : excerpt(script);
  // a stylesheet longer than what is read whole: its head and excerpts, as a script's (the css plan's anchors)
  const readStylesheet = (css: string) =>
    css.length <= CSS_CHARS ? css : excerptStylesheet(css, excerptAnchors(index.plans.css));
  const families: Array<[MatchFamily & keyof typeof index.strings, Input[]]> = [
    ['url', inputs([signals.url], 1, URL_CHARS)],
    ['scriptSrc', inputs(signals.scriptSrc ?? [], MAX_SCRIPT_SRC, URL_CHARS)],
    ['html', inputs([html], 1, html.length)],
    ['text', inputs([signals.text], 1, TEXT_CHARS)],
    ['css', inputs(signals.css ?? [], MAX_CSS, readStylesheet)],
    ['scripts', inputs(signals.scripts ?? [], MAX_SCRIPTS, readScript)],
    ['robots', inputs([signals.robots], 1, ROBOTS_CHARS)],
    ['certIssuer', inputs([signals.certIssuer], 1, VALUE_CHARS)],
    ['xhr', inputs(signals.xhr ?? [], MAX_XHR, URL_CHARS)],
  ];
  for (const [family, values] of families) {
    if (values.length === 0) continue; // (a family without input is not even loaded: see compiled-cache.ts)
    // the memo serves the contents of scripts and stylesheets (files that several sites serve), not the page's own
    if (prefilter)
      c.planned(index.plans[family], family, values, MEMO_FAMILIES.has(family) ? memo : undefined);
    else c.entries(index.strings[family], family, undefined, values);
  }

  // dom: only observed selectors.
  for (const [selector, obs] of Object.entries(signals.dom ?? {})) {
    if (!obs || !obs.exists) continue;
    const entries = index.dom.get(selector);
    if (!entries) continue;
    for (const { tech, dom } of entries) {
      if (dom.exists) c.test(tech, 'dom', selector, dom.exists, new Input(''));
      if (dom.text && typeof obs.text === 'string')
        c.test(tech, 'dom', selector, dom.text, new Input(cap(obs.text, TEXT_CHARS)));
      for (const { name, pattern } of dom.attributes) {
        const v = obs.attributes?.[name];
        if (v !== undefined && v !== null)
          c.test(tech, 'dom', `${selector}[${name}]`, pattern, new Input(cap(String(v), VALUE_CHARS)));
      }
      for (const { name, pattern } of dom.properties) {
        const v = obs.properties?.[name];
        if (v !== undefined && v !== null)
          c.test(tech, 'dom', `${selector}.${name}`, pattern, new Input(cap(String(v), VALUE_CHARS)));
      }
    }
  }
  return c.byTech;
}
