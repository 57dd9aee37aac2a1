import { expect, test } from './support/test';
import { chooseMenuItem, choosePageSize, openMenu } from './support/menus';
import { linkPath, newEmail, PASSWORD, signUpViaApi, sql, waitForMail } from './support/accounts';
import { invalidateCache } from './support/cache';

/**
 * The analysis in the browser, against the real API + worker, the fixture websites and the SMTP server started by
 * global-setup: sign up → verify through the mailed link → home → search → "not analysed yet" → Analyze →
 * polling → the detected technologies → 402 once the month's free analyses are used → sign out.
 */
const fixturePort = Number(process.env.E2E_FIXTURE_PORT);
const fixtureHosts = (process.env.E2E_FIXTURE_HOSTS ?? '').split(',').filter(Boolean);

test.use({ baseURL: process.env.E2E_BASE_URL });

test('sign up → verify → search a fixture site → analyze → technologies → 402 → sign out', async ({
  page,
}, testInfo) => {
  expect(fixtureHosts).toContain('wordpress.test');
  if (testInfo.retry > 0) {
    // A retry starts from a site StackLens has not analysed: let the first try's analysis end, then forget the site.
    await expect
      .poll(async () => (await sql(`SELECT 1 FROM analysis WHERE domain = $1 AND status IN ('queued', 'running')`, ['wordpress.test'])).length, { timeout: 150_000 })
      .toBe(0);
    await sql(`DELETE FROM website WHERE domain = $1`, ['wordpress.test']);
    // ...and every cached answer that still holds its result (the API's and the web server's caches).
    await invalidateCache(['website:wordpress.test', 'websites']);
  }

  // Sign up in the dialog (inline validation messages first).
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your free account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Password').fill('123');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
  const email = newEmail('signup');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  const userMenu = page.getByRole('button', { name: `User menu of ${email}` });
  await expect(userMenu).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeHidden();

  // Follow the link of the verification mail.
  const mail = await waitForMail(email, /Verify your email/);
  await page.goto(linkPath(mail, '/auth/verify-email'));
  await expect(page.getByRole('heading', { name: 'Your email address is verified' })).toBeVisible();
  const statusPolls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/websites/analyze/status/')) statusPolls.push(request.url());
  });

  await page.goto('/');
  await expect(page).toHaveTitle('Website Analysis - StackLens');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('See what any website is built with');
  await expect(
    page.getByRole('main').getByText('Empowering digital excellence through advanced tech stack insights'),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });

  // The search normalises what is typed and keeps the fixture's port in the query.
  await page.getByLabel('Website address').fill(`HTTP://WWW.WordPress.test:${fixturePort}/some/path`);
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page).toHaveURL(`/analysis/website/wordpress.test?protocol=http&port=${fixturePort}`);
  await expect(page).toHaveTitle('wordpress.test - StackLens');

  // Unknown website: message analyze-new-website with an Analyze button.
  const prompt = page.getByRole('heading', { name: "We haven't analysed wordpress.test yet" });
  await expect(prompt).toBeVisible();
  await expect(page.getByText(`http://wordpress.test:${fixturePort}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('not-analysed.png'), fullPage: true });

  await page.getByRole('button', { name: 'Analyze wordpress.test' }).click();
  await expect(prompt).toBeHidden();

  // Polling ends in a result: the page reloads the website and shows its technologies and score.
  await expect(page.getByRole('heading', { name: 'Technologies', level: 2 })).toBeVisible({
    timeout: 150_000,
  });
  expect(statusPolls.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'wordpress.test', level: 1 })).toBeVisible();
  await expect(page.getByText('Analysis complete')).toBeVisible();

  const technologyList = page.getByRole('region', { name: 'Technologies' });
  const technology = (name: string) => technologyList.getByText(name, { exact: true });
  // The fixture imitates WordPress 6.4.2 on nginx/PHP with jQuery from wp-includes.
  for (const name of ['WordPress', 'PHP', 'Nginx', 'jQuery']) await expect(technology(name)).toBeVisible();
  await expect(technologyList.locator('[data-slug="wordpress"]')).toContainText('6.4.2');
  // Evidence on demand: why StackLens thinks this is WordPress.
  const wordpress = technologyList.locator('[data-slug="wordpress"]');
  await wordpress.getByRole('button', { name: 'Why?' }).click();
  const evidence = wordpress.getByTestId('technology-evidence');
  await expect(evidence).toContainText('Why StackLens thinks this is WordPress');
  await expect(evidence).toContainText('Meta tag generator');
  await expect(evidence).toContainText('WordPress 6.4.2');
  await wordpress.getByRole('button', { name: 'Hide evidence' }).click();
  await expect(evidence).toBeHidden();
  // The real logo, not a monogram: WordPress's brand mark from the API, loaded in its fixed-size box.
  const logo = wordpress.getByTestId('tech-logo').locator('img');
  await expect(logo).toHaveAttribute('src', '/api/v1/technologies/wordpress/icon.svg');
  await logo.scrollIntoViewIfNeeded();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const mark = await (await page.request.get('/api/v1/technologies/wordpress/icon.svg')).text();
  expect(mark).toContain('<path');
  expect(mark).not.toContain('<text');
  const score = page.getByRole('region', { name: 'Awesomeness Score' });
  await expect(score.getByRole('progressbar', { name: /^Awesomeness Score \d+ out of 100$/ })).toBeVisible();
  await expect(score.getByRole('button', { name: /Security/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Score history' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('result.png'), fullPage: true });

  // The result is stored: a fresh visit shows it without analysing again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Technologies', level: 2 })).toBeVisible();
  await expect(technology('WordPress')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Re-analyze' })).toBeVisible();

  // The month's free analyses are used up (seeded): 402 with the upgrade link.
  await sql(
    `INSERT INTO usage_period (user_id, period_start, used)
       SELECT id, date_trunc('month', now() AT TIME ZONE 'UTC')::date, 10 FROM app_user WHERE email = $1
     ON CONFLICT (user_id, period_start) DO UPDATE SET used = 10`,
    [email],
  );
  await page.getByRole('button', { name: 'Re-analyze' }).click();
  await expect(page.getByText('You have reached the limit of 10 free analyses this month')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/user/subscription');

  // The history lists the analysis; then sign out.
  const menu = await openMenu(page, userMenu);
  await expect(menu.getByText('0 of 10 free analyses left this month')).toBeVisible();
  await menu.getByRole('menuitem', { name: 'History' }).click();
  await expect(page).toHaveURL('/user/history');
  await expect(page.getByRole('table').getByRole('link', { name: 'wordpress.test' })).toBeVisible();
  // Every list offers the "all" page size (10/25/50/100/all, default 10).
  await choosePageSize(page, page.locator('.sl-user-page'), 'All');
  await expect(page.getByRole('table').getByRole('link', { name: 'wordpress.test' })).toBeVisible();
  await chooseMenuItem(page, userMenu, 'Sign out');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(userMenu).toBeHidden();
});

test('the search rejects an empty address and /analysis/website/ goes home', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a website address.' })).toBeVisible();
  await expect(page).toHaveURL('/');

  await page.goto('/analysis/website/');
  await expect(page).toHaveURL('/');
});

test('a 401 opens the sign-up dialog; after signing in the analysis reruns (subdomain refused)', async ({
  page,
  browser,
}) => {
  // An existing, verified account (created in another browser context).
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const email = await signUpViaApi(await other.newPage());
  await other.close();

  await page.goto('/analysis/website/blog.example.com');
  await page.getByRole('button', { name: 'Analyze blog.example.com' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your free account' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in to StackLens' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill('wrong password');
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signIn.getByText('Incorrect password')).toBeVisible();
  await signIn.getByLabel('Password').fill(PASSWORD);
  // By type, not by name: when the 401 comes back within a frame, antd's button can keep its loading icon (an
  // rc-motion leave that never ends, ant-design#27457) and with it the accessible name "loading Sign in".
  await signIn.locator('button[type="submit"]').click();
  await expect(signIn).toBeHidden();
  await expect(page.getByText('Please use a primary domain')).toBeVisible();
});

test('an unverified account is asked to verify its email (403) and can resend the mail', async ({ page }) => {
  const email = newEmail('unverified');
  const token = ((await (await page.request.get('/api/v2/auth/csrf')).json()) as { token: string }).token;
  const created = await page.request.post('/api/v2/auth/signup', {
    data: { email, password: PASSWORD },
    headers: { 'x-csrf-token': token },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/analysis/website/static.test?protocol=http&port=${fixturePort}`);
  await page.getByRole('button', { name: 'Analyze static.test' }).click();
  await expect(page.getByText('Verify your email', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText(`We sent a new verification link to ${email}.`)).toBeVisible();
});

test('a site whose robots.txt disallows StackLens is refused', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto(`/analysis/website/blocked.test?protocol=http&port=${fixturePort}`);
  await page.getByRole('button', { name: 'Analyze blocked.test' }).click();
  await expect(page.getByText('Blocked by robots.txt')).toBeVisible();
});

test('back from a Google/GitHub sign-in that followed a 401, the analysis reruns by itself', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const email = await signUpViaApi(await other.newPage());
  await other.close();

  await page.goto('/analysis/website/blog.example.com');
  await page.getByRole('button', { name: 'Analyze blog.example.com' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your free account' })).toBeVisible();
  // The provider sign-in is a full-page redirect: sign in outside the dialog (as the OAuth callback does, with a
  // session cookie) and come back to the page, losing all in-memory state.
  const token = ((await (await page.request.get('/api/v2/auth/csrf')).json()) as { token: string }).token;
  const login = await page.request.post('/api/v2/login', {
    data: { email, password: PASSWORD },
    headers: { 'x-csrf-token': token },
  });
  expect(login.status()).toBe(200);
  await page.goto('/analysis/website/blog.example.com');
  // The rerun reaches the API (a subdomain: refused with its message) without another click.
  await expect(page.getByText('Please use a primary domain')).toBeVisible();
  // Only once: a later visit does not analyse again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Analyze blog.example.com' })).toBeVisible();
  await expect(page.getByText('Please use a primary domain')).toBeHidden();
});
