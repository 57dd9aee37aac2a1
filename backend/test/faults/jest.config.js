/**
 * The fault-tolerance suite (`npm run test:faults`, also run by `npm test`): each test starts its own API and worker
 * processes from `backend/dist` (build first) and kills, stops or starves them. Kept apart from the e2e specs because
 * it needs the build and runs processes one test at a time.
 */
module.exports = {
  ...require('../../../jest.preset.js'),
  rootDir: '../..',
  roots: ['<rootDir>/test/faults'],
  testRegex: '\\.faults-spec\\.ts$',
  testTimeout: 180000,
  maxWorkers: 1,
  forceExit: true,
};
