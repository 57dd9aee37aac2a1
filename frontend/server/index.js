// @ts-check
/**
 * The StackLens web server (production): the built app of `npm run build` — static files from dist/client, every
 * other GET rendered on the server by dist/server/entry-server.js — with `/api`, `/robots.txt` and `/sitemap.xml`
 * proxied to the API.
 *
 * The rendered pages of anonymous visitors (no session cookie, no Authorization header) are cached — in the process
 * and in Redis, shared by every web server (`page-cache.js`) — by URL and render variant (colour mode, consent),
 * answered with an ETag (304 to a matching If-None-Match) and a Cache-Control that lets a CDN keep them
 * (`s-maxage`, `stale-while-revalidate`, `Vary: Cookie`). The backend invalidates a result page when an analysis of
 * its domain finishes or its removal is approved (pub/sub). Signed-in views are rendered for each request, `private`.
 * Security headers come from helmet, with a Content-Security-Policy for the app, Stripe.js and the hash of
 * index.html's inline colour-mode script.
 *
 * Environment:
 *   WEB_PORT   port to listen on (default 5173)
 *   WEB_HOST   address to listen on (default 127.0.0.1; 0.0.0.0 in a container)
 *   API_URL    the API's origin (default http://127.0.0.1:${API_PORT:-3000})
 *   PUBLIC_URL the site's origin as visitors see it, for canonical links (default: the request's own origin)
 *   TRUST_PROXY Express "trust proxy": proxies in front of this server (1 behind Caddy or the ingress); off by default.
 *               The /api proxy appends its peer to X-Forwarded-For: the API trusts one hop more than this server.
 *   ADMIN_DIST  the admin panel's built files (default ../admin/dist)
 *   REDIS_URL  Redis of the shared page cache (default redis://127.0.0.1:6379)
 *   CACHE_PREFIX key prefix and invalidation channel, the API's CACHE_PREFIX (default stacklens-cache)
 *   PAGE_CACHE_TTL_SECONDS how long a rendered page is kept (default 60; 0 disables the page cache)
 *   PAGE_CACHE_MAX_MB size of the in-process layer (default 64)
 *   PAGE_DATA_CACHE_TTL_SECONDS how long the API answers renders read are reused (default 10; 0 = fetched each time)
 *   PAGE_CACHE_S_MAXAGE / PAGE_CACHE_STALE_WHILE_REVALIDATE the CDN's Cache-Control seconds (default 60 / 600)
 *   SESSION_COOKIE_NAME the API's session cookie, whose presence marks a signed-in view (default stacklens.sid)
 *   CSP_CONNECT_SRC extra origins the pages may connect to, comma-separated (default https://api.stripe.com)
 *   RENDER_RATE_LIMIT_PER_MINUTE server renders (pages not served from the cache) one client address may cause per
 *               minute on this server (default 120; 0 = no limit); past it 429 with Retry-After
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createPageCache } from './page-cache.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist', 'client');
const adminDir = process.env.ADMIN_DIST ?? path.join(root, '..', 'admin', 'dist');
const port = Number(process.env.WEB_PORT ?? 5173);
const host = process.env.WEB_HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const publicUrl = process.env.PUBLIC_URL?.replace(/\/+$/, '');
const pageCacheTtl = Number(process.env.PAGE_CACHE_TTL_SECONDS ?? 60);
const sMaxAge = Number(process.env.PAGE_CACHE_S_MAXAGE ?? 60);
const staleWhileRevalidate = Number(process.env.PAGE_CACHE_STALE_WHILE_REVALIDATE ?? 600);
const sessionCookie = process.env.SESSION_COOKIE_NAME ?? 'stacklens.sid';
const rendersPerMinute = Number(process.env.RENDER_RATE_LIMIT_PER_MINUTE ?? 120);
const connectSrc = (process.env.CSP_CONNECT_SRC ?? 'https://api.stripe.com')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

/** @type {import('../src/ssr/entry-server').RenderOptions['template']} */
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
/** @type {import('../src/ssr/entry-server').Manifest} */
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
/** @type {typeof import('../src/ssr/entry-server')} */
const renderer = await import(pathToFileURL(path.join(root, 'dist', 'server', 'entry-server.js')).href);
renderer.setApiOrigin(apiUrl);
/** antd's prebuilt stylesheet (scripts/antd-css.js), linked by every page. */
const antdCssFile = path.join(clientDir, '.vite', 'antd-css.json');
const antdCss = existsSync(antdCssFile) ? JSON.parse(readFileSync(antdCssFile, 'utf8')).file : undefined;

/**
 * Sends the rendered page's CSP: helmet's, with the hashes of the page's own inline scripts added to `script-src`.
 * @param {import('express').Response} res
 * @param {string[]} hashes
 */
function allowInlineScripts(res, hashes) {
  const csp = res.getHeader('Content-Security-Policy');
  if (typeof csp === 'string' && hashes.length)
    res.setHeader(
      'Content-Security-Policy',
      csp.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`),
    );
}

const pageCache =
  pageCacheTtl > 0
    ? createPageCache({
        redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        prefix: process.env.CACHE_PREFIX ?? 'stacklens-cache',
        ttlSeconds: pageCacheTtl,
        maxBytes: Number(process.env.PAGE_CACHE_MAX_MB ?? 64) * 1024 * 1024,
        dataTtlSeconds: Number(process.env.PAGE_DATA_CACHE_TTL_SECONDS ?? 10),
      })
    : null;
// The renders' API reads go through the render data cache (data fetched once for many first renders of a page).
if (pageCache)
  renderer.setApiReadCache((pathAndQuery, load) =>
    pageCache.readThrough(pathAndQuery, renderer.apiReadTags(pathAndQuery), load),
  );

/**
 * Server renders one client address may cause per minute on this process. A render costs ~10 ms of CPU and the API
 * reads behind it; a page cache hit costs ~0.2 ms. Without a budget anyone could keep this server busy: a new query
 * string (`?x=1`, `?x=2`…) or any session cookie or Authorization header — valid or not — makes every request a
 * render. Counted in memory: what it protects is this process's CPU.
 */
const renderBudget =
  rendersPerMinute > 0 ? new RateLimiterMemory({ points: rendersPerMinute, duration: 60 }) : null;

/**
 * Takes one render from the budget of `req`'s client address (`req.ip`, after TRUST_PROXY); the seconds to wait
 * when it is spent, else 0.
 * @param {import('express').Request} req
 * @returns {Promise<number>}
 */
async function takeRender(req) {
  if (!renderBudget) return 0;
  try {
    await renderBudget.consume(req.ip ?? 'unknown');
    return 0;
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    return Math.max(1, Math.ceil(/** @type {{ msBeforeNext: number }} */ (rejection).msBeforeNext / 1000));
  }
}

/**
 * The answer to a client past its render budget: 429, Retry-After, a short page (no render).
 * @param {import('express').Response} res
 * @param {number} retryAfterSeconds
 */
function sendRenderLimited(res, retryAfterSeconds) {
  res.set({ 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' });
  return res
    .status(429)
    .type('html')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too many requests - StackLens</title></head>' +
        `<body><h1>Too many requests</h1><p>Please try again in ${retryAfterSeconds} seconds.</p></body></html>`,
    );
}

const app = express();
app.disable('x-powered-by');
if (process.env.TRUST_PROXY) app.set('trust proxy', process.env.TRUST_PROXY);

// Security headers. The CSP: the app's own files, the hashed inline scripts (index.html's colour-mode script here,
// each rendered page adds its own, see allowInlineScripts; the server state is a JSON data block), Stripe.js and its frames (Stripe's documented CSP), inline styles (antd's
// style-in-JS inserts <style> elements), images from any https origin (website favicons, technology icons).
app.use(
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...renderer.inlineScriptHashes(template),
          'https://js.stripe.com',
          'https://*.js.stripe.com',
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectSrc],
        // 'self': the Lighthouse report page frames the report the API serves (sandboxed, same origin).
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // The default set-up is plain HTTP (localhost); TLS, where it is terminated, adds HSTS and upgrades.
        upgradeInsecureRequests: null,
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  }),
);

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
// never served as such (`index: false`); dot-directories (.vite/manifest.json) are not served. The build does not
// change while the server runs: only the paths of its files (and anything under /assets/, so that a stale page's
// missing chunk is a 404) go to the file server, a page request costs no file-system look-up. The build compressed
// its text files once (`scripts/precompress.js`: `<file>.br`, `<file>.gz`): a client that accepts brotli or gzip gets
// that file (Content-Encoding, Vary: Accept-Encoding; the compression middleware leaves an encoded body alone), the
// others the file itself; files without a compressed copy are compressed per request as before.
const serveClient = expressStaticGzip(clientDir, {
  index: false,
  enableBrotli: true,
  orderPreference: ['br', 'gz'],
  serveStatic: {
    index: false,
    setHeaders(res, file) {
      const hashed = file.startsWith(path.join(clientDir, 'assets') + path.sep);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
    },
  },
});
const clientFiles = new Set(
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    // The compressed copies are not pages of their own: the file server picks them for the file they copy.
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map(
      (entry) =>
        `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    )
    .filter((file) => !file.split('/').some((part) => part.startsWith('.'))),
);
app.use((req, res, next) => {
  if (req.path.startsWith('/assets/') || clientFiles.has(req.path)) return serveClient(req, res, next);
  next();
});

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

/** Query parameters whose values are credentials (mailed links' tokens, OAuth's code and state, keys, secrets). */
const SECRET_PARAMETER = /token|secret|password|passwd|signature|^code$|^state$|^key$|api[-_]?key/i;

/**
 * A request URL for the log: the values of its secret query parameters replaced by `[Redacted]` (the API's logs do
 * the same, backend/src/common/logging.module.ts).
 * @param {string} url path and query
 */
function redactUrl(url) {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of new Set(params.keys())) if (SECRET_PARAMETER.test(name)) params.set(name, '[Redacted]');
  return `${url.slice(0, queryStart)}?${params}`;
}

/** @type {WeakMap<import('./page-cache.js').PageEntry, Buffer>} the gzip encoding of cached pages, made once */
const gzipCache = new WeakMap();

/**
 * The page's HTML compressed with gzip, made on first use and kept as long as the entry is.
 * @param {import('./page-cache.js').PageEntry} entry
 */
function gzipped(entry) {
  let body = gzipCache.get(entry);
  if (!body) gzipCache.set(entry, (body = gzipSync(entry.body)));
  return body;
}

/**
 * Whether the request is a signed-in (session cookie) or API-key one: never served from, nor put into, the cache.
 * @param {import('express').Request} req
 */
function isPersonal(req) {
  const cookies = req.headers.cookie ?? '';
  return (
    Boolean(req.headers.authorization) ||
    cookies.split(/;\s*/).some((/** @type {string} */ pair) => pair.startsWith(`${sessionCookie}=`))
  );
}

/**
 * The request as a fetch Request for the renderer.
 * @param {import('express').Request} req
 */
function toRequest(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(new URL(req.originalUrl, `${req.protocol}://${req.get('host')}`), { headers });
}

/**
 * Renders the page of `req`.
 * @param {import('express').Request} req
 * @param {string} origin
 */
function render(req, origin) {
  return renderer.render(toRequest(req), { template, manifest, origin, antdCss });
}

/**
 * Sends a page that is not served from the cache: `result` when this request already rendered it, else a new render
 * (a redirect is sent as one); its inline scripts are allowed by the CSP.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {string} origin
 * @param {import('../src/ssr/entry-server').RenderResult} [result]
 */
async function sendUncached(req, res, origin, result) {
  if (!result) {
    const wait = await takeRender(req);
    if (wait) return sendRenderLimited(res, wait);
  }
  const page = result ?? (await render(req, origin));
  if ('redirect' in page) return res.redirect(page.status, page.redirect);
  allowInlineScripts(res, page.scriptHashes);
  return res.status(page.status).type('html').send(page.html);
}

// Every other GET or HEAD: the server-rendered page, from the page cache for anonymous visitors.
app.use(async (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const origin = publicUrl ?? `${req.protocol}://${req.get('host')}`;
  res.vary('Cookie');
  try {
    if (!pageCache || isPersonal(req)) {
      res.set('Cache-Control', 'private, no-cache');
      return await sendUncached(req, res, origin);
    }
    const url = new URL(req.originalUrl, origin);
    const key = `html:${renderer.renderVariant(req.headers.cookie ?? '')}:${url.href}`;
    const tags = renderer.pageCacheTags(url);
    /** @type {import('../src/ssr/entry-server').RenderResult | undefined} this request's own render, when it made one */
    let rendered;
    /** seconds to wait when this request's client is past its render budget */
    let limited = 0;
    const { entry, hit } = await pageCache.getOrRender(key, tags, async () => {
      limited = await takeRender(req);
      // Not rendered, not cached: requests waiting on the same page render it on their own budget.
      if (limited) return null;
      const result = await render(req, origin);
      rendered = result;
      if ('redirect' in result) return null;
      const cacheable = result.status === 200 || result.status === 404;
      if (!cacheable) return null;
      // The renderer's bytes: the ETag hashes them, the responses send them and Redis stores them.
      const body = result.html;
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      /** @type {import('./page-cache.js').PageEntry} */
      const page = { status: result.status, body, etag, tags, scriptHashes: result.scriptHashes };
      return page;
    });
    if (limited) return sendRenderLimited(res, limited);
    if (!entry) {
      // Not cacheable (a redirect, an error page), rendered by this request or, when it waited for a concurrent
      // request's render, rendered again for it.
      res.set('Cache-Control', 'no-cache');
      return await sendUncached(req, res, origin, rendered);
    }
    res.set({
      'Cache-Control': `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`,
      'X-Cache': hit ? 'HIT' : 'MISS',
    });
    res.vary('Accept-Encoding');
    allowInlineScripts(res, entry.scriptHashes);
    // Express answers 304 (no body) when If-None-Match matches the ETag. A client that takes gzip gets the page
    // compressed once per process (the compression middleware leaves an encoded body alone), under its own ETag.
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      res.set({ ETag: `${entry.etag.slice(0, -1)}-gzip"`, 'Content-Encoding': 'gzip' });
      return res.status(entry.status).type('html').send(gzipped(entry));
    }
    res.set('ETag', entry.etag);
    res.status(entry.status).type('html').send(entry.body);
  } catch (error) {
    // The app could not be rendered here: send the bare shell, the browser renders the page itself.
    // The error's stack, not the error object: its own fields (a URL error's `input`) may hold the raw URL.
    const url = redactUrl(req.originalUrl);
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`[web] server rendering of ${url} failed: ${detail.replaceAll(req.originalUrl, url)}`);
    res.set('Cache-Control', 'no-cache');
    res.status(500).type('html').send(template);
  }
});

app.listen(port, host, () => {
  console.log(`[web] StackLens on http://${host}:${port} (API ${apiUrl})`);
});
