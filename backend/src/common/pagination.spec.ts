import { PaginationQuerySchema, toPage, toSkipTake } from './pagination';

describe('pagination', () => {
  it('defaults to page 1 of 10 and coerces query strings', () => {
    expect(PaginationQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(PaginationQuerySchema.parse({ page: '3', pageSize: '25' })).toEqual({ page: 3, pageSize: 25 });
  });

  it('accepts only the page sizes 10, 25, 50 and 100', () => {
    expect(PaginationQuerySchema.safeParse({ pageSize: '20' }).success).toBe(false);
    expect(PaginationQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('computes skip/take and wraps a page', () => {
    expect(toSkipTake({ page: 3, pageSize: 25 })).toEqual({ skip: 50, take: 25 });
    expect(toPage(['a'], 51, { page: 3, pageSize: 25 })).toEqual({
      items: ['a'],
      page: 3,
      pageSize: 25,
      total: 51,
    });
  });
});
