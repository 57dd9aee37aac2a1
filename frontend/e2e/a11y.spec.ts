import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';

/**
 * Every route of the shell's pages in light and dark mode: axe finds no serious or critical violation, and a
 * full-page screenshot of each is saved under test-results (artifacts).
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

const routes = [
  '/',
  '/faq',
  '/why',
  '/about',
  '/terms',
  '/privacy',
  '/imprint',
  '/pricing',
  '/products/website-analyzer',
  '/products/website-analyzer/docs',
  '/analysis/website/reports/lighthouse',
  '/user/subscription',
  '/user/payment-methods',
  '/user/invoice',
  '/user/api-keys',
  '/user/webhook-endpoints',
  '/no/such/page',
];

for (const mode of ['light', 'dark'] as const) {
  test(`axe and screenshots of every shell route in ${mode} mode`, async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    await page.addInitScript((preference) => localStorage.setItem('nuxt-color-mode', preference), mode);
    const report: string[] = [];
    for (const path of routes) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(new RegExp(mode));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path.endsWith('/docs')) {
        await expect(page.locator('.sl-docs .scalar-api-reference')).toBeVisible();
        // The embedded reference's own title is in the page but out of the outline: exactly one level-1 heading.
        await expect(page.locator('.sl-docs h1[role="presentation"]').first()).toBeAttached();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      }
      if (path.startsWith('/user/')) {
        // A signed-out visitor of an account page gets the sign-in dialog once the session check answers: wait
        // for it, close it, and let its closing fade end (a half-transparent button fails the contrast check).
        await expect(page.getByRole('dialog')).toBeVisible();
        // The modal handles Escape only once it has moved the focus inside itself (after its opening motion): a key
        // pressed earlier goes to the page and is lost.
        await expect
          .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.ant-modal-wrap'))))
          .toBe(true);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      await expect(page.locator('.ant-modal-wrap:visible, .ant-modal-mask:visible')).toHaveCount(0);
      // The embedded third-party API reference (Scalar) and its overlays are not checked here.
      const results = await new AxeBuilder({ page })
        .exclude('.sl-docs')
        .exclude('.scalar-app')
        .exclude('#scalar-tooltip')
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      for (const violation of serious) {
        report.push(
          `${path} [${mode}] ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
        );
      }
      const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '_');
      await page.screenshot({ path: testInfo.outputPath(`${name}-${mode}.png`), fullPage: true });
    }
    expect(report, report.join('\n')).toEqual([]);
  });
}
