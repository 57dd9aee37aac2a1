import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Where `/api` goes in `vite` (dev server, port 5173, client-rendered): API_URL (full origin) wins, otherwise
 * http://127.0.0.1:${API_PORT:-3000} — the same rule as the production server (server/index.js).
 */
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
// The API also serves the site's robots.txt and sitemap.xml (absolute URLs from PUBLIC_URL), proxied in production too.
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/robots.txt': { target: apiTarget, changeOrigin: false },
  '/sitemap.xml': { target: apiTarget, changeOrigin: false },
};

const contractsSource = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));


/** The home page's JavaScript must stay below this, gzipped. */
const HOME_PAGE_JS_LIMIT_KB = 250;

/**
 * Reports the JavaScript the home page loads — the entry chunk, the home route's lazy chunk and every chunk they
 * import statically — gzipped, and fails the build when it exceeds the limit (ALLOW_LARGE_HOME_PAGE=1 turns the
 * failure into a warning, for local experiments; see README.md "Bundle size").
 */
function homePageSize(): Plugin {
  return {
    name: 'stacklens-home-page-size',
    // The browser's bundle only (not the server renderer's).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { code: string; imports: string[] }>();
      let entry: string | null = null;
      let home: string | null = null;
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(fileName, { code: output.code, imports: output.imports });
        if (output.isEntry) entry = fileName;
        if (output.facadeModuleId?.replace(/\\/g, '/').endsWith('/pages/index/index-page.tsx')) home = fileName;
      }
      const seen = new Set<string>();
      const visit = (fileName: string | null) => {
        if (!fileName || seen.has(fileName)) return;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      visit(entry);
      visit(home);
      let raw = 0;
      let gzip = 0;
      const sizes: [string, number][] = [];
      for (const fileName of seen) {
        const code = chunks.get(fileName)?.code ?? '';
        raw += Buffer.byteLength(code);
        const size = gzipSync(code, { level: 9 }).length;
        gzip += size;
        sizes.push([fileName, size]);
      }
      // BUNDLE_REPORT=1 lists the home page's chunks, largest first.
      if (process.env.BUNDLE_REPORT) {
        for (const [fileName, size] of sizes.sort((a, b) => b[1] - a[1])) {
          this.info(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${fileName}`);
        }
      }
      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      const line = `home page JavaScript: ${seen.size} chunks, ${kb(raw)} KB, ${kb(gzip)} KB gzipped (limit ${HOME_PAGE_JS_LIMIT_KB} KB)`;
      this.info(line);
      // Over the limit the build fails, unless ALLOW_LARGE_HOME_PAGE=1 (then it is only reported loudly).
      if (gzip / 1024 > HOME_PAGE_JS_LIMIT_KB) {
        if (process.env.ALLOW_LARGE_HOME_PAGE === '1') this.warn(`${line} — OVER THE LIMIT`);
        else this.error(`${line} — over the limit; BUNDLE_REPORT=1 lists the chunks, ALLOW_LARGE_HOME_PAGE=1 only warns`);
      }
    },
  };
}

/**
 * Writes `latest.json` into the browser's build: `{entry, builtAt}`, the entry chunk's path (its name carries the
 * content hash, so it changes exactly when the app does). Open tabs poll it to notice a new deployment
 * (src/app/deployment.ts).
 */
function buildManifest(): Plugin {
  return {
    name: 'stacklens-build-manifest',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
      if (!entry) this.error('no entry chunk');
      this.emitFile({
        type: 'asset',
        fileName: 'latest.json',
        source: `${JSON.stringify({ entry: `/${entry.fileName}`, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}

/**
 * Two builds (`npm run build`): the browser's app into dist/client (with a manifest, from which the server links
 * the matched pages' CSS and chunks), and the server renderer `vite build --ssr src/ssr/entry-server.tsx` into
 * dist/server, which `server/index.js` loads. The server bundle includes its dependencies (antd's ES modules,
 * the contracts' source) so that Node needs nothing from node_modules to run it.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), homePageSize(), buildManifest()],
  resolve: {
    // The contracts package is CommonJS once built; the frontend compiles its TypeScript source instead.
    alias: { '@stacklens/contracts': contractsSource },
  },
  server: { port: Number(process.env.WEB_PORT ?? 5173), strictPort: true, proxy },
  ssr: { noExternal: true },
  // The bundled dependencies (React, antd) pick their production builds, as in the browser's bundle; antd's class
  // names then match the browser's.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: {
        // The contracts' modules only declare schemas and helpers: the home page needs `normalizeWebsiteUrl`,
        // not the zod schemas next to it, so unused contract modules (and zod with them) are left out.
        // @rc-component/form (and its validator) declare no `sideEffects`, so importing anything from it — antd's
        // Input and popups import its FormProvider through antd's form context — kept the whole form library in the
        // home page. Its modules only declare components and helpers.
        moduleSideEffects: [
          { test: /libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
          { test: /node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/, sideEffects: false },
        ],
      },
    },
  },
}));
