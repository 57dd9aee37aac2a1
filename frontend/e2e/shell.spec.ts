import { expect, test } from './support/test';
import { chooseMenuItem } from './support/menus';

/**
 * The app shell and routing rules: route names, trailing-slash and num_of_days redirects keeping query and
 * hash, the 404 pages, the top bar's groups, the drawer below lg, the footer, colour mode and its storage, titles,
 * descriptions and canonical links.
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

test('a trailing slash is removed keeping query and hash; num_of_days only stays on insight routes', async ({
  page,
}) => {
  await page.goto('/faq/?a=1#score');
  await expect(page).toHaveURL(/\/faq\?a=1#score$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();

  await page.goto('/pricing?num_of_days=7&b=2');
  await expect(page).toHaveURL(/\/pricing\?b=2$/);
  await page.goto('/about?num_of_days=7');
  await expect(page).toHaveURL(/\/about$/);

  await page.goto('/insights/websites/awesome?num_of_days=7');
  await expect(page).toHaveURL(/\/insights\/websites\/awesome\?num_of_days=7$/);
});

test('unknown routes and invalid parameters show the 404 pages', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText("The awesome page you're looking for isn't here.")).toBeVisible();
  await expect(page).toHaveTitle('Page not found - StackLens');

  await page.goto('/analysis/website/not a domain');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Page Not Found: /analysis/website/not a domain',
  );
});

test('titles, descriptions and canonical links follow the page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Website Analysis - StackLens');
  for (const [path, title] of [
    ['/faq', 'FAQ - StackLens'],
    ['/why', 'Why StackLens - StackLens'],
    ['/about', 'About StackLens - StackLens'],
    ['/terms', 'Terms of service - StackLens'],
    ['/privacy', 'Privacy policy - StackLens'],
    ['/imprint', 'Imprint - StackLens'],
    ['/pricing', 'Pricing - StackLens'],
    ['/products/website-analyzer', 'Website Analyzer - StackLens'],
    ['/products/website-analyzer/docs', 'API documentation - StackLens'],
    ['/analysis/website/reports/lighthouse', 'Lighthouse report - StackLens'],
  ] as const) {
    await page.goto(`${path}?x=1`);
    await expect(page).toHaveTitle(title);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${process.env.E2E_BASE_URL}${path}`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
  }
});

test('top bar groups, pricing, the footer columns and the cookie link', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  const main = banner.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await chooseMenuItem(page, main.getByRole('button', { name: 'Resources' }), /FAQ/);
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('button', { name: 'How is the Awesomeness Score computed?' })).toBeVisible();
  await page.getByRole('button', { name: 'How is the Awesomeness Score computed?' }).click();
  await expect(page.getByRole('cell', { name: 'Modernity' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  for (const column of ['Products', 'Resources', 'Insights', 'Company']) {
    await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Remove domain' })).toHaveAttribute(
    'href',
    '/analysis/website/remove',
  );
  for (const social of ['X', 'LinkedIn', 'Instagram', 'Facebook']) {
    await expect(footer.getByRole('link', { name: `StackLens on ${social}` })).toBeVisible();
  }
  await expect(footer.getByText(`© 2019–${new Date().getFullYear()} StackLens`)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();

  await footer.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await main.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pay as you go' })).toBeVisible();
  await expect(page.getByText('$0.035')).toBeVisible();
  await expect(page.getByText('$9.99')).toBeVisible();
  await page.getByRole('button', { name: 'Choose plan: Pro' }).click();
  await expect(page).toHaveURL(/\/user\/subscription$/);
});

test('below lg the navigation is a right-side drawer that closes on route change', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Insights' })).toBeVisible();
  const box = await drawer.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(790);
  await drawer.getByRole('link', { name: 'Why StackLens' }).click();
  await expect(page).toHaveURL(/\/why$/);
  await expect(drawer).toBeHidden();
});

test('colour mode: light, dark, system (live) and its storage', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  const html = page.locator('html');
  await expect(html).toHaveClass(/light/);

  await chooseMenuItem(page, page.getByRole('button', { name: /^Colour mode/ }), /Dark/);
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('dark');
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  expect(cookies['color-mode']?.value).toBe('dark');
  expect(cookies['color-mode-preference']?.value).toBe('dark');
  const oneYear = Date.now() / 1000 + 31_536_000;
  expect(Math.abs((cookies['color-mode']?.expires ?? 0) - oneYear)).toBeLessThan(120);

  // Kept across reloads, before the first paint.
  await page.reload();
  await expect(html).toHaveClass(/dark/);

  // System follows the operating system's setting live.
  await chooseMenuItem(page, page.getByRole('button', { name: /^Colour mode/ }), /System/);
  await expect(html).toHaveClass(/light/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('system');
});

test('the user pages ask a signed-out visitor to sign in, and send no account request', async ({ page }) => {
  // Only the session check may run for a signed-out visitor: an account request answers 401, which opens the
  // sign-up dialog (the payment-methods page once fetched the billing overview and reopened it after Escape).
  const accountRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/v2/user') accountRequests.push(pathname);
  });
  for (const path of [
    '/user/subscription',
    '/user/invoice',
    '/user/api-keys',
    '/user/webhook-endpoints',
    '/user/payment-methods',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Sign in to StackLens' })).toBeVisible();
  }
  expect(accountRequests.filter((p) => /^\/api\/v2\/(billing|api-keys|webhook-endpoints)/.test(p))).toEqual(
    [],
  );
});

test('what the page states comes from the running deployment: providers, operator, support address, catalogue size', async ({
  page,
  request,
}) => {
  // The stack configures Google (a local OAuth2 server) and no GitHub client: only Google's button shows.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to StackLens' });
  await expect(dialog.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with GitHub' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The home page's figures are the catalogue's, not constants.
  const catalogue = (await (await request.get('/api/v1/technologies/categories')).json()) as {
    categories: unknown[];
    totalTechnologies: number;
  };
  const stats = page.locator('.sl-hero__stats');
  await expect(
    stats.getByText(catalogue.totalTechnologies.toLocaleString('en-US'), { exact: true }),
  ).toBeVisible();
  await expect(stats.getByText(String(catalogue.categories.length), { exact: true })).toBeVisible();

  // Operator details and the support address are the API's run-time configuration (e2e/support/stack.ts).
  await page.goto('/imprint');
  await expect(page.locator('address')).toContainText('StackLens E2E Operator Ltd');
  await expect(page.locator('address')).toContainText('1 Test Street');
  await expect(page.getByRole('link', { name: 'legal@stacklens.test' })).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'support@stacklens.test' })).toBeVisible();
});
