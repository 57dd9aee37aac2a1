import { expect, test } from './support/test';
import { signUpViaApi } from './support/accounts';

/**
 * API keys in the browser: a verified user creates a key, sees it once, uses it from a script (a request
 * with only the Authorization header), and revokes it with a confirmation — after which the key is refused.
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

test('create an API key with chosen scopes, use it without a cookie within them, revoke it', async ({
  page,
  playwright,
}) => {
  await signUpViaApi(page);
  await page.goto('/user/api-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByText('No API keys yet.')).toBeVisible();

  await page.getByLabel('Key name').fill('deploy script');
  // Least privilege: analyses:write and websites:read are ticked; billing:read is added here, webhooks:write is not.
  await expect(page.getByRole('checkbox', { name: /analyses:write/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /websites:read/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /webhooks:write/ })).not.toBeChecked();
  await page.getByRole('checkbox', { name: /billing:read/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^sl_live_[0-9A-Za-z]{39}$/);
  const key = (await shown.textContent()) ?? '';
  const row = page.getByRole('row', { name: /deploy script/ });
  await expect(row).toContainText(key.slice(0, 12));
  await expect(row).toContainText('Never');
  await expect(row).toContainText('analyses:write');
  await expect(row).toContainText('billing:read');
  await expect(row).not.toContainText('webhooks:write');

  // A script: no cookie, only the key.
  const script = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const me = await script.get('/api/v2/user', { headers: { authorization: `Bearer ${key}` } });
  expect(me.status()).toBe(200);
  expect(
    (await script.get('/api/v2/billing', { headers: { authorization: `Bearer ${key}` } })).status(),
  ).toBe(200);
  const outOfScope = await script.get('/api/v2/webhook-endpoints', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect([outOfScope.status(), (await outOfScope.json()).code]).toEqual([403, 'insufficient-scope']);

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(page.getByRole('row', { name: /deploy script/ })).not.toContainText('Never');

  await page
    .getByRole('row', { name: /deploy script/ })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await page.getByRole('button', { name: 'Revoke', exact: true }).last().click();
  await expect(page.getByText('No API keys yet.')).toBeVisible();
  const refused = await script.get('/api/v2/user', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  await script.dispose();
});
