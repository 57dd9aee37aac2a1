import { AdminDashboardSchema } from '@stacklens/contracts';
import { signUp, startHarness, type Harness } from './support/harness';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const RATE_LIMIT = 8;

/**
 * First-party page-view counting (`POST /api/v1/analytics/page-views`): counted per UTC day and path, bots not
 * counted, paths validated, rate-limited per client address, no address or user agent stored; the admin dashboard
 * shows page views and analyses of the last 30 days.
 */
describe('analytics (/api/v1/analytics/page-views)', () => {
  let harness: Harness;

  beforeAll(async () => {
    // One proxy hop (the web server) in front: each test sends from its own client address.
    harness = await startHarness({ ANALYTICS_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await harness?.close();
  });

  /** The stored counts, as `day path → views`. */
  const counts = async (): Promise<Record<string, number>> => {
    const rows = (await harness.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, path, views FROM page_view_daily ORDER BY day, path`,
    )) as { day: string; path: string; views: number }[];
    return Object.fromEntries(rows.map((row) => [`${row.day} ${row.path}`, Number(row.views)]));
  };
  const today = () => new Date().toISOString().slice(0, 10);

  let address = 0;
  /** One beacon as a browser sends it: no CSRF token, JSON body, from this test's client address. */
  const beacon = (body: unknown, userAgent = BROWSER_UA) =>
    harness
      .client()
      .agent.post('/api/v1/analytics/page-views')
      .set('user-agent', userAgent)
      .set('x-forwarded-for', `198.51.100.${address}`)
      .send(body as object);

  beforeEach(async () => {
    address += 1;
    await harness.dataSource.query(`DELETE FROM page_view_daily`);
  });

  it('counts page views per UTC day and path, without a CSRF token or session', async () => {
    expect((await beacon({ path: '/' })).status).toBe(204);
    expect((await beacon({ path: '/' })).status).toBe(204);
    expect((await beacon({ path: '/technologies/wordpress' })).status).toBe(204);
    expect(await counts()).toEqual({ [`${today()} /`]: 2, [`${today()} /technologies/:slug`]: 1 });

    // Yesterday's row stays as it is; today's views start a new row.
    await harness.dataSource.query(`UPDATE page_view_daily SET day = day - 1 WHERE path = '/'`);
    expect((await beacon({ path: '/' })).status).toBe(204);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await counts()).toEqual({
      [`${yesterday} /`]: 2,
      [`${today()} /`]: 1,
      [`${today()} /technologies/:slug`]: 1,
    });
  });

  it('cannot be made to store rows at will: views are counted per page route, invented paths not at all', async () => {
    // A crowd of clients (one address each, so no rate limit applies) sends 60 distinct valid paths.
    const paths = [
      ...Array.from({ length: 20 }, (_, i) => `/analysis/website/site-${i}.test`),
      ...Array.from({ length: 20 }, (_, i) => `/technologies/made-up-${i}`),
      ...Array.from({ length: 20 }, (_, i) => `/no-such-page-${i}/${'x'.repeat(i)}`),
    ];
    for (const path of paths) {
      address += 1;
      expect((await beacon({ path })).status).toBe(204);
    }
    expect(await counts()).toEqual({
      [`${today()} /analysis/website/:slug`]: 20,
      [`${today()} /technologies/:slug`]: 20,
    });
  });

  it('stores neither the address nor the user agent', async () => {
    const columns = (await harness.dataSource.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'page_view_daily'
         AND table_schema = current_schema() ORDER BY column_name`,
    )) as { column_name: string }[];
    expect(columns.map((column) => column.column_name)).toEqual(['day', 'path', 'views']);
  });

  it('does not count bots (by User-Agent) nor requests without one', async () => {
    expect((await beacon({ path: '/' }, BOT_UA)).status).toBe(204);
    expect((await beacon({ path: '/' }, '')).status).toBe(204);
    expect(await counts()).toEqual({});
  });

  it.each([
    ['no path', {}],
    ['a relative path', { path: 'pricing' }],
    ['a full address', { path: 'https://evil.test/' }],
    ['a protocol-relative address', { path: '//evil.test/' }],
    ['a query string', { path: '/search?q=me@example.com' }],
    ['a fragment', { path: '/privacy#analytics' }],
    ['a path too long', { path: `/${'a'.repeat(300)}` }],
    ['spaces', { path: '/a b' }],
    ['a number', { path: 42 }],
  ])('refuses %s with 400 validation-failed', async (_label, body) => {
    const response = await beacon(body);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body.code).toBe('validation-failed');
    expect(await counts()).toEqual({});
  });

  it('rate-limits each client address (429 rate-limited with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i += 1) statuses.push((await beacon({ path: '/pricing' })).status);
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 204)).toBe(true);
    const refused = await beacon({ path: '/pricing' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate-limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await counts())[`${today()} /pricing`]).toBe(RATE_LIMIT);
  });

  it('shows page views and analyses per day of the last 30 days on the admin dashboard', async () => {
    const operator = await signUp(harness);
    await harness.dataSource.query(`UPDATE app_user SET role = 'admin' WHERE id = $1`, [operator.userId]);
    await harness.dataSource.query(
      `INSERT INTO page_view_daily (day, path, views) VALUES
         (current_date, '/', 5), (current_date, '/pricing', 2), (current_date - 3, '/', 7), (current_date - 40, '/', 9)`,
    );
    const response = await operator.client.get('/api/v2/admin/dashboard');
    expect(response.status).toBe(200);
    const dashboard = AdminDashboardSchema.parse(response.body);
    expect(dashboard.daily).toHaveLength(30);
    const byDay = Object.fromEntries(dashboard.daily.map((day) => [day.day, day.pageViews]));
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    expect(dashboard.daily.at(-1)?.day).toBe(today());
    expect(byDay[today()]).toBe(7);
    expect(byDay[threeDaysAgo]).toBe(7);
    expect(dashboard.daily.reduce((sum, day) => sum + day.pageViews, 0)).toBe(14);
    expect(dashboard.daily.every((day) => day.analyses >= 0)).toBe(true);
  });
});
