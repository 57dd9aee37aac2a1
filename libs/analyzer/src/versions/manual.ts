/**
 * The "manual" latest-version source: a reviewed table bundled with the package (`data/latest-versions.json`,
 * `{source: "manual", checkedAt, versions: {<fingerprint name>: <version>}}`), used by the CLI and refreshed from the
 * npm registry by `scripts/refresh-latest.ts`; and the `manual` source of the refresh (a value in the mapping). The
 * backend reads its technology catalogue instead, filled by `refreshLatestVersions` (refresh.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LatestVersionLookup } from '../types';
import type { LatestRelease, LatestVersionSource, VersionSourceRef } from './types';

/** The bundled table's shape. */
export interface LatestVersionTable {
  source: 'manual';
  /** Date the values were checked, `YYYY-MM-DD`. */
  checkedAt: string;
  /** Fingerprint name (e.g. `jQuery`) → latest release. */
  versions: Record<string, string>;
}

/** Path of the bundled table (works from `src/` and `dist/`). */
export const DEFAULT_LATEST_VERSIONS_FILE = path.resolve(
  __dirname,
  '..',
  '..',
  'data',
  'latest-versions.json',
);

/**
 * Reads and validates a table.
 * @throws Error when the file is missing or not `{source, checkedAt, versions: {name: string}}`
 */
export function loadLatestVersionTable(file = DEFAULT_LATEST_VERSIONS_FILE): LatestVersionTable {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LatestVersionTable>;
  if (
    !raw ||
    typeof raw.versions !== 'object' ||
    raw.versions === null ||
    typeof raw.checkedAt !== 'string'
  ) {
    throw new Error(`${file}: expected {source, checkedAt, versions}`);
  }
  for (const [name, version] of Object.entries(raw.versions)) {
    if (typeof version !== 'string' || !version)
      throw new Error(`${file}: version of ${name} must be a non-empty string`);
  }
  return { source: 'manual', checkedAt: raw.checkedAt, versions: raw.versions };
}

/**
 * A {@link LatestVersionLookup} over a table (default: the bundled one). Names are matched exactly, then
 * case-insensitively. End of life is unknown for manual values.
 */
export function manualLatestVersions(
  table: LatestVersionTable = loadLatestVersionTable(),
): LatestVersionLookup {
  const lower = new Map(Object.entries(table.versions).map(([k, v]) => [k.toLowerCase(), v]));
  return (name) => {
    const version = table.versions[name] ?? lower.get(name.toLowerCase());
    return version ? { version } : null;
  };
}

/**
 * The `manual` {@link LatestVersionSource}: returns the mapping entry's `manual` value (no network), or null when
 * the entry has none.
 */
export function createManualSource(): LatestVersionSource {
  return {
    id: 'manual',
    fetchLatest(ref: VersionSourceRef): Promise<LatestRelease | null> {
      const version = ref.manual?.trim();
      return Promise.resolve(version ? { version } : null);
    },
  };
}
