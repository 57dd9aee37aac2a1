import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { PASSWORD, signUpViaApi } from './support/accounts';

/**
 * A signed-in user runs and reads a Lighthouse report from the result page, against the real API, the worker (real
 * Lighthouse in Debian Chromium behind the address guard) and a fixture site: analyse → result page → "Run a
 * Lighthouse report" → the report page polls the run → gauges, metrics, date, Lighthouse's report in a sandboxed
 * frame → the result page shows the four scores. One real Lighthouse run (≈ 10–30 s).
 */
const fixturePort = Number(process.env.E2E_FIXTURE_PORT);
const site = `http://secure.test:${fixturePort}/`;

test.use({ baseURL: process.env.E2E_BASE_URL });

test('result page → run a Lighthouse report → gauges, metrics and the full report; the result shows the scores', async ({
  page,
}) => {
  expect(PASSWORD).toBeTruthy();
  await signUpViaApi(page);
  const csrf = ((await (await page.request.get('/api/v2/auth/csrf')).json()) as { token: string }).token;
  const started = await page.request.post('/api/v2/websites/analyze', {
    data: { url: site },
    headers: { 'x-csrf-token': csrf },
  });
  expect(started.status()).toBe(200);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/v2/websites/analyze/status/${id}`)).json()) as {
            running: boolean;
          }
        ).running,
      {
        timeout: 90_000,
      },
    )
    .toBe(false);

  await page.goto(`/analysis/website/secure.test?protocol=http&port=${fixturePort}`);
  // Score model v3: secure.test shows no versioned technology, so Modernity is not measured and says so.
  const scoreCard = page.getByRole('region', { name: 'Awesomeness Score' });
  await expect(scoreCard.getByText('Score model v3')).toBeVisible();
  await expect(scoreCard.getByText('Not measured', { exact: true })).toBeVisible();
  await scoreCard.getByRole('button', { name: /^Modernity Not measured/ }).click();
  await expect(scoreCard.getByText('No versioned technology detected')).toBeVisible();
  await expect(scoreCard.getByText(/its 30 points are shared by the measured parts/)).toBeVisible();
  const card = page.getByRole('region', { name: 'Lighthouse' });
  await expect(card.getByText('No Lighthouse report yet.')).toBeVisible();
  await card.getByRole('link', { name: 'Run a Lighthouse report' }).click();
  await expect(page).toHaveURL(/\/analysis\/website\/reports\/lighthouse\?url=/);
  await expect(page.getByRole('heading', { level: 1, name: 'secure.test' })).toBeVisible();
  await expect(page.getByText('No Lighthouse report of this website yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Run a Lighthouse report' }).click();
  await expect(page.getByText('Lighthouse is auditing the page')).toBeVisible();
  const scores = page.getByRole('region', { name: 'Lighthouse scores' });
  await expect(scores).toBeVisible({ timeout: 150_000 });
  await expect(page.getByText('Lighthouse is auditing the page')).toBeHidden();
  for (const label of ['Performance', 'Accessibility', 'Best practices', 'SEO']) {
    await expect(scores.getByLabel(new RegExp(`^${label}: (\\d+ of 100|not scored)$`))).toBeVisible();
  }
  await expect(scores.getByText('Largest Contentful Paint')).toBeVisible();
  await expect(scores.getByText('Cumulative Layout Shift')).toBeVisible();
  await expect(page.getByText(/^Report of .+ UTC$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run again' })).toBeVisible();

  const frame = page.locator('iframe.sl-lh-frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups');
  // Lighthouse's own report renderer draws inside the frame (scripts allowed, opaque origin).
  await expect(page.frameLocator('iframe.sl-lh-frame').locator('.lh-category').first()).toBeVisible({
    timeout: 30_000,
  });

  // The page itself (Lighthouse's own report excluded) has no serious or critical accessibility violation.
  const axe = await new AxeBuilder({ page }).exclude('iframe.sl-lh-frame').analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`,
      ),
  ).toEqual([]);

  await page.getByRole('link', { name: 'Back to the result' }).click();
  const resultCard = page.getByRole('region', { name: 'Lighthouse' });
  await expect(resultCard.getByLabel(/^Performance: (\d+ of 100|not scored)$/)).toBeVisible();
  await expect(resultCard.getByRole('link', { name: 'Open the Lighthouse report' })).toBeVisible();
});
