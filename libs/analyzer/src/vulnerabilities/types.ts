/**
 * Known vulnerabilities of detected versions (issue 20): the advisory snapshot's shapes and what a lookup returns.
 */

/**
 * Where an advisory comes from (credited where it is shown; licences in NOTICE.md and {@link ADVISORY_SOURCES}):
 * retire.js, FriendsOfPHP, Apache httpd's per-CVE JSON, nginx.org, the GitHub Advisory Database (`osv`), the Go
 * vulnerability database (`govulndb`), the Python Packaging Advisory Database (`pypa`), Roundcube's release notes
 * (`roundcube`), PHP's ChangeLog (`php`), the Ruby Advisory Database (`rubysec`), lighttpd's NEWS (`lighttpd`), git's release notes (`git`) and
 * Jetty's VERSION.txt (`jetty`) and CVE List V5 records with NVD's as fallback (`cve`).
 */
export type AdvisorySourceId =
  | 'retire'
  | 'friendsofphp'
  | 'httpd'
  | 'nginx'
  | 'osv'
  | 'govulndb'
  | 'pypa'
  | 'roundcube'
  | 'php'
  | 'rubysec'
  | 'lighttpd'
  | 'git'
  | 'jetty'
  | 'cve';

/** Every advisory source id, in the order the build script and the refresh process them. */
export const ADVISORY_SOURCE_IDS: readonly AdvisorySourceId[] = [
  'retire',
  'friendsofphp',
  'httpd',
  'nginx',
  'osv',
  'govulndb',
  'pypa',
  'roundcube',
  'php',
  'rubysec',
  'lighttpd',
  'git',
  'jetty',
  'cve',
];

/**
 * How versions of a technology are ordered:
 * - `semver`: npm-distributed libraries, compared by the `semver` package (pre-releases before their release);
 * - `vendor`: servers and PHP applications, dotted numbers of any length (`2.4.49`, `4.9.11.1`) with suffixes —
 *   `-dev`/`alpha`/`beta`/`rc` before the release, any other letter suffix (OpenSSL's `1.0.2k`) after it.
 */
export type VersionScheme = 'semver' | 'vendor';

/** Normalised severity (CVSS v3 qualitative names; vendors' `important`/`major` → high, `moderate` → medium). */
export type Severity = 'critical' | 'high' | 'medium' | 'low' | 'unknown';

/** Every severity, most severe first. */
export const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low', 'unknown'];

/**
 * One affected range, OSV-style: `introduced` ≤ version and (version < `fixed` or version ≤ `lastAffected`).
 * A missing bound is open. `versions` lists single affected versions instead (Apache's per-release lists).
 */
export interface AffectedRange {
  introduced?: string;
  fixed?: string;
  lastAffected?: string;
}

/** One advisory, as stored in the snapshot under its technology. */
export interface Advisory {
  /** Source id: GHSA id, CVE id, vendor id (`PMASA-2020-3`) or `<source>:<package>:<n>` when the source has none. */
  id: string;
  /** Other ids of the same issue (CVE ids, GHSA ids). */
  aliases: string[];
  severity: Severity;
  /** CVSS base score (0..10) when the source publishes one. */
  cvss?: number;
  summary: string;
  /** Affected ranges; the advisory applies when any range (or `versions`) contains the version. */
  ranges: AffectedRange[];
  /** Exact affected versions (in addition to `ranges`). */
  versions?: string[];
  /** First fixed versions (one per branch), ascending. */
  fixed?: string[];
  /** Publication day `YYYY-MM-DD`, when the source gives it. */
  published?: string;
  /** Day the advisory was withdrawn (`YYYY-MM-DD`): it is kept for provenance but never reported. */
  withdrawn?: string;
  /**
   * When the source last changed the record (OSV `modified`, ISO 8601; source `osv` only): a refresh through
   * osv.dev's API fetches again only the records whose `modified` changed.
   */
  modified?: string;
  /** Human-readable advisory page. */
  url: string;
  source: AdvisorySourceId;
}

/** Advisories of one technology. */
export interface TechnologyAdvisories {
  scheme: VersionScheme;
  /** Sources that hold data for the technology (with or without advisories), for the credit. */
  sources: AdvisorySourceId[];
  /** Detected versions with fewer numeric segments are too vague to match (`Apache/2.4`). Default 2. */
  minSegments?: number;
  advisories: Advisory[];
}

/** The bundled snapshot `data/advisories.json`. */
export interface AdvisorySnapshot {
  schemaVersion: 1;
  /** Day the snapshot was generated (`YYYY-MM-DD`). */
  generatedAt: string;
  /** Provenance of each source (repository commit/date or URL), for humans. */
  inputs?: Record<string, unknown>;
  /** Technology (exact fingerprint name) → its advisories. */
  technologies: Record<string, TechnologyAdvisories>;
  /**
   * Technologies distributions package with backported fixes (their version string stays the upstream one), and the
   * distribution technologies whose detection marks them "may be patched by the distribution".
   */
  backports?: { technologies: string[]; distributions: string[] };
}

/** One advisory as reported for a detected version. */
export interface VulnerabilityAdvisory {
  id: string;
  aliases: string[];
  severity: Severity;
  cvss: number | null;
  summary: string;
  /** First fixed version at or above the detected one (null when the source names none). */
  fixedIn: string | null;
  published: string | null;
  url: string;
  source: AdvisorySourceId;
}

/** Known vulnerabilities of one detected technology version. */
export interface TechnologyVulnerabilities {
  /** Technology (fingerprint name). */
  name: string;
  /** The detected version the advisories were matched against. */
  version: string;
  /** Matching advisories, most severe first (empty: advisory data exists and none applies). */
  advisories: VulnerabilityAdvisory[];
  /** Number of advisories per severity. */
  counts: Record<Severity, number>;
  /**
   * True when the version string is the upstream one of a distribution package (Debian's Apache says `2.4.38`) and a
   * distribution that backports fixes was detected: the advisories may already be fixed on the site.
   */
  mayBePatchedByDistribution: boolean;
  /** Sources that hold data for this technology (credit these where the list is shown). */
  sources: AdvisorySourceId[];
}
