import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
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

/**
 * Prints the panel's JavaScript after a build: all chunks gzipped, and what the first page loads (the entry and its
 * static imports; the article editor is a lazy chunk). The figure the README and reports quote.
 */
function bundleSize(): Plugin {
  return {
    name: 'stacklens-admin-bundle-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const gzip = (code: string) => gzipSync(code, { level: 9 }).length;
      const firstLoad = new Set<string>();
      const visit = (fileName: string) => {
        if (firstLoad.has(fileName)) return;
        firstLoad.add(fileName);
        for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
          visit(imported);
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
      let total = 0;
      let first = 0;
      for (const chunk of chunks) {
        const size = gzip(chunk.code);
        total += size;
        if (firstLoad.has(chunk.fileName)) first += size;
      }
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      this.info(`admin JavaScript: ${chunks.length} chunks, ${kb(total)} gzipped (first load ${kb(first)})`);
    },
  };
}

export default defineConfig({
  base: '/admin/',
  plugins: [react(), bundleSize()],
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
