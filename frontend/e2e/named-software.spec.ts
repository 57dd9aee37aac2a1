import { expect, test } from './support/test';
import { sql } from './support/accounts';
import { invalidateCache } from './support/cache';

/**
 * Software a website names about itself that the fingerprint set does not know (issue 25), against the real stack:
 * a stored result with `website.named_software` (as the worker stores the analyzer's `namedSoftware`) shows it below
 * the technologies, each with its version and where the site says so, as the site's own words (escaped, never
 * markup), and a result without it shows no such section.
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

const RUN = (process.env.E2E_DATABASE_SCHEMA ?? Date.now().toString(36)).replace(/^e2e_/, '');
const NAMED_SITE = `named-${RUN}.example`;
const PLAIN_SITE = `unnamed-${RUN}.example`;

const NAMED = [
  {
    name: 'Quuxserve',
    version: '4.2.1',
    evidence: [{ family: 'headers', key: 'server', value: 'Python/3.11 Quuxserve/4.2.1' }],
  },
  {
    name: 'Zorbatron',
    version: null,
    evidence: [{ family: 'meta', key: 'generator', value: 'Zorbatron <img src=x onerror=alert(1)>' }],
  },
];

async function seed(domain: string, named: unknown[] | null): Promise<void> {
  if ((await sql(`SELECT 1 FROM website WHERE domain = $1`, [domain])).length) return;
  const [row] = await sql(
    `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code, named_software, created_at, updated_at)
     VALUES ($1, $2, 'https', 55, 'warning', 1, 200, $3, now(), now()) RETURNING id`,
    [domain, `https://${domain}`, named === null ? null : JSON.stringify(named)],
  );
  await sql(
    `INSERT INTO website_technology (website_id, technology_id, version, confidence)
     SELECT $1, t.id, '3.11', 100 FROM technology t WHERE t.name = 'Python'`,
    [row.id],
  );
  await sql(
    `INSERT INTO score_history (website_id, score, model_version, created_at) VALUES ($1, 55, 1, now())`,
    [row.id],
  );
  await invalidateCache([`website:${domain}`, 'websites']);
}

test.beforeAll(async () => {
  await seed(NAMED_SITE, NAMED);
  await seed(PLAIN_SITE, null);
});

test('the API and the server-rendered result page show what the site names about itself, escaped', async ({
  request,
}) => {
  const api = await request.get(`/api/v1/websites/${NAMED_SITE}`);
  expect(api.status()).toBe(200);
  expect((await api.json()).namedSoftware).toEqual(NAMED);

  const html = (await (await request.get(`/analysis/website/${NAMED_SITE}`)).text()).replace(/<!-- -->/g, '');
  expect(html).toContain('Named by the site itself');
  expect(html).toContain('Quuxserve');
  expect(html).toContain('in the server response header: <code>Python/3.11 Quuxserve/4.2.1</code>');
  // the site's words are text, never markup
  expect(html).toContain('Zorbatron &lt;img src=x onerror=alert(1)&gt;');
  expect(html).not.toContain('<img src=x onerror');
});

test('result page: the section below the technologies; none for a result that names nothing', async ({
  page,
}, testInfo) => {
  await page.goto(`/analysis/website/${NAMED_SITE}`);
  const technologies = page.getByRole('region', { name: 'Technologies' });
  const named = technologies.getByRole('region', { name: /Named by the site itself/ });
  await expect(named).toBeVisible();
  await expect(named.getByTestId('named-software-item')).toHaveCount(2);
  await expect(named.getByTestId('named-software-item').first()).toContainText('Quuxserve4.2.1');
  await expect(named.getByTestId('named-software-item').nth(1)).toContainText('in the generator meta tag');
  // the named software is not a technology of the page
  await expect(technologies.getByTestId('technology')).toHaveCount(1);
  await technologies.screenshot({ path: testInfo.outputPath('named-software.png') });

  await page.goto(`/analysis/website/${PLAIN_SITE}`);
  await expect(page.getByRole('region', { name: 'Technologies' }).getByTestId('technology')).toHaveCount(1);
  await expect(page.getByTestId('named-software')).toHaveCount(0);
});
