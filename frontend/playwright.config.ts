import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in Debian Chromium (never a downloaded browser) against the built frontend and the real backend,
 * which `e2e/global-setup.ts` starts on free ports. Run `npm run build` first, then `npm test -w @stacklens/frontend`.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 180_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  // One retry absorbs a rare timing failure of this shared 2-core machine (a browser, the API, the worker and its own
  // Chromium run together); a test that needed it is reported as flaky by Playwright and by infra/scripts/test-summary.js.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    // The cookie choice is made (necessary only) so that the consent banner does not cover the pages under test;
    // e2e/consent.spec.ts starts without it.
    storageState: './e2e/support/consent-decided.json',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium' }],
});
