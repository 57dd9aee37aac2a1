import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, ConsoleMessage, Locator, Page, TestInfo } from '@playwright/test';

/**
 * Playwright's `test` whose `page` waits, after every `goto` and `reload`, until the app is interactive: pages come
 * server-rendered, so their buttons are visible before React has hydrated them and a click in that moment is lost.
 * The app marks `<html data-app-ready="true">` once hydrated (src/main.tsx); documents without the app's `#root`
 * (robots.txt, an API answer) are not waited for.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const appReady = () =>
      page.waitForFunction(
        () => !document.getElementById('root') || document.documentElement.dataset.appReady === 'true',
      );
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appReady();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appReady();
      return response;
    };
    await use(page);
  },
});
