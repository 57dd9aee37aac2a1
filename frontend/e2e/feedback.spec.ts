import { expect, test } from './support/test';
import { signUpViaApi, sql } from './support/accounts';

/**
 * Detection reports in the browser: on a result page a visitor's report opens the sign-in dialog; a
 * signed-in verified user reports a false positive from a technology's "Report a problem" and sees the thanks; the
 * report is stored with the evidence the result showed. The website is seeded straight into the run's schema.
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

const RUN = (process.env.E2E_DATABASE_SCHEMA ?? Date.now().toString(36)).replace(/^e2e_/, '');
const SITE = `feedback-${RUN}.example`;

test.beforeAll(async () => {
  if ((await sql(`SELECT 1 FROM website WHERE domain = $1`, [SITE])).length) return;
  const [row] = await sql(
    `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code, created_at, updated_at)
     VALUES ($1, $2, 'https', 80, 'success', 1, 200, now() - interval '1 day', now() - interval '1 day')
     RETURNING id`,
    [SITE, `https://${SITE}`],
  );
  await sql(
    `INSERT INTO website_technology (website_id, technology_id, version, confidence, evidence)
     SELECT $1, t.id, v.version, 100, v.evidence::jsonb FROM technology t
       JOIN (VALUES ('react', '18.2.0', '[{"family":"js","key":"React.version","pattern":"^(.+)$","value":"18.2.0","confidence":100,"version":"18.2.0"}]'),
                    ('vue-js', '3.4.0', '[]')) v(slug, version, evidence)
         ON v.slug = t.slug`,
    [row.id],
  );
  await sql(`INSERT INTO score_history (website_id, score, model_version) VALUES ($1, 80, 1)`, [row.id]);
});

test('a visitor is asked to sign in; a verified user reports a false positive and sees the thanks', async ({
  page,
}, testInfo) => {
  await page.goto(`/analysis/website/${SITE}`);
  const technologies = page.getByRole('region', { name: 'Technologies' });
  await technologies.getByRole('button', { name: 'Report a problem with Vue.js' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem with Vue.js' });
  await dialog.getByLabel('Details').fill('This site has no Vue.js.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Sign in to report a problem with this result.')).toBeVisible();

  await signUpViaApi(page);
  await page.goto(`/analysis/website/${SITE}`);
  await technologies.screenshot({ path: testInfo.outputPath('technologies.png') });
  await technologies.getByRole('button', { name: 'Report a problem with Vue.js' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'It is not used on this website' })).toBeChecked();
  // The details are required.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Tell us what is wrong.')).toBeVisible();
  await dialog.getByLabel('Details').fill('The Vue.js runtime was removed last month; only React is left.');
  await page.screenshot({ path: testInfo.outputPath('report-dialog.png') });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you: your report was sent for review.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const rows = await sql(
    `SELECT technology, kind, detail, evidence FROM detection_report WHERE domain = $1 AND kind = 'false-positive'`,
    [SITE],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    technology: 'Vue.js',
    detail: 'The Vue.js runtime was removed last month; only React is left.',
  });
  expect((rows[0].evidence as { technologies: { name: string; version: string }[] }).technologies).toEqual([
    expect.objectContaining({ name: 'Vue.js', version: '3.4.0' }),
  ]);

  // A missing technology, from the button next to the list.
  await technologies.getByRole('button', { name: 'Report a missing technology' }).click();
  const missing = page.getByRole('dialog', { name: 'Report a missing technology' });
  await missing.getByLabel('Which technology?').fill('Cloudflare');
  await missing.getByLabel('Details').fill('The response headers show cf-ray.');
  await page.screenshot({ path: testInfo.outputPath('missing-dialog.png') });
  await missing.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you: your report was sent for review.')).toBeVisible();
  await expect
    .poll(async () =>
      (
        await sql(`SELECT technology FROM detection_report WHERE domain = $1 AND kind = 'missing'`, [SITE])
      ).map((row) => row.technology),
    )
    .toEqual(['Cloudflare']);
});

test('an operator reads the stored evidence of a report in /admin and accepts it', async ({
  page,
  browser,
}, testInfo) => {
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const reporter = await other.newPage();
  await signUpViaApi(reporter);
  const csrf = ((await (await reporter.request.get('/api/v2/auth/csrf')).json()) as { token: string }).token;
  // unique per attempt: a retry must not find the report an earlier attempt filed
  const detail = `React 19.1.0 runs here, not 18.2.0 (${testInfo.retry}-${Date.now().toString(36)}).`;
  const filed = await reporter.request.post(`/api/v2/websites/${SITE}/feedback`, {
    data: { technology: 'react', kind: 'wrong-version', detail },
    headers: { 'x-csrf-token': csrf },
  });
  expect(filed.status()).toBe(201);
  const { id } = (await filed.json()) as { id: string };
  await other.close();

  const email = await signUpViaApi(page);
  await sql(`UPDATE app_user SET role = 'admin' WHERE email = $1`, [email]);
  await page.goto('/admin/detection-reports');
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'wrong-version' }).click();
  // react-admin applies a filter after a debounce by navigating to the list URL: wait for it, or that navigation
  // lands after the row click below and takes the page back to the list
  await expect(page).toHaveURL(/wrong-version/);
  await page.getByRole('cell', { name: detail }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/detection-reports/${id}/show`));
  const detections = page.getByRole('table', { name: 'Stored detections' });
  await expect(detections.getByRole('row', { name: /React/ })).toContainText('18.2.0');
  await expect(detections).toContainText('js:React.version /^(.+)$/');
  await page.screenshot({ path: testInfo.outputPath('admin-report.png'), fullPage: true });

  await page.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Review note (internal)').fill('versions.json: React bundle literal');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(`Accepted the report on ${SITE}`)).toBeVisible();
  await expect(page.getByText('accepted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toBeHidden();
  const [report] = await sql(`SELECT status, review_note FROM detection_report WHERE id = $1`, [id]);
  expect(report).toEqual({ status: 'accepted', review_note: 'versions.json: React bundle literal' });
  const audit = await sql(
    `SELECT action FROM audit_log WHERE resource = 'detection-reports' AND record_id = $1`,
    [id],
  );
  expect(audit).toEqual([{ action: 'review' }]);
});
