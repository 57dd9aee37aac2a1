import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  CategoryListResponse,
  DetectedTechnology,
  TechnologyDetail,
  TechnologyListQuery,
  TechnologyListResponse,
} from '@stacklens/contracts';
import { EntityManager, In, Repository } from 'typeorm';
import { escapeLike, toSkipTake } from '../../common/pagination';
import {
  type CategoryCountRow,
  type CategoryLinkRow,
  type TechnologyRow,
  type TopWebsiteRow,
  toCategorySummary,
  toTechnologyDetail,
  toTechnologySummary,
  type VersionRow,
} from './technologies.mapper';
import { CategoryEntity } from './entities/category.entity';
import { TechnologyEntity } from './entities/technology.entity';
import { TechnologiesError, TechnologiesErrorCode } from './technologies.error';
import { technologyIconSvg } from './technology-icons';

/** Versions listed on a technology page. */
const MAX_VERSIONS = 20;
/** Websites listed on a technology page. */
const TOP_WEBSITES = 10;

/** Public websites (not hidden) per technology, from the latest analyses. */
const WEBSITE_COUNTS = `
  SELECT wt.technology_id, count(*)::int AS n
    FROM website_technology wt
    JOIN website w ON w.id = wt.website_id AND NOT w.hidden
   GROUP BY wt.technology_id`;

/**
 * The technology catalogue: categories with counts, a searchable, paginated list, and technology pages (usage
 * figures count only public, not hidden, websites); and the catalogue rows of detected technologies.
 */
@Injectable()
export class TechnologiesService {
  constructor(
    @InjectRepository(TechnologyEntity) private readonly technologies: Repository<TechnologyEntity>,
  ) {}

  /** Every category with the number of technologies in it, by name. */
  async categories(): Promise<CategoryListResponse> {
    const [rows, total]: [CategoryCountRow[], { n: number }[]] = await Promise.all([
      this.technologies.query(
        `SELECT c.id, c.name, c.slug, c.priority, count(tc.technology_id)::int AS technology_count
           FROM category c
           LEFT JOIN technology_category tc ON tc.category_id = c.id
          GROUP BY c.id
          ORDER BY lower(c.name), c.id`,
      ),
      this.technologies.query(`SELECT count(*)::int AS n FROM technology`),
    ]);
    return { categories: rows.map(toCategorySummary), totalTechnologies: total[0]?.n ?? 0 };
  }

  /**
   * A page of technologies: optional case-insensitive name search (`contains` or `prefix`) and category;
   * exact matches first, then prefix matches, then by number of websites (desc) and name.
   */
  async list(query: TechnologyListQuery): Promise<TechnologyListResponse> {
    const search = query.search?.trim().toLowerCase() || null;
    const pattern = search
      ? query.match === 'prefix'
        ? `${escapeLike(search)}%`
        : `%${escapeLike(search)}%`
      : null;
    const prefix = search ? `${escapeLike(search)}%` : null;
    const category = query.category?.trim().toLowerCase() || null;
    const where = `
      WHERE ($1::text IS NULL OR lower(t.name) LIKE $1)
        AND ($2::text IS NULL OR EXISTS (
              SELECT 1 FROM technology_category tc JOIN category c ON c.id = tc.category_id
               WHERE tc.technology_id = t.id AND c.slug = $2))`;
    const [rows, counted]: [TechnologyRow[], { n: number }[]] = await Promise.all([
      this.technologies.query(
        `WITH counts AS (${WEBSITE_COUNTS})
         SELECT t.id, coalesce(t.display_name, t.name) AS name, t.slug, t.description, t.website, t.icon,
                t.latest_version, t.latest_checked_at,
                coalesce(counts.n, 0)::int AS website_count
           FROM technology t
           LEFT JOIN counts ON counts.technology_id = t.id
         ${where}
          ORDER BY CASE WHEN $3::text IS NULL THEN 2
                        WHEN lower(t.name) = $3 THEN 0
                        WHEN lower(t.name) LIKE $4 THEN 1
                        ELSE 2 END,
                   website_count DESC, lower(t.name), t.id
          LIMIT $5 OFFSET $6`,
        [pattern, category, search, prefix, query.pageSize, toSkipTake(query).skip],
      ),
      this.technologies.query(`SELECT count(*)::int AS n FROM technology t ${where}`, [pattern, category]),
    ]);
    const links = await this.categoryLinks(rows.map((row) => row.id));
    return {
      items: rows.map((row) => toTechnologySummary(row, links)),
      page: query.page,
      pageSize: query.pageSize,
      total: counted[0]?.n ?? 0,
    };
  }

  /**
   * A technology page by slug; with `categorySlug`, only if the technology is in that category.
   * @throws TechnologiesError technology-not-found (404)
   */
  async detail(slug: string, categorySlug?: string): Promise<TechnologyDetail> {
    const rows: TechnologyRow[] = await this.technologies.query(
      `WITH counts AS (${WEBSITE_COUNTS})
       SELECT t.id, coalesce(t.display_name, t.name) AS name, t.slug, t.description, t.website, t.icon,
                t.latest_version, t.latest_checked_at,
              coalesce(counts.n, 0)::int AS website_count
         FROM technology t
         LEFT JOIN counts ON counts.technology_id = t.id
        WHERE t.slug = $1`,
      [slug.toLowerCase()],
    );
    const row = rows[0];
    if (!row)
      throw new TechnologiesError(
        TechnologiesErrorCode.TechnologyNotFound,
        `There is no technology "${slug}".`,
      );
    const links = await this.categoryLinks([row.id]);
    if (categorySlug !== undefined && !links.some((link) => link.slug === categorySlug.toLowerCase())) {
      throw new TechnologiesError(
        TechnologiesErrorCode.TechnologyNotFound,
        `${row.name} is not in the category "${categorySlug}".`,
      );
    }
    const [versions, topWebsites]: [VersionRow[], TopWebsiteRow[]] = await Promise.all([
      this.technologies.query(
        `SELECT wt.version, count(*)::int AS websites
           FROM website_technology wt
           JOIN website w ON w.id = wt.website_id AND NOT w.hidden
          WHERE wt.technology_id = $1
          GROUP BY wt.version
          ORDER BY (wt.version IS NULL), websites DESC, wt.version DESC
          LIMIT $2`,
        [row.id, MAX_VERSIONS],
      ),
      this.technologies.query(
        `SELECT w.id, w.domain, w.protocol, w.score, wt.version, w.updated_at
           FROM website_technology wt
           JOIN website w ON w.id = wt.website_id AND NOT w.hidden
          WHERE wt.technology_id = $1
          ORDER BY w.score DESC, w.updated_at DESC, w.domain
          LIMIT $2`,
        [row.id, TOP_WEBSITES],
      ),
    ]);
    return toTechnologyDetail(row, links, versions, topWebsites);
  }

  /** The SVG icon of a technology (brand or monogram). @throws TechnologiesError technology-not-found (404) */
  async iconSvg(slug: string): Promise<string> {
    const technology = await this.technologies.findOne({
      select: { name: true, slug: true },
      where: { slug: slug.toLowerCase() },
    });
    if (!technology)
      throw new TechnologiesError(
        TechnologiesErrorCode.TechnologyNotFound,
        `There is no technology "${slug}".`,
      );
    return technologyIconSvg(technology.name, technology.slug);
  }

  /**
   * Makes sure every detected technology and its categories are in the catalogue — normally seeded already —
   * in `manager`'s transaction (the caller's: storing an analysis result).
   * @returns technology ids by name
   * @throws Error when a technology is still missing afterwards (a catalogue inconsistency)
   */
  async ensureListed(
    manager: EntityManager,
    technologies: Pick<DetectedTechnology, 'name' | 'slug' | 'website' | 'icon' | 'categories'>[],
  ): Promise<Map<string, number>> {
    if (!technologies.length) return new Map();
    const categories = new Map(technologies.flatMap((tech) => tech.categories).map((c) => [c.id, c]));
    if (categories.size) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(CategoryEntity)
        .values([...categories.values()].map((c) => ({ id: c.id, name: c.name, slug: c.slug, priority: 99 })))
        .orIgnore()
        .execute();
    }
    await manager
      .createQueryBuilder()
      .insert()
      .into(TechnologyEntity)
      .values(technologies.map((t) => ({ name: t.name, slug: t.slug, website: t.website, icon: t.icon })))
      .orIgnore()
      .execute();
    const rows = await manager.find(TechnologyEntity, {
      select: { id: true, name: true },
      where: { name: In(technologies.map((t) => t.name)) },
    });
    const ids = new Map(rows.map((row) => [row.name, row.id]));
    const links = technologies.flatMap((tech) =>
      tech.categories.map((c) => ({ technology_id: ids.get(tech.name), category_id: c.id })),
    );
    if (links.length) {
      await manager
        .createQueryBuilder()
        .insert()
        .into('technology_category', ['technology_id', 'category_id'])
        .values(links)
        .orIgnore()
        .execute();
    }
    const missing = technologies.filter((t) => !ids.has(t.name)).map((t) => t.name);
    if (missing.length) throw new Error(`Technologies missing from the catalogue: ${missing.join(', ')}`);
    return ids;
  }

  /** Names of catalogue technologies by id, in `manager`'s transaction (ids not in the catalogue are left out). */
  async namesOf(manager: EntityManager, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await manager.find(TechnologyEntity, {
      select: { id: true, name: true },
      where: { id: In(ids) },
    });
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  private async categoryLinks(technologyIds: number[]): Promise<CategoryLinkRow[]> {
    if (!technologyIds.length) return [];
    return this.technologies.query(
      `SELECT tc.technology_id, c.id, c.name, c.slug, c.priority
         FROM technology_category tc JOIN category c ON c.id = tc.category_id
        WHERE tc.technology_id = ANY($1::int[])`,
      [technologyIds],
    );
  }
}
