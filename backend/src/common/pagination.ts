import type { PageQuery } from '@stacklens/contracts';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** A page of a list (the shape of `pageSchema` in `@stacklens/contracts`). */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** `skip`/`take` (rows) for TypeORM, or `OFFSET`/`LIMIT` of raw SQL, from a query validated by `PageQuerySchema`. */
export function toSkipTake(query: PageQuery): { skip: number; take: number } {
  return { skip: (query.page - 1) * query.pageSize, take: query.pageSize };
}

/** Wraps one page of items with its position and the total count. */
export function toPage<T>(items: T[], total: number, query: PageQuery): Page<T> {
  return { items, page: query.page, pageSize: query.pageSize, total };
}

/** Escapes `%`, `_` and `\\` for a `LIKE … ESCAPE '\\'` pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The query of an admin list (`adminListQuerySchema` in `@stacklens/contracts`) with sort fields `S`. */
export interface ListQuery<S extends string> extends PageQuery {
  sort: S;
  order: 'asc' | 'desc';
  /** substring searched in {@link Sortable.search} */
  q?: string;
  /** only these records (react-admin getMany) */
  ids?: string[];
}

/** How a list's query maps onto its query builder's columns (`alias.property`). */
export interface Sortable<S extends string> {
  /** sort field of the query → column */
  sort: Record<S, string>;
  /** the id column: the `ids` filter and the order's tie-breaker */
  id: string;
  /** columns `q` is looked for in (case-insensitive substring, ILIKE) */
  search: string[];
  /** a nullable sort column: nulls come last in both directions (default: PostgreSQL's, last ascending) */
  nullsLast?: boolean;
  /** numeric ids: ids not of this form select nothing, the others are compared as ids; default: compared as text */
  idPattern?: RegExp;
  /** the tie-breaker follows the query's order (default ascending) */
  tieFollowsOrder?: boolean;
}

/**
 * One page of `queryBuilder` (its own filters already applied) for an admin list query: `q` (ILIKE on
 * `sortable.search`), `ids`, the order (`sort`, `order`, then the id), `OFFSET`/`LIMIT` and the total count
 * (`getManyAndCount`). The items are the entities; map them to the API's records.
 */
export async function paginate<E extends ObjectLiteral, S extends string>(
  queryBuilder: SelectQueryBuilder<E>,
  query: ListQuery<S>,
  sortable: Sortable<S>,
): Promise<Page<E>> {
  if (query.q)
    queryBuilder.andWhere(`(${sortable.search.map((column) => `${column} ILIKE :listQ`).join(' OR ')})`, {
      listQ: `%${escapeLike(query.q)}%`,
    });
  if (query.ids) {
    const ids = sortable.idPattern ? query.ids.filter((id) => sortable.idPattern!.test(id)) : query.ids;
    if (!ids.length) queryBuilder.andWhere('false');
    else if (sortable.idPattern) queryBuilder.andWhere(`${sortable.id} IN (:...listIds)`, { listIds: ids });
    else queryBuilder.andWhere(`${sortable.id}::text IN (:...listIds)`, { listIds: ids });
  }
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const [items, total] = await queryBuilder
    .orderBy(sortable.sort[query.sort], direction, sortable.nullsLast ? 'NULLS LAST' : undefined)
    .addOrderBy(sortable.id, sortable.tieFollowsOrder ? direction : 'ASC')
    .skip(toSkipTake(query).skip)
    .take(query.pageSize)
    .getManyAndCount();
  return toPage(items, total, query);
}
