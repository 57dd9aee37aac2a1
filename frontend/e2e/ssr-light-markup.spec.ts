import { expect, test } from './support/test';
import { sql } from './support/accounts';
import { counts } from './support/advisories';
import { invalidateCache } from './support/cache';
import { lightMarkupDifferences, loadRenderer } from './support/light-markup';

/**
 * The web server renders antd's Cards, Buttons, filled Tags and closed Tooltips and react-router's Links as plain
 * markup (frontend README, "Cold pages"); the browser hydrates with the libraries' own components. The built renderer renders the public pages
 * both ways, under each cookie set (none, dark mode, consent given): the HTML must be the same, or hydration would
 * meet other markup than the server sent. The result page is one with every card: vulnerabilities with their
 * credits, score history, technology history and similar websites.
 */
const RUN = (process.env.E2E_DATABASE_SCHEMA ?? Date.now().toString(36)).replace(/^e2e_/, '');
const SITE = `light-markup-${RUN}.example`;
const OTHER = `light-markup-other-${RUN}.example`;
/** The ends of the score circle's range (`LightProgress`: antd's success status at 100, the empty stroke at 0). */
const FULL = `light-markup-full-${RUN}.example`;
const ZERO = `light-markup-zero-${RUN}.example`;

async function seed(): Promise<void> {
  if ((await sql(`SELECT 1 FROM website WHERE domain = $1`, [SITE])).length) return;
  const advisoryData = {
    generatedAt: '2026-11-20',
    sources: [
      {
        id: 'retire',
        name: 'Retire.js',
        licence: 'Apache-2.0',
        url: 'https://github.com/RetireJS/retire.js',
        dataAsOf: '2026-08-22',
      },
    ],
  };
  const jquery = {
    advisories: [
      {
        id: 'GHSA-gxr4-xjj5-5px2',
        aliases: ['CVE-2020-11022'],
        severity: 'medium',
        cvss: 6.9,
        summary: 'Potential XSS vulnerability in jQuery',
        fixedIn: '3.5.0',
        published: '2020-04-29',
        url: 'https://github.com/advisories/GHSA-gxr4-xjj5-5px2',
        source: 'retire',
      },
    ],
    counts: counts({ medium: 1 }),
    mayBePatchedByDistribution: false,
    sources: ['retire'],
  };
  for (const [domain, score] of [
    [SITE, 74],
    [OTHER, 80],
    [FULL, 100],
    [ZERO, 0],
  ] as const) {
    const [row] = await sql(
      `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code, advisory_data, created_at, updated_at)
       VALUES ($1, $2, 'https', $3, 'warning', 1, 200, $4, now() - interval '1 day', now() - interval '1 day')
       RETURNING id`,
      [domain, `https://${domain}`, score, JSON.stringify(advisoryData)],
    );
    await sql(
      `INSERT INTO website_technology (website_id, technology_id, version, confidence, vulnerabilities)
       SELECT $1, t.id, CASE WHEN t.name = 'jQuery' THEN '3.4.1' ELSE '1.2.3' END, 100,
              CASE WHEN t.name = 'jQuery' THEN $2::jsonb END
       FROM technology t WHERE t.name IN ('jQuery', 'Bootstrap', 'Nginx', 'PHP', 'WordPress')`,
      [row.id, JSON.stringify(jquery)],
    );
    await sql(
      `INSERT INTO score_history (website_id, score, model_version, created_at)
       SELECT $1, 60 + (g % 20), 1, now() - g * interval '1 week' FROM generate_series(0, 11) g`,
      [row.id],
    );
  }
  await invalidateCache([SITE, OTHER, FULL, ZERO].map((domain) => `website:${domain}`).concat('websites'));
}

test('the server’s plain markup is the HTML of antd’s and react-router’s own components, page by page', async () => {
  await seed();
  const [{ slug }] = await sql(`SELECT slug FROM technology WHERE name = 'jQuery'`);
  const render = await loadRenderer(process.env.E2E_API_URL!);
  const result = (await render(`/analysis/website/${SITE}`, false)).toString('utf8');
  // the result page under test has the cards whose markup is written by hand on the server
  expect(result).toContain('GHSA-gxr4-xjj5-5px2');
  expect(result).toContain('data to');
  // and the similar websites' hoverable cards
  expect(result).toContain('class="ant-card ant-card-bordered ant-card-hoverable sl-similar__card');
  // and the header's protocol tag and "last updated" tooltip
  expect(result).toContain('class="ant-tag ant-tag-filled sl-protocol-tag is-https');
  expect(result).toContain('data-testid="last-updated"');
  const differences = await lightMarkupDifferences(render, [
    `/analysis/website/${SITE}`,
    `/analysis/website/${FULL}`,
    `/analysis/website/${ZERO}`,
    '/',
    '/technologies',
    `/technologies/${slug as string}`,
    '/pricing',
    '/insights/websites/awesome',
  ]);
  expect(differences).toEqual([]);
});
