import { expect, test } from './support/test';

/**
 * Open tabs notice a new deployment (the build manifest latest.json is polled; one forced reload per 10 s):
 * the web server serves the build's manifest; a tab whose manifest check names another entry chunk loads its next
 * navigation in full, at most once every 10 s. The new deployment is simulated by answering the tab's manifest
 * request with another entry (the server's own file is checked first).
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

test('the server publishes the running build in latest.json', async ({ page, request }) => {
  const manifest = await request.get('/latest.json');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toMatch(/max-age=0|no-cache|no-store/);
  const { entry } = (await manifest.json()) as { entry: string };
  await page.goto('/');
  const scripts = await page
    .locator('script[type="module"][src]')
    .evaluateAll((nodes) => nodes.map((node) => new URL((node as HTMLScriptElement).src).pathname));
  expect(scripts).toContain(entry);
});

test('after a deployment the next navigation is a full page load, at most once in 10 s', async ({ page }) => {
  await page.route('**/latest.json', (route) =>
    route.fulfill({ json: { entry: '/assets/index-NEWBUILD.js', builtAt: new Date().toISOString() } }),
  );
  await page.goto('/');
  const markTab = () => page.evaluate(() => ((window as unknown as { sameTab: boolean }).sameTab = true));
  const sameTab = () => page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab === true);
  const noticeDeployment = async () => {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.locator('html')).toHaveAttribute('data-new-deployment', 'true');
  };

  await markTab();
  await noticeDeployment();
  const mainNavigation = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await mainNavigation.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  expect(await sameTab()).toBe(false); // a full load: the old document's state is gone

  // Within the guard window another stale navigation stays client-side (no reload loop).
  await markTab();
  await noticeDeployment();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Remove domain' }).click();
  await expect(page).toHaveURL(/\/analysis\/website\/remove$/);
  expect(await sameTab()).toBe(true);
});
