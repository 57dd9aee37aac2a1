/** Public pages of the web app without parameters (routes of frontend/src/app/router.tsx), listed in the sitemap. */
export const STATIC_PAGES: readonly string[] = [
  '/',
  '/pricing',
  '/products/website-analyzer',
  '/products/website-analyzer/docs',
  '/technologies',
  '/content/articles',
  '/insights/websites/awesome',
  '/insights/websites/top-tech-stack',
  '/insights/technologies/awesome',
  '/insights/technologies/most-used',
  '/faq',
  '/why',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/imprint',
];

/** Paths crawlers should leave alone: the API, account pages, the removal form and reports. */
export const DISALLOWED_PATHS: readonly string[] = [
  '/api/',
  '/user/',
  '/analysis/website/remove',
  '/analysis/website/reports/',
  '/contact/success',
];

/** The sitemaps protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Site-relative path, starting with `/`. */
  path: string;
  lastModified?: Date | null;
  changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** `robots.txt` for the site at `publicUrl` (allows everything public, points at the sitemap). */
export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A `sitemap.xml` (sitemaps.org 0.9) with absolute URLs under `publicUrl`; at most SITEMAP_MAX_URLS entries. */
export function buildSitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map((entry) => {
    const parts = [`<loc>${escapeXml(publicUrl + entry.path)}</loc>`];
    if (entry.lastModified) parts.push(`<lastmod>${entry.lastModified.toISOString()}</lastmod>`);
    if (entry.changeFrequency) parts.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    return `<url>${parts.join('')}</url>`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  );
}

/** Path segment encoding for domains and slugs. */
export const segment = (value: string) => encodeURIComponent(value);
