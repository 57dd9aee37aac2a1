/**
 * Matching detected versions against the advisory snapshot without crying wolf (issue 20 §2).
 */
import { compareInScheme } from './scheme';
import {
  SEVERITIES,
  type AdvisorySnapshot,
  type Advisory,
  type AffectedRange,
  type Severity,
  type TechnologyVulnerabilities,
  type VersionScheme,
  type VulnerabilityAdvisory,
} from './types';

/**
 * Orders two publication days (`YYYY-MM-DD`, `Advisory.published`; '' when unknown) as `localeCompare` would, by
 * code unit: the same order for this fixed form, without the ICU collator that the first `localeCompare` of a
 * process builds (~10 ms of a one-URL CLI run, issue 24 §1).
 */
const byDay = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What the lookup needs of a detection (`Detection` and the contracts' `DetectedTechnology` both fit). */
export interface VersionedDetection {
  name: string;
  version: string | null;
  implied: boolean;
  evidence: Array<{ family: string; version?: string }>;
}

/**
 * Whether `version` lies in `range` (introduced ≤ v, and v < fixed or v ≤ lastAffected; open bounds).
 * A bound that cannot be compared in the scheme makes the range not match (never claim on doubt).
 */
export function inRange(scheme: VersionScheme, version: string, range: AffectedRange): boolean {
  const cmp = (bound: string): number | null => compareInScheme(scheme, version, bound);
  if (range.introduced !== undefined && range.introduced !== '0') {
    const c = cmp(range.introduced);
    if (c === null || c < 0) return false;
  }
  if (range.fixed !== undefined) {
    const c = cmp(range.fixed);
    if (c === null || c >= 0) return false;
  }
  if (range.lastAffected !== undefined) {
    const c = cmp(range.lastAffected);
    if (c === null || c > 0) return false;
  }
  return compareInScheme(scheme, version, version) !== null;
}

/** Whether the advisory applies to `version` (withdrawn advisories never do). */
export function advisoryAffects(scheme: VersionScheme, advisory: Advisory, version: string): boolean {
  if (advisory.withdrawn) return false;
  if (advisory.versions?.some((v) => compareInScheme(scheme, version, v) === 0)) return true;
  return advisory.ranges.some((r) => inRange(scheme, version, r));
}

/**
 * The version a detection actually shows: its version when at least one piece of its own evidence (not an
 * `implies` one) carried a version; null for implied detections and detections without a version.
 */
export function detectedVersion(detection: VersionedDetection): string | null {
  if (detection.implied || !detection.version) return null;
  const seen = detection.evidence.some((e) => e.family !== 'implies' && !!e.version);
  return seen ? detection.version : null;
}

/** Number of leading dot-separated numbers (`2.4` → 2, `1.9.0b1` → 3). */
function numericSegments(version: string): number {
  return /^\s*v?(\d+(?:\.\d+)*)/i.exec(version)?.[1].split('.').length ?? 0;
}

function fixedInFor(scheme: VersionScheme, advisory: Advisory, version: string): string | null {
  const above = (advisory.fixed ?? [])
    .filter((f) => (compareInScheme(scheme, f, version) ?? -1) > 0)
    .sort((a, b) => compareInScheme(scheme, a, b) ?? 0);
  return above[0] ?? null;
}

/**
 * Attaches known vulnerabilities to every detection with a detected version (see {@link detectedVersion}) whose
 * technology the snapshot holds advisories for, when the version is precise enough (at least the technology's
 * `minSegments` numbers, default 2: a bare major `10` says nothing about patches); detections without a version, implied ones and technologies
 * without advisory data get no entry (so "no entry" = not known, an entry with no advisories = known clean).
 *
 * "May be patched by the distribution": the snapshot's `backports` lists technologies that distributions ship with
 * backported fixes under the upstream version string (Apache HTTP Server, nginx, PHP, OpenSSL) and the distribution
 * technologies (Debian, Ubuntu, Red Hat, CentOS…); the marker is set when such a technology has advisories and one of
 * those distributions is among the detections (it is detected from, e.g., `Server: Apache/2.4.38 (Debian)`).
 * @param detections detections of one page (analysis result technologies or detector output)
 * @param snapshot the advisory snapshot ({@link loadAdvisorySnapshot} for the bundled one)
 * @returns one entry per matched technology, in the detections' order; advisories most severe first, then newest
 */
export function vulnerabilitiesOf(
  detections: readonly VersionedDetection[],
  snapshot: AdvisorySnapshot,
): TechnologyVulnerabilities[] {
  const distributions = new Set(snapshot.backports?.distributions ?? []);
  const backported = new Set(snapshot.backports?.technologies ?? []);
  const distributionDetected = detections.some((d) => distributions.has(d.name));
  const result: TechnologyVulnerabilities[] = [];
  for (const detection of detections) {
    const version = detectedVersion(detection);
    const data = snapshot.technologies[detection.name];
    if (!version || !data) continue;
    if (compareInScheme(data.scheme, version, version) === null) continue;
    if (numericSegments(version) < (data.minSegments ?? 2)) continue;
    const advisories: VulnerabilityAdvisory[] = data.advisories
      .filter((a) => advisoryAffects(data.scheme, a, version))
      .map((a) => ({
        id: a.id,
        aliases: a.aliases,
        severity: a.severity,
        cvss: a.cvss ?? null,
        summary: a.summary,
        fixedIn: fixedInFor(data.scheme, a, version),
        published: a.published ?? null,
        url: a.url,
        source: a.source,
      }))
      .sort(
        (a, b) =>
          SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) ||
          byDay(b.published ?? '', a.published ?? ''),
      );
    const counts = Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>;
    for (const a of advisories) counts[a.severity] += 1;
    result.push({
      name: detection.name,
      version,
      advisories,
      counts,
      mayBePatchedByDistribution:
        advisories.length > 0 && distributionDetected && backported.has(detection.name),
      sources: data.sources,
    });
  }
  return result;
}

/**
 * Short text for a table cell: `2 (1 high)` — total and the count of the most severe level present; `0` when known
 * clean; `3 (1 critical)*` when it may be patched by the distribution.
 */
export function vulnerabilitySummary(v: TechnologyVulnerabilities): string {
  const total = v.advisories.length;
  if (total === 0) return '0';
  const worst = SEVERITIES.find((s) => v.counts[s] > 0 && s !== 'unknown');
  const text = worst ? `${total} (${v.counts[worst]} ${worst})` : String(total);
  return v.mayBePatchedByDistribution ? `${text}*` : text;
}
