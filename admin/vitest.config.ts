import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * The panel's own tests (`npm test -w @stacklens/admin`): components and the data provider in happy-dom, the data
 * provider against a local HTTP server speaking the admin API protocol (`test/support/admin-api-server.ts`).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['test/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
    },
  }),
);
