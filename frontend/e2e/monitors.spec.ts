import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { signUpViaApi, sql } from './support/accounts';

/**
 * Monitored websites and technology history in the browser: a result page shows when technologies
 * appeared and disappeared; "Monitor" adds the website to the user's monitors, which the history page lists and
 * stops. The website and its history are seeded straight into the run's schema.
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

const RUN = (process.env.E2E_DATABASE_SCHEMA ?? Date.now().toString(36)).replace(/^e2e_/, '');
const SITE = `monitor-${RUN}.example`;

test.beforeAll(async () => {
  if ((await sql(`SELECT 1 FROM website WHERE domain = $1`, [SITE])).length) return;
  const [row] = await sql(
    `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code, created_at, updated_at)
     VALUES ($1, $2, 'https', 80, 'success', 1, 200, now() - interval '3 days', now() - interval '1 day')
     RETURNING id`,
    [SITE, `https://${SITE}`],
  );
  await sql(
    `INSERT INTO website_technology (website_id, technology_id, version, confidence)
     SELECT $1, t.id, v.version, 100 FROM technology t JOIN (VALUES ('react', '18.2.0'), ('vue-js', '3.4.0')) v(slug, version)
         ON v.slug = t.slug`,
    [row.id],
  );
  await sql(
    `INSERT INTO website_technology_history (website_id, technology_id, first_seen_at, last_seen_at, removed_at, first_version, last_version)
     SELECT $1, t.id, now() - v.first_seen, now() - interval '1 day', now() - v.removed, v.version, v.version
       FROM technology t JOIN (VALUES ('react', interval '3 days', NULL::interval, '18.2.0'),
                                      ('jquery', interval '3 days', interval '1 day', '3.6.0'),
                                      ('vue-js', interval '1 day', NULL::interval, '3.4.0')) v(slug, first_seen, removed, version)
         ON v.slug = t.slug`,
    [row.id],
  );
  await sql(`INSERT INTO score_history (website_id, score, model_version) VALUES ($1, 80, 1)`, [row.id]);
});

test('the result page shows the technology history; monitor a website, see it on the history page, stop', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto(`/analysis/website/${SITE}`);
  const history = page.getByRole('region', { name: 'Technology history' });
  await expect(history).toContainText('Tracked since');
  await expect(history.getByRole('listitem').filter({ hasText: 'jQuery' })).toContainText('removed');
  await expect(history.getByRole('listitem').filter({ hasText: 'Vue.js' })).toContainText('added');
  await expect(history.getByRole('listitem').filter({ hasText: 'React' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Monitor', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Check weekly' }).click();
  await expect(page.getByRole('button', { name: 'Monitored · Weekly' })).toBeVisible();

  await page.goto('/user/history');
  const monitors = page.getByRole('region', { name: 'Monitored websites' });
  const row = monitors.getByRole('row', { name: new RegExp(SITE.replace(/\./g, '\\.')) });
  await expect(row).toContainText('not yet');

  // Both lists download as CSV (the streamed exports, with the session cookie).
  const monitorsDownload = page.waitForEvent('download');
  await monitors.getByRole('link', { name: /Download CSV/ }).click();
  const monitorsFile = await monitorsDownload;
  expect(monitorsFile.suggestedFilename()).toMatch(/^stacklens-monitors-\d{4}-\d{2}-\d{2}\.csv$/);
  const monitorsCsv = await readFile(await monitorsFile.path(), 'utf8');
  expect(monitorsCsv.split('\r\n')[0]).toContain('monitor_id,domain,url,interval');
  expect(monitorsCsv).toContain(`${SITE},https://${SITE},weekly`);
  const historyDownload = page.waitForEvent('download');
  await page
    .getByRole('link', { name: /Download CSV/ })
    .first()
    .click();
  const historyFile = await historyDownload;
  expect(historyFile.suggestedFilename()).toMatch(/^stacklens-history-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile(await historyFile.path(), 'utf8')).toMatch(/^analysis_id,domain,url,status/);

  await row.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('button', { name: 'Stop monitoring' }).click();
  await expect(monitors).toContainText('No monitored websites yet');
});
