import type {
  AdminTechnology,
  CategoryRef,
  CategorySummary,
  TechnologyDetail,
  TechnologySummary,
  TechnologyVersionShare,
  TechnologyWebsite,
} from '@stacklens/contracts';
import { scoreBand } from '@stacklens/contracts';
import type { VersionSourceMappingEntry } from '../../common/analyzer.client';
import { technologyIcon } from './technology-icons';

/** A technology row as the catalogue queries select it. */
export interface TechnologyRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  website: string | null;
  /** The fingerprint set's icon file name, or an http(s) URL an operator set. */
  icon?: string | null;
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
    icon: technologyIcon(row.name, row.slug, row.icon),
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

/** A technology row as the admin queries select it (categories aggregated as JSON). */
export interface AdminTechnologyRow {
  id: number;
  name: string;
  display_name: string | null;
  slug: string;
  description: string | null;
  website: string | null;
  icon: string | null;
  latest_version: string | null;
  latest_checked_at: Date | null;
  version_source: VersionSourceMappingEntry | null;
  updated_at: Date;
  website_count: number;
  categories: CategoryRef[];
}

/** A technology as operators edit it: the name shown, the fingerprint name and the latest-version override. */
export function toAdminTechnology(row: AdminTechnologyRow): AdminTechnology {
  const source = row.version_source;
  return {
    id: row.id,
    name: row.display_name ?? row.name,
    fingerprintName: row.name,
    slug: row.slug,
    description: row.description,
    website: row.website,
    icon: row.icon,
    categoryIds: row.categories.map((category) => category.id),
    categories: row.categories,
    latestVersion: row.latest_version,
    latestCheckedAt: row.latest_checked_at ? new Date(row.latest_checked_at).toISOString() : null,
    versionSource: source?.source ?? null,
    versionSourceId: source && source.source !== 'manual' ? source.id : null,
    manualLatestVersion: source?.manual ?? null,
    websiteCount: Number(row.website_count),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
