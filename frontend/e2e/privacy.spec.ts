import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { signUpViaApi } from './support/accounts';

/**
 * Leaving is clean in the browser: "Download my data" on the account page saves the export as a JSON
 * file (a Content-Disposition attachment through the web server's /api proxy, with the session cookie), and the
 * privacy page says what a deletion deletes and what it keeps.
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

test('the account page downloads my data as a JSON file', async ({ page }) => {
  const email = await signUpViaApi(page);
  await page.goto('/user/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
  expect(data).toMatchObject({ profile: { email }, analyses: [], apiKeys: [], webhookEndpoints: [] });
  expect(Object.keys(data).sort()).toEqual(
    [
      'analyses',
      'apiKeys',
      'billing',
      'contactMessages',
      'exportedAt',
      'identities',
      'monitors',
      'profile',
      'removalRequests',
      'usage',
      'webhookEndpoints',
    ].sort(),
  );
});

test('the privacy page says what a deletion deletes and what it keeps', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 2, name: 'When you delete your account' })).toBeVisible();
  await expect(
    page.getByText(/invoices, at our payment provider, as long as tax law requires/),
  ).toBeVisible();
  await expect(page.getByText(/rows keep only an account id/)).toBeVisible();
});
