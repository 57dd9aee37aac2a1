import AxeBuilder from '@axe-core/playwright';
import { expect, test, type ConsoleMessage, type Page } from './support/test';
import { sql } from './support/accounts';
import { counts } from './support/advisories';
import { invalidateCache } from './support/cache';

/**
 * Known vulnerabilities where they matter (issue 20 §3), against the real stack: a stored result with
 * vulnerabilities (as the worker stores them: `website_technology.vulnerabilities`, `website.advisory_data`) shows a
 * badge per affected technology, a quiet check for a clean one and nothing for one without a checked version; the
 * panel lists the advisories with severity, CVSS, fixed-in version, source link, date and the credited sources; the
 * page is complete in the server's HTML (nothing moves once the browser runs it); the technology page shows which
 * versions are affected, from the API's advisory snapshot.
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

const RUN = (process.env.E2E_DATABASE_SCHEMA ?? Date.now().toString(36)).replace(/^e2e_/, '');
const SITE = `vulns-${RUN}.example`;
const PAGE = `/analysis/website/${SITE}`;

const JQUERY = {
  advisories: [
    {
      id: 'GHSA-gxr4-xjj5-5px2',
      aliases: ['CVE-2020-11022'],
      severity: 'high',
      cvss: 7.5,
      summary: 'Regex in its jQuery.htmlPrefilter sometimes may introduce XSS',
      fixedIn: '3.5.0',
      published: '2020-04-29',
      url: 'https://github.com/advisories/GHSA-gxr4-xjj5-5px2',
      source: 'retire',
    },
    {
      id: 'GHSA-6c3j-c64m-qhgq',
      aliases: ['CVE-2019-11358'],
      severity: 'medium',
      cvss: null,
      summary: 'Prototype pollution in object.extend',
      fixedIn: '3.4.0',
      published: null,
      url: 'https://github.com/advisories/GHSA-6c3j-c64m-qhgq',
      source: 'retire',
    },
  ],
  counts: counts({ high: 1, medium: 1 }),
  mayBePatchedByDistribution: false,
  sources: ['retire'],
};

const APACHE = {
  advisories: [
    {
      id: 'CVE-2021-41773',
      aliases: [],
      severity: 'critical',
      cvss: 9.8,
      summary: 'Path traversal and file disclosure',
      fixedIn: '2.4.50',
      published: '2021-10-05',
      url: 'https://httpd.apache.org/security/json/CVE-2021-41773.json',
      source: 'httpd',
    },
  ],
  counts: counts({ critical: 1 }),
  mayBePatchedByDistribution: true,
  sources: ['httpd'],
};

const CLEAN = { advisories: [], counts: counts({}), mayBePatchedByDistribution: false, sources: ['retire'] };

const ADVISORY_DATA = {
  generatedAt: '2026-11-20',
  sources: [
    { id: 'retire', name: 'retire.js', licence: 'Apache-2.0', url: 'https://github.com/RetireJS/retire.js' },
    {
      id: 'httpd',
      name: 'Apache HTTP Server security advisories',
      licence: 'Apache-2.0',
      url: 'https://httpd.apache.org/security/vulnerabilities_24.html',
      // the source's data is older than the snapshot: the credit says so
      dataAsOf: '2026-05-01',
    },
  ],
};

/** Slugs of the seeded technologies by name. */
const slugs: Record<string, string> = {};

async function seed(): Promise<void> {
  if ((await sql(`SELECT 1 FROM website WHERE domain = $1`, [SITE])).length) return;
  const [row] = await sql(
    `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code, advisory_data, created_at, updated_at)
     VALUES ($1, $2, 'https', 62, 'warning', 1, 200, $3, now() - interval '1 day', now() - interval '1 day')
     RETURNING id`,
    [SITE, `https://${SITE}`, JSON.stringify(ADVISORY_DATA)],
  );
  const techs: [string, string | null, unknown][] = [
    ['jQuery', '1.12.4', JQUERY],
    ['Apache HTTP Server', '2.4.49', APACHE],
    ['Bootstrap', '5.3.3', CLEAN],
    ['Debian', null, null],
  ];
  for (const [name, version, vulnerabilities] of techs) {
    const [inserted] = await sql(
      `INSERT INTO website_technology (website_id, technology_id, version, confidence, vulnerabilities)
       SELECT $1, t.id, $3, 100, $4 FROM technology t WHERE t.name = $2 RETURNING technology_id`,
      [row.id, name, version, vulnerabilities === null ? null : JSON.stringify(vulnerabilities)],
    );
    expect(inserted, name).toBeTruthy();
  }
  await sql(
    `INSERT INTO score_history (website_id, score, model_version, created_at) VALUES ($1, 62, 1, now())`,
    [row.id],
  );
  await invalidateCache([`website:${SITE}`, 'websites']);
}

test.beforeAll(async () => {
  await seed();
  for (const row of await sql(
    `SELECT name, slug FROM technology WHERE name IN ('jQuery', 'Apache HTTP Server', 'Bootstrap', 'Debian')`,
  ))
    slugs[row.name as string] = row.slug as string;
});

/** React's hydration complaints and CSP refusals on the page. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const hydration =
    /hydrat|Minified React error #(418|419|421|422|423|425)|didn't match|Content Security Policy/i;
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && hydration.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (hydration.test(error.message)) problems.push(error.message);
  });
  return problems;
}

test('the server renders the badges, the panel and the credits', async ({ request }) => {
  const response = await request.get(PAGE);
  expect(response.status()).toBe(200);
  // React's text separators (<!-- -->) and entities undone.
  const html = (await response.text())
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
  expect(html).toContain('2 known vulnerabilities, 1 high');
  expect(html).toContain('1 known vulnerability, 1 critical');
  expect(html).toContain('may be patched by the distribution');
  expect(html).toContain('No known vulnerabilities');
  expect(html).toContain('Known vulnerabilities</h2>');
  expect(html).toContain('href="https://github.com/advisories/GHSA-gxr4-xjj5-5px2"');
  expect(html).toMatch(/Advisory data of <time dateTime="2026-11-20">Nov 20, 2026<\/time>/i);
  expect(html).toContain('retire.js</a> (Apache-2.0)');
  // One badge per affected technology, none for Debian (no version checked) nor for the clean Bootstrap.
  expect(html.match(/data-testid="vulnerability-badge"/g)).toHaveLength(2);
});

test('result page: badges, the panel with every advisory field, and nothing moves after load', async ({
  page,
}, testInfo) => {
  const problems = watchHydration(page);
  await page.addInitScript(() => {
    const flags = window as unknown as { slShift?: number };
    flags.slShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) flags.slShift = (flags.slShift ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');

  const row = (name: string) => page.locator(`[data-testid="technology"][data-slug="${slugs[name]}"]`);
  const jqueryBadge = row('jQuery').getByTestId('vulnerability-badge');
  await expect(jqueryBadge).toHaveText('2 known vulnerabilities, 1 high');
  await expect(jqueryBadge).toHaveAttribute('data-severity', 'high');
  await expect(jqueryBadge).toHaveAttribute('href', `#vulnerabilities-${slugs.jQuery}`);
  const apacheBadge = row('Apache HTTP Server').getByTestId('vulnerability-badge');
  await expect(apacheBadge).toHaveText('1 known vulnerability, 1 critical');
  await expect(row('Apache HTTP Server').getByTestId('may-be-patched')).toBeVisible();
  await expect(row('jQuery').getByTestId('may-be-patched')).toHaveCount(0);
  await expect(row('Bootstrap').getByTestId('vulnerability-badge')).toHaveCount(0);
  await expect(row('Bootstrap').getByTestId('no-known-vulnerabilities')).toHaveText(
    /No known vulnerabilities/,
  );
  await expect(row('Debian').getByTestId('vulnerability-badge')).toHaveCount(0);
  await expect(row('Debian').getByTestId('no-known-vulnerabilities')).toHaveCount(0);

  const panel = page.getByRole('region', { name: 'Known vulnerabilities' });
  await expect(panel.getByTestId('vulnerabilities-summary')).toHaveText(
    '3 published advisories for 2 of 3 detected versions checked',
  );
  // Most severe first, and its list open from the start.
  const entries = panel.getByTestId('vulnerable-technology');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toHaveAttribute('data-slug', slugs['Apache HTTP Server']);
  await expect(entries.first()).toHaveJSProperty('open', true);
  const jqueryEntry = panel.locator(`#vulnerabilities-${slugs.jQuery}`);
  await expect(jqueryEntry).toHaveJSProperty('open', false);
  await expect(panel.getByTestId('clean-versions')).toHaveText(/Bootstrap\s*5\.3\.3/);

  // The badge opens the technology's advisories in the panel.
  await jqueryBadge.click();
  await expect(page).toHaveURL(new RegExp(`#vulnerabilities-${slugs.jQuery}$`));
  await expect(jqueryEntry).toHaveJSProperty('open', true);
  const xss = jqueryEntry.locator('[data-testid="advisory"][data-id="GHSA-gxr4-xjj5-5px2"]');
  await expect(xss).toBeVisible();
  await expect(xss.locator('[data-severity="high"]')).toHaveText('High · CVSS 7.5');
  await expect(xss.getByRole('link', { name: /GHSA-gxr4-xjj5-5px2/ })).toHaveAttribute(
    'href',
    'https://github.com/advisories/GHSA-gxr4-xjj5-5px2',
  );
  await expect(xss).toContainText('CVE-2020-11022');
  await expect(xss).toContainText('Regex in its jQuery.htmlPrefilter sometimes may introduce XSS');
  await expect(xss).toContainText(/Fixed in:?\s*3\.5\.0/);
  await expect(xss).toContainText(/Published:?\s*Apr 29, 2020/);
  await expect(xss).toContainText(/Source:?\s*retire\.js/);
  const unrated = jqueryEntry.locator('[data-testid="advisory"][data-id="GHSA-6c3j-c64m-qhgq"]');
  await expect(unrated.locator('[data-severity="medium"]')).toHaveText('Medium');
  await expect(panel.getByTestId('advisory-credits')).toHaveText(
    'Advisory data of Nov 20, 2026 from retire.js (Apache-2.0) and Apache HTTP Server security advisories (Apache-2.0, data to May 1, 2026).',
  );
  await page.screenshot({ path: testInfo.outputPath('vulnerabilities.png'), fullPage: true });

  // Accessible: no serious or critical axe finding in the technology list and the panel, light mode.
  const results = await new AxeBuilder({ page })
    .include('.sl-techs-card')
    .include('.sl-vulns-card')
    .analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Server-rendered as shown: no hydration mismatch, no layout shift before the click.
  expect(problems).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { slShift: number }).slShift)).toBeLessThan(0.01);
});

test('technology page: which versions are affected, with the advisories and their ranges', async ({
  page,
}) => {
  // A second site with an old jQuery: the seen versions come from public results.
  await page.goto(`/technologies/${slugs.jQuery}`);
  const section = page.getByTestId('technology-advisories');
  await expect(
    section.getByRole('heading', { level: 2, name: 'Known vulnerabilities of jQuery' }),
  ).toBeVisible();
  const seen = section.locator('[data-testid="seen-version"][data-version="1.12.4"]');
  await expect(seen).toContainText(/\d+ known vulnerabilit(y|ies) \(/);
  const table = section.locator('.slc-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table).toContainText(/< \d+\.\d+/);
  // the bundled snapshot's retire.js data is older than the snapshot: the credit gives its day
  await expect(section.getByTestId('advisory-credits')).toContainText(
    /Retire\.js \(Apache-2\.0, data to [A-Z][a-z]{2} \d{1,2}, \d{4}\)/,
  );
  const total = Number(
    /(\d+) advisories/.exec((await section.locator('.ant-pagination-total-text').textContent()) ?? '')?.[1],
  );
  expect(total).toBeGreaterThan(5);

  // Narrowed to one version: fewer advisories, each affecting it.
  await section.getByLabel('Show only the advisories affecting a version').fill('1.12.4');
  await section.getByLabel('Show only the advisories affecting a version').press('Enter');
  await expect
    .poll(async () =>
      Number(
        /(\d+) advis/.exec((await section.locator('.ant-pagination-total-text').textContent()) ?? '')?.[1],
      ),
    )
    .toBeLessThan(total);
  await section.getByLabel('Show only the advisories affecting a version').fill('99.0.0');
  await section.getByLabel('Show only the advisories affecting a version').press('Enter');
  await expect(section.getByText('No known vulnerability affects jQuery 99.0.0')).toBeVisible();

  // A technology no source covers says so.
  await page.goto(`/technologies/${slugs.Debian}`);
  await expect(page.getByTestId('technology-advisories')).toContainText(
    'No advisory source StackLens uses covers Debian',
  );
});
