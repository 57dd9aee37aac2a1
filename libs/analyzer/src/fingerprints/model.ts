/**
 * Shapes of the compiled fingerprint set (the output of `loadFingerprints()` / `buildFingerprintSet()`).
 */
import type { CompiledPattern } from './pattern';
import type { DomPlan } from './dom-plan';
import type { FamilyPlan } from './plan';

/** Pattern families matched against one string or a list of strings. */
export const STRING_FAMILIES = [
  'html',
  'text',
  'css',
  'robots',
  'scripts',
  'url',
  'xhr',
  'certIssuer',
  'scriptSrc',
] as const;
export type StringFamily = (typeof STRING_FAMILIES)[number];

/** Pattern families keyed by a name (header, cookie, meta name; DNS record type; js chain; probe path). */
export const KEYED_FAMILIES = ['headers', 'cookies', 'meta', 'dns', 'js', 'probe'] as const;
export type KeyedFamily = (typeof KEYED_FAMILIES)[number];

/** Keyed pattern list: key → patterns. Keys are lowercased for headers/cookies/meta, uppercased for dns. */
export type KeyedPatterns = ReadonlyMap<string, readonly CompiledPattern[]>;

/** One `dom` entry: a CSS selector and what must hold on its first matching element. */
export interface DomPattern {
  selector: string;
  /** Present when the selector's mere existence is evidence (string/list forms, or `{exists: ''}`). */
  exists: CompiledPattern | null;
  text: CompiledPattern | null;
  attributes: ReadonlyArray<{ name: string; pattern: CompiledPattern }>;
  properties: ReadonlyArray<{ name: string; pattern: CompiledPattern }>;
}

/** A relation to another technology (`implies`, with optional `\;confidence:N` / `\;version:V` tags). */
export interface TechnologyRelation {
  name: string;
  /** Tag confidence (default 100). */
  confidence: number;
  /** Tag version (implies only), or null. */
  version: string | null;
  /** The raw relation string from the data, e.g. `PHP\;confidence:50`. */
  raw: string;
  /**
   * True for an `implies` relation that describes how the site was built, not what it runs (Hexo → Node.js): it
   * holds only with run-time evidence on the page (`BuildTimeRules`, overlay `build-time-implications.json`).
   */
  buildTime: boolean;
}

/**
 * Which `implies` relations hold only at build time (overlay `build-time-implications.json`, issue 14 §2): every
 * relation from a technology of a `from` category to one of a `to` category, plus the listed pairs.
 */
export interface BuildTimeRules {
  /** Confidence cap of a build-time implication kept because of run-time evidence (1..100). */
  maxConfidence: number;
  categoryRules: ReadonlyArray<{ from: readonly number[]; to: readonly number[] }>;
  implications: ReadonlyArray<{ from: string; to: string }>;
}

/**
 * Says which of a technology's own assets carry its version in their cache-busting query (overlay field
 * `assetVersions`, issue 25 §3; applied by `detect/asset-versions.ts`). Validated by `buildFingerprintSet`.
 */
export interface AssetVersionRule {
  /**
   * Regular expression (source, run with the `g` flag) matching one asset URL of the technology's own files in the
   * page's HTML or script URLs, `/` possibly escaped as `\/` (URLs inside inline JSON); exactly two capturing
   * groups: group 1 is the path (identifies the asset, `\` removed), group 2 the version.
   */
  asset: string;
  /** Distinct assets that must carry the same version (integer ≥ 1). */
  minAssets: number;
}

/** One technology of the set, normalised and compiled. */
export interface CompiledTechnology {
  name: string;
  /** Unique slug (Wappalyzer slugify; collisions get `-2`, `-3` in name order). */
  slug: string;
  categoryIds: readonly number[];
  website: string | null;
  description: string | null;
  /** Icon file name from the data, or null. */
  icon: string | null;
  cpe: string | null;
  saas: boolean | null;
  oss: boolean | null;
  pricing: readonly string[];
  implies: readonly TechnologyRelation[];
  /** Names of technologies of which at least one must be detected before this one is considered. */
  requires: readonly string[];
  /** Category ids of which at least one must be detected before this one is considered. */
  requiresCategory: readonly number[];
  excludes: readonly string[];
  /** Single-string / list families. Absent family = empty list. */
  patterns: Readonly<Record<StringFamily, readonly CompiledPattern[]>>;
  keyed: Readonly<Record<KeyedFamily, KeyedPatterns>>;
  /** `dom` entries, at most `MAX_DOM_PER_TECHNOLOGY`. */
  dom: readonly DomPattern[];
  /** Number of compiled patterns (all families). */
  patternCount: number;
  /** True when the technology is gated by `requires`/`requiresCategory` (second pass). */
  gated: boolean;
  /** Version sources in the query of the technology's own assets (overlay `assetVersions`); usually empty. */
  assetVersions: readonly AssetVersionRule[];
}

/** A category of the set. `priority`: lower = more important (CMS 1, Miscellaneous 10). */
export interface CategoryInfo {
  id: number;
  name: string;
  slug: string;
  priority: number;
}

/** Entry of a matching index: a technology and its patterns for one key / family. */
export interface IndexEntry {
  tech: CompiledTechnology;
  patterns: readonly CompiledPattern[];
}

/** Indexes used by the matcher so that it never scans all technologies. */
export interface FingerprintIndex {
  /** family → key → technologies having patterns for that key. */
  keyed: Readonly<Record<Exclude<KeyedFamily, 'probe'>, ReadonlyMap<string, readonly IndexEntry[]>>>;
  /** Cookie keys ending in `*` (e.g. `_ga_*`), matched by prefix. */
  cookiePrefixes: ReadonlyArray<{ prefix: string; entries: readonly IndexEntry[] }>;
  /** family → technologies having patterns in that family. */
  strings: Readonly<Record<StringFamily, readonly IndexEntry[]>>;
  /** family → its prefiltered matching plan (one Aho–Corasick automaton over the family's required literals). */
  plans: Readonly<Record<StringFamily, FamilyPlan>>;
  /** dom selector → technologies and their entry for that selector. */
  dom: ReadonlyMap<string, ReadonlyArray<{ tech: CompiledTechnology; dom: DomPattern }>>;
  /** The selectors of `dom` with the prefilter of their static evaluation (`collect/static-dom.ts`). */
  domPlan: DomPlan;
}

/** Counts reported by the loader. */
export interface FingerprintCounts {
  technologies: number;
  categories: number;
  patterns: number;
  /** Technologies replaced, added or removed by the overlay. */
  overlayEntries: number;
  /** Technologies whose slug needed a numeric suffix to be unique. */
  slugCollisions: number;
}

/** The compiled fingerprint set: build once per process, share across analyses (read-only). */
export interface FingerprintSet {
  technologies: ReadonlyMap<string, CompiledTechnology>;
  bySlug: ReadonlyMap<string, CompiledTechnology>;
  categories: ReadonlyMap<number, CategoryInfo>;
  counts: FingerprintCounts;
  index: FingerprintIndex;
  /** Confidence cap of build-time implications (`BuildTimeRules.maxConfidence`; 100 when the set has no rules). */
  buildTimeMaxConfidence: number;
  /** Milliseconds spent reading + compiling. */
  loadMs: number;
}
