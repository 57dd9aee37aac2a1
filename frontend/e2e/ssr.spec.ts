import { expect, test, type APIRequestContext, type ConsoleMessage, type Page } from './support/test';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './support/stack';
import { sql, signUpViaApi } from './support/accounts';
import { invalidateCache } from './support/cache';

/**
 * Server rendering of the public pages (frontend/README.md): the HTML of the public pages carries their
 * title, description, canonical link and main content without JavaScript; unknown routes and failed parameter
 * validation answer 404; the routing redirects are HTTP redirects; the browser hydrates without a mismatch.
 *
 * One analysed website is seeded straight into the run's schema for the result page.
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

const BASE = process.env.E2E_BASE_URL ?? '';
const RUN = (process.env.E2E_DATABASE_SCHEMA ?? Date.now().toString(36)).replace(/^e2e_/, '');
const SITE = `ssr-${RUN}.example`;

async function seedWebsite(): Promise<void> {
  if ((await sql(`SELECT 1 FROM website WHERE domain = $1`, [SITE])).length) return;
  const [row] = await sql(
    `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code, created_at, updated_at)
     VALUES ($1, $2, 'https', 97, 'success', 1, 200, now() - interval '1 day', now() - interval '1 day')
     RETURNING id`,
    [SITE, `https://${SITE}`],
  );
  await sql(
    `INSERT INTO website_technology (website_id, technology_id, version, confidence)
     SELECT $1, t.id, '18.2.0', 100 FROM technology t WHERE t.slug = 'react'`,
    [row.id],
  );
  await sql(
    `INSERT INTO score_history (website_id, score, model_version, created_at) VALUES ($1, 97, 1, now())`,
    [row.id],
  );
  // Written behind the backend's back: invalidate the cached pages that show it, as the backend does on a change.
  await invalidateCache([`website:${SITE}`, 'websites']);
}

test.beforeAll(seedWebsite);

/** HTML text with React's and the renderer's entity escapes undone. */
function decode(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

interface RawPage {
  status: number;
  html: string;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  h1: string | undefined;
}

/** Fetches `path` as a plain HTTP client (no JavaScript, redirects not followed) and reads its head and h1. */
async function fetchPage(request: APIRequestContext, path: string): Promise<RawPage> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const pick = (pattern: RegExp) => {
    const match = pattern.exec(html);
    return match ? decode(match[1].replace(/<[^>]+>/g, '')).trim() : undefined;
  };
  return {
    status: response.status(),
    html: decode(html),
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    h1: pick(/<h1[^>]*>([\s\S]*?)<\/h1>/),
  };
}

test('public pages are server-rendered with their title, description, canonical link and content', async ({
  request,
}) => {
  const tech = (await (await request.get('/api/v1/technologies/react')).json()) as { name: string };
  const articles = (await (await request.get('/api/v1/articles?page=1&pageSize=10')).json()) as {
    items: { slug: string; title: string; summary: string }[];
  };
  const article = articles.items[0];
  expect(article, 'the seed publishes articles').toBeTruthy();
  // The API caches insights for five minutes: the page shows what the API answers now (not necessarily SITE).
  const awesome = (await (await request.get('/api/v1/insights/websites/awesome?numOfDays=30')).json()) as {
    items: { domain: string }[];
  };
  expect(awesome.items.length, 'websites analysed in the last 30 days').toBeGreaterThan(0);

  const pages: { path: string; title: string; description: RegExp; h1: string; content: string[] }[] = [
    {
      path: '/',
      title: 'Website Analysis - StackLens',
      description: /^Find out what any website is built with/,
      h1: 'See what any website is built with — and how good it is',
      content: ['wordpress.org'],
    },
    {
      path: '/technologies/react',
      title: `${tech.name} - StackLens`,
      description: new RegExp(`^${tech.name}: .*Used by`),
      h1: tech.name,
      content: [SITE, 'Versions seen'],
    },
    {
      path: '/technologies',
      title: 'Technologies - StackLens',
      description: /^Browse the technologies StackLens detects/,
      h1: 'Technologies',
      content: [tech.name, 'All technologies'],
    },
    {
      path: `/content/articles/${article.slug}`,
      title: `${article.title} - StackLens`,
      description: new RegExp(`^${article.summary.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      h1: article.title,
      content: ['All articles'],
    },
    {
      path: '/insights/websites/awesome',
      title: 'Awesome websites - StackLens',
      description: /^The 10 websites with the highest Awesomeness Score analysed in the last 30 days\.$/,
      h1: 'Awesome websites',
      content: [awesome.items[0].domain],
    },
    {
      path: `/analysis/website/${SITE}`,
      title: `${SITE} - StackLens`,
      description: new RegExp(
        `^Technologies, versions and Awesomeness Score of ${SITE.replace(/\./g, '\\.')}\\.$`,
      ),
      h1: SITE,
      content: [tech.name, '18.2.0'],
    },
    {
      path: '/faq',
      title: 'FAQ - StackLens',
      description: /.{40,}/,
      h1: 'Frequently asked questions',
      content: ['Awesomeness Score'],
    },
  ];
  for (const expected of pages) {
    const page = await fetchPage(request, expected.path);
    expect(page.status, expected.path).toBe(200);
    expect(page.title, expected.path).toBe(expected.title);
    expect(page.description, expected.path).toMatch(expected.description);
    expect(page.canonical, expected.path).toBe(`${BASE}${expected.path === '/' ? '/' : expected.path}`);
    expect(page.h1, expected.path).toBe(expected.h1);
    for (const text of expected.content) expect(page.html, `${expected.path} shows ${text}`).toContain(text);
    // antd's styles are the prebuilt stylesheet linked in the head (not inline), and the data the page rendered
    // with is embedded for hydration.
    expect(page.html, expected.path).toMatch(/<link rel="stylesheet" href="\/assets\/antd-\w+\.css" \/>/);
    expect(page.html, expected.path).not.toMatch(/<style[^>]*data-css-hash/);
    expect(page.html, expected.path).toContain('id="sl-server-state"');
  }
});

test('unknown routes and failed parameter validation answer 404 with the not-found page', async ({
  request,
}) => {
  const unknown = await fetchPage(request, '/no/such/page');
  expect(unknown.status).toBe(404);
  expect(unknown.title).toBe('Page not found - StackLens');
  expect(unknown.h1).toBe('Page not found');
  expect(unknown.html).toContain("The awesome page you're looking for isn't here.");

  for (const path of [
    '/technologies/no-such-technology-xyz',
    '/content/articles/this-article-does-not-exist',
    '/analysis/website/not%20a%20domain',
  ]) {
    const page = await fetchPage(request, path);
    expect(page.status, path).toBe(404);
    expect(page.title, path).toBe('Page not found - StackLens');
    expect(page.h1, path).toBe(`Page Not Found: ${decodeURIComponent(path)}`);
  }
});

test('the routing redirects are HTTP redirects that keep the query', async ({ request }) => {
  for (const [path, status, location] of [
    ['/faq/?a=1', 301, '/faq?a=1'],
    ['/technologies/react/', 301, '/technologies/react'],
    ['/pricing?num_of_days=7&b=2', 301, '/pricing?b=2'],
    ['/analysis/website', 302, '/'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expect(response.headers().location, path).toBe(location);
  }
});

test("hashed assets are cached for a year; antd's stylesheet has the styles the rendered pages use", async ({
  request,
}) => {
  const home = await request.get('/');
  const html = await home.text();
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script as string);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const stylesheet = /<link rel="stylesheet" href="(\/assets\/antd-\w+\.css)"/.exec(html)?.[1];
  const css = await request.get(stylesheet as string);
  expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const text = await css.text();
  // Every antd hash and CSS-variable class a rendered page carries is styled by the stylesheet.
  for (const path of ['/', `/analysis/website/${SITE}`, '/technologies/react', '/faq']) {
    const page = await (await request.get(path)).text();
    const classes = new Set([...page.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
    const antdClasses = [...classes].filter((name) => /^css-(var-)?[\w-]+$/.test(name));
    expect(antdClasses.length, path).toBeGreaterThan(0);
    for (const name of antdClasses)
      expect(text.includes(`.${name}`), `${path}: .${name} in ${stylesheet}`).toBe(true);
  }
});

test('static files are sent pre-compressed (brotli, gzip) to clients that accept it, as built', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] as string;
  expect(script).toBeTruthy();
  const built = path.join(repoRoot, 'frontend', 'dist', 'client', script);
  const plain = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers().vary).toMatch(/Accept-Encoding/i);
  const source = await plain.body();
  expect(source.equals(readFileSync(built))).toBe(true);
  for (const [accept, encoding, suffix] of [
    ['gzip, deflate, br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
  ]) {
    const response = await request.get(script, { headers: { 'Accept-Encoding': accept } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding'], accept).toBe(encoding);
    expect(response.headers().vary).toMatch(/Accept-Encoding/i);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's compressed file, sent as it is (not compressed again per request: it has its length)…
    expect(Number(response.headers()['content-length'])).toBe(statSync(built + suffix).size);
    // …which is the script (the client decodes it).
    expect((await response.body()).equals(source)).toBe(true);
  }
});

test('anonymous pages are cached with an ETag (304) and CDN headers; signed-in views never are', async ({
  request,
  page,
}) => {
  const path = `/faq?cache-test=${Date.now()}`;
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()['x-cache']).toBe('MISS');
  expect(first.headers()['cache-control']).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  expect(first.headers().vary).toMatch(/Cookie/i);
  const etag = first.headers().etag;
  expect(etag).toMatch(/^"[\w-]+"$/);

  const second = await request.get(path);
  expect(second.headers()['x-cache']).toBe('HIT');
  expect(second.headers().etag).toBe(etag);
  expect(await second.text()).toBe(await first.text());
  const notModified = await request.get(path, { headers: { 'If-None-Match': etag } });
  expect(notModified.status()).toBe(304);
  expect(await notModified.body()).toHaveLength(0);

  // A signed-in visitor (session cookie) gets a page rendered for them, private, neither from nor into the cache.
  await page.goto('/');
  await signUpViaApi(page);
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === 'stacklens.sid')).toBe(true);
  const signedIn = await page.request.get(path);
  expect(signedIn.status()).toBe(200);
  expect(signedIn.headers()['cache-control']).toBe('private, no-cache');
  expect(signedIn.headers()['x-cache']).toBeUndefined();
  const personal = `/faq?signed-in-only=${Date.now()}`;
  expect((await page.request.get(personal)).headers()['x-cache']).toBeUndefined();
  expect((await request.get(personal)).headers()['x-cache']).toBe('MISS');
});

test('finishing an analysis of a domain invalidates its cached result page', async ({ request, page }) => {
  const host = 'static.test';
  const port = process.env.E2E_FIXTURE_PORT;
  const path = `/analysis/website/${host}?protocol=http&port=${port}`;
  await request.get(path);
  const cached = await request.get(path);
  expect(cached.headers()['x-cache']).toBe('HIT');

  await page.goto('/');
  await signUpViaApi(page);
  const csrf = ((await (await page.request.get('/api/v2/auth/csrf')).json()) as { token: string }).token;
  const accepted = await page.request.post('/api/v2/websites/analyze', {
    data: { url: `http://${host}:${port}` },
    headers: { 'x-csrf-token': csrf },
  });
  expect(accepted.status()).toBe(200);
  const { id } = (await accepted.json()) as { id: string };
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/v2/websites/analyze/status/${id}`)).json()) as {
            running: boolean;
          }
        ).running,
      { timeout: 60_000 },
    )
    .toBe(false);

  // The worker invalidates after its commit (pub/sub): the next anonymous request renders the page anew.
  await expect
    .poll(async () => (await request.get(path)).headers()['x-cache'], { timeout: 10_000 })
    .toBe('MISS');
  const fresh = await request.get(path);
  expect(fresh.headers()['x-cache']).toBe('HIT');
  expect(fresh.headers().etag).not.toBe(cached.headers().etag);
  expect(await fresh.text()).toContain('Awesomeness Score');
});

test("pages carry helmet's security headers with a Content-Security-Policy", async ({ request }) => {
  const response = await request.get('/faq');
  const headers = response.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+ https:\/\/js\.stripe\.com/);
  // Every inline script of the page (index.html's colour-mode script, React's own) is allowed by its hash.
  const html = await response.text();
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    (match) => !/\bsrc=|type="application\/json"/.test(match[1]),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , source] of inline)
    expect(csp).toContain(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
});

/**
 * Collects what React reports about hydration (mismatches are recoverable errors, logged or reported) and what the
 * Content-Security-Policy refuses.
 */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const hydration =
    /hydrat|Minified React error #(418|419|421|422|423|425)|didn't match|Content Security Policy/i;
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && hydration.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (hydration.test(error.message)) problems.push(error.message);
  });
  return problems;
}

test('the browser hydrates the server-rendered pages without a mismatch or a loading flash', async ({
  page,
}) => {
  const problems = watchHydration(page);
  // Records whether the router's loading fallback (shown when a page is not server-rendered) ever appears.
  await page.addInitScript(() => {
    const flags = window as unknown as { slBootSeen?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('.sl-boot')) flags.slBootSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  for (const [path, heading] of [
    ['/', 'See what any website is built with — and how good it is'],
    ['/technologies/react', undefined],
    ['/technologies', 'Technologies'],
    ['/insights/websites/awesome', 'Awesome websites'],
    [`/analysis/website/${SITE}`, SITE],
    ['/faq', 'Frequently asked questions'],
    ['/no/such/page', 'Page not found'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { slBootSeen?: boolean }).slBootSeen ?? false),
      path,
    ).toBe(false);
  }
  // Hydrated: client-side navigation works.
  await page.goto('/faq');
  await page.waitForLoadState('networkidle');
  await page.locator('footer').getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle('About StackLens - StackLens');
  expect(problems).toEqual([]);
});

test('a dark colour-mode cookie is rendered dark by the server', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE, colorScheme: 'light' });
  await context.addCookies([
    { name: 'color-mode-preference', value: 'dark', url: BASE },
    { name: 'color-mode', value: 'dark', url: BASE },
  ]);
  const response = await context.request.get('/faq');
  expect(await response.text()).toContain('<html lang="en" class="dark" style="color-scheme: dark">');
  const page = await context.newPage();
  const problems = watchHydration(page);
  await page.goto('/faq');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(problems).toEqual([]);
  await context.close();
});

test('the content is there with JavaScript disabled', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/technologies/react');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: SITE })).toBeVisible();
  await page.goto(`/analysis/website/${SITE}`);
  await expect(page.getByRole('heading', { level: 1, name: SITE })).toBeVisible();
  await page.goto('/content/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  expect(await page.locator('.slc-article-card').count()).toBeGreaterThan(0);
  await page.goto('/');
  await expect(page).toHaveTitle('Website Analysis - StackLens');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('See what any website is built with');
  await context.close();
});
