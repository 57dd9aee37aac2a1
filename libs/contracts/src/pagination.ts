import { z } from 'zod';

/** Page sizes allowed on every paginated list (DESIGN §2). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** `?pageSize=`: one of {@link PAGE_SIZES}, `defaultSize` when absent (query strings are coerced). */
export function pageSizeSchema(defaultSize: (typeof PAGE_SIZES)[number]) {
  return z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), {
      message: `pageSize must be one of ${PAGE_SIZES.join(', ')}`,
    })
    .default(defaultSize);
}

/**
 * `?page=&pageSize=` of every paginated list (DESIGN §2): page ≥ 1 (default 1), pageSize ∈ {10, 25, 50, 100}
 * (default 10). Query strings are coerced.
 */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: pageSizeSchema(10),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** A page of a list: `{items, page, pageSize, total}` (total = number of items over all pages). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int(),
    total: z.number().int().min(0),
  });
}
