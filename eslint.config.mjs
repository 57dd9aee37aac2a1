// One ESLint configuration for the whole workspace (flat config): typescript-eslint recommended rules,
// Prettier owns formatting.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/**
 * Backend module boundaries (docs/architecture.md): which backend module may import which. Every arrow
 * points one way (feature → feature below it → common → config), so the module graph has no cycles; another
 * module is reached only through its public files (`*.module.ts`, `*.service.ts`, `*.error.ts`, `dto/*`), never its
 * entities, repositories, mappers or processors — except entity-to-entity relations (TypeORM) between entity files.
 */
const BACKEND_MODULE_DEPENDENCIES = {
  advisories: ['websites', 'webhooks', 'monitors'],
  admin: ['removals', 'articles', 'technologies', 'users', 'analyses', 'contact', 'feedback'],
  analyses: [
    'users',
    'websites',
    'technologies',
    'webhooks',
    'monitors',
    'billing',
    'lighthouse',
    'advisories',
  ],
  analytics: [],
  billing: ['users'],
  'api-keys': ['users'],
  articles: [],
  auth: ['users', 'api-keys', 'webhooks', 'monitors'],
  contact: ['mail'],
  feedback: ['websites'],
  health: [],
  insights: [],
  lighthouse: ['users'],
  lists: [],
  mail: [],
  mcp: ['analyses', 'websites', 'technologies', 'lighthouse', 'monitors', 'lists'],
  monitors: [],
  privacy: ['users', 'billing', 'contact', 'removals', 'admin', 'monitors', 'webhooks', 'api-keys'],
  removals: ['websites', 'mail'],
  site: [],
  sitemap: ['articles'],
  technologies: [],
  users: ['mail'],
  webhooks: ['users', 'mail'],
  websites: ['technologies', 'lighthouse'],
};
const PUBLIC_MODULE_FILES = ['*.module.ts', '*.service.ts', '*.error.ts', 'dto/*.ts'];
const moduleElement = (name, extra = {}) => ({ type: 'backend-module', captured: { name }, ...extra });
const backendBoundaries = {
  files: ['backend/src/**/*.ts'],
  ignores: ['**/*.spec.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.js'] } },
    'boundaries/elements': [
      { type: 'backend-module', pattern: 'backend/src/modules/*', capture: ['name'] },
      { type: 'backend-common', pattern: 'backend/src/common' },
      { type: 'backend-config', pattern: 'backend/src/config' },
      { type: 'backend-database', pattern: 'backend/src/database' },
      { type: 'backend-cli', pattern: 'backend/src/cli' },
      // Last: whatever else is in backend/src (main.ts, worker.ts, app.module.ts, …) is the composition root.
      { type: 'backend-root', pattern: 'backend/src' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          // The composition roots (main/worker/app modules, database registry and seeds, CLI tools) wire everything.
          {
            from: { element: { types: { anyOf: ['backend-root', 'backend-database', 'backend-cli'] } } },
            allow: { to: { element: { type: 'backend-*' } } },
          },
          {
            from: { element: { type: 'backend-common' } },
            allow: { to: { element: { type: 'backend-config' } } },
          },
          {
            from: { element: { type: 'backend-module' } },
            allow: { to: { element: { types: { anyOf: ['backend-common', 'backend-config'] } } } },
          },
          ...Object.entries(BACKEND_MODULE_DEPENDENCIES).flatMap(([name, targets]) =>
            targets.flatMap((target) => [
              {
                from: { element: moduleElement(name) },
                allow: { to: { element: moduleElement(target, { fileInternalPath: PUBLIC_MODULE_FILES }) } },
              },
              {
                from: { element: moduleElement(name, { fileInternalPath: 'entities/*.ts' }) },
                allow: { to: { element: moduleElement(target, { fileInternalPath: 'entities/*.ts' }) } },
              },
            ]),
          ),
        ],
      },
    ],
  },
};

/**
 * Frontend layers (frontend/README.md): `lib/` (format, routes, constants, cookies, theme, navigation) and `state/`
 * (the stores and the contexts the server render fills) import nothing above them; `api/` the fetch wrapper and
 * `hooks/` the queries sit on them; `components/` may use those; `pages/` anything but the app shell; `app/`
 * (router, layout, providers), `ssr/` (the server renderer) and the browser entry `main.tsx` wire everything.
 */
const FRONTEND_LAYER_DEPENDENCIES = {
  lib: [],
  state: ['lib'],
  api: ['lib'],
  hooks: ['api', 'state', 'lib'],
  components: ['hooks', 'api', 'state', 'lib'],
  pages: ['components', 'hooks', 'api', 'state', 'lib'],
};
const frontendLayer = (layer) => ({ type: 'frontend-layer', captured: { layer } });
const frontendBoundaries = {
  files: ['frontend/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    'boundaries/elements': [
      { type: 'frontend-layer', pattern: 'frontend/src/*', capture: ['layer'] },
      // Last: main.tsx, the browser's entry.
      { type: 'frontend-root', pattern: 'frontend/src' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          {
            from: { element: { type: 'frontend-root' } },
            allow: { to: { element: { type: 'frontend-*' } } },
          },
          {
            from: { element: { type: 'frontend-layer', captured: { layer: '{app,ssr}' } } },
            allow: { to: { element: { type: 'frontend-layer' } } },
          },
          ...Object.entries(FRONTEND_LAYER_DEPENDENCIES).flatMap(([layer, targets]) =>
            [layer, ...targets].map((target) => ({
              from: { element: frontendLayer(layer) },
              allow: { to: { element: frontendLayer(target) } },
            })),
          ),
        ],
      },
    ],
  },
};

/** Configuration is read once, validated, in backend/src/config; the libraries take options, never the environment. */
const environmentBoundary = {
  files: ['backend/src/**/*.ts', 'libs/*/src/**/*.ts'],
  ignores: ['backend/src/config/**', 'libs/analyzer/src/cli.ts', '**/*.spec.ts'],
  rules: {
    'no-restricted-properties': [
      'error',
      {
        object: 'process',
        property: 'env',
        message: 'Read configuration in backend/src/config (or the CLI entry) and pass it in as options.',
      },
    ],
  },
};

/**
 * `common/analyzer.client.ts` is the backend's one entry into the analyzer library: it applies the configured options
 * and re-exports the library's functions and types the backend uses. Tests (backend/test) may import the library.
 */
const analyzerEntryBoundary = {
  files: ['backend/src/**/*.ts'],
  ignores: ['backend/src/common/analyzer.client.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@stacklens/analyzer', '@stacklens/analyzer/*'],
            message: 'Import the analyzer library through backend/src/common/analyzer.client.ts.',
          },
        ],
      },
    ],
  },
};

/** The libraries stay framework-free: no Nest, ORM, queue, database or HTTP-server packages. */
const libraryBoundary = {
  files: ['libs/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@nestjs/*', 'typeorm', 'bullmq', 'pg', 'ioredis', 'express', 'express-session'],
            message:
              'libs/ never imports a framework, a database or a queue: the backend passes what they need.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // recorded third-party deployments: their sources, build outputs and the corpus tools copied from corpus-dev
      'libs/analyzer/corpus/**',
      // cut third-party output kept as test input (a bundle's banner and opening, not a whole program)
      'libs/analyzer/test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  { languageOptions: { globals: { ...globals.node } } },
  {
    files: ['frontend/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  backendBoundaries,
  frontendBoundaries,
  environmentBoundary,
  analyzerEntryBoundary,
  libraryBoundary,
);
