import type {
  AdvisorySourceInfo,
  AffectedVersion,
  Severity,
  TechnologyAdvisoriesQuery,
  TechnologyAdvisoriesResponse,
  TechnologyAdvisory,
} from '@stacklens/contracts';
import { advisorySourceDates, vulnerabilitiesOf, type AdvisorySnapshot } from '../../common/analyzer.client';

/** A version seen on public websites and how many use it (the technology page's "Versions seen"). */
export interface SeenVersion {
  version: string;
  websites: number;
}

/**
 * The advisories that apply to `version` of `technology` by the analyzer's own matching (the same scheme,
 * minimum precision and withdrawn rule as an analysis), as ids with the per-severity counts; null when the version
 * cannot be checked (too vague, not a version of the scheme) or no source covers the technology.
 */
function matchVersion(
  snapshot: AdvisorySnapshot,
  technology: string,
  version: string,
): { ids: Set<string>; counts: Record<Severity, number> } | null {
  const [match] = vulnerabilitiesOf(
    // A version read from the site's own evidence: exactly what an analysis that detected it would check.
    [
      {
        name: technology,
        version,
        implied: false,
        evidence: [{ family: 'version', version }],
      },
    ],
    snapshot,
  );
  if (!match) return null;
  return {
    ids: new Set(match.advisories.map((advisory) => advisory.id)),
    counts: { ...match.counts } as Record<Severity, number>,
  };
}

/**
 * `GET /api/v1/advisories/technologies/{slug}` from the advisory snapshot in use: the technology's advisories
 * (withdrawn ones left out, the snapshot's order: newest first), with their affected ranges and fixed versions, a
 * page of them (`page`, `pageSize`), only those affecting `query.version` when given; and each seen version with the
 * advisories affecting it.
 * @param technology exact fingerprint name (the catalogue's `technology.name`, the snapshot's key)
 * @param sources every advisory source's credit by id; those holding data for the technology are returned, each with
 *   the day its data in `snapshot` was taken (`dataAsOf`)
 */
export function toTechnologyAdvisories(
  technology: string,
  snapshot: AdvisorySnapshot,
  sources: Readonly<Record<string, AdvisorySourceInfo>>,
  seen: readonly SeenVersion[],
  query: TechnologyAdvisoriesQuery,
): TechnologyAdvisoriesResponse {
  const data = snapshot.technologies[technology];
  const page = { page: query.page, pageSize: query.pageSize };
  if (!data) {
    return {
      items: [],
      ...page,
      total: 0,
      covered: false,
      scheme: null,
      advisoryData: null,
      seenVersions: [],
    };
  }
  let advisories = data.advisories.filter((advisory) => !advisory.withdrawn);
  if (query.version) {
    const ids = matchVersion(snapshot, technology, query.version)?.ids ?? new Set<string>();
    advisories = advisories.filter((advisory) => ids.has(advisory.id));
  }
  const start = (query.page - 1) * query.pageSize;
  const items: TechnologyAdvisory[] = advisories.slice(start, start + query.pageSize).map((advisory) => ({
    id: advisory.id,
    aliases: [...advisory.aliases],
    severity: advisory.severity,
    cvss: advisory.cvss ?? null,
    summary: advisory.summary,
    affected: advisory.ranges.map((range) => ({
      introduced: range.introduced ?? null,
      fixed: range.fixed ?? null,
      lastAffected: range.lastAffected ?? null,
    })),
    versions: [...(advisory.versions ?? [])],
    fixed: [...(advisory.fixed ?? [])],
    published: advisory.published ?? null,
    url: advisory.url,
    source: advisory.source,
  }));
  const seenVersions: AffectedVersion[] = seen.map(({ version, websites }) => {
    const match = matchVersion(snapshot, technology, version);
    return {
      version,
      websites,
      checked: match !== null,
      advisories: match?.ids.size ?? 0,
      counts: match?.counts ?? {
        critical: 0,
        high: 0,
        medium: 0,
        low: 0,
        unknown: 0,
      },
    };
  });
  return {
    items,
    ...page,
    total: advisories.length,
    covered: true,
    scheme: data.scheme,
    advisoryData: {
      generatedAt: snapshot.generatedAt,
      sources: creditedSources(snapshot, new Set<string>(data.sources), sources),
    },
    seenVersions,
  };
}

/**
 * The credits of the sources in `used`, in the order of `sources` (every source's credit by id), each
 * with the day its data in `snapshot` was taken (`dataAsOf`, from `advisorySourceDates`: a source's data can be much
 * older than the snapshot's own date; `null` when the snapshot does not say).
 */
export function creditedSources(
  snapshot: Pick<AdvisorySnapshot, 'inputs'>,
  used: ReadonlySet<string>,
  sources: Readonly<Record<string, AdvisorySourceInfo>>,
): AdvisorySourceInfo[] {
  const dates: Record<string, string | undefined> = advisorySourceDates(snapshot);
  return Object.values(sources)
    .filter((source) => used.has(source.id))
    .map((source) => ({ ...source, dataAsOf: dates[source.id] ?? null }));
}
