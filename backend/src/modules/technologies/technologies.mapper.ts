import type {
  CategoryRef,
  CategorySummary,
  TechnologyDetail,
  TechnologySummary,
  TechnologyVersionShare,
  TechnologyWebsite,
} from '@stacklens/contracts';
import { scoreBand } from '@stacklens/contracts';
import { technologyIcon } from './technology-icons';

/** A technology row as the catalogue queries select it. */
export interface TechnologyRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  website: string | null;
  latest_version: string | null;
  latest_checked_at: Date | null;
  website_count: number;
}

/** A category link row (technology id + category). */
export interface CategoryLinkRow {
  technology_id: number;
  id: number;
  name: string;
  slug: string;
  priority: number;
}

export interface CategoryCountRow {
  id: number;
  name: string;
  slug: string;
  priority: number;
  technology_count: number;
}

export interface VersionRow {
  version: string | null;
  websites: number;
}

export interface TopWebsiteRow {
  id: string;
  domain: string;
  protocol: 'http' | 'https';
  score: number;
  version: string | null;
  updated_at: Date;
}

export function toCategorySummary(row: CategoryCountRow): CategorySummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    priority: row.priority,
    technologyCount: Number(row.technology_count),
  };
}

/** The categories of one technology, most prominent first. */
export function categoriesOf(technologyId: number, links: CategoryLinkRow[]): CategoryRef[] {
  return links
    .filter((link) => link.technology_id === technologyId)
    .sort((a, b) => a.priority - b.priority || a.id - b.id)
    .map((link) => ({ id: link.id, name: link.name, slug: link.slug }));
}

export function toTechnologySummary(row: TechnologyRow, links: CategoryLinkRow[]): TechnologySummary {
  return {
    name: row.name,
    slug: row.slug,
    description: row.description,
    website: row.website,
    icon: technologyIcon(row.name, row.slug),
    categories: categoriesOf(row.id, links),
    latestVersion: row.latest_version,
    websiteCount: Number(row.website_count),
  };
}

/** Shares of each version among the technology's websites (4 decimals). */
export function toVersionShares(rows: VersionRow[], websiteCount: number): TechnologyVersionShare[] {
  return rows.map((row) => ({
    version: row.version,
    websites: Number(row.websites),
    share: websiteCount > 0 ? Math.round((Number(row.websites) / websiteCount) * 10000) / 10000 : 0,
  }));
}

export function toTechnologyWebsite(row: TopWebsiteRow): TechnologyWebsite {
  return {
    _id: row.id,
    domain: row.domain,
    protocol: row.protocol,
    score: row.score,
    band: scoreBand(row.score),
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function toTechnologyDetail(
  row: TechnologyRow,
  links: CategoryLinkRow[],
  versions: VersionRow[],
  topWebsites: TopWebsiteRow[],
): TechnologyDetail {
  const summary = toTechnologySummary(row, links);
  return {
    ...summary,
    latestVersionCheckedAt: row.latest_checked_at ? new Date(row.latest_checked_at).toISOString() : null,
    versions: toVersionShares(versions, summary.websiteCount),
    topWebsites: topWebsites.map(toTechnologyWebsite),
  };
}

/** `text` for a LIKE pattern: `%`, `_` and `\` matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
