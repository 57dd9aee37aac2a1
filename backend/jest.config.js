/** Backend tests: unit specs next to the code (src/**\/*.spec.ts) and integration specs in test/ (*.e2e-spec.ts). */
module.exports = {
  ...require('../jest.preset.js'),
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '(\\.spec|\\.e2e-spec)\\.ts$',
  testTimeout: 60000,
};
