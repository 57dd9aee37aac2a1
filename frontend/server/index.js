// @ts-check
/**
 * The StackLens web server (production): the built app of `npm run build` — static files from dist/client, every
 * other GET rendered on the server by dist/server/entry-server.js — with `/api`, `/robots.txt` and `/sitemap.xml`
 * proxied to the API, and the operators' panel (the built `admin/dist`, a single-page app) under `/admin`.
 *
 * Environment:
 *   WEB_PORT   port to listen on (default 5173)
 *   WEB_HOST   address to listen on (default 127.0.0.1; 0.0.0.0 in a container)
 *   API_URL    the API's origin (default http://127.0.0.1:${API_PORT:-3000})
 *   PUBLIC_URL the site's origin as visitors see it, for canonical links (default: the request's own origin)
 *   TRUST_PROXY Express "trust proxy" setting when a proxy runs in front (e.g. 1); off by default
 *   ADMIN_DIST  the admin panel's built files (default ../admin/dist)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist', 'client');
/** The admin panel's build (`admin/`, Vite `base: '/admin/'`); absent until `npm run build` built it. */
const adminDir = process.env.ADMIN_DIST ?? path.join(root, '..', 'admin', 'dist');
const port = Number(process.env.WEB_PORT ?? 5173);
const host = process.env.WEB_HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const publicUrl = process.env.PUBLIC_URL?.replace(/\/+$/, '');

/** @type {import('../src/entry-server').RenderOptions['template']} */
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
/** @type {import('../src/entry-server').Manifest} */
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
/** @type {typeof import('../src/entry-server')} */
const renderer = await import(pathToFileURL(path.join(root, 'dist', 'server', 'entry-server.js')).href);
renderer.setApiOrigin(apiUrl);

const app = express();
app.disable('x-powered-by');
if (process.env.TRUST_PROXY) app.set('trust proxy', process.env.TRUST_PROXY);

// The headers the deployment's nginx used to add.
app.use((_req, res, next) => {
  res.set({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  });
  next();
});

// The API, and the robots.txt and sitemap.xml it generates (absolute URLs from its PUBLIC_URL). Proxied before
// compression: the API compresses (or streams) its own answers.
app.use(
  createProxyMiddleware({
    target: apiUrl,
    pathFilter: ['/api', '/robots.txt', '/sitemap.xml'],
    xfwd: true,
    proxyTimeout: 60_000,
  }),
);

app.use(compression());

// Built files. Names under /assets/ carry a content hash: cached for a year. index.html is the renderer's template,
// never served as such (`index: false`); dot-directories (.vite/manifest.json) are not served.
app.use(
  express.static(clientDir, {
    index: false,
    setHeaders(res, file) {
      const hashed = file.startsWith(path.join(clientDir, 'assets') + path.sep);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
    },
  }),
);

// The operators' panel: its files (hashed names under /admin/assets/ cached for a year), and index.html for every
// other path under /admin (the panel routes in the browser: /admin/articles/…). The panel itself lets only operators
// in; its data comes from /api/v2/admin, which checks the role on every request.
const adminIndexFile = path.join(adminDir, 'index.html');
if (existsSync(adminIndexFile)) {
  const adminIndex = readFileSync(adminIndexFile, 'utf8');
  app.use(
    '/admin',
    express.static(adminDir, {
      index: false,
      redirect: false,
      setHeaders(res, file) {
        const hashed = file.startsWith(path.join(adminDir, 'assets') + path.sep);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
      },
    }),
  );
  app.use('/admin', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing file under /admin/assets/ is a 404, not the app (a stale page asking for an old chunk).
    if (req.path.startsWith('/assets/')) return res.status(404).type('text').send('Not found');
    res.set({ 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex, nofollow' });
    res.type('html').send(adminIndex);
  });
} else {
  console.warn(`[web] ${adminDir} is missing: run \`npm run build\` to serve the admin panel under /admin`);
}

// Every other GET or HEAD: the server-rendered page.
app.use(async (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const origin = publicUrl ?? `${req.protocol}://${req.get('host')}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const request = new Request(new URL(req.originalUrl, `${req.protocol}://${req.get('host')}`), { headers });
  res.set('Cache-Control', 'no-cache');
  try {
    const result = await renderer.render(request, { template, manifest, origin });
    if ('redirect' in result) return res.redirect(result.status, result.redirect);
    res.status(result.status).type('html').send(result.html);
  } catch (error) {
    // The app could not be rendered here: send the bare shell, the browser renders the page itself.
    console.error(`[web] server rendering of ${req.originalUrl} failed:`, error);
    res.status(500).type('html').send(template);
  }
});

app.listen(port, host, () => {
  console.log(`[web] StackLens on http://${host}:${port} (API ${apiUrl})`);
});
