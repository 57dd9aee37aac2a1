/**
 * Root Jest configuration: every TypeScript project's tests in one run (`npx jest` at the root, used by `npm test`).
 * Global options live here because Jest ignores them in project configs when it runs several projects.
 */
module.exports = {
  projects: ['<rootDir>/libs/contracts', '<rootDir>/libs/analyzer', '<rootDir>/backend'],
  // Integration tests wait for real workers, retries with backoff and a real browser.
  testTimeout: 60000,
  // A handle leaked by one test file (a browser, a socket) must never hang CI after the results are written;
  // test files still close what they open (afterAll), this is the safety net.
  forceExit: true,
};
