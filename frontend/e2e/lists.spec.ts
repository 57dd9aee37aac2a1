import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { signUpViaApi, sql } from './support/accounts';

/**
 * "Websites using {name}" on the technology page (technology lists, issue 21) against the real stack: a free account
 * sees the first 10 matching websites, the count and the way to the plans; a paid account filters by version, sees
 * every match and downloads the list as CSV. A hidden (removed) website never appears.
 *
 * jQuery websites are seeded with versions 0.0.1–0.0.12, below every real jQuery, so `<0.1` selects exactly them.
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

const RUN = (process.env.E2E_DATABASE_SCHEMA ?? Date.now().toString(36)).replace(/^e2e_/, '');
const SITES = Array.from({ length: 12 }, (_, index) => ({
  domain: `list-${String(index + 1).padStart(2, '0')}-${RUN}.example`,
  version: `0.0.${index + 1}`,
}));
const HIDDEN = `list-hidden-${RUN}.example`;

test.beforeAll(async () => {
  if ((await sql(`SELECT 1 FROM website WHERE domain = $1`, [SITES[0].domain])).length) return;
  for (const site of [
    ...SITES.map((entry) => ({ ...entry, hidden: false })),
    { domain: HIDDEN, version: '0.0.3', hidden: true },
  ]) {
    const [row] = await sql(
      `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code, hidden)
       VALUES ($1, $2, 'https', 70, 'warning', 1, 200, $3) RETURNING id`,
      [site.domain, `https://${site.domain}`, site.hidden],
    );
    await sql(
      `INSERT INTO website_technology (website_id, technology_id, version, confidence)
       SELECT $1, id, $2, 100 FROM technology WHERE slug = 'jquery'`,
      [row.id, site.version],
    );
  }
});

test('a free account sees the first 10 websites using jQuery <0.1 and the count, with the way to the plans', async ({
  page,
}) => {
  await page.goto('/');
  await signUpViaApi(page);
  await page.goto('/technologies/jquery');
  const list = page.getByRole('region', { name: 'Websites using jQuery', exact: true });
  await list.getByLabel('Version', { exact: true }).fill('<0.1');
  await list.getByRole('button', { name: 'Filter' }).click();
  await expect(list.getByText('12 websites match. The free plan shows the first 10.')).toBeVisible();
  await expect(list.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  await expect(list.getByRole('row')).toHaveCount(11); // header + 10
  await expect(list.getByText('Download CSV')).toHaveCount(0);
  await expect(list.getByText(HIDDEN)).toHaveCount(0);
});

test('a paid account filters by version, sees every match and downloads them as CSV', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const email = await signUpViaApi(page);
  await sql(`UPDATE app_user SET plan = 'paid', billing_plan = 'pro' WHERE email = $1`, [email]);
  await page.goto('/technologies/jquery');
  const list = page.getByRole('region', { name: 'Websites using jQuery', exact: true });

  await list.getByLabel('Version', { exact: true }).fill('<0.0.7 >=0.0.2');
  await list.getByRole('button', { name: 'Filter' }).click();
  await expect(list.getByText(/^5 websites match · /)).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(6); // header + 5
  for (const site of SITES.slice(1, 6))
    await expect(list.getByRole('link', { name: site.domain })).toBeVisible();
  await expect(list.getByText(HIDDEN)).toHaveCount(0);
  await list.screenshot({ path: testInfo.outputPath('technology-websites-list.png') });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('link', { name: /Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('stacklens-jquery-websites.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
  expect(lines[0]).toBe('domain,url,technology,version,firstSeenAt,lastSeenAt,score,lastAnalyzedAt');
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[0])
      .sort(),
  ).toEqual(SITES.slice(1, 6).map((site) => site.domain));

  // A filter that does not parse is said next to the field.
  await list.getByLabel('Version', { exact: true }).fill('<abc');
  await list.getByRole('button', { name: 'Filter' }).click();
  await expect(list.getByText(/compares with something that is not a version/)).toBeVisible();
});
