import { PAGE_SIZES } from '@stacklens/contracts';
import { z } from 'zod';

/** `?page=&pageSize=` of every paginated list (DESIGN §2): page ≥ 1, pageSize ∈ {10, 25, 50, 100}, default 10. */
export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), {
      message: `pageSize must be one of ${PAGE_SIZES.join(', ')}`,
    })
    .default(10),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** A page of a list. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** `skip`/`take` for TypeORM from a validated pagination query. */
export function toSkipTake(query: PaginationQuery): { skip: number; take: number } {
  return { skip: (query.page - 1) * query.pageSize, take: query.pageSize };
}

/** Wraps one page of items with its position and the total count. */
export function toPage<T>(items: T[], total: number, query: PaginationQuery): Page<T> {
  return { items, page: query.page, pageSize: query.pageSize, total };
}
