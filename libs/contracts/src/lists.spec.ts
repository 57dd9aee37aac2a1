import { ListWebsitesQuerySchema, parseVersionFilter } from './lists';

describe('parseVersionFilter', () => {
  const conditions = (filter: string) => {
    const parsed = parseVersionFilter(filter);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.conditions;
  };

  it('reads comparators, missing parts as 0', () => {
    expect(conditions('<3.5')).toEqual([{ kind: 'compare', operator: '<', version: [3, 5, 0] }]);
    expect(conditions('>=1.4 <2')).toEqual([
      { kind: 'compare', operator: '>=', version: [1, 4, 0] },
      { kind: 'compare', operator: '<', version: [2, 0, 0] },
    ]);
    expect(conditions('<= 3.4.1, >v1')).toEqual([
      { kind: 'compare', operator: '<=', version: [3, 4, 1] },
      { kind: 'compare', operator: '>', version: [1, 0, 0] },
    ]);
    expect(conditions('=2.0')).toEqual([{ kind: 'compare', operator: '=', version: [2, 0, 0] }]);
  });

  it('reads x-ranges as a half-open range', () => {
    expect(conditions('1.x')).toEqual([
      { kind: 'compare', operator: '>=', version: [1, 0, 0] },
      { kind: 'compare', operator: '<', version: [2, 0, 0] },
    ]);
    expect(conditions('3.4.*')).toEqual([
      { kind: 'compare', operator: '>=', version: [3, 4, 0] },
      { kind: 'compare', operator: '<', version: [3, 5, 0] },
    ]);
  });

  it('takes anything else as an exact version string', () => {
    expect(conditions('3.4.1')).toEqual([{ kind: 'exact', version: '3.4.1' }]);
    expect(conditions(' latest ')).toEqual([{ kind: 'exact', version: 'latest' }]);
    expect(conditions('2.0-beta')).toEqual([{ kind: 'exact', version: '2.0-beta' }]);
  });

  it('refuses empty filters, comparisons with non-versions, two exact versions and long filters', () => {
    for (const filter of ['', '   ', '<abc', '>=', '1.0 2.0', '<1 <2 <3 <4 <5', 'x'.repeat(101)])
      expect(parseVersionFilter(filter).ok).toBe(false);
  });
});

describe('ListWebsitesQuerySchema', () => {
  it('needs a technology or a category and applies the defaults', () => {
    expect(ListWebsitesQuerySchema.safeParse({}).success).toBe(false);
    expect(ListWebsitesQuerySchema.parse({ technology: 'JQuery' })).toEqual({
      technology: 'jquery',
      limit: 100,
      format: 'json',
    });
    expect(ListWebsitesQuerySchema.parse({ category: 'cms', limit: '1000', format: 'csv' })).toMatchObject({
      limit: 1000,
      format: 'csv',
    });
  });

  it('refuses bad version filters, limits, dates and cursors', () => {
    for (const query of [
      { technology: 'jquery', version: '<abc' },
      { technology: 'jquery', limit: '0' },
      { technology: 'jquery', limit: '1001' },
      { technology: 'jquery', seenSince: 'yesterday' },
      { technology: 'jquery', cursor: 'not a cursor!' },
      { technology: 'jquery', format: 'xml' },
    ])
      expect(ListWebsitesQuerySchema.safeParse(query).success).toBe(false);
    expect(ListWebsitesQuerySchema.safeParse({ technology: 'jquery', seenSince: '2026-01-01' }).success).toBe(
      true,
    );
  });
});
