import type {
  DetectedTechnology,
  ScoreHistoryEntry,
  SimilarWebsite,
  TechnologyHistoryEntry,
  WebsiteResult,
  LighthouseSummary,
} from '@stacklens/contracts';
import { scoreBand } from '@stacklens/contracts';
import { formatDistance } from 'date-fns';
import type { ScoreHistoryEntity } from './entities/score-history.entity';
import type { WebsiteTechnologyHistoryEntity } from './entities/website-technology-history.entity';
import type { WebsiteTechnologyEntity } from './entities/website-technology.entity';
import type { WebsiteEntity } from './entities/website.entity';

/** "5 minutes ago", "less than a minute ago" (a timestamp slightly in the future counts as now). */
export function timeAgoText(date: Date, now: Date = new Date()): string {
  return formatDistance(date.getTime() > now.getTime() ? now : date, now, { addSuffix: true });
}

/** Lowest (most prominent) category priority of a technology row; unknown → last. */
function priorityOf(row: WebsiteTechnologyEntity): number {
  const priorities = (row.technology?.categories ?? []).map((c) => c.priority);
  return priorities.length ? Math.min(...priorities) : Number.MAX_SAFE_INTEGER;
}

/** The name a technology is shown with: an operator's (admin panel), else the fingerprint name. */
function shownName(technology: { name: string; displayName?: string | null }): string {
  return technology.displayName ?? technology.name;
}

/** Orders technologies by category priority, then confidence (desc), then name. */
export function sortTechnologies(rows: WebsiteTechnologyEntity[]): WebsiteTechnologyEntity[] {
  return [...rows].sort(
    (a, b) =>
      priorityOf(a) - priorityOf(b) ||
      b.confidence - a.confidence ||
      a.technology.name.localeCompare(b.technology.name),
  );
}

/** One stored technology row (with its technology and categories loaded) as the API shows it. */
export function toDetectedTechnology(row: WebsiteTechnologyEntity): DetectedTechnology {
  const categories = [...(row.technology.categories ?? [])]
    .sort((a, b) => a.priority - b.priority || a.id - b.id)
    .map((c) => ({ id: c.id, name: c.name, slug: c.slug }));
  return {
    name: shownName(row.technology),
    slug: row.technology.slug,
    version: row.version,
    latestVersion: row.latestVersion,
    versionStatus: row.versionStatus,
    confidence: row.confidence,
    categories,
    website: row.technology.website,
    icon: row.technology.icon,
    implied: row.implied,
    evidence: row.evidence ?? [],
    vulnerabilities: row.vulnerabilities ?? null,
  };
}

/** The public result of a website. */
export function toWebsiteResult(
  website: WebsiteEntity,
  rows: WebsiteTechnologyEntity[],
  lighthouse: LighthouseSummary | null = null,
  now: Date = new Date(),
): WebsiteResult {
  return {
    _id: website.id,
    domain: website.domain,
    url: website.url,
    protocol: website.protocol,
    score: website.score,
    band: scoreBand(website.score),
    modelVersion: website.modelVersion,
    breakdown: website.breakdown,
    techs: sortTechnologies(rows.filter((row) => row.confidence > 0)).map(toDetectedTechnology),
    ...(website.namedSoftware ? { namedSoftware: website.namedSoftware } : {}),
    statusCode: website.statusCode,
    updatedAt: website.updatedAt.toISOString(),
    updatedTimeAgoText: timeAgoText(website.updatedAt, now),
    lighthouse,
    advisoryData: website.advisoryData ?? null,
  };
}

/** A score-history row. */
export function toScoreHistoryEntry(entry: ScoreHistoryEntity, now: Date = new Date()): ScoreHistoryEntry {
  return {
    score: entry.score,
    band: scoreBand(entry.score),
    modelVersion: entry.modelVersion,
    createdAt: entry.createdAt.toISOString(),
    updatedTimeAgoText: timeAgoText(entry.createdAt, now),
  };
}

/** A card of the similar-ranked list: the website with its three most prominent technologies. */
export function toSimilarWebsite(
  website: Pick<WebsiteEntity, 'id' | 'domain' | 'protocol' | 'score' | 'updatedAt'>,
  rows: WebsiteTechnologyEntity[],
  now: Date = new Date(),
): SimilarWebsite {
  const sorted = sortTechnologies(rows.filter((row) => row.confidence > 0));
  return {
    _id: website.id,
    domain: website.domain,
    protocol: website.protocol,
    score: website.score,
    band: scoreBand(website.score),
    techCount: sorted.length,
    topTechs: sorted.slice(0, 3).map((row) => ({
      name: shownName(row.technology),
      slug: row.technology.slug,
      icon: row.technology.icon,
    })),
    updatedTimeAgoText: timeAgoText(website.updatedAt, now),
  };
}

/** One technology-history row (technology loaded) as the API shows it. */
export function toTechnologyHistoryEntry(row: WebsiteTechnologyHistoryEntity): TechnologyHistoryEntry {
  return {
    technology: { name: shownName(row.technology), slug: row.technology.slug, icon: row.technology.icon },
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    removedAt: row.removedAt?.toISOString() ?? null,
    firstVersion: row.firstVersion,
    lastVersion: row.lastVersion,
  };
}
