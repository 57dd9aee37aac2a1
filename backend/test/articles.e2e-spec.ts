import { ArticleListResponseSchema, ArticleSchema } from '@stacklens/contracts';
import { SEED_ARTICLES, seedArticles } from '../src/database/seeds/articles';
import { startHarness, type Harness } from './support/harness';
import { insertWebsites, slugOf } from './support/websites-fixture';

/** Articles (list, detail, sanitisation, seed), robots.txt, sitemap.xml and the OpenAPI document. */
describe('articles, robots.txt, sitemap.xml', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
    await seedArticles(harness.dataSource);
    await insertWebsites(harness.dataSource, [
      { domain: 'public-site.test', score: 80, techs: ['Nginx'] },
      { domain: 'hidden-site.test', score: 80, techs: ['Nginx'], hidden: true },
    ]);
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('seeds idempotently', async () => {
    expect(await seedArticles(harness.dataSource)).toBe(0);
    const [{ n }] = await harness.dataSource.query(`SELECT count(*)::int AS n FROM article`);
    expect(n).toBe(SEED_ARTICLES.length);
  });

  it('lists published articles, newest first, paginated', async () => {
    const response = await harness.http().get('/api/v1/articles').expect(200);
    const body = ArticleListResponseSchema.parse(response.body);
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: 3 });
    expect(body.items.map((item) => item.slug)).toEqual([
      'security-headers-every-site-should-send',
      'why-outdated-javascript-libraries-matter',
      'how-the-awesomeness-score-is-computed',
    ]);
    expect(body.items[0].readingMinutes).toBeGreaterThanOrEqual(3);
    expect(body.items[0]).not.toHaveProperty('bodyHtml');
    const page2 = await harness.http().get('/api/v1/articles?page=2').expect(200);
    expect(page2.body).toMatchObject({ items: [], total: 3, page: 2 });
    await harness.http().get('/api/v1/articles?pageSize=20').expect(400);
  });

  it('serves an article by slug with its rich-text body, 404 otherwise', async () => {
    const response = await harness
      .http()
      .get('/api/v1/articles/how-the-awesomeness-score-is-computed')
      .expect(200);
    const article = ArticleSchema.parse(response.body);
    expect(article.title).toBe('How the Awesomeness Score is computed');
    for (const tag of [
      '<h2',
      '<table',
      '<th',
      '<ul',
      '<ol',
      '<pre',
      '<code',
      '<blockquote',
      '<strong',
      '<em',
      '<hr',
      '<a ',
    ]) {
      expect(article.bodyHtml).toContain(tag);
    }
    const missing = await harness.http().get('/api/v1/articles/no-such-article').expect(404);
    expect(missing.body).toMatchObject({ status: 404, code: 'article-not-found' });
  });

  it('never serves scripts stored in an article body', async () => {
    await harness.dataSource.query(
      `INSERT INTO article (slug, title, summary, author, body_html, published_at)
       VALUES ('unsafe', 'Unsafe', 'x', 'Test', $1, now() - interval '1 day')`,
      [
        '<p onclick="x()">Safe text</p><script>alert("xss")</script><img src="javascript:alert(1)"><a href="javascript:alert(1)">link</a>',
      ],
    );
    const article = (await harness.http().get('/api/v1/articles/unsafe').expect(200)).body;
    expect(article.bodyHtml).toContain('Safe text');
    expect(article.bodyHtml).not.toMatch(/script|alert|onclick|javascript/);
    await harness.dataSource.query(`UPDATE article SET published_at = NULL WHERE slug = 'unsafe'`);
    await harness.http().get('/api/v1/articles/unsafe').expect(404);
  });

  it('serves robots.txt at the root with the absolute sitemap URL', async () => {
    const response = await harness.http().get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toContain('User-agent: *');
    expect(response.text).toContain('Disallow: /api/');
    expect(response.text).toContain('Sitemap: http://stacklens.test/sitemap.xml');
  });

  it('serves sitemap.xml with home, static pages, articles, technologies and public results', async () => {
    const response = await harness.http().get('/sitemap.xml').buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = Buffer.isBuffer(response.body) ? response.body.toString('utf8') : response.text;
    const wordpress = await slugOf(harness.dataSource, 'WordPress');
    for (const path of [
      '/',
      '/pricing',
      '/faq',
      '/technologies',
      '/insights/websites/awesome',
      '/content/articles/how-the-awesomeness-score-is-computed',
      `/technologies/${wordpress}`,
      '/analysis/website/public-site.test',
    ]) {
      expect(xml).toContain(`<loc>http://stacklens.test${path}</loc>`);
    }
    expect(xml).not.toContain('hidden-site.test');
    expect(xml).not.toContain('/user/');
  });

  it('documents the new endpoints in the OpenAPI document', async () => {
    const { paths } = (await harness.http().get('/api/docs.json').expect(200)).body;
    for (const path of [
      '/api/v1/technologies',
      '/api/v1/technologies/categories',
      '/api/v1/technologies/{slug}',
      '/api/v1/technologies/{category}/{slug}',
      '/api/v1/technologies/{slug}/icon.svg',
      '/api/v1/insights/websites/awesome',
      '/api/v1/insights/websites/top-tech-stack',
      '/api/v1/insights/technologies/awesome',
      '/api/v1/insights/technologies/most-used',
      '/api/v1/articles',
      '/api/v1/articles/{slug}',
      '/api/v2/contact/submit',
      '/api/v2/websites/remove',
      '/robots.txt',
      '/sitemap.xml',
    ]) {
      expect(Object.keys(paths)).toContain(path);
    }
  });
});
