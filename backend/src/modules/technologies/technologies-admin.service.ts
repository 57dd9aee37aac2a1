import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AdminTechnology,
  AdminTechnologyListQuery,
  AdminTechnologyPage,
  AdminTechnologyUpdate,
} from '@stacklens/contracts';
import { parseVersionSourceMapping, type VersionSourceMappingEntry } from '../../common/analyzer.client';
import { CACHE_TAGS } from '@stacklens/contracts';
import { SharedCacheService } from '../../common/cache/shared-cache.service';
import { DataSource, type EntityManager } from 'typeorm';
import type { ChangeHook } from '../../common/change-hook';
import { escapeLike, toSkipTake } from '../../common/pagination';
import { TechnologyEntity } from './entities/technology.entity';
import { TechnologiesError, TechnologiesErrorCode } from './technologies.error';
import { type AdminTechnologyRow, toAdminTechnology } from './technologies.mapper';

/** Sort fields of the list (contracts) → SQL. */
const SORT_COLUMNS: Record<AdminTechnologyListQuery['sort'], string> = {
  name: 'lower(coalesce(t.display_name, t.name))',
  websiteCount: 'website_count',
  updatedAt: 't.updated_at',
  id: 't.id',
};

/** Provenance note of a latest version an operator set by hand (the mapping file's `id` of a manual entry). */
const OPERATOR_MANUAL_ID = 'set by an operator';

/**
 * Catalogue corrections by operators (admin panel): the name shown, description, website, icon, categories and the
 * latest-version source (overriding the reviewed mapping file for the daily refresh) or a manual latest version
 * (stored at once). The public catalogue reads the table directly (no cache), so a change is visible at once.
 * Fingerprint patterns are not edited here (code review).
 */
@Injectable()
export class TechnologiesAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: SharedCacheService,
  ) {}

  /** A page of technologies: `category` (slug or id), `q` = name substring (shown or fingerprint), `ids`. */
  async list(query: AdminTechnologyListQuery): Promise<AdminTechnologyPage> {
    const search = query.q ? `%${escapeLike(query.q.toLowerCase())}%` : null;
    const category = query.category?.toLowerCase() ?? null;
    const ids = query.ids?.map(Number).filter(Number.isInteger) ?? null;
    const where = `
      WHERE ($1::text IS NULL OR lower(t.name) LIKE $1 OR lower(t.display_name) LIKE $1)
        AND ($2::text IS NULL OR EXISTS (
              SELECT 1 FROM technology_category tc JOIN category c ON c.id = tc.category_id
               WHERE tc.technology_id = t.id AND (c.slug = $2 OR c.id::text = $2)))
        AND ($3::int[] IS NULL OR t.id = ANY($3::int[]))`;
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const [rows, counted]: [AdminTechnologyRow[], { n: number }[]] = await Promise.all([
      this.rows(
        this.dataSource.manager,
        `${where} ORDER BY ${SORT_COLUMNS[query.sort]} ${direction} NULLS LAST, t.id ASC LIMIT $4 OFFSET $5`,
        [search, category, ids, query.pageSize, toSkipTake(query).skip],
      ),
      this.dataSource.query(`SELECT count(*)::int AS n FROM technology t ${where}`, [search, category, ids]),
    ]);
    return {
      items: rows.map(toAdminTechnology),
      page: query.page,
      pageSize: query.pageSize,
      total: counted[0]?.n ?? 0,
    };
  }

  /** @throws TechnologiesError technology-not-found (404) */
  async get(id: number): Promise<AdminTechnology> {
    return toAdminTechnology(await this.row(this.dataSource.manager, id));
  }

  /**
   * Updates the catalogue metadata of technology `id`. `versionSource` null returns to the mapping file;
   * `manual` stores `manualLatestVersion` as the latest version at once (checked now).
   * @throws TechnologiesError technology-not-found (404), invalid-version-source (400), category-not-found (400)
   */
  async update(
    id: number,
    body: AdminTechnologyUpdate,
    onChange?: ChangeHook<AdminTechnology>,
  ): Promise<AdminTechnology> {
    const updated = await this.dataSource.transaction(async (manager) => {
      const before = await this.row(manager, id, true);
      const changes: Partial<TechnologyEntity> = {};
      if (body.name !== undefined) changes.displayName = body.name === before.name ? null : body.name;
      if (body.description !== undefined) changes.description = body.description || null;
      if (body.website !== undefined) changes.website = body.website;
      if (body.icon !== undefined) changes.icon = body.icon;
      const source = versionSourceOf(before, body);
      if (source !== undefined) {
        changes.versionSource = source;
        if (source?.source === 'manual') {
          changes.latestVersion = source.manual ?? null;
          changes.latestCheckedAt = new Date();
        }
      }
      if (Object.keys(changes).length) await manager.update(TechnologyEntity, { id }, changes);
      if (body.categoryIds !== undefined) {
        const wanted = [...new Set(body.categoryIds)];
        const known: { id: number }[] = await manager.query(
          `SELECT id FROM category WHERE id = ANY($1::int[])`,
          [wanted],
        );
        if (known.length !== wanted.length)
          throw new TechnologiesError(
            TechnologiesErrorCode.CategoryNotFound,
            `Unknown category ids: ${wanted.filter((c) => !known.some((k) => k.id === c)).join(', ')}.`,
          );
        await manager.query(`DELETE FROM technology_category WHERE technology_id = $1`, [id]);
        if (wanted.length)
          await manager.query(
            `INSERT INTO technology_category (technology_id, category_id) SELECT $1, unnest($2::int[])`,
            [id, wanted],
          );
      }
      if (body.categoryIds !== undefined || Object.keys(changes).length)
        await manager.query(`UPDATE technology SET updated_at = now() WHERE id = $1`, [id]);
      const after = toAdminTechnology(await this.row(manager, id));
      await onChange?.(manager, { before: toAdminTechnology(before), after });
      return after;
    });
    // Technology pages (and the catalogue) are cached pages tagged `websites`: the change shows at once.
    await this.cache.invalidate([CACHE_TAGS.allWebsites]);
    return updated;
  }

  private async row(manager: EntityManager, id: number, lock = false): Promise<AdminTechnologyRow> {
    const rows = await this.rows(manager, `WHERE t.id = $1${lock ? ' FOR UPDATE OF t' : ''}`, [id]);
    if (!rows[0])
      throw new TechnologiesError(TechnologiesErrorCode.TechnologyNotFound, `There is no technology ${id}.`);
    return rows[0];
  }

  private rows(manager: EntityManager, tail: string, params: unknown[]): Promise<AdminTechnologyRow[]> {
    return manager.query(
      `SELECT t.id, t.name, t.display_name, t.slug, t.description, t.website, t.icon, t.latest_version,
              t.latest_checked_at, t.version_source, t.updated_at,
              (SELECT count(*)::int FROM website_technology wt JOIN website w ON w.id = wt.website_id AND NOT w.hidden
                WHERE wt.technology_id = t.id) AS website_count,
              coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug)
                                        ORDER BY c.priority, c.id)
                          FROM technology_category tc JOIN category c ON c.id = tc.category_id
                         WHERE tc.technology_id = t.id), '[]'::json) AS categories
         FROM technology t ${tail}`,
      params,
    );
  }
}

/**
 * The stored source after an update (undefined: unchanged). Partial updates merge with the stored override; a
 * lone `manualLatestVersion` means a manual source.
 * @throws TechnologiesError invalid-version-source (400)
 */
function versionSourceOf(
  current: AdminTechnologyRow,
  body: AdminTechnologyUpdate,
): VersionSourceMappingEntry | null | undefined {
  const touched =
    body.versionSource !== undefined ||
    body.versionSourceId !== undefined ||
    body.manualLatestVersion !== undefined;
  if (!touched) return undefined;
  const stored = current.version_source;
  const kind =
    body.versionSource !== undefined
      ? body.versionSource
      : body.manualLatestVersion
        ? (stored?.source ?? 'manual')
        : (stored?.source ?? null);
  if (kind === null) return null;
  const manual = body.manualLatestVersion !== undefined ? body.manualLatestVersion : (stored?.manual ?? null);
  const id =
    kind === 'manual'
      ? OPERATOR_MANUAL_ID
      : body.versionSourceId !== undefined
        ? body.versionSourceId
        : stored?.source === kind
          ? stored.id
          : null;
  const entry: VersionSourceMappingEntry = {
    source: kind,
    id: id ?? '',
    ...(manual ? { manual } : {}),
  };
  try {
    // The same rules as the reviewed mapping file (package name, product id, owner/repo, manual version).
    return parseVersionSourceMapping({ [current.name]: entry }, 'latest-version source')[current.name];
  } catch (error) {
    throw new TechnologiesError(
      TechnologiesErrorCode.InvalidVersionSource,
      error instanceof Error ? error.message : String(error),
    );
  }
}
