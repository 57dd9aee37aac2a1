import {
  CategoryListResponseSchema,
  SiteInfoSchema,
  TechnologyDetailSchema,
  TechnologyListResponseSchema,
} from '@stacklens/contracts';
import { startHarness, type Harness } from './support/harness';
import { insertWebsites, slugOf } from './support/websites-fixture';

/** The body of a non-text response (supertest buffers `image/svg+xml`). */
const bodyText = (response: { body: unknown; text?: string }) =>
  Buffer.isBuffer(response.body) ? response.body.toString('utf8') : (response.text ?? '');

/** The technology catalogue: categories, search, pagination, technology pages and icons. */
describe('technology catalogue (/api/v1/technologies)', () => {
  let harness: Harness;
  let wordpress: string;

  beforeAll(async () => {
    harness = await startHarness({
      OPERATOR_NAME: 'Example Operator GmbH',
      OPERATOR_ADDRESS: 'Hauptstraße 1 | 10115 Berlin',
      SUPPORT_EMAIL: 'help@operator.test',
      SOCIAL_LINKS: 'Mastodon=https://mastodon.social/@stacklens',
      GITHUB_CLIENT_ID: 'github-client',
      GITHUB_CLIENT_SECRET: 'github-secret',
    });
    await insertWebsites(harness.dataSource, [
      { domain: 'best-blog.test', score: 95, techs: [['WordPress', '6.8.1'], 'PHP', 'Nginx'] },
      { domain: 'old-blog.test', score: 40, techs: [['WordPress', '5.0.0'], 'PHP'] },
      { domain: 'other-blog.test', score: 70, techs: [['WordPress', '6.8.1']] },
      { domain: 'hidden-blog.test', score: 99, techs: [['WordPress', '4.0.0']], hidden: true },
    ]);
    wordpress = await slugOf(harness.dataSource, 'WordPress');
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('lists categories with their technology counts', async () => {
    const response = await harness.http().get('/api/v1/technologies/categories').expect(200);
    const body = CategoryListResponseSchema.parse(response.body);
    const cms = body.categories.find((category) => category.slug === 'cms');
    const [{ n }] = await harness.dataSource.query(
      `SELECT count(*)::int AS n FROM technology_category WHERE category_id = 1`,
    );
    expect(cms).toMatchObject({ id: 1, name: 'CMS', technologyCount: n });
    expect(n).toBeGreaterThan(10);
    expect(body.totalTechnologies).toBeGreaterThan(1000);
  });

  it('searches by name, case-insensitively, exact and prefix matches first', async () => {
    const response = await harness.http().get('/api/v1/technologies?search=WORDPRESS').expect(200);
    const body = TechnologyListResponseSchema.parse(response.body);
    expect(body.items[0]).toMatchObject({
      name: 'WordPress',
      websiteCount: 3,
    });
    expect(body.items[0].icon).toMatchObject({
      kind: 'brand',
      url: `/api/v1/technologies/${wordpress}/icon.svg`,
    });
    expect(body.items.every((item) => item.name.toLowerCase().includes('wordpress'))).toBe(true);
    expect(body.total).toBeGreaterThan(1);

    const prefix = await harness.http().get('/api/v1/technologies?search=press&match=prefix').expect(200);
    expect(prefix.body.items.every((item: { name: string }) => /^press/i.test(item.name))).toBe(true);
    const contains = await harness.http().get('/api/v1/technologies?search=press').expect(200);
    expect(contains.body.total).toBeGreaterThan(prefix.body.total);
    const none = await harness.http().get('/api/v1/technologies?search=%25_no-such%25').expect(200);
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it('filters by category and paginates with the allowed page sizes', async () => {
    const first = await harness.http().get('/api/v1/technologies?category=cms&pageSize=25').expect(200);
    const body = TechnologyListResponseSchema.parse(first.body);
    expect(body).toMatchObject({ page: 1, pageSize: 25 });
    expect(body.items).toHaveLength(25);
    expect(body.items.every((item) => item.categories.some((category) => category.slug === 'cms'))).toBe(
      true,
    );
    // Most used first: WordPress is the only CMS with websites.
    expect(body.items[0].name).toBe('WordPress');
    const second = await harness
      .http()
      .get('/api/v1/technologies?category=cms&pageSize=25&page=2')
      .expect(200);
    expect(second.body.total).toBe(body.total);
    const firstNames = new Set(body.items.map((item) => item.name));
    expect(second.body.items.some((item: { name: string }) => firstNames.has(item.name))).toBe(false);

    const invalid = await harness.http().get('/api/v1/technologies?pageSize=7').expect(400);
    expect(invalid.body).toMatchObject({ code: 'validation-failed' });
    await harness.http().get('/api/v1/technologies?page=0').expect(400);
    const unknownCategory = await harness.http().get('/api/v1/technologies?category=nope').expect(200);
    expect(unknownCategory.body).toMatchObject({ items: [], total: 0 });
  });

  it('shows a technology page with versions, shares and top websites (hidden websites excluded)', async () => {
    const response = await harness.http().get(`/api/v1/technologies/${wordpress}`).expect(200);
    const body = TechnologyDetailSchema.parse(response.body);
    expect(body).toMatchObject({ name: 'WordPress', websiteCount: 3 });
    expect(body.categories.map((category) => category.slug)).toEqual(
      expect.arrayContaining(['cms', 'blogs']),
    );
    expect(body.versions).toEqual([
      { version: '6.8.1', websites: 2, share: 0.6667 },
      { version: '5.0.0', websites: 1, share: 0.3333 },
    ]);
    expect(body.topWebsites.map((website) => [website.domain, website.score, website.version])).toEqual([
      ['best-blog.test', 95, '6.8.1'],
      ['other-blog.test', 70, '6.8.1'],
      ['old-blog.test', 40, '5.0.0'],
    ]);
  });

  it('shows it within a category it belongs to, 404 otherwise', async () => {
    const inCategory = await harness.http().get(`/api/v1/technologies/cms/${wordpress}`).expect(200);
    expect(inCategory.body.name).toBe('WordPress');
    const wrong = await harness.http().get(`/api/v1/technologies/web-servers/${wordpress}`).expect(404);
    expect(wrong.body).toMatchObject({ status: 404, code: 'technology-not-found' });
    expect(wrong.headers['content-type']).toMatch(/application\/problem\+json/);
    const unknown = await harness.http().get('/api/v1/technologies/no-such-technology').expect(404);
    expect(unknown.body.code).toBe('technology-not-found');
  });

  it('serves icons as SVG: a brand from simple-icons, or a monogram', async () => {
    const brand = await harness.http().get(`/api/v1/technologies/${wordpress}/icon.svg`).expect(200);
    expect(brand.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(bodyText(brand)).toMatch(/^<svg [^>]*>.*<path fill="#[0-9a-f]{6}" d="M/);
    const [{ name, slug }] = await harness.dataSource.query(
      `SELECT name, slug FROM technology WHERE name ~ '^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+$' ORDER BY name LIMIT 1`,
    );
    const listed = await harness.http().get(`/api/v1/technologies/${slug}`).expect(200);
    if (listed.body.icon.kind === 'monogram') {
      const monogram = await harness.http().get(`/api/v1/technologies/${slug}/icon.svg`).expect(200);
      expect(bodyText(monogram)).toContain(`>${listed.body.icon.monogram}</text>`);
      expect(bodyText(monogram)).toContain(`<title>${name}</title>`);
    }
    await harness.http().get('/api/v1/technologies/no-such-technology/icon.svg').expect(404);
  });

  it('GET /api/v1/site publishes the run-time configuration: operator, support, providers configured, billing', async () => {
    const response = await harness.http().get('/api/v1/site').expect(200);
    const site = SiteInfoSchema.parse(response.body);
    expect(site.operator).toEqual({
      name: 'Example Operator GmbH',
      address: ['Hauptstraße 1', '10115 Berlin'],
      email: null,
      representative: null,
      register: null,
      vat: null,
    });
    expect(site.supportEmail).toBe('help@operator.test');
    expect(site.socialLinks).toEqual([{ name: 'Mastodon', href: 'https://mastodon.social/@stacklens' }]);
    // Only GitHub has a client id and secret: the web app shows no Google button.
    expect(site.signIn).toEqual({ google: false, github: true });
    expect(site.billing).toEqual({ enabled: false });
    // Nothing secret is published.
    expect(JSON.stringify(response.body)).not.toMatch(/secret|github-client/);
  });
});
