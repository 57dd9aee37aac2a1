/**
 * Normalisation, compilation and validation of raw fingerprint data (Wappalyzer format) into a `FingerprintSet`.
 * Pure: no file access (see load.ts). Used directly by tests with hand-made tiny sets.
 */
import { MAX_DOM_PER_TECHNOLOGY } from '../detect/caps';
import {
  KEYED_FAMILIES,
  STRING_FAMILIES,
  type AssetVersionRule,
  type BuildTimeRules,
  type CategoryInfo,
  type CompiledTechnology,
  type DomPattern,
  type FingerprintIndex,
  type FingerprintSet,
  type IndexEntry,
  type KeyedFamily,
  type StringFamily,
  type TechnologyRelation,
} from './model';
import { compilePattern, PatternError, splitPattern, type CompiledPattern } from './pattern';
import { buildFamilyPlan, type FamilyPlan } from './plan';
import { buildDomPlan, domProbes } from './dom-plan';
import { lazyProperty } from './lazy';

/** A technology record as found in `technologies.json` (fields in any of their upstream forms). */
export type RawTechnology = Record<string, unknown>;
/** A category record as found in `categories.json`. */
export interface RawCategory {
  name: string;
  priority?: number;
  [key: string]: unknown;
}

/** Thrown on invalid fingerprint data; the message names the technology (or category) at fault. */
export class FingerprintDataError extends Error {
  constructor(
    readonly technology: string,
    message: string,
  ) {
    super(`Fingerprint data error in "${technology}": ${message}`);
    this.name = 'FingerprintDataError';
  }
}

/** Wappalyzer's slugify: lowercase, anything but `[a-z0-9-]` → `-`, runs of `-` collapsed, trimmed of `-`. */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/--+/g, '-')
    .replace(/(?:^-|-$)/g, '');
}

const asList = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

function asPatternText(tech: string, field: string, value: unknown): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new FingerprintDataError(tech, `${field}: expected a pattern string, got ${JSON.stringify(value)}`);
}

function compile(tech: string, field: string, value: unknown): CompiledPattern {
  try {
    return compilePattern(asPatternText(tech, field, value));
  } catch (error) {
    if (error instanceof PatternError) throw new FingerprintDataError(tech, `${field}: ${error.message}`);
    throw error;
  }
}

function relations(tech: string, field: string, value: unknown): TechnologyRelation[] {
  return asList(value).map((entry) => {
    const raw = String(asPatternText(tech, field, entry));
    try {
      const { source, confidence, version } = splitPattern(raw);
      return { name: source.trim(), confidence, version, raw, buildTime: false };
    } catch (error) {
      throw new FingerprintDataError(tech, `${field}: ${(error as Error).message}`);
    }
  });
}

function categoryIds(
  tech: string,
  field: string,
  value: unknown,
  categories: ReadonlyMap<number, CategoryInfo>,
): number[] {
  return asList(value).map((entry) => {
    const id = typeof entry === 'number' ? entry : parseInt(String(entry), 10);
    if (!Number.isInteger(id) || !categories.has(id)) {
      throw new FingerprintDataError(tech, `${field}: unknown category id ${JSON.stringify(entry)}`);
    }
    return id;
  });
}

function keyedPatterns(tech: string, family: KeyedFamily, value: unknown): Map<string, CompiledPattern[]> {
  const out = new Map<string, CompiledPattern[]>();
  if (value === undefined || value === null) return out;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new FingerprintDataError(tech, `${family}: expected an object of name → pattern(s)`);
  }
  for (const [rawKey, patterns] of Object.entries(value as Record<string, unknown>)) {
    const key =
      family === 'headers' || family === 'cookies' || family === 'meta'
        ? rawKey.toLowerCase()
        : family === 'dns'
          ? rawKey.toUpperCase()
          : rawKey;
    const list = out.get(key) ?? [];
    for (const p of asList(patterns)) list.push(compile(tech, `${family}.${rawKey}`, p));
    out.set(key, list);
  }
  return out;
}

function domPatterns(tech: string, value: unknown): DomPattern[] {
  if (value === undefined || value === null) return [];
  const exists = (selector: string): DomPattern => ({
    selector,
    exists: compile(tech, `dom.${selector}`, ''),
    text: null,
    attributes: [],
    properties: [],
  });
  if (typeof value === 'string' || Array.isArray(value)) {
    return asList(value).map((selector) => {
      if (typeof selector !== 'string')
        throw new FingerprintDataError(tech, 'dom: selector must be a string');
      return exists(selector);
    });
  }
  if (typeof value !== 'object') throw new FingerprintDataError(tech, 'dom: unsupported form');
  return Object.entries(value as Record<string, unknown>).map(([selector, spec]) => {
    if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) return exists(selector);
    const s = spec as Record<string, unknown>;
    const named = (kind: 'attributes' | 'properties') => {
      const v = s[kind];
      if (v === undefined || v === null) return [];
      if (typeof v !== 'object' || Array.isArray(v))
        throw new FingerprintDataError(tech, `dom.${selector}.${kind}: expected an object`);
      return Object.entries(v as Record<string, unknown>).map(([name, p]) => ({
        name,
        pattern: compile(tech, `dom.${selector}.${kind}.${name}`, p),
      }));
    };
    return {
      selector,
      exists: s.exists !== undefined ? compile(tech, `dom.${selector}.exists`, s.exists) : null,
      text: s.text !== undefined ? compile(tech, `dom.${selector}.text`, s.text) : null,
      attributes: named('attributes'),
      properties: named('properties'),
    };
  });
}

/**
 * Validates a record's `assetVersions` (`AssetVersionRule`s): a list of `{asset, minAssets}` (`_`-prefixed keys are
 * documentation and dropped), `asset` a regular expression with exactly two capturing groups (path, version),
 * `minAssets` an integer ≥ 1.
 * @throws FingerprintDataError naming the technology on a malformed rule, an uncompilable expression or a wrong
 *   number of groups.
 */
function assetVersionRules(tech: string, value: unknown): AssetVersionRule[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new FingerprintDataError(tech, 'assetVersions: expected a list of rules');
  return value.map((rule, i) => {
    const field = `assetVersions[${i}]`;
    if (rule === null || typeof rule !== 'object' || Array.isArray(rule))
      throw new FingerprintDataError(tech, `${field}: expected an object {asset, minAssets}`);
    const r = rule as Record<string, unknown>;
    const unknown = Object.keys(r).filter((k) => !k.startsWith('_') && k !== 'asset' && k !== 'minAssets');
    if (unknown.length) throw new FingerprintDataError(tech, `${field}: unknown field "${unknown[0]}"`);
    if (typeof r.asset !== 'string' || r.asset === '')
      throw new FingerprintDataError(tech, `${field}.asset: expected a regular expression string`);
    if (!Number.isInteger(r.minAssets) || (r.minAssets as number) < 1)
      throw new FingerprintDataError(tech, `${field}.minAssets: expected an integer ≥ 1`);
    let groups: number;
    try {
      const re = new RegExp(r.asset, 'g');
      groups = new RegExp(`(?:${re.source})|`).exec('')!.length - 1;
      compilePattern(r.asset);
    } catch (error) {
      throw new FingerprintDataError(tech, `${field}.asset: ${(error as Error).message}`);
    }
    if (groups !== 2)
      throw new FingerprintDataError(
        tech,
        `${field}.asset: needs exactly 2 capturing groups (asset path, version), has ${groups}`,
      );
    return { asset: r.asset, minAssets: r.minAssets as number };
  });
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);

/** Headers that state what a page MAY load (a policy), not what it loads. */
const POLICY_HEADERS = ['content-security-policy', 'content-security-policy-report-only'];
/** Families in which a technology the page really uses shows itself (its scripts, globals, markup, requests). */
const USE_FAMILIES = ['html', 'css', 'scripts', 'xhr', 'scriptSrc'] as const;
/**
 * Highest confidence a Content-Security-Policy pattern contributes for a technology that has patterns of its use
 * (`USE_FAMILIES`, `js`, `cookies`, `dom`): below the default threshold of 50 even with both policy headers (2 × 20),
 * so such a detection needs another pattern to be shown. A policy lists what a page may load — an application ships
 * one allowing its optional integrations (LDAP Account Manager 8's allows hCaptcha, used only when an operator
 * turns its captcha on) — so the header alone is permission, not use. Records whose only evidence is the policy
 * (Agora, Amasty… in upstream) keep their confidence: there is nothing else to confirm it.
 */
export const POLICY_HEADER_MAX_CONFIDENCE = 20;

/**
 * Caps the confidence of a record's Content-Security-Policy(-Report-Only) patterns at
 * {@link POLICY_HEADER_MAX_CONFIDENCE} when the record has patterns of the technology's use. Mutates the compiled
 * patterns of this record only (each record compiles its own).
 */
function capPolicyHeaderConfidence(
  patterns: Record<StringFamily, CompiledPattern[]>,
  keyed: Record<KeyedFamily, Map<string, CompiledPattern[]>>,
  hasDom: boolean,
): void {
  const hasUse =
    hasDom ||
    keyed.js.size > 0 ||
    keyed.cookies.size > 0 ||
    USE_FAMILIES.some((family) => patterns[family].length > 0);
  if (!hasUse) return;
  for (const header of POLICY_HEADERS)
    for (const pattern of keyed.headers.get(header) ?? [])
      pattern.confidence = Math.min(pattern.confidence, POLICY_HEADER_MAX_CONFIDENCE);
}

/** Normalises and compiles one technology record (slug assigned later). */
function compileTechnology(
  name: string,
  raw: RawTechnology,
  categories: ReadonlyMap<number, CategoryInfo>,
): Omit<CompiledTechnology, 'slug'> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new FingerprintDataError(name, 'record must be an object');
  const patterns = {} as Record<StringFamily, CompiledPattern[]>;
  let patternCount = 0;
  for (const family of STRING_FAMILIES) {
    patterns[family] = asList(raw[family]).map((p) => compile(name, family, p));
    patternCount += patterns[family].length;
  }
  const keyed = {} as Record<KeyedFamily, Map<string, CompiledPattern[]>>;
  for (const family of KEYED_FAMILIES) {
    keyed[family] = keyedPatterns(name, family, raw[family]);
    for (const list of keyed[family].values()) patternCount += list.length;
  }
  const dom = domPatterns(name, raw.dom).slice(0, MAX_DOM_PER_TECHNOLOGY);
  capPolicyHeaderConfidence(patterns, keyed, dom.length > 0);
  for (const d of dom) {
    patternCount += (d.exists ? 1 : 0) + (d.text ? 1 : 0) + d.attributes.length + d.properties.length;
  }
  const requires = relations(name, 'requires', raw.requires).map((r) => r.name);
  const requiresCategory = categoryIds(name, 'requiresCategory', raw.requiresCategory, categories);
  return {
    name,
    categoryIds: categoryIds(name, 'cats', raw.cats, categories),
    website: str(raw.website),
    description: str(raw.description),
    icon: str(raw.icon),
    cpe: str(raw.cpe),
    saas: bool(raw.saas),
    oss: bool(raw.oss),
    pricing: asList(raw.pricing).filter((p): p is string => typeof p === 'string'),
    implies: relations(name, 'implies', raw.implies),
    requires,
    requiresCategory,
    excludes: relations(name, 'excludes', raw.excludes).map((r) => r.name),
    patterns,
    keyed,
    dom,
    patternCount,
    gated: requires.length > 0 || requiresCategory.length > 0,
    assetVersions: assetVersionRules(name, raw.assetVersions),
  };
}

/** Builds the category map (`id → {id, name, slug, priority}`); priority defaults to 10 (lowest). */
export function buildCategories(raw: Record<string, RawCategory>): Map<number, CategoryInfo> {
  const out = new Map<number, CategoryInfo>();
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith('_')) continue;
    const id = parseInt(key, 10);
    if (!Number.isInteger(id) || !value || typeof value.name !== 'string') {
      throw new FingerprintDataError(`category ${key}`, 'expected a numeric id and a name');
    }
    out.set(id, {
      id,
      name: value.name,
      slug: slugify(value.name),
      priority: typeof value.priority === 'number' ? value.priority : 10,
    });
  }
  return out;
}

/** Assigns unique slugs: names sharing a base slug are sorted (code points); the first keeps it, others get -2, -3… */
function assignSlugs(names: string[]): { slugs: Map<string, string>; collisions: number } {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const base = slugify(name) || 'technology';
    const group = groups.get(base) ?? [];
    group.push(name);
    groups.set(base, group);
  }
  const taken = new Set(groups.keys());
  const slugs = new Map<string, string>();
  let collisions = 0;
  for (const [base, group] of groups) {
    group.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    slugs.set(group[0], base);
    for (const name of group.slice(1)) {
      let n = 2;
      while (taken.has(`${base}-${n}`)) n += 1;
      taken.add(`${base}-${n}`);
      slugs.set(name, `${base}-${n}`);
      collisions += 1;
    }
  }
  return { slugs, collisions };
}

function buildIndex(technologies: Iterable<CompiledTechnology>): FingerprintIndex {
  const keyedFamilies = ['headers', 'cookies', 'meta', 'dns', 'js'] as const;
  const keyed = Object.fromEntries(keyedFamilies.map((f) => [f, new Map<string, IndexEntry[]>()])) as Record<
    (typeof keyedFamilies)[number],
    Map<string, IndexEntry[]>
  >;
  const strings = Object.fromEntries(STRING_FAMILIES.map((f) => [f, [] as IndexEntry[]])) as Record<
    StringFamily,
    IndexEntry[]
  >;
  const dom = new Map<string, Array<{ tech: CompiledTechnology; dom: DomPattern }>>();
  for (const tech of technologies) {
    for (const family of keyedFamilies) {
      for (const [key, patterns] of tech.keyed[family]) {
        const list = keyed[family].get(key) ?? [];
        list.push({ tech, patterns });
        keyed[family].set(key, list);
      }
    }
    for (const family of STRING_FAMILIES)
      if (tech.patterns[family].length) strings[family].push({ tech, patterns: tech.patterns[family] });
    for (const d of tech.dom) {
      const list = dom.get(d.selector) ?? [];
      list.push({ tech, dom: d });
      dom.set(d.selector, list);
    }
  }
  const cookiePrefixes = [...keyed.cookies.entries()]
    .filter(([key]) => key.endsWith('*'))
    .map(([key, entries]) => ({ prefix: key.slice(0, -1), entries }));
  const plans = Object.fromEntries(STRING_FAMILIES.map((f) => [f, buildFamilyPlan(strings[f])])) as Record<
    StringFamily,
    FamilyPlan
  >;
  const index: Omit<FingerprintIndex, 'domPlan'> = { keyed, cookiePrefixes, strings, plans, dom };
  // built on first use: a process that never evaluates the static DOM (the backend's API) never pays for it
  lazyProperty(index as FingerprintIndex, 'domPlan', () => buildDomPlan(domProbes(dom)));
  return index as FingerprintIndex;
}

/**
 * Marks the `implies` relations that hold only at build time (`BuildTimeRules`): from a technology of a rule's
 * `from` categories to one of its `to` categories, and every listed pair.
 * @throws FingerprintDataError on an unknown category id or technology name, a listed pair that is not an
 *   `implies` relation of the data (a stale entry), or a `maxConfidence` outside 1..100.
 */
function markBuildTime(
  technologies: ReadonlyMap<string, CompiledTechnology>,
  categories: ReadonlyMap<number, CategoryInfo>,
  rules: BuildTimeRules,
): void {
  const where = 'build-time-implications.json';
  if (!Number.isInteger(rules.maxConfidence) || rules.maxConfidence < 1 || rules.maxConfidence > 100)
    throw new FingerprintDataError(where, `maxConfidence must be an integer in 1..100`);
  for (const rule of rules.categoryRules) {
    for (const id of [...rule.from, ...rule.to])
      if (!categories.has(id)) throw new FingerprintDataError(where, `unknown category id ${id}`);
    for (const tech of technologies.values()) {
      if (!tech.categoryIds.some((id) => rule.from.includes(id))) continue;
      for (const rel of tech.implies) {
        const target = technologies.get(rel.name)!;
        if (target.categoryIds.some((id) => rule.to.includes(id))) rel.buildTime = true;
      }
    }
  }
  for (const { from, to } of rules.implications) {
    const rel = technologies.get(from)?.implies.find((r) => r.name === to);
    if (!rel) throw new FingerprintDataError(from, `${where}: "${from}" does not imply "${to}"`);
    rel.buildTime = true;
  }
}

/**
 * Normalises, compiles and validates a whole set. Every pattern is compiled once here.
 * @param rawTechnologies name → record (technologies.json form, overlay already merged).
 * @param rawCategories id → `{name, priority}` (categories.json form).
 * @throws FingerprintDataError naming the technology on an uncompilable pattern, a malformed field (including an
 *   `assetVersions` rule with a bad expression or group count), an unknown category id, or an
 *   `implies`/`requires`/`excludes` name that does not exist in the set; for `buildTime`,
 *   an unknown category or technology, or a listed pair that is not an `implies` relation of the data.
 */
export function buildFingerprintSet(
  rawTechnologies: Record<string, RawTechnology>,
  rawCategories: Record<string, RawCategory>,
  extra: { overlayEntries?: number; buildTime?: BuildTimeRules } = {},
): FingerprintSet {
  const started = performance.now();
  const categories = buildCategories(rawCategories);
  const names = Object.keys(rawTechnologies);
  const { slugs, collisions } = assignSlugs(names);
  const technologies = new Map<string, CompiledTechnology>();
  const bySlug = new Map<string, CompiledTechnology>();
  let patterns = 0;
  for (const name of names) {
    const tech: CompiledTechnology = {
      ...compileTechnology(name, rawTechnologies[name], categories),
      slug: slugs.get(name)!,
    };
    technologies.set(name, tech);
    bySlug.set(tech.slug, tech);
    patterns += tech.patternCount;
  }
  for (const tech of technologies.values()) {
    const check = (field: string, name: string) => {
      if (!technologies.has(name))
        throw new FingerprintDataError(tech.name, `${field} names an unknown technology "${name}"`);
    };
    for (const r of tech.implies) check('implies', r.name);
    for (const r of tech.requires) check('requires', r);
    for (const r of tech.excludes) check('excludes', r);
  }
  if (extra.buildTime) markBuildTime(technologies, categories, extra.buildTime);
  return {
    technologies,
    bySlug,
    categories,
    counts: {
      technologies: technologies.size,
      categories: categories.size,
      patterns,
      overlayEntries: extra.overlayEntries ?? 0,
      slugCollisions: collisions,
    },
    index: buildIndex(technologies.values()),
    buildTimeMaxConfidence: extra.buildTime?.maxConfidence ?? 100,
    loadMs: performance.now() - started,
  };
}
