import { expect, test } from './support/test';
import { sql } from './support/accounts';
import { invalidateCache } from './support/cache';

/**
 * The web server's render data cache (frontend README "Render data cache"), against the real stack: the backend's
 * invalidation of a website drops the data first renders of its result page read, with the pages (the next first
 * render shows the change at once, not after the data's lifetime).
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

const RUN = (process.env.E2E_DATABASE_SCHEMA ?? Date.now().toString(36)).replace(/^e2e_/, '');
const SITE = `render-data-${RUN}.example`;
const PAGE = `/analysis/website/${SITE}`;

test("an invalidated website's data is read again by the next first render", async ({ request }) => {
  if (!(await sql(`SELECT 1 FROM website WHERE domain = $1`, [SITE])).length) {
    const [row] = await sql(
      `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code, created_at, updated_at)
       VALUES ($1, $2, 'https', 70, 'warning', 1, 200, now(), now()) RETURNING id`,
      [SITE, `https://${SITE}`],
    );
    await sql(
      `INSERT INTO website_technology (website_id, technology_id, version, confidence)
       SELECT $1, t.id, '7.7.1', 100 FROM technology t WHERE t.name = 'jQuery'`,
      [row.id],
    );
    await sql(
      `INSERT INTO score_history (website_id, score, model_version, created_at) VALUES ($1, 70, 1, now())`,
      [row.id],
    );
  }
  await invalidateCache([`website:${SITE}`]);
  const render = async (query: string) => {
    const response = await request.get(`${PAGE}?${query}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-cache']).toBe('MISS');
    return response.text();
  };
  expect(await render(`first=${Date.now()}`)).toContain('7.7.1');

  await sql(
    `UPDATE website_technology SET version = '7.7.2'
      WHERE website_id = (SELECT id FROM website WHERE domain = $1)`,
    [SITE],
  );
  // The backend's invalidation (what an analysis or a removal sends) reaches the render data too: the next first
  // render shows the change at once (pub/sub's delay aside), not once the data's lifetime (10 s) has run out.
  await invalidateCache([`website:${SITE}`]);
  await expect
    .poll(async () => (await render(`second=${Date.now()}`)).includes('7.7.2'), { timeout: 2000 })
    .toBe(true);
});
