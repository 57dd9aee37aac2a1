/**
 * The server renderer (Vite SSR entry, built into `dist/server/entry-server.js`): renders a page request with
 * react-router's static handler over the same routes as the browser, the data of the page prefetched into a
 * per-request query client; antd's styles are one prebuilt, hashed stylesheet ({@link antdStylesheet}, linked first in
 * the head). `server/index.js` serves the result and caches the pages of anonymous visitors.
 */
import { createHash } from 'node:crypto';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { CACHE_TAGS } from '@stacklens/contracts';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { colorModeFromCookies, type ResolvedColorMode } from '../state/color-mode-store';
import { consentFromCookies } from '../state/consent-store';
import { COLOR_MODE_COOKIE } from '../lib/constants';
import { readCookie } from '../lib/cookies';
import { InitialStateContext, type InitialStoreState } from '../state/initial-state';
import { createQueryClient, Providers } from '../app/providers';
import { correctedLocation, parseWebsiteTarget } from '../lib/routes';
import { pageFileOf, routes } from '../app/router';
import { ServerRenderContext, type ServerRender } from '../state/server-render';
import { serverStateScript } from './server-state';
import { formatPageTitle } from '../hooks/use-set-page-title';
import { keepForHydration, routePrefetches } from './prefetch';
import { getSiteInfo } from '../api/site';
import { queryKeys } from '../hooks/query-keys';
import type { SiteInfo } from '@stacklens/contracts';

export { setApiOrigin, setApiReadCache } from '../api/client';

/** How long a render waits for the API before it renders the page's loading state instead (the browser fetches). */
const DATA_TIMEOUT_MS = 5_000;

/** How long the server reuses the API's `GET /api/v1/site` answer (it changes only when the API is reconfigured). */
const SITE_INFO_TTL_MS = 60_000;
let siteInfoCache: { value: Promise<SiteInfo | undefined>; at: number } | undefined;

/**
 * The deployment's self-description for every render (operator, support address, sign-in providers…), fetched at
 * most once a minute; a failed or slow fetch renders the page without it (the browser fetches it) and is retried at
 * the next render.
 */
function siteInfoForRender(): Promise<SiteInfo | undefined> {
  const now = Date.now();
  if (!siteInfoCache || now - siteInfoCache.at > SITE_INFO_TTL_MS) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), DATA_TIMEOUT_MS);
    });
    const value = Promise.race([getSiteInfo().catch(() => undefined), timeout]).finally(() =>
      clearTimeout(timer),
    );
    const entry = { value, at: now };
    siteInfoCache = entry;
    void value.then((info) => {
      if (!info && siteInfoCache === entry) siteInfoCache = undefined;
    });
  }
  return siteInfoCache.value;
}

/** One chunk of Vite's build manifest (`dist/client/.vite/manifest.json`), keyed by source file. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface RenderOptions {
  /** The built `index.html`, with `<!--ssr-head-->` and `<!--ssr-body-->` where the head and the app go. */
  template: string;
  /** The client build's manifest, to link the CSS and JavaScript of the matched pages. */
  manifest: Manifest;
  /** The site's origin as visitors see it (canonical links, the imprint's host). */
  origin: string;
  /** antd's stylesheet (build-relative, `assets/antd-<hash>.css`, see {@link antdStylesheet}); linked first. */
  antdCss?: string;
  /**
   * Render antd's own components (Card, Button, App…) instead of their markup (`components/light-antd.tsx`), as the
   * browser does: the same HTML, more work. For `bench/ssr.ts`, which compares the two.
   */
  fullAntd?: boolean;
}

/**
 * A redirect to send (3xx with `location`), or a document with its HTTP status: its bytes (UTF-8) and the CSP
 * source expressions of its inline scripts ({@link inlineScriptHashes}).
 */
export type RenderResult =
  | { redirect: string; status: number }
  | { html: Buffer; status: number; scriptHashes: string[] };

interface RequestContext {
  queryClient: QueryClient;
}

interface RouteHandle {
  name?: string;
  colorMode?: ResolvedColorMode;
}

/** The routes, with server-only loaders that prefetch each public page's data into the request's query client. */
function withPrefetchLoaders(routeList: RouteObject[]): RouteObject[] {
  return routeList.map((route) => {
    const name = (route.handle as RouteHandle | undefined)?.name;
    const prefetch = name ? routePrefetches[name] : undefined;
    const loader = prefetch
      ? async ({ request, params, context }: LoaderFunctionArgs) => {
          const { queryClient } = context as RequestContext;
          const work = prefetch({ queryClient, params, url: new URL(request.url) });
          let timer: ReturnType<typeof setTimeout> | undefined;
          const timeout = new Promise((resolve) => (timer = setTimeout(resolve, DATA_TIMEOUT_MS)));
          await Promise.race([work, timeout]).finally(() => clearTimeout(timer));
          return null;
        }
      : route.loader;
    return {
      ...route,
      loader,
      children: route.children && withPrefetchLoaders(route.children),
    } as RouteObject;
  });
}

const handler = createStaticHandler(withPrefetchLoaders(routes));

/**
 * antd's style cache, shared by every render: the themes' computed tokens and CSS variables, computed once per
 * process. Component styles are not generated at all (the renders use antd's zero-runtime themes, `Providers`'
 * `zeroRuntime`): the page links the prebuilt stylesheet.
 */
const styleCache = createCache();

/**
 * The styles of the antd components `includes` (names of antd's exports, e.g. `Button`; every component when
 * omitted) under the app's light and dark themes, as CSS text: the "whole export" of antd's server-side rendering
 * guide (`@ant-design/static-style-extract`, a build-time dependency, loaded only here). `scripts/antd-css.js`
 * writes it to a hashed file at build time.
 */
export async function antdStylesheet(includes?: string[]): Promise<string> {
  const { extractStyle } = await import('@ant-design/static-style-extract');
  const { darkTheme, lightTheme } = await import('../lib/theme');
  return extractStyle({
    includes,
    customTheme: (node) => (
      <>
        <ConfigProvider theme={lightTheme}>
          <AntApp component={false}>{node}</AntApp>
        </ConfigProvider>
        <ConfigProvider theme={darkTheme}>
          <AntApp component={false}>{node}</AntApp>
        </ConfigProvider>
      </>
    ),
  });
}

/**
 * The cache tags of a page (the backend's shared-cache tags, see `backend/src/common/cache`): a result page
 * `/analysis/website/{domain}` is tagged `website:<domain>` (an analysis of the domain finished, its removal was
 * approved); the pages that list or count websites — home, technologies, insights — `websites` (any analysis
 * finished, any removal); the articles `articles`. Other pages change with their TTL only.
 */
export function pageCacheTags(url: URL): string[] {
  const result = /^\/analysis\/website\/([^/]+)$/.exec(url.pathname);
  if (result) {
    let slug: string;
    try {
      slug = decodeURIComponent(result[1]);
    } catch {
      return [];
    }
    const target = parseWebsiteTarget(slug, url.searchParams);
    return target ? [CACHE_TAGS.website(target.domain)] : [];
  }
  if (url.pathname === '/') return [CACHE_TAGS.allWebsites, CACHE_TAGS.articles];
  if (/^\/(technologies|insights)(\/|$)/.test(url.pathname)) return [CACHE_TAGS.allWebsites];
  if (/^\/content\/articles(\/|$)/.test(url.pathname)) return [CACHE_TAGS.articles];
  return [];
}

/**
 * The cache tags of an API answer a render reads (`/api/v1/…` path and query), for the web server's render data
 * cache ({@link setApiReadCache}): the tags the API's own shared cache gives the same answers and the backend
 * invalidates — a result `website:<domain>`, a website's histories `website:<id>`, a result page's data (result,
 * score history, similar websites) `website:<domain>` and `websites`, rankings, the catalogue,
 * insights and technology advisories `websites` (and `insights`), articles `articles`. Null for anything else
 * (not cached: the site information has its own cache, private paths are never read by a render).
 */
export function apiReadTags(pathAndQuery: string): string[] | null {
  const path = pathAndQuery.split('?')[0];
  if (/^\/api\/v1\/websites\/similar-ranked(\/|$)/.test(path)) return [CACHE_TAGS.allWebsites];
  const history = /^\/api\/v1\/websites\/([^/]+)\/(scores|technology-history)$/.exec(path);
  if (history) return [CACHE_TAGS.website(decodeURIComponent(history[1]))];
  // A result page's data: the result's tag and, for its similar websites, every website's.
  const page = /^\/api\/v1\/websites\/([^/]+)\/page$/.exec(path);
  if (page) return [CACHE_TAGS.website(decodeURIComponent(page[1])), CACHE_TAGS.allWebsites];
  const result = /^\/api\/v1\/websites\/([^/]+)$/.exec(path);
  if (result) return [CACHE_TAGS.website(decodeURIComponent(result[1]))];
  if (/^\/api\/v1\/(technologies|advisories)(\/|$)/.test(path)) return [CACHE_TAGS.allWebsites];
  if (/^\/api\/v1\/insights(\/|$)/.test(path)) return [CACHE_TAGS.allWebsites, CACHE_TAGS.insights];
  if (/^\/api\/v1\/articles(\/|$)/.test(path)) return [CACHE_TAGS.articles];
  return null;
}

/**
 * What a page's HTML depends on besides its URL, from the request's cookies: the resolved colour mode (and whether
 * the cookie set it) and the cookie consent. The web server keys its page cache by URL and this.
 */
export function renderVariant(cookies: string): string {
  const mode = colorModeFromCookies(cookies);
  const reported = readCookie(COLOR_MODE_COOKIE, cookies) === null ? 'unset' : mode.value;
  return `${mode.preference}.${reported}.${JSON.stringify(consentFromCookies(cookies))}`;
}

/**
 * CSP source expressions (`'sha256-…'`) of a document's inline scripts: index.html's colour-mode script and the
 * instructions React's renderer writes into a page (e.g. revealing Suspense boundaries). JSON data blocks and
 * scripts with `src` are not inline scripts.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|type="application\/json"/.test(match[1])) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2]).digest('base64')}'`);
  }
  return [...hashes];
}

/** The comment of the built `index.html` where the rendered app goes. */
const BODY_SLOT = '<!--ssr-body-->';

/**
 * The document `shell` (the template with the page's head, {@link BODY_SLOT} where the app goes) with the app's HTML
 * `body` in it, as UTF-8 bytes, and the hashes of its inline scripts. Encoded part by part, never joined into one
 * string: the app's HTML of a result page is ~75,000 characters, two bytes each as soon as one character is beyond
 * Latin-1 (a dash) — V8 copies a string that large into its large-object space each time it is flattened, ~2 ms on
 * the 2-core machine, and encodes a flat string several times faster than a concatenation.
 * @throws when `shell` has no {@link BODY_SLOT}
 */
function documentOf(shell: string, body: string): { html: Buffer; scriptHashes: string[] } {
  const slot = shell.indexOf(BODY_SLOT);
  if (slot < 0) throw new Error(`The template has no ${BODY_SLOT}`);
  const parts = [shell.slice(0, slot), body, shell.slice(slot + BODY_SLOT.length)];
  return {
    html: Buffer.concat(parts.map((part) => Buffer.from(part))),
    scriptHashes: [...new Set(parts.flatMap(inlineScriptHashes))],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Adds `key` and every chunk it imports statically (transitively) to `seen`. */
function collectChunks(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collectChunks(manifest, imported, seen);
}

/** The entry's chunks per manifest: the manifest is read once at start-up, so this is computed once, not per request. */
const entryChunks = new WeakMap<Manifest, Set<string>>();

function entryChunksOf(manifest: Manifest): Set<string> {
  let entry = entryChunks.get(manifest);
  if (!entry) {
    entry = new Set<string>();
    for (const [key, chunk] of Object.entries(manifest))
      if (chunk.isEntry) collectChunks(manifest, key, entry);
    entryChunks.set(manifest, entry);
  }
  return entry;
}

/**
 * The CSS and JavaScript of the pages matching each pathname, per manifest (react-router ranks every route again for
 * each match, and the manifest is walked for each page): bounded, emptied when full.
 */
const assetsByPath = new WeakMap<Manifest, Map<string, { css: string[]; js: string[] }>>();
const PATHS_CACHED = 1000;

/** {@link pageAssets} of the lazy pages (`pages/….tsx`) the routes matching `pathname` load. */
function pageAssetsOf(manifest: Manifest, pathname: string): { css: string[]; js: string[] } {
  let byPath = assetsByPath.get(manifest);
  if (!byPath) assetsByPath.set(manifest, (byPath = new Map()));
  let assets = byPath.get(pathname);
  if (!assets) {
    const files = (matchRoutes(routes, pathname) ?? [])
      .map((match) => pageFileOf(match.route))
      .filter((file): file is string => file !== null);
    assets = pageAssets(manifest, files);
    if (byPath.size >= PATHS_CACHED) byPath.clear();
    byPath.set(pathname, assets);
  }
  return assets;
}

/** The CSS and JavaScript files (build-relative) of the matched lazy pages, beyond those of the entry. */
function pageAssets(manifest: Manifest, pageFiles: string[]): { css: string[]; js: string[] } {
  const entry = entryChunksOf(manifest);
  const pages = new Set<string>();
  for (const file of pageFiles) collectChunks(manifest, `src/${file}`, pages);
  const css = new Set<string>();
  const js = new Set<string>();
  for (const key of pages) {
    if (entry.has(key)) continue;
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  for (const key of entry) for (const file of manifest[key].css ?? []) css.delete(file);
  return { css: [...css], js: [...js] };
}

/** A Suspense boundary the renderer left to the browser (`<!--$!-->`: it suspended or threw on the server). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!';

/**
 * The app's HTML, whole (the CSP needs the hashes of its inline scripts before the first byte is sent, and the page
 * cache stores it whole). The route's page and data are loaded before rendering, so nearly every render completes
 * synchronously: `renderToString` (string chunks, no stream). When something suspends all the same — a lazy chunk
 * (`React.lazy`) not loaded yet in this process, the first time — or a boundary fails, the page is rendered again
 * with `prerenderToNodeStream`, which waits for every Suspense boundary, so the output is what it always was.
 */
async function renderBody(app: ReactNode): Promise<string> {
  try {
    const html = renderToString(app);
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  } catch {
    // suspended outside any boundary: rendered below, where it may wait
  }
  const { prelude } = await prerenderToNodeStream(app);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders the page a GET request asks for. Redirects: a trailing slash or a misplaced `num_of_days` (301, the
 * routing rules of `routes.ts`, keeping the query) and the redirects of route loaders (`/analysis/website` → `/`).
 * The status is 404 when the page renders "not found" (unknown route, failed parameter validation); the page's
 * data comes from the API at `setApiOrigin`, and what failed there is left to the browser. Throws when the app
 * itself cannot be rendered (the server then lets the browser render it).
 */
export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  const url = new URL(request.url);
  const corrected = correctedLocation(url);
  if (corrected) return { redirect: `${corrected.pathname}${corrected.search}`, status: 301 };

  const queryClient = createQueryClient({ server: true });
  const [context, siteInfo] = await Promise.all([
    handler.query(request, { requestContext: { queryClient } satisfies RequestContext }),
    siteInfoForRender(),
  ]);
  if (siteInfo) queryClient.setQueryData(queryKeys.siteInfo, siteInfo);
  if (context instanceof Response) {
    return { redirect: context.headers.get('location') ?? '/', status: context.status };
  }
  if (context.errors) {
    throw new Error(`Route error on ${url.pathname}: ${JSON.stringify(context.errors)}`);
  }
  queryClient.removeQueries({ predicate: (query) => !keepForHydration(query) });

  const cookies = request.headers.get('cookie') ?? '';
  const leaf = context.matches[context.matches.length - 1]?.route.handle as RouteHandle | undefined;
  const initial: InitialStoreState = {
    colorMode: colorModeFromCookies(cookies, leaf?.colorMode),
    consent: consentFromCookies(cookies),
  };
  const serverRender: ServerRender = { origin: options.origin, status: context.statusCode };
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = await renderBody(
    <StrictMode>
      <StyleProvider cache={styleCache}>
        <ServerRenderContext value={serverRender}>
          <InitialStateContext value={initial}>
            <Providers queryClient={queryClient} zeroRuntime plainMarkup={!options.fullAntd}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>
          </InitialStateContext>
        </ServerRenderContext>
      </StyleProvider>
    </StrictMode>,
  );

  const assets = pageAssetsOf(options.manifest, url.pathname);
  const state = serverStateScript({
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: keepForHydration,
      shouldRedactErrors: () => false,
    }),
    initial,
    router: { loaderData: context.loaderData, actionData: context.actionData },
  });
  // In the order the browser would have them: antd's styles first (its style-in-JS prepends them to the head), the
  // page's own CSS after the entry's stylesheet (as a lazily loaded page appends its CSS).
  const head = [
    `<link rel="canonical" href="${escapeHtml(`${options.origin}${url.pathname}`)}" />`,
    ...(options.antdCss ? [`<link rel="stylesheet" href="/${escapeHtml(options.antdCss)}" />`] : []),
    state,
  ].join('\n    ');
  const pageLinks = [
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`),
    ...assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
  ].join('\n    ');

  const title = serverRender.title ?? formatPageTitle();
  // The page's own title, description and colour mode go into the template (a few kilobytes); the rendered page
  // joins it as bytes (documentOf): no search through the whole document. Replacer functions: the inserted text may
  // contain `$` patterns that a replacement string would expand.
  let shell = options.template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const description = serverRender.description;
  if (description) {
    shell = shell.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  // The colour mode on <html> when the cookies tell it (else the inline script of index.html decides alone).
  const mode = initial.colorMode;
  if (mode.forced || mode.preference !== 'system' || readCookie(COLOR_MODE_COOKIE, cookies) !== null) {
    shell = shell.replace(
      '<html lang="en">',
      `<html lang="en" class="${mode.value}" style="color-scheme: ${mode.value}">`,
    );
  }
  shell = shell
    .replace('<!--ssr-head-->', () => head)
    .replace('</head>', () => `  ${pageLinks}\n  </head>`);
  return { ...documentOf(shell, body), status: serverRender.status };
}
