import type { PageQuery } from '@stacklens/contracts';

/** A page of a list (the shape of `pageSchema` in `@stacklens/contracts`). */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** `skip`/`take` for TypeORM from a query validated by `PageQuerySchema` (`@stacklens/contracts`). */
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
