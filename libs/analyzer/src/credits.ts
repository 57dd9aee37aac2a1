/**
 * What `stacklens --version` prints: the package version, its licence and the credits of the data it ships
 * (the same as `NOTICE.md`). Read only when asked, so that an ordinary run pays nothing for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_UPSTREAM_DIR, UPSTREAM_SOURCE_FILE } from './fingerprints/load';
import { DEFAULT_RELEASE_SNAPSHOT_FILE } from './versions/snapshot';
import { ADVISORY_SOURCES, advisorySourceDates } from './vulnerabilities/credits';
import { DEFAULT_ADVISORY_SNAPSHOT_FILE } from './vulnerabilities/snapshot';
import { ADVISORY_SOURCE_IDS, type AdvisorySnapshot, type AdvisorySourceId } from './vulnerabilities/types';

/** The package's own directory (this file runs from `src/` or `dist/`). */
const PACKAGE_DIR = path.resolve(__dirname, '..');

/**
 * The version text: `stacklens <version>`, the licence, and one line per bundled data set with its source and
 * licence. The fingerprint data is named by the upstream snapshot's commit and date (`fingerprints/upstream/SOURCE.json`);
 * the release and advisory snapshots' dates are their `generatedAt`. The advisory sources credited are those the bundled
 * snapshot holds data from, each with the name, licence and home page of {@link ADVISORY_SOURCES} and the day its data
 * was taken (`advisorySourceDates`).
 * @throws when the package's own `package.json` cannot be read (a broken installation)
 */
export function versionText(): string {
  const own = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
    version: string;
  };
  const upstream = readJson<{ commit?: string | null; committedAt?: string | null; via?: string }>(
    path.join(DEFAULT_UPSTREAM_DIR, UPSTREAM_SOURCE_FILE),
  );
  const fingerprints = upstream?.commit
    ? `${upstream.commit.slice(0, 12)} of ${upstream.committedAt?.slice(0, 10) ?? 'unknown date'}`
    : (upstream?.via ?? 'unknown');
  const snapshotDate =
    readJson<{ generatedAt?: string }>(DEFAULT_RELEASE_SNAPSHOT_FILE)?.generatedAt ?? 'unknown';
  const advisories = readJson<AdvisorySnapshot>(DEFAULT_ADVISORY_SNAPSHOT_FILE);
  const used = new Set<string>(Object.values(advisories?.technologies ?? {}).flatMap((t) => t.sources));
  const dates = advisories ? advisorySourceDates(advisories) : {};
  const advisorySources = ADVISORY_SOURCE_IDS.filter((id) => used.has(id)).map((id: AdvisorySourceId) => {
    const { name, licence, url } = ADVISORY_SOURCES[id];
    return `                ${name} (${licence}) ${url}${dates[id] ? `, data to ${dates[id]}` : ''}`;
  });
  return [
    `stacklens ${own.version} — GPL-3.0-or-later`,
    'Data:',
    `  fingerprints  enthec/webappanalyzer ${fingerprints} (GPL-3.0), with StackLens' overlay`,
    `  releases      endoflife.date release data (MIT), npm registry, GitHub releases; snapshot of ${snapshotDate}`,
    `  advisories    snapshot of ${advisories?.generatedAt ?? 'unknown'}, from:`,
    ...advisorySources,
    '  See NOTICE.md in the package for the full list.',
    '',
  ].join('\n');
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}
