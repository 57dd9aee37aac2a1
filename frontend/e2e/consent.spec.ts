import { expect, test } from './support/test';

/**
 * Cookie consent: no analytics request before consent, the script after accepting, gone after
 * withdrawal; decline keeps necessary only; the stored values are tilde-joined ids.
 */
test.use({ baseURL: process.env.E2E_BASE_URL, storageState: { cookies: [], origins: [] } });

test('analytics loads only with consent and is removed on withdrawal', async ({ page, context }) => {
  const analyticsRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/analytics.js') analyticsRequests.push(request.url());
  });
  const script = page.locator('script[data-consent-id="analytics"]');

  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies on StackLens' });
  await expect(banner).toBeVisible();
  await page.waitForTimeout(500);
  expect(analyticsRequests).toHaveLength(0);
  await expect(script).toHaveCount(0);

  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  await expect(script).toHaveCount(1);
  await expect.poll(() => analyticsRequests.length).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { stacklensAnalytics?: { loaded: boolean } }).stacklensAnalytics?.loaded)).toBe(true);
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies.cookie_control_consent).toBe('necessary~analytics');
  expect(cookies.cookie_control_enabled_cookies).toBe('necessary~analytics');

  // Survives a reload: loaded again without asking.
  await page.reload();
  await expect(script).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Cookies on StackLens' })).toBeHidden();

  // Withdraw in the dialog the footer reopens (accept partial with analytics off).
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  const analyticsSwitch = dialog.getByRole('switch', { name: 'Analytics' });
  await expect(analyticsSwitch).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Necessary cookies' })).toBeDisabled();
  await analyticsSwitch.click();
  await dialog.getByRole('button', { name: 'Save selection' }).click();
  await expect(script).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stacklensAnalytics?: { consent: string } }).stacklensAnalytics?.consent)).toBe('revoked');
  const after = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(after.cookie_control_enabled_cookies).toBe('necessary');

  const before = analyticsRequests.length;
  await page.reload();
  await page.waitForTimeout(500);
  expect(analyticsRequests.length).toBe(before);
  await expect(script).toHaveCount(0);
});

test('decline keeps necessary cookies only and loads nothing', async ({ page, context }) => {
  const analyticsRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/analytics.js') analyticsRequests.push(request.url());
  });
  await page.goto('/about');
  await page.getByRole('region', { name: 'Cookies on StackLens' }).getByRole('button', { name: 'Decline' }).click();
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies.cookie_control_enabled_cookies).toBe('necessary');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookies on StackLens' })).toBeHidden();
  await page.waitForTimeout(500);
  expect(analyticsRequests).toHaveLength(0);
});
