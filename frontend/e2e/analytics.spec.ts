import { expect, test, type Page } from './support/test';
import { signUpViaApi, sql } from './support/accounts';

/**
 * First-party page-view counting (privacy page "Analytics"): nothing is counted while analytics consent is declined;
 * after allowing it, the page and each client-side navigation are counted per day and path (the beacon carries no
 * cookie), and the operators' dashboard shows the counts.
 */
test.use({ baseURL: process.env.E2E_BASE_URL, storageState: { cookies: [], origins: [] } });

const PATHS = ['/about', '/faq', '/why'] as const;

/** Today's (UTC) stored view count of each of {@link PATHS}. */
async function views(): Promise<Record<string, number>> {
  const rows = (await sql(
    `SELECT path, views FROM page_view_daily WHERE day = (now() AT TIME ZONE 'UTC')::date AND path = ANY($1)`,
    [[...PATHS]],
  )) as { path: string; views: number }[];
  return Object.fromEntries(
    PATHS.map((path) => [path, Number(rows.find((row) => row.path === path)?.views ?? 0)]),
  );
}

/** Follows the footer's link `name` (a client-side navigation) and waits for its path. */
async function followFooterLink(page: Page, name: string, path: string): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('page views are counted only after analytics consent, and shown on the admin dashboard', async ({
  page,
}) => {
  const beacons: { path: string; cookie: string | undefined }[] = [];
  page.on('request', async (request) => {
    if (new URL(request.url()).pathname !== '/api/v1/analytics/page-views') return;
    const headers = await request.allHeaders();
    beacons.push({ path: (request.postDataJSON() as { path: string }).path, cookie: headers.cookie });
  });
  const before = await views();

  // Declined: pages and client-side navigations count nothing.
  await page.goto('/about');
  await page
    .getByRole('region', { name: 'Cookies on StackLens' })
    .getByRole('button', { name: 'Decline' })
    .click();
  await followFooterLink(page, 'FAQ', '/faq');
  await followFooterLink(page, 'Why StackLens', '/why');
  await page.waitForTimeout(1000);
  expect(beacons).toEqual([]);
  expect(await views()).toEqual(before);

  // Allow analytics: the current page counts, then each navigation.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await dialog.getByRole('switch', { name: 'Analytics' }).click();
  await dialog.getByRole('button', { name: 'Save selection' }).click();
  await expect(page.locator('script[data-consent-id="analytics"]')).toHaveCount(1);
  await expect.poll(() => beacons.map((beacon) => beacon.path)).toEqual(['/why']);
  await followFooterLink(page, 'FAQ', '/faq');
  await followFooterLink(page, 'About', '/about');
  await expect.poll(() => beacons.map((beacon) => beacon.path)).toEqual(['/why', '/faq', '/about']);
  expect(beacons.every((beacon) => beacon.cookie === undefined)).toBe(true);
  await expect
    .poll(views)
    .toEqual({ '/about': before['/about'] + 1, '/faq': before['/faq'] + 1, '/why': before['/why'] + 1 });

  // The operator's dashboard shows the day's page views in the 30-day figure and chart.
  const email = await signUpViaApi(page);
  await sql(`UPDATE app_user SET role = 'admin' WHERE email = $1`, [email]);
  const [{ total }] = (await sql(
    `SELECT sum(views)::int AS total FROM page_view_daily WHERE day > (now() AT TIME ZONE 'UTC')::date - 30`,
  )) as { total: number }[];
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Visits and analyses per day' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Page views and analyses per day, last 30 days' }),
  ).toBeVisible();
  await expect(page.getByLabel(/^Page views, last 30 days: \d+$/)).toBeVisible();
  const shown = Number(
    ((await page.getByLabel(/^Page views, last 30 days: \d+$/).getAttribute('aria-label')) ?? '').split(
      ': ',
    )[1],
  );
  // The admin panel's own page loads may have been counted since.
  expect(shown).toBeGreaterThanOrEqual(total);
  expect(shown).toBeGreaterThanOrEqual(3);
});
