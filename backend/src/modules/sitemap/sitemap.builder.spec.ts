import { buildRobotsTxt, buildSitemapXml } from './sitemap.builder';

describe('sitemap builder', () => {
  it('writes robots.txt with the absolute sitemap URL', () => {
    const robots = buildRobotsTxt('https://stacklens.dev');
    expect(robots).toMatch(/^User-agent: \*\nAllow: \//);
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Sitemap: https://stacklens.dev/sitemap.xml');
  });

  it('writes escaped absolute URLs with optional fields', () => {
    const xml = buildSitemapXml('https://stacklens.dev', [
      { path: '/', changeFrequency: 'daily', priority: 1 },
      { path: '/technologies/a&b', lastModified: new Date('2025-01-02T03:04:05Z') },
    ]);
    expect(xml).toContain(
      '<url><loc>https://stacklens.dev/</loc><changefreq>daily</changefreq><priority>1.0</priority></url>',
    );
    expect(xml).toContain(
      '<url><loc>https://stacklens.dev/technologies/a&amp;b</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod></url>',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
