import { TechnologyDetailSchema } from '@stacklens/contracts';
import { toTechnologyDetail, toVersionShares } from './technologies.mapper';

describe('catalogue mapper', () => {
  const row = {
    id: 7,
    name: 'WordPress',
    slug: 'wordpress',
    description: 'A CMS.',
    website: 'https://wordpress.org',
    latest_version: '6.8.1',
    latest_checked_at: new Date('2025-05-01T00:00:00Z'),
    website_count: 4,
  };
  const links = [
    { technology_id: 7, id: 11, name: 'Blogs', slug: 'blogs', priority: 1 },
    { technology_id: 7, id: 1, name: 'CMS', slug: 'cms', priority: 1 },
    { technology_id: 8, id: 22, name: 'Web servers', slug: 'web-servers', priority: 8 },
  ];

  it('maps a technology with its categories, versions and top websites', () => {
    const detail = toTechnologyDetail(
      row,
      links,
      [
        { version: '6.8.1', websites: 3 },
        { version: null, websites: 1 },
      ],
      [
        {
          id: 'a',
          domain: 'a.com',
          protocol: 'https',
          score: 91,
          version: '6.8.1',
          updated_at: new Date('2025-05-02T00:00:00Z'),
        },
      ],
    );
    expect(TechnologyDetailSchema.parse(detail)).toEqual(detail);
    expect(detail.categories.map((c) => c.slug)).toEqual(['cms', 'blogs']);
    expect(detail.versions).toEqual([
      { version: '6.8.1', websites: 3, share: 0.75 },
      { version: null, websites: 1, share: 0.25 },
    ]);
    expect(detail.topWebsites[0]).toMatchObject({ domain: 'a.com', band: 'success' });
    expect(detail.latestVersionCheckedAt).toBe('2025-05-01T00:00:00.000Z');
  });

  it('never divides by zero', () => {
    expect(toVersionShares([{ version: '1', websites: 0 }], 0)).toEqual([
      { version: '1', websites: 0, share: 0 },
    ]);
  });
});
