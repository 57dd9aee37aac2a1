import { PageQuerySchema } from './pagination';

describe('PageQuerySchema', () => {
  it('defaults to page 1 of 10 and coerces query strings', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(PageQuerySchema.parse({ page: '3', pageSize: '25' })).toEqual({ page: 3, pageSize: 25 });
  });

  it('accepts only the page sizes 10, 25, 50 and 100', () => {
    expect(PageQuerySchema.safeParse({ pageSize: '20' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
