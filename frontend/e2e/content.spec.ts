import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from './support/test';
import { newEmail, sql, waitForMail } from './support/accounts';

/**
 * The content pages against the real API (global-setup): technology catalogue, insights with `num_of_days`,
 * articles, the contact form end to end (mail caught by the stack's SMTP server), Remove Domain, and the result
 * page's share link, last-updated text, score history chart and similar websites.
 *
 * Websites are seeded straight into the run's schema: analysed (score history) 2, 20, 60 and 200 days ago, so the
 * insight windows 7, 30, 90 and 365 days each hold a different set.
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

/** The contact form's failure message and its retry hint (libs/contracts/src/contact.ts). */
const CONTACT_FAILURE_MESSAGE = 'Oops! There was a problem sending your message.';
const CONTACT_RETRY_HINT = 'Please try again in a few minutes, or email us at support@stacklens.test.'; // SUPPORT_EMAIL of the stack

/** Stable for the stack's run: a worker restarted after a failure finds the sites already seeded. */
const RUN = (process.env.E2E_DATABASE_SCHEMA ?? Date.now().toString(36)).replace(/^e2e_/, '');
const SITES = [
  {
    domain: `alpha-${RUN}.example`,
    score: 96,
    daysAgo: 2,
    techs: ['react', 'nginx', 'cloudflare', 'google-analytics'],
  },
  {
    domain: `bravo-${RUN}.example`,
    score: 88,
    daysAgo: 3,
    techs: ['wordpress', 'php', 'nginx', 'jquery', 'google-analytics'],
  },
  {
    domain: `charlie-${RUN}.example`,
    score: 74,
    daysAgo: 5,
    techs: ['wordpress', 'php', 'apache-http-server', 'jquery'],
  },
  {
    domain: `delta-${RUN}.example`,
    score: 61,
    daysAgo: 20,
    techs: ['wordpress', 'php', 'nginx', 'jquery', 'google-analytics'],
  },
  { domain: `echo-${RUN}.example`, score: 42, daysAgo: 60, techs: ['react', 'nginx', 'google-analytics'] },
  { domain: `foxtrot-${RUN}.example`, score: 93, daysAgo: 200, techs: ['react', 'nginx', 'cloudflare'] },
] as const;

async function seedWebsites(): Promise<void> {
  const seeded = await sql(`SELECT 1 FROM website WHERE domain = $1`, [SITES[0].domain]);
  if (seeded.length) return;
  for (const site of SITES) {
    const band = site.score >= 90 ? 'success' : site.score >= 50 ? 'warning' : 'error';
    const [row] = await sql(
      `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code, created_at, updated_at)
       VALUES ($1, $2, 'https', $3, $4, 1, 200, now() - make_interval(days => $5), now() - make_interval(days => $5))
       RETURNING id`,
      [site.domain, `https://${site.domain}`, site.score, band, site.daysAgo],
    );
    const id = row.id as string;
    await sql(
      `INSERT INTO website_technology (website_id, technology_id, version, confidence)
       SELECT $1, t.id, CASE WHEN t.slug = 'wordpress' THEN '6.4.2' WHEN t.slug = 'react' THEN '18.2.0' END, 100
         FROM technology t WHERE t.slug = ANY($2::text[])`,
      [id, [...site.techs]],
    );
    // Two analyses: an older, lower score and the latest one, so the history chart has a line.
    await sql(
      `INSERT INTO score_history (website_id, score, model_version, created_at) VALUES
         ($1, $2, 1, now() - make_interval(days => $3 + 30)),
         ($1, $4, 1, now() - make_interval(days => $3))`,
      [id, Math.max(0, site.score - 12), site.daysAgo, site.score],
    );
  }
}

/** Declines optional cookies when the consent dialog asks, so that it does not cover the screenshots. */
async function dismissConsent(page: Page): Promise<void> {
  const decline = page.getByRole('button', { name: 'Decline' });
  if (await decline.isVisible().catch(() => false)) await decline.click();
}

/** Saves a full-page screenshot in light and in dark mode (the colour mode follows the emulated OS setting). */
async function screenshotBothModes(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await dismissConsent(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForTimeout(150);
  await page.screenshot({ path: testInfo.outputPath(`${name}-light.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(150);
  await page.screenshot({ path: testInfo.outputPath(`${name}-dark.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
}

test.beforeAll(async () => {
  await seedWebsites();
});

test('catalogue: categories, search → technology page, category route and 404', async ({
  page,
}, testInfo) => {
  await page.goto('/technologies');
  await expect(page).toHaveTitle('Technologies - StackLens');
  await expect(page.getByRole('heading', { level: 1, name: 'Technologies' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('button', { name: /^All technologies/ })).toBeVisible();
  await expect(categories.getByRole('button', { name: /^CMS \d/ })).toBeVisible();
  // The table pages by 10 and offers 10, 25, 50, 100 and all.
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  await screenshotBothModes(page, testInfo, 'technologies');

  await page.getByLabel('Search technologies').fill('wordpress');
  await expect(page).toHaveURL(/search=wordpress/);
  const link = page.getByRole('table').getByRole('link', { name: 'WordPress', exact: true });
  await expect(link).toBeVisible();
  await link.click();

  await expect(page).toHaveURL('/technologies/wordpress');
  await expect(page).toHaveTitle('WordPress - StackLens');
  await expect(page.getByRole('heading', { level: 1, name: 'WordPress' })).toBeVisible();
  const top = page.getByRole('region', { name: 'Top websites using WordPress' });
  await expect(top.getByRole('link', { name: SITES[1].domain })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Versions seen' })).toContainText('6.4.2');
  await screenshotBothModes(page, testInfo, 'technology');

  // Within a category (the breadcrumb names it); outside its category → "Page Not Found: {path}".
  await page.goto('/technologies/cms/wordpress');
  await expect(page.getByRole('heading', { level: 1, name: 'WordPress' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).or(page.locator('.ant-breadcrumb')),
  ).toContainText('CMS');
  await page.goto('/technologies/cms/react');
  await expect(page.getByRole('heading', { name: 'Page Not Found: /technologies/cms/react' })).toBeVisible();
  await page.goto('/technologies/no-such-technology-here');
  await expect(
    page.getByRole('heading', { name: 'Page Not Found: /technologies/no-such-technology-here' }),
  ).toBeVisible();

  // Category filter from the side navigation.
  await page.goto('/technologies');
  await categories.getByRole('button', { name: /^CMS \d/ }).click();
  await expect(page).toHaveURL(/category=cms/);
  await expect(page.getByRole('heading', { level: 1, name: 'CMS' })).toBeVisible();
  await expect(page).toHaveTitle('CMS technologies - StackLens');
});

test('insights: four routes, num_of_days 7 / 30 / 90 / 365 (default 30), chart and ranking', async ({
  page,
}, testInfo) => {
  const ranking = () => page.getByRole('table');
  await page.goto('/insights/websites/awesome');
  await expect(page).toHaveTitle('Awesome websites - StackLens');
  const days = page.locator('.slc-insight-days');
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
  // Default window: 30 days → the sites analysed 2, 3, 5 and 20 days ago, best first.
  await expect(ranking().getByRole('link', { name: SITES[0].domain })).toBeVisible();
  await expect(ranking().getByRole('link', { name: SITES[3].domain })).toBeVisible();
  await expect(ranking().getByRole('link', { name: SITES[4].domain })).toHaveCount(0);
  await expect(page.locator('.slc-insight-chart .recharts-surface')).toBeVisible();
  await expect(page.locator('.slc-insight-chart .recharts-bar-rectangle').first()).toBeVisible();
  await screenshotBothModes(page, testInfo, 'insights-websites-awesome');

  await days.getByText('7 days').click();
  await expect(page).toHaveURL(/num_of_days=7/);
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(ranking().getByRole('link', { name: SITES[3].domain })).toHaveCount(0);
  await expect(ranking().getByRole('link', { name: SITES[0].domain })).toBeVisible();

  await days.getByText('90 days').click();
  await expect(page).toHaveURL(/num_of_days=90/);
  await expect(ranking().getByRole('link', { name: SITES[4].domain })).toBeVisible();
  await expect(ranking().getByRole('link', { name: SITES[5].domain })).toHaveCount(0);

  await days.getByText('1 year').click();
  await expect(page).toHaveURL(/num_of_days=365/);
  await expect(ranking().getByRole('link', { name: SITES[5].domain })).toBeVisible();

  // Switching insight keeps the window.
  const nav = page.getByRole('navigation', { name: 'Insight pages' });
  await nav.getByRole('link', { name: 'Most used technologies' }).click();
  await expect(page).toHaveURL('/insights/technologies/most-used?num_of_days=365');
  await expect(page).toHaveTitle('Most used technologies - StackLens');
  await expect(ranking().getByRole('link', { name: 'Nginx' })).toBeVisible();
  await screenshotBothModes(page, testInfo, 'insights-technologies-most-used');

  await nav.getByRole('link', { name: 'Awesome technologies' }).click();
  await expect(page).toHaveURL('/insights/technologies/awesome?num_of_days=365');
  await expect(ranking().getByRole('link', { name: 'WordPress' })).toBeVisible();
  await screenshotBothModes(page, testInfo, 'insights-technologies-awesome');

  await nav.getByRole('link', { name: 'Top tech stacks' }).click();
  await expect(page).toHaveURL('/insights/websites/top-tech-stack?num_of_days=365');
  await expect(ranking().getByRole('link', { name: 'WordPress' }).first()).toBeVisible();
  await screenshotBothModes(page, testInfo, 'insights-websites-top-tech-stack');

  // An unsupported window falls back to the default 30 days.
  await page.goto('/insights/websites/awesome?num_of_days=12');
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
  await expect(page.getByRole('table').getByRole('link', { name: SITES[3].domain })).toBeVisible();
});

test('articles: paginated list → article with rich text; unknown slug is a 404', async ({
  page,
}, testInfo) => {
  await page.goto('/content/articles');
  await expect(page).toHaveTitle('Articles - StackLens');
  const cards = page.locator('.slc-article-card');
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByText(/\d+ articles?/)).toBeVisible();
  await screenshotBothModes(page, testInfo, 'articles');

  const first = page.getByRole('heading', { level: 2 }).first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/content\/articles\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} - StackLens`);
  const body = page.locator('.slc-prose');
  await expect(body.locator('p').first()).toBeVisible();
  await expect(body.locator('h2').first()).toBeVisible();
  await screenshotBothModes(page, testInfo, 'article');

  await page.getByRole('link', { name: 'All articles' }).click();
  await expect(page).toHaveURL('/content/articles');

  await page.goto('/content/articles/this-article-does-not-exist');
  await expect(
    page.getByRole('heading', { name: 'Page Not Found: /content/articles/this-article-does-not-exist' }),
  ).toBeVisible();
});

test('contact: validation, failure message with retry hint, then sent and mailed', async ({
  page,
}, testInfo) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact - StackLens');
  // The honeypot is hidden from people and from the accessibility tree.
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  await expect(page.locator('#contact-website')).not.toBeInViewport();
  await screenshotBothModes(page, testInfo, 'contact');

  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('Enter a message.')).toBeVisible();

  const email = newEmail('contact');
  const name = `Ada ${RUN}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form
    .getByLabel('Message')
    .fill('Hello! How is the Awesomeness Score computed for sites behind a CDN?');
  await form.getByRole('checkbox', { name: /product updates/ }).check();

  // The server fails once: the failure message with a retry hint, the form keeps its content.
  await page.route('**/api/v2/contact/submit', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Unavailable',
        status: 503,
        code: 'internal-error',
      }),
    }),
  );
  await form.getByRole('button', { name: 'Send message' }).click();
  const alert = page.getByRole('alert').filter({ hasText: CONTACT_FAILURE_MESSAGE });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(CONTACT_RETRY_HINT);
  await page.screenshot({ path: testInfo.outputPath('contact-failure.png'), fullPage: true });
  await page.unroute('**/api/v2/contact/submit');

  await form.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL('/contact/success');
  await expect(page).toHaveTitle('Message sent - StackLens');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your message is on its way');
  await expect(page.getByText(email)).toBeVisible();
  await screenshotBothModes(page, testInfo, 'contact-success');

  // The operators got it, with the sender and the opt-in.
  const mail = await waitForMail('support@stacklens.local', new RegExp(`Contact form: ${name}`));
  expect(mail.text).toContain(email);
  expect(mail.text).toContain('Receive updates: yes');
  expect(mail.text).toContain('How is the Awesomeness Score computed');
});

test('Remove Domain: a removal request is filed (and found pending the second time)', async ({
  page,
}, testInfo) => {
  const domain = `remove-me-${RUN}.example`;
  await page.goto('/analysis/website/remove');
  await expect(page).toHaveTitle('Remove Domain - StackLens');
  await expect(page.getByRole('heading', { level: 1, name: 'Remove Domain' })).toBeVisible();
  await screenshotBothModes(page, testInfo, 'remove-domain');

  await page.getByRole('button', { name: 'File removal request' }).click();
  await expect(page.getByText('Enter a website address.')).toBeVisible();
  await page.getByLabel('Website address').fill('not a website');
  await page.getByRole('button', { name: 'File removal request' }).click();
  await expect(page.getByText('Enter a website address such as example.com.')).toBeVisible();

  await page.getByLabel('Website address').fill(`HTTPS://www.${domain.toUpperCase()}/some/page`);
  await page.getByLabel('Your email (optional)').fill(newEmail('owner'));
  await page.getByLabel('Reason (optional)').fill('I own this site and would rather not have it listed.');
  await page.getByRole('button', { name: 'File removal request' }).click();
  await expect(page.getByRole('heading', { name: `Removal request filed for ${domain}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('remove-domain-filed.png'), fullPage: true });
  const rows = await sql(`SELECT status, reason FROM removal_request WHERE domain = $1`, [domain]);
  expect(rows).toEqual([
    { status: 'pending', reason: 'I own this site and would rather not have it listed.' },
  ]);

  await page.getByRole('button', { name: 'Remove another domain' }).click();
  await page.getByLabel('Website address').fill(domain);
  await page.getByRole('button', { name: 'File removal request' }).click();
  await expect(
    page.getByRole('heading', { name: `A removal request for ${domain} is already pending` }),
  ).toBeVisible();
});

test('result page: last updated, copy link, score history chart, similar websites', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const site = SITES[1];
  await page.goto(`/analysis/website/${site.domain}`);
  await expect(page.getByRole('heading', { level: 1, name: site.domain })).toBeVisible();
  await expect(page.getByTestId('last-updated')).toContainText(/Last updated \d+ days ago/);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to the clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${process.env.E2E_BASE_URL}/analysis/website/${site.domain}`);

  const history = page.getByRole('region', { name: 'Score history' });
  await expect(
    history.getByRole('img', { name: /^Score history: 2 analyses, from 76 .* to 88 / }),
  ).toBeVisible();
  await expect(history.locator('.recharts-area-curve')).toBeVisible();

  const similar = page.getByRole('region', { name: 'Similar ranked websites' });
  await expect(similar.getByRole('link').first()).toBeVisible();
  await screenshotBothModes(page, testInfo, 'result');
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe: no serious violation on the content routes in ${mode} mode`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.addInitScript((preference) => localStorage.setItem('nuxt-color-mode', preference), mode);
    const routes = [
      '/technologies',
      '/technologies/wordpress',
      '/technologies/cms/wordpress',
      '/insights/websites/awesome',
      '/insights/websites/top-tech-stack?num_of_days=365',
      '/insights/technologies/awesome?num_of_days=365',
      '/insights/technologies/most-used',
      '/content/articles',
      '/content/articles/security-headers-every-site-should-send',
      '/contact',
      '/contact/success',
      '/analysis/website/remove',
      `/analysis/website/${SITES[1].domain}`,
    ];
    const report: string[] = [];
    for (const path of routes) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(new RegExp(mode));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
      await dismissConsent(page);
      await page.waitForTimeout(300);
      const results = await new AxeBuilder({ page }).analyze();
      for (const violation of results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      )) {
        report.push(
          `${path} [${mode}] ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
        );
      }
    }
    expect(report, report.join('\n')).toEqual([]);
  });
}
