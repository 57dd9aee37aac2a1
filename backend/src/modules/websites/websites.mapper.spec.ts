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

  it('carries stored vulnerabilities and advisory data; results stored before the lookup show null for both', () => {
    const vulnerabilities = {
      advisories: [
        {
          id: 'CVE-2023-25690',
          aliases: [],
          severity: 'critical' as const,
          cvss: 9.8,
          summary: 'HTTP request splitting with mod_rewrite and mod_proxy',
          fixedIn: '2.4.56',
          published: '2023-03-07',
          url: 'https://httpd.apache.org/security/vulnerabilities_24.html#CVE-2023-25690',
          source: 'httpd',
        },
      ],
      counts: { critical: 1, high: 0, medium: 0, low: 0, unknown: 0 },
      mayBePatchedByDistribution: true,
      sources: ['httpd'],
    };
    const apache = { ...tech('Apache HTTP Server', [server], 100, '2.4.55'), vulnerabilities };
    const advisoryData = {
      generatedAt: '2026-11-27',
      sources: [{ id: 'httpd', name: 'Apache', licence: 'Apache-2.0', url: 'https://httpd.apache.org/' }],
    };
    const current = toWebsiteResult({ ...website, advisoryData } as WebsiteEntity, [apache], null, now);
    expect(WebsiteResultSchema.parse(current)).toEqual(current);
    expect(current.techs[0].vulnerabilities).toEqual(vulnerabilities);
    expect(current.advisoryData).toEqual(advisoryData);

    // Rows and website rows from before the migration have no such values at all.
    const old = toWebsiteResult(website, [tech('Nginx', [server], 100, '1.24.0')], null, now);
    expect(WebsiteResultSchema.parse(old)).toEqual(old);
    expect(old.techs[0].vulnerabilities).toBeNull();
    expect(old.advisoryData).toBeNull();
  });

  it('words times like a person', () => {
    expect(timeAgoText(new Date(now.getTime() - 10_000), now)).toBe('less than a minute ago');
    expect(timeAgoText(new Date(now.getTime() + 10_000), now)).toBe('less than a minute ago');
    expect(timeAgoText(new Date(now.getTime() - 3 * 86400_000), now)).toBe('3 days ago');
  });
});
