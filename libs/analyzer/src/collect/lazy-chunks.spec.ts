/**
 * End to end, passively: a library only in a chunk the page's code loads later is found with its version — a Vite
 * build's dynamically imported chunk (named in `import()` and in `__vite__mapDeps`) and a module RequireJS is asked
 * for (`require.config` + `require([...])` inline) — and a chunk on another origin is never asked for. The chunks'
 * file names say nothing about the library; its banner (Leaflet's, as its dist files have it) gives it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { analyze } from '../analyze';
import { LAZY_ASSET_CAPS } from './lazy-assets';

jest.setTimeout(60_000);

const LEAFLET =
  '/* @preserve\n * Leaflet 1.9.4, a JS library for interactive maps. https://leafletjs.com\n */\nexport const L={};\n';

const BOOTSTRAP_CSS =
  '@charset "UTF-8";/*!\n * Bootstrap  v5.3.3 (https://getbootstrap.com/)\n * Copyright 2011-2024 The Bootstrap Authors\n' +
  ' * Licensed under MIT (https://github.com/twbs/bootstrap/blob/main/LICENSE)\n */:root{--bs-blue:#0d6efd}';

let other: http.Server;
/** Paths asked of the page's server. */
const asked: string[] = [];
let otherRequests = 0;
let server: http.Server;
let port: number;
let otherPort: number;

const files = (): Record<string, [string, string]> => ({
  '/': [
    'text/html',
    '<!doctype html><html><head><title>t</title><script type="module" src="/assets/index-a1b2.js"></script></head><body></body></html>',
  ],
  '/assets/index-a1b2.js': [
    'text/javascript',
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/c3d4.js"])))=>i.map(i=>d[i]);\n' +
      `const g=function(t){return"/"+t};import("./c3d4.js");import("http://other.test:${otherPort}/assets/e5f6.js");`,
  ],
  '/assets/c3d4.js': ['text/javascript', LEAFLET],
  '/amd': [
    'text/html',
    `<!doctype html><html><head><title>t</title><script src="/js/require.js"></script>
<script>require.config({ baseUrl: '/js/', urlArgs: 'v=7', paths: { app: 'app.min' } });</script>
</head><body><script>require(['app'], function (app) { app.start(); });</script></body></html>`,
  ],
  '/js/require.js': ['text/javascript', 'var requirejs, require, define;'],
  '/js/app.min.js?v=7': ['text/javascript', LEAFLET],
  // a module graph three steps deep: the entry RequireJS is asked for, the module it declares, the library that one
  // declares (as RequireJS applications load theirs: main → app module → libraries)
  '/deep': [
    'text/html',
    `<!doctype html><html><head><title>t</title><script src="/js/require.js"></script>
<script>require.config({ baseUrl: '/d/', paths: { maps: 'lib/maps.min' } }); require(['main']);</script>
</head><body></body></html>`,
  ],
  '/d/main.js': ['text/javascript', 'define(["app/views"], function (views) { views.start(); });'],
  '/d/app/views.js': ['text/javascript', 'define(["maps"], function (L) { return { start: function () {} }; });'],
  '/d/lib/maps.min.js': ['text/javascript', LEAFLET],
  // more chunks than the rounds' budget and a chunk stylesheet, named by the page's code
  '/many': [
    'text/html',
    `<!doctype html><html><head><title>t</title></head><body><script>
const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/s.css"])))=>i.map(i=>d[i]);
${Array.from({ length: LAZY_ASSET_CAPS.scripts + 5 }, (_, i) => `import("/many/c${i}.js");`).join('\n')}
</script></body></html>`,
  ],
  // a theme's stylesheet that @imports the framework's (Compodoc's styles/style.css does), a font service's CSS and
  // a stylesheet that imports one more
  '/themed': [
    'text/html',
    '<!doctype html><html><head><title>t</title><link rel="stylesheet" href="/styles/style.css"></head><body></body></html>',
  ],
  '/styles/style.css': [
    'text/css',
    `@import "./reset.css";\n@import url("bootstrap.min.css");\n@import url('https://fonts.googleapis.com/css2?family=Inter');\n` +
      `@import url(http://other.test:${otherPort}/x.css);\nbody{margin:0}`,
  ],
  '/styles/reset.css': ['text/css', '@import "./deeper.css";\nhtml{box-sizing:border-box}'],
  '/styles/deeper.css': ['text/css', BOOTSTRAP_CSS],
  '/styles/bootstrap.min.css': ['text/css', BOOTSTRAP_CSS],
  ...Object.fromEntries(
    Array.from({ length: LAZY_ASSET_CAPS.scripts + 5 }, (_, i) => [`/many/c${i}.js`, ['text/javascript', `export const c${i}=${i};`]]),
  ),
});

beforeAll(async () => {
  other = http.createServer((req, res) => {
    otherRequests++;
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(LEAFLET);
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherPort = (other.address() as AddressInfo).port;
  server = http.createServer((req, res) => {
    asked.push(req.url ?? '/');
    const file = files()[req.url ?? '/'];
    if (file) res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const s of [server, other]) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

const run = async (pagePath: string) => {
  const r = await analyze(`http://lazy.test:${port}${pagePath}`, {
    resolve: [`lazy.test:${port}:127.0.0.1`, `other.test:${otherPort}:127.0.0.1`],
    allowPrivateNetworks: true,
    skipDns: true,
    browser: false,
  });
  return Object.fromEntries(r.technologies.map((t) => [t.name, t.version]));
};

describe('passive stage: lazily loaded chunks and loader modules', () => {
  it("finds a library in a Vite build's dynamically imported chunk, never asking another origin", async () => {
    expect(await run('/')).toMatchObject({ Leaflet: '1.9.4' });
    expect(otherRequests).toBe(0);
  });

  it('fetches at most LAZY_ASSET_CAPS.scripts further scripts, in the order of the code, and no chunk stylesheet', async () => {
    asked.length = 0;
    await run('/many');
    const chunks = asked.filter((p) => p.startsWith('/many/c'));
    expect(chunks.sort()).toEqual(
      Array.from({ length: LAZY_ASSET_CAPS.scripts }, (_, i) => `/many/c${i}.js`).sort(),
    );
    expect(asked).not.toContain('/assets/s.css');
  });

  it('finds a library in the module an inline require([...]) asks RequireJS for', async () => {
    expect(await run('/amd')).toMatchObject({ Leaflet: '1.9.4' });
  });

  it("reads the same-origin stylesheets a linked stylesheet @imports, one level deep, never another origin's", async () => {
    asked.length = 0;
    otherRequests = 0;
    const found = await run('/themed');
    expect(found).toMatchObject({ Bootstrap: '5.3.3', 'Google Font API': null });
    expect(asked).toEqual(expect.arrayContaining(['/styles/style.css', '/styles/reset.css', '/styles/bootstrap.min.css']));
    expect(asked).not.toContain('/styles/deeper.css');
    expect(otherRequests).toBe(0);
  });

  it('follows a module graph LAZY_ASSET_CAPS.rounds steps deep: entry, the module it declares, its library', async () => {
    asked.length = 0;
    expect(await run('/deep')).toMatchObject({ Leaflet: '1.9.4' });
    expect(asked.filter((p) => p.startsWith('/d/'))).toEqual(['/d/main.js', '/d/app/views.js', '/d/lib/maps.min.js']);
  });
});
