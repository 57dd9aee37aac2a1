/**
 * Shared Jest preset for the TypeScript workspaces (libs, backend): @swc/jest transpiles TypeScript with
 * decorator metadata (needed by NestJS), and the @stacklens/* aliases resolve to the libraries' sources so that
 * tests never depend on a stale build.
 */
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@stacklens/analyzer$': path.join(__dirname, 'libs/analyzer/src/index.ts'),
    '^@stacklens/contracts$': path.join(__dirname, 'libs/contracts/src/index.ts'),
    '^@stacklens/contracts/score-band$': path.join(__dirname, 'libs/contracts/src/score-band.ts'),
    '^@stacklens/cache$': path.join(__dirname, 'libs/cache/src/index.ts'),
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
};
