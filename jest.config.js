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
  // Run the test files in a worker process that is replaced once its heap passes this size after a file. Without it,
  // with one worker (CI on 2 cores) Jest runs every file inside its own main process, where each backend integration
  // file leaves ~60-100 MB behind: the 4 GB default heap ran out after ~40 files and no report was written.
  workerIdleMemoryLimit: '1GB',
};
