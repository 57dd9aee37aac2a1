/**
 * The curated mapping from technology (exact fingerprint name) to its latest-version source:
 * `libs/analyzer/data/version-sources.json`, `{_comment, technologies: {<name>: {source, id, manual?, eol?}}}`.
 * Reviewed data: a test checks that every name exists in the fingerprint set with version patterns.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ENDOFLIFE_PRODUCT_ID } from './endoflife';
import { GITHUB_REPO_ID } from './github';
import { NPM_PACKAGE_NAME } from './npm';
import { VERSION_SOURCE_IDS, type VersionSourceId } from './types';

/** One technology's source. */
export interface VersionSourceMappingEntry {
  source: VersionSourceId;
  /** npm package, endoflife.date product id, GitHub `owner/repo`; for `manual`, a short provenance note. */
  id: string;
  /** Manual latest version: the value of a `manual` entry, the fallback of others. */
  manual?: string;
  /** endoflife.date product consulted for release cycles (end of life) when the main source has none. */
  eol?: string;
}

/** Technology name → source. */
export type VersionSourceMapping = Record<string, VersionSourceMappingEntry>;

/** Path of the bundled mapping (works from `src/` and `dist/`). */
export const DEFAULT_VERSION_SOURCES_FILE = path.resolve(
  __dirname,
  '..',
  '..',
  'data',
  'version-sources.json',
);

/** Problems of one entry (empty when valid). */
export function mappingEntryProblems(name: string, entry: unknown): string[] {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return [`${name}: expected {source, id}`];
  const { source, id, manual, eol } = entry as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof source !== 'string' || !(VERSION_SOURCE_IDS as readonly string[]).includes(source)) {
    problems.push(`${name}: source must be one of ${VERSION_SOURCE_IDS.join(', ')}`);
  }
  if (typeof id !== 'string' || !id.trim()) problems.push(`${name}: id must be a non-empty string`);
  else if (source === 'npm' && !NPM_PACKAGE_NAME.test(id))
    problems.push(`${name}: "${id}" is not an npm package name`);
  else if (source === 'endoflife' && !ENDOFLIFE_PRODUCT_ID.test(id))
    problems.push(`${name}: "${id}" is not an endoflife.date product id`);
  else if (source === 'github' && !GITHUB_REPO_ID.test(id))
    problems.push(`${name}: "${id}" is not owner/repo`);
  if (manual !== undefined && (typeof manual !== 'string' || !/\d/.test(manual))) {
    problems.push(`${name}: manual must be a version string`);
  }
  if (source === 'manual' && typeof manual !== 'string')
    problems.push(`${name}: a manual entry needs a manual value`);
  if (eol !== undefined && (typeof eol !== 'string' || !ENDOFLIFE_PRODUCT_ID.test(eol))) {
    problems.push(`${name}: eol must be an endoflife.date product id`);
  }
  return problems;
}

/**
 * Validates a parsed mapping document (`{technologies: {...}}` or the bare record).
 * @throws Error listing every problem.
 */
export function parseVersionSourceMapping(raw: unknown, label = 'version sources'): VersionSourceMapping {
  const record =
    raw && typeof raw === 'object' && 'technologies' in (raw as object)
      ? (raw as { technologies: unknown }).technologies
      : raw;
  if (!record || typeof record !== 'object' || Array.isArray(record))
    throw new Error(`${label}: expected {technologies: {...}}`);
  const problems: string[] = [];
  const mapping: VersionSourceMapping = {};
  for (const [name, entry] of Object.entries(record as Record<string, unknown>)) {
    if (name === '_comment') continue; // documentation (names may start with `_`: `_hyperscript`)
    const entryProblems = mappingEntryProblems(name, entry);
    problems.push(...entryProblems);
    if (entryProblems.length === 0) {
      const { source, id, manual, eol } = entry as VersionSourceMappingEntry;
      mapping[name] = {
        source,
        id,
        ...(manual !== undefined && { manual }),
        ...(eol !== undefined && { eol }),
      };
    }
  }
  if (problems.length) throw new Error(`${label}: ${problems.join('; ')}`);
  return mapping;
}

/** Reads and validates the mapping (default: the bundled one). */
export function loadVersionSourceMapping(file = DEFAULT_VERSION_SOURCES_FILE): VersionSourceMapping {
  return parseVersionSourceMapping(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}
