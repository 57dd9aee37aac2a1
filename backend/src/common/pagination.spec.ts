import { escapeLike, toPage, toSkipTake } from './pagination';

describe('pagination', () => {
  it('computes skip/take and wraps a page', () => {
    expect(toSkipTake({ page: 3, pageSize: 25 })).toEqual({ skip: 50, take: 25 });
    expect(toPage(['a'], 51, { page: 3, pageSize: 25 })).toEqual({
      items: ['a'],
      page: 3,
      pageSize: 25,
      total: 51,
    });
  });

  it('escapes LIKE patterns', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
