import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  LIST_CSV_COLUMNS,
  LIST_PREVIEW_ROWS,
  type ListFormat,
  type ListWebsiteRow,
  type ListWebsitesPage,
  type ListWebsitesQuery,
} from '@stacklens/contracts';
import { stringify } from 'csv-stringify';
import { Readable, Transform, pipeline } from 'node:stream';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { ExportSlots, MAX_CONCURRENT_EXPORTS } from './export-slots';
import { ListUsageService } from './list-usage.service';
import { listCountSql, listSelectSql } from './list-sql';
import { ListsError, ListsErrorCode } from './lists.error';
import { versionFilterSql } from './version-filter';

/** Who asks for a list: the account (its plan decides preview or allowance). */
export type ListRequester = Pick<AuthenticatedUser, 'id' | 'plan'>;

/** A streamed export: its rows (CSV or JSON Lines text) and what it holds. */
export interface ListExport {
  /** The body, CSV (with a header row) or JSON Lines; ends when the list does; destroy it to stop early. */
  body: Readable;
  /** Rows it will hold (counted before streaming, charged to the allowance; rows not sent are given back). */
  rows: number;
  contentType: string;
}

interface ListRow {
  website_id: string;
  technology_id: number;
  domain: string;
  url: string;
  technology: string;
  version: string | null;
  first_seen_at: Date;
  last_seen_at: Date;
  score: number;
  last_analyzed_at: Date;
}

interface Cursor {
  websiteId: string;
  technologyId: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Encodes the position after `row` as an opaque cursor (base64url of `websiteId.technologyId`). */
function encodeCursor(row: Pick<ListRow, 'website_id' | 'technology_id'>): string {
  return Buffer.from(`${row.website_id}.${row.technology_id}`).toString('base64url');
}

/** Reads a cursor given out by {@link encodeCursor}; throws invalid-cursor otherwise. */
function decodeCursor(cursor: string): Cursor {
  const [websiteId, technologyId, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  if (rest.length || !UUID.test(websiteId ?? '') || !/^\d{1,9}$/.test(technologyId ?? ''))
    throw new ListsError(ListsErrorCode.InvalidCursor, 'Pass the nextCursor of the previous page as it is.');
  return { websiteId, technologyId: Number(technologyId) };
}

/** A date-only query value (`2026-01-01`) means that day's UTC midnight. */
const toTimestamp = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

function toRow(row: ListRow): ListWebsiteRow {
  return {
    domain: row.domain,
    url: row.url,
    technology: row.technology,
    version: row.version,
    firstSeenAt: new Date(row.first_seen_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    score: row.score,
    lastAnalyzedAt: new Date(row.last_analyzed_at).toISOString(),
  };
}

const CONTENT_TYPES: Record<Exclude<ListFormat, 'json'>, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
};

/**
 * Technology lists: which visible websites' latest results have a technology (or any of a category's), filtered by
 * version (contracts' `parseVersionFilter`), last/first seen date — as keyset-paginated pages or one streamed export.
 * Rows are ordered by website id then technology id (stable, index order: `website_technology_list_idx`); hidden
 * websites (approved removals) never appear. Plans: free accounts get a preview (the first
 * {@link LIST_PREVIEW_ROWS} rows and the total, free of charge); paid accounts are charged the rows delivered against
 * the month's list allowance ({@link ListUsageService}). Reads `website_technology`, `website`,
 * `website_technology_history`, `technology`, `category` (reports in SQL); writes only `list_usage`.
 */
@Injectable()
export class ListsService {
  private readonly logger = new Logger(ListsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly usage: ListUsageService,
    private readonly slots: ExportSlots,
  ) {}

  /** The pricing page, named where upgrading helps. */
  get upgradeUrl(): string {
    return `${this.config.publicUrl}/pricing`;
  }

  /**
   * One page of the list `query` describes (its `format` is ignored: always JSON rows). A free account gets the
   * preview (first {@link LIST_PREVIEW_ROWS} rows, total, upgrade URL; no cursor). A paid account gets up to
   * `query.limit` rows from `query.cursor` on, charged to its allowance (a page larger than what is left is cut to
   * it, with a cursor to go on next month), and the total on the first page.
   * @throws ListsError technology-not-found / category-not-found (404), invalid-cursor (400),
   *   lists-paid-plan-required (402: a free account passing a cursor), list-allowance-exhausted (429)
   */
  async page(requester: ListRequester, query: ListWebsitesQuery): Promise<ListWebsitesPage> {
    const preview = requester.plan !== 'paid';
    if (preview && query.cursor)
      throw new ListsError(
        ListsErrorCode.PaidPlanRequired,
        `The free plan shows the first ${LIST_PREVIEW_ROWS} rows of a list; upgrade at ${this.upgradeUrl} for the rest.`,
      );
    const where = await this.whereOf(query);
    const limit = preview ? Math.min(query.limit, LIST_PREVIEW_ROWS) : query.limit;
    const [rows, total] = await Promise.all([
      this.dataSource.query(`${listSelectSql(where.sql)} LIMIT ${limit + 1}`, where.params) as Promise<
        ListRow[]
      >,
      query.cursor ? Promise.resolve(null) : this.count(where.sqlWithoutCursor, where.paramsWithoutCursor),
    ]);
    let items = rows.slice(0, limit);
    let more = rows.length > limit;
    if (preview)
      return {
        items: items.map(toRow),
        nextCursor: null,
        total,
        preview,
        upgradeUrl: this.upgradeUrl,
        allowance: null,
      };
    const grant = await this.usage.take(requester.id, items.length, { all: false });
    if (grant.granted < items.length) {
      items = items.slice(0, grant.granted);
      more = true;
    }
    return {
      items: items.map(toRow),
      nextCursor: more && items.length ? encodeCursor(items[items.length - 1]) : null,
      total,
      preview,
      upgradeUrl: null,
      allowance: grant.allowance,
    };
  }

  /**
   * The whole list `query` describes from `query.cursor` on, streamed from a PostgreSQL cursor (pg-query-stream,
   * rows fetched in batches as the consumer reads: backpressure, never the whole list in memory) as CSV (header row
   * {@link LIST_CSV_COLUMNS}) or JSON Lines. Paid accounts only; the rows are counted first and charged whole to the
   * allowance, rows not sent (the client went away) are given back when the stream ends.
   * @throws ListsError lists-paid-plan-required (402) for a free account, list-allowance-exhausted (429) when the
   *   export is larger than what is left this month, too-many-exports (429) when the account already streams
   *   {@link MAX_CONCURRENT_EXPORTS} exports (on any API instance), exports-busy (503, Retry-After) when this process
   *   streams its cap of exports of all accounts ({@link ExportSlots}), and the errors of {@link ListsService.page}
   */
  async export(
    requester: ListRequester,
    query: ListWebsitesQuery,
    format: 'csv' | 'jsonl',
  ): Promise<ListExport> {
    if (requester.plan !== 'paid')
      throw new ListsError(
        ListsErrorCode.PaidPlanRequired,
        `Exports need a paid plan: the free plan shows the first ${LIST_PREVIEW_ROWS} rows of a list. Upgrade at ${this.upgradeUrl}.`,
      );
    const slot = await this.slots.take(requester.id);
    if (slot === 'account')
      throw new ListsError(
        ListsErrorCode.TooManyExports,
        `At most ${MAX_CONCURRENT_EXPORTS} exports of an account stream at once; try again when one has finished.`,
      );
    if (slot === 'process')
      throw new ListsError(
        ListsErrorCode.ExportsBusy,
        'This server is streaming as many exports as it can at once; try again in a few seconds.',
        { retryAfterSeconds: 5 },
      );
    const release = () => slot.release();
    let where: Awaited<ReturnType<ListsService['whereOf']>>;
    let rows: number;
    let grant: Awaited<ReturnType<ListUsageService['take']>>;
    try {
      where = await this.whereOf(query);
      rows = (await this.count(where.sql, where.params)) ?? 0;
      grant = await this.usage.take(requester.id, rows, { all: true });
    } catch (error) {
      release();
      throw error;
    }
    const queryRunner = this.dataSource.createQueryRunner();
    let sent = 0;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      release();
      void queryRunner.release().catch(() => undefined);
      if (sent < rows)
        void this.usage.refund(requester.id, grant.period, rows - sent).catch((error: Error) => {
          this.logger.warn(
            `Could not give back ${rows - sent} list rows of ${requester.id}: ${error.message}`,
          );
        });
    };
    let source: Readable;
    try {
      await queryRunner.connect();
      source = await queryRunner.stream(`${listSelectSql(where.sql)} LIMIT ${rows}`, where.params);
    } catch (error) {
      settle();
      throw error;
    }
    const toRecords = new Transform({
      objectMode: true,
      transform(row: ListRow, _encoding, callback) {
        sent += 1;
        callback(null, toRow(row));
      },
    });
    const serialize =
      format === 'csv'
        ? stringify({ header: true, columns: [...LIST_CSV_COLUMNS] })
        : new Transform({
            writableObjectMode: true,
            transform(record: ListWebsiteRow, _encoding, callback) {
              callback(null, `${JSON.stringify(record)}\n`);
            },
          });
    const body = pipeline(source, toRecords, serialize, (error) => {
      // A client going away ends the export early (premature close): not worth a warning.
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
        this.logger.warn(`List export stopped: ${error.message}`);
      settle();
    });
    return { body, rows, contentType: CONTENT_TYPES[format] };
  }

  /** Counts the rows of a where clause (the total of a list). */
  private async count(whereSql: string, params: unknown[]): Promise<number> {
    const rows: { count: string }[] = await this.dataSource.query(listCountSql(whereSql), params);
    return Number(rows[0]?.count ?? 0);
  }

  /** The list's filters as SQL over `wt` (website_technology), `w` (website), `h` (open history row). */
  private async whereOf(query: ListWebsitesQuery): Promise<{
    sql: string;
    params: unknown[];
    sqlWithoutCursor: string;
    paramsWithoutCursor: unknown[];
  }> {
    const technologyIds = await this.technologyIdsOf(query);
    const params: unknown[] = [technologyIds];
    const conditions = [
      technologyIds.length === 1
        ? 'wt.technology_id = ($1::integer[])[1]'
        : 'wt.technology_id = ANY($1::integer[])',
    ];
    const version = versionFilterSql('wt.version', query.version, params.length + 1);
    if (query.version !== undefined) {
      conditions.push(version.sql);
      params.push(...version.params);
    }
    if (query.seenSince !== undefined) {
      params.push(toTimestamp(query.seenSince));
      conditions.push(`coalesce(h.last_seen_at, w.updated_at) >= $${params.length}::timestamptz`);
    }
    if (query.firstSeenSince !== undefined) {
      params.push(toTimestamp(query.firstSeenSince));
      conditions.push(`coalesce(h.first_seen_at, w.updated_at) >= $${params.length}::timestamptz`);
    }
    const sqlWithoutCursor = conditions.join(' AND ');
    const paramsWithoutCursor = [...params];
    if (query.cursor) {
      const cursor = decodeCursor(query.cursor);
      params.push(cursor.websiteId, cursor.technologyId);
      conditions.push(
        `(wt.website_id, wt.technology_id) > ($${params.length - 1}::uuid, $${params.length}::integer)`,
      );
    }
    return { sql: conditions.join(' AND '), params, sqlWithoutCursor, paramsWithoutCursor };
  }

  /** The technologies a query covers: the named one (in the category, when both are named) or the category's. */
  private async technologyIdsOf(query: ListWebsitesQuery): Promise<number[]> {
    if (query.category !== undefined) {
      const categories: { id: number }[] = await this.dataSource.query(
        `SELECT id FROM category WHERE slug = $1`,
        [query.category],
      );
      if (!categories.length)
        throw new ListsError(
          ListsErrorCode.CategoryNotFound,
          `No category has the slug "${query.category}".`,
        );
    }
    if (query.technology !== undefined) {
      const technologies: { id: number; in_category: boolean }[] = await this.dataSource.query(
        `SELECT t.id, ($2::text IS NULL OR EXISTS (
                  SELECT 1 FROM technology_category tc JOIN category c ON c.id = tc.category_id
                   WHERE tc.technology_id = t.id AND c.slug = $2)) AS in_category
           FROM technology t WHERE t.slug = $1`,
        [query.technology, query.category ?? null],
      );
      if (!technologies.length)
        throw new ListsError(
          ListsErrorCode.TechnologyNotFound,
          `No technology has the slug "${query.technology}".`,
        );
      return technologies[0].in_category ? [technologies[0].id] : [];
    }
    const rows: { technology_id: number }[] = await this.dataSource.query(
      `SELECT tc.technology_id FROM technology_category tc JOIN category c ON c.id = tc.category_id
        WHERE c.slug = $1 ORDER BY tc.technology_id`,
      [query.category],
    );
    return rows.map((row) => row.technology_id);
  }
}
