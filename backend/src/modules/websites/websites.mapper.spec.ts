import { WebsiteResultSchema } from '@stacklens/contracts';
import type { CategoryEntity } from '../technologies/entities/category.entity';
import type { TechnologyEntity } from '../technologies/entities/technology.entity';
import type { WebsiteTechnologyEntity } from './entities/website-technology.entity';
import type { WebsiteEntity } from './entities/website.entity';
import { timeAgoText, toSimilarWebsite, toWebsiteResult } from './websites.mapper';

const cms = { id: 1, name: 'CMS', slug: 'cms', priority: 1 } as CategoryEntity;
const lang = {
  id: 27,
  name: 'Programming languages',
  slug: 'programming-languages',
  priority: 4,
} as CategoryEntity;
const server = { id: 22, name: 'Web servers', slug: 'web-servers', priority: 8 } as CategoryEntity;

function tech(
  name: string,
  categories: CategoryEntity[],
  confidence: number,
  version: string | null = null,
): WebsiteTechnologyEntity {
  return {
    websiteId: 'w',
    technologyId: 1,
    version,
    latestVersion: null,
    versionStatus: 'unknown',
    confidence,
    implied: false,
    evidence: [],
    technology: {
      name,
      slug: name.toLowerCase(),
      website: `https://${name}.org`,
      icon: `${name}.svg`,
      categories,
    } as TechnologyEntity,
  } as unknown as WebsiteTechnologyEntity;
}

const now = new Date('2025-06-01T12:00:00Z');
const website = {
  id: '9b2f6f0e-8d53-4d0c-9a45-9b1f0c1f2a3b',
  domain: 'example.com',
  url: 'https://example.com',
  protocol: 'https',
  score: 72,
  band: 'warning',
  breakdown: [],
  modelVersion: 1,
  statusCode: 200,
  hidden: false,
  createdAt: now,
  updatedAt: new Date(now.getTime() - 5 * 60_000),
} as unknown as WebsiteEntity;

describe('websites mapper', () => {
  it('orders techs by category priority, then confidence, and drops confidence ≤ 0', () => {
    const rows = [
      tech('Nginx', [server], 100),
      tech('PHP', [lang], 50),
      tech('Ghost', [cms], 0),
      tech('WordPress', [cms], 100, '6.4.2'),
      tech('Perl', [lang], 100),
    ];
    const result = toWebsiteResult(website, rows, null, now);
    expect(WebsiteResultSchema.parse(result)).toEqual(result);
    expect(result.techs.map((t) => t.name)).toEqual(['WordPress', 'Perl', 'PHP', 'Nginx']);
    expect(result.techs[0]).toMatchObject({
      version: '6.4.2',
      categories: [{ id: 1, name: 'CMS', slug: 'cms' }],
      icon: 'WordPress.svg',
    });
    expect(result.updatedTimeAgoText).toBe('5 minutes ago');
    expect(result.band).toBe('warning');
  });

  it('builds similar cards with the three most prominent technologies', () => {
    const rows = [
      tech('Nginx', [server], 100),
      tech('PHP', [lang], 100),
      tech('WordPress', [cms], 100),
      tech('MySQL', [], 100),
    ];
    expect(toSimilarWebsite(website, rows, now)).toMatchObject({
      techCount: 4,
      topTechs: [{ name: 'WordPress' }, { name: 'PHP' }, { name: 'Nginx' }],
    });
  });

  it('words times like a person', () => {
    expect(timeAgoText(new Date(now.getTime() - 10_000), now)).toBe('less than a minute ago');
    expect(timeAgoText(new Date(now.getTime() + 10_000), now)).toBe('less than a minute ago');
    expect(timeAgoText(new Date(now.getTime() - 3 * 86400_000), now)).toBe('3 days ago');
  });
});
