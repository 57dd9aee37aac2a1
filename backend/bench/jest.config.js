/**
 * Benchmarks of the backend (`npm run bench:webhooks -w @stacklens/backend`): they start the real API and worker
 * like the integration tests and PRINT figures; they assert nothing and are not part of `npm test`.
 */
module.exports = {
  ...require('../../jest.preset.js'),
  rootDir: '..',
  roots: ['<rootDir>/bench'],
  testRegex: '\\.bench\\.ts$',
  testTimeout: 600000,
  forceExit: true,
};
