/** Backend tests: unit specs next to the code (src/**\/*.spec.ts) and integration specs in test/ (*.e2e-spec.ts). */
module.exports = {
  ...require('../jest.preset.js'),
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '(\\.spec|\\.e2e-spec)\\.ts$',
  // Per test and per hook. A spec's harness (test/support/harness.ts: migrations on a fresh schema, the 7,600-row
  // catalogue seed, an API and a worker context) takes ~15 s on a quiet 2-core machine and went past 60 s once in a
  // CI run beside two analyses' Chromium (load ~11): the bound must hold on a loaded machine, not only a quiet one.
  testTimeout: 120000,
};
