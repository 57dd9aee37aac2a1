import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The operators' panel (react-admin), served under `/admin/` — by the frontend's web server in production
 * (`frontend/server/index.js` serves `admin/dist`) and by `vite` here in development (`npm run dev -w
 * @stacklens/admin`, port ADMIN_PORT, default 5174). `/api` goes to API_URL (full origin) or
 * http://127.0.0.1:${API_PORT:-3000}, the frontend's rule; the session cookie of the main site is sent along when
 * both run on the same host (sign in on the main site first).
 */
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const proxy: Record<string, ProxyOptions> = { '/api': { target: apiTarget, changeOrigin: false } };

const contractsSource = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // The contracts package is CommonJS once built; the panel compiles its TypeScript source instead.
    alias: { '@stacklens/contracts': contractsSource },
    // One copy of Tiptap's core and ProseMirror wrapper for ra-input-rich-text and the table extension (npm
    // nests different patch versions of them); two copies would make two schemas that do not know each other.
    dedupe: ['@tiptap/core', '@tiptap/pm', 'react', 'react-dom'],
  },
  server: { port: Number(process.env.ADMIN_PORT ?? 5174), strictPort: true, proxy },
  preview: { port: Number(process.env.ADMIN_PORT ?? 5174), proxy },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: true,
    // react-admin, MUI and Tiptap make one large vendor chunk; the panel is for operators, not a landing page.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // The contracts' modules only declare schemas and helpers: the panel needs a few enums of them, not every
      // schema (nor tldts, which the URL helpers import) — unused contract modules are left out, as in the frontend.
      treeshake: { moduleSideEffects: [{ test: /libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
