/**
 * The browser stage in Debian's Chromium against the fixture sites of `test/fixtures/browser-sites.ts` (real library
 * files from node_modules, a React 19 app bundled at setup) on 127.0.0.1. Forbidden targets are 169.254.169.254 (kept
 * blocked even with `allowPrivateNetworks`) and, with the guard fully on, 10.0.0.1: every test asserts that no
 * connection went anywhere but 127.0.0.1.
 */
import http from 'node:http';
import {
  LIBRARY_VERSIONS,
  startBrowserFixtureSites,
  type BrowserFixtureSites,
} from '../../test/fixtures/browser-sites';
import { analyze } from '../analyze';
import { loadFingerprints } from '../fingerprints/load';
import { emptySignals } from '../types';
import { startGuardProxy } from './browser-guard';
import {
  browserProbes,
  closeBrowser,
  getBrowser,
  isSpareContext,
  mergeBrowserSignals,
  runBrowserStage,
  type BrowserStageResult,
} from './browser';
import { parseResolveRules } from './resolve-rules';

jest.setTimeout(60_000);

let sites: BrowserFixtureSites;
beforeAll(async () => {
  sites = await startBrowserFixtureSites();
});
afterAll(async () => {
  await sites.close();
  await closeBrowser();
});

const fingerprints = loadFingerprints();
const stage = (host: string, path = '/', extra: Partial<Parameters<typeof runBrowserStage>[1]> = {}) =>
  runBrowserStage(sites.url(host, path), {
    allowPrivateNetworks: true,
    resolve: parseResolveRules(sites.resolveRules()),
    fingerprints,
    ...extra,
  });
const onlyLoopback = (r: BrowserStageResult) =>
  expect(r.connections.filter((c) => !c.startsWith('127.0.0.1:'))).toEqual([]);
const summary = (techs: { name: string; version: string | null }[]) =>
  Object.fromEntries(techs.map((t) => [t.name, t.version]));
const options = () => ({ resolve: sites.resolveRules(), allowPrivateNetworks: true, skipDns: true });
/** Contexts left open by analyses (the spare prepared for the next one aside). */
const openContexts = async () => {
  const open = (await getBrowser()).contexts();
  const spares = await Promise.all(open.map((c) => isSpareContext(c)));
  return spares.filter((spare) => !spare).length;
};

describe('browser probes', () => {
  it('evaluates only what the fingerprint set names', () => {
    const probes = browserProbes(fingerprints);
    expect(probes.chains).toContain('jQuery.fn.jquery');
    expect(probes.chains.length).toBe(fingerprints.index.keyed.js.size);
    const bootstrapStyle = probes.dom.find((d) => d.s === 'body[data-bs-theme]');
    expect(bootstrapStyle).toEqual({ s: 'body[data-bs-theme]', t: false, a: ['data-bs-theme'], p: [] });
    expect(browserProbes(fingerprints)).toBe(probes);
  });
});

describe('fixture sites: technologies only a browser sees, exact versions', () => {
  it('libraries injected client-side: jQuery, Bootstrap, Lodash, Moment.js, Alpine.js, htmx, GTM globals, an xhr host', async () => {
    const passive = await analyze(sites.url('libs.test'), { ...options(), browser: false });
    const names = passive.technologies.map((t) => t.name);
    for (const n of [
      'jQuery',
      'Bootstrap',
      'Lodash',
      'Moment.js',
      'Htmx',
      'Google Tag Manager',
      'Contentful',
    ])
      expect(names).not.toContain(n);

    const r = await analyze(sites.url('libs.test'), { ...options(), browser: true });
    expect(r.partial).toBe(false);
    expect(summary(r.technologies)).toMatchObject({
      jQuery: LIBRARY_VERSIONS.jquery, // jQuery.fn.jquery; the file is /static/c/a91f.js
      Bootstrap: LIBRARY_VERSIONS.bootstrap, // bootstrap.Alert.VERSION (a static getter inherited from BaseComponent)
      Lodash: LIBRARY_VERSIONS.lodash,
      'Moment.js': LIBRARY_VERSIONS.moment,
      'Alpine.js': LIBRARY_VERSIONS.alpinejs,
      Htmx: LIBRARY_VERSIONS.htmx, // scriptSrc of a script only the browser loaded
      'Google Tag Manager': null, // window.google_tag_manager set client-side
      Contentful: null, // xhr host cdn.contentful.com
    });
    expect(LIBRARY_VERSIONS).toMatchObject({
      jquery: '3.7.1',
      bootstrap: '5.3.3',
      lodash: '4.17.21',
      moment: '2.30.1',
    });
  });

  it('Vue 3 (global production build under a neutral file name): Vue.version', async () => {
    const r = await analyze(sites.url('vue.test'), { ...options(), browser: true });
    expect(summary(r.technologies)).toMatchObject({ 'Vue.js': LIBRARY_VERSIONS.vue });
    // without a browser, the application object's hoisted version constant in the fetched bundle
    // (`INDIRECT_VERSION_RULES`, src/detect/bundle-versions.ts) gives the same version
    const passive = await analyze(sites.url('vue.test'), { ...options(), browser: false });
    expect(summary(passive.technologies)).toMatchObject({ 'Vue.js': LIBRARY_VERSIONS.vue });
  });

  it('a React 19 single-page application (bundled, createRoot, no global React): version from the renderer', async () => {
    const r = await stage('react.test');
    expect(r.signals.js['React.version']).toBe(LIBRARY_VERSIONS.reactDom);
    expect(r.signals.text).toMatch(/Kettle/); // rendered client-side after a fetch
    expect(r.signals.html).toMatch(/<li>Teapot<\/li>/);
    expect(r.signals.xhr).toEqual(['react.test']);
    expect(r.signals.scriptSrc).toContain(sites.url('react.test', '/assets/index-D4f9a1c2.js'));
    expect(r.requestCount).toBe(3);
    expect(r.timings.networkIdle).toBe(true);
    onlyLoopback(r);
    const a = await analyze(sites.url('react.test'), { ...options(), browser: true });
    expect(summary(a.technologies)).toMatchObject({ React: LIBRARY_VERSIONS.react });
    expect(a.timings.browserMs).toBeGreaterThan(0);
  });
});

describe('SSRF through the browser', () => {
  it('script, fetch, preconnect, WebSocket and a script redirect to 169.254.169.254 are refused before any connection; images are never requested', async () => {
    const r = await stage('ssrf.test');
    const targets = r.blocked.map((b) => b.target);
    expect(targets).toEqual(
      expect.arrayContaining([
        'http://169.254.169.254/latest/user-data.js',
        'http://169.254.169.254/latest/meta-data/',
        'http://169.254.169.254/latest/meta-data/hop.js', // redirect hop of /script-redirect, refused by the proxy
      ]),
    );
    // both images (the metadata address and the redirecting one) are answered without a download
    expect(r.skippedDownloads).toBe(2);
    expect(sites.requests).not.toContain('ssrf.test /img-redirect');
    expect(r.blocked.every((b) => /169\.254\.169\.254/.test(b.target) && /link-local/.test(b.reason))).toBe(
      true,
    );
    onlyLoopback(r);
    expect(r.signals.js['jQuery.fn.jquery']).toBe(LIBRARY_VERSIONS.jquery); // the page itself still analysed
    expect(sites.requests).toContain('ssrf.test /script-redirect');
  });

  it('a main-document redirect to the metadata address is blocked at the hop and recorded', async () => {
    const r = await stage('ssrf.test', '/redirect');
    expect(r.blocked.map((b) => b.target)).toContain('http://169.254.169.254/latest/meta-data/');
    expect(r.signals.js).toEqual({});
    onlyLoopback(r);
    expect(await openContexts()).toBe(0);
  });

  it('with the guard fully on, the proxy refuses 10.0.0.1 (literal, and a name mapped to it) without connecting', async () => {
    const proxy = await startGuardProxy({
      allowPrivateNetworks: false,
      resolve: parseResolveRules(['intranet.test:80:10.0.0.1']),
    });
    try {
      const port = Number(new URL(proxy.server).port);
      const viaProxy = (path: string, method = 'GET') =>
        new Promise<number>((resolve, reject) => {
          const req = http.request({
            host: '127.0.0.1',
            port,
            method,
            path,
            headers: { host: method === 'CONNECT' ? path : new URL(path).host },
          });
          req.once('connect', (res, socket) => {
            socket.destroy();
            resolve(res.statusCode ?? 0);
          });
          req.once('response', (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          });
          req.once('error', reject);
          req.end();
        });
      expect(await viaProxy('http://10.0.0.1/')).toBe(403);
      expect(await viaProxy('http://intranet.test/')).toBe(403);
      expect(await viaProxy('10.0.0.1:443', 'CONNECT')).toBe(403);
      expect(await viaProxy('169.254.169.254:443', 'CONNECT')).toBe(403);
      expect(proxy.blocked.map((b) => b.target)).toEqual([
        'http://10.0.0.1/',
        'http://intranet.test/',
        '10.0.0.1:443',
        '169.254.169.254:443',
      ]);
      expect(proxy.blocked[1].reason).toMatch(/private/);
      expect(proxy.connections).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it('with the guard fully on, even the loopback fixture page is refused (no connection)', async () => {
    const r = await runBrowserStage(sites.url('libs.test'), {
      allowPrivateNetworks: false,
      resolve: parseResolveRules(sites.resolveRules()),
      fingerprints,
    });
    expect(r.blocked[0]?.reason).toMatch(/loopback/);
    expect(r.connections).toEqual([]);
    expect(r.statusCode).toBeNull();
  });
});

describe('timing and robustness', () => {
  it('a long-polling page (a request that never ends) settles once the poll is long-lived, with the js evaluated', async () => {
    const started = Date.now();
    const r = await stage('slow.test', '/longpoll');
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(r.timings.networkIdle).toBe(true);
    expect(r.signals.js['jQuery.fn.jquery']).toBe(LIBRARY_VERSIONS.jquery);
    expect(await openContexts()).toBe(0);
  });

  it("waits for the page's own scripts: a library a 700 ms timer adds after the load event is seen", async () => {
    const r = await stage('slow.test', '/late');
    expect(r.timings.networkIdle).toBe(true);
    expect(r.signals.js['jQuery.fn.jquery']).toBe(LIBRARY_VERSIONS.jquery);
    expect(r.signals.text).toMatch(/ready/);
    expect(r.timings.idleMs).toBeGreaterThanOrEqual(600);
  });

  it('a page whose scripts never stop is evaluated at its settle bound, with a note', async () => {
    const r = await stage('slow.test', '/busy', { limits: { idleMaxMs: 1_000 } });
    expect(r.timings.networkIdle).toBe(false);
    expect(r.partial).toBe(false); // ended by the settle bound, not by the stage's deadline
    // the bound is max(idleMaxMs, settleLoadFactor × load time): it grows on a busy machine, so the wait is checked
    // against the bound the stage states, not against the wall clock
    const budget = Number(/did not settle within (\d+) ms/.exec(r.notes.join(' '))?.[1]);
    expect(budget).toBeGreaterThanOrEqual(1_000);
    expect(r.timings.idleMs).toBeGreaterThanOrEqual(budget - 50);
    expect(r.timings.idleMs).toBeLessThan(budget + 2_000);
    expect(r.signals.js['jQuery.fn.jquery']).toBe(LIBRARY_VERSIONS.jquery);
    expect(await openContexts()).toBe(0);
  });

  it('a page whose load event never fires: partial results at the bound', async () => {
    const started = Date.now();
    const r = await stage('slow.test', '/hang', { timeoutMs: 5_000, limits: { loadMs: 1_500 } });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(r.partial).toBe(true);
    expect(r.signals.js['jQuery.fn.jquery']).toBe(LIBRARY_VERSIONS.jquery);
    expect(await openContexts()).toBe(0);
  });

  it('the stage deadline returns what it has, partial, and closes the context', async () => {
    const started = Date.now();
    const r = await stage('slow.test', '/hang', { timeoutMs: 400 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(r.partial).toBe(true);
    expect(r.notes.join(' ')).toMatch(/deadline|did not/);
    expect(await openContexts()).toBe(0);
  });

  it('an external abort ends the stage early (context closed)', async () => {
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 300);
    const r = await stage('slow.test', '/hang', { signal: ac.signal });
    expect(r.partial).toBe(true);
    expect(await openContexts()).toBe(0);
  });

  it('the next analysis gets the spare page prepared after the last one: a fresh context (no cookie carried over)', async () => {
    const a = await stage('slow.test', '/cookie');
    expect(a.signals.cookies).toMatchObject({ visit: 'first' });
    const b = await stage('slow.test', '/cookie');
    expect(b.sparePage).toBe(true);
    expect(b.signals.cookies).toMatchObject({ visit: 'first' }); // not 'again': no state from the previous context
    // other guard settings never get a spare made for these
    const c = await stage('slow.test', '/cookie', { allowPrivateNetworks: false });
    expect(c.sparePage).toBe(false);
    expect(c.statusCode).toBeNull();
    expect(await openContexts()).toBe(0);
  });

  it('caps requests per page', async () => {
    const r = await stage('libs.test', '/', { limits: { maxRequests: 3 } });
    expect(r.blocked.some((b) => /request cap of 3/.test(b.reason))).toBe(true);
    expect(r.notes.join(' ')).toMatch(/more than 3 requests/);
  });

  it('caps bytes per page', async () => {
    const r = await stage('libs.test', '/', { limits: { maxBytes: 50_000 } });
    expect(r.notes.join(' ')).toMatch(/transfer cap/);
    expect(r.signals.js['jQuery.fn.jquery']).toBeUndefined();
  });

  it('relaunches the shared browser after it was closed', async () => {
    const a = await getBrowser();
    await closeBrowser();
    const r = await stage('vue.test');
    expect(r.signals.js['Vue.version']).toBe(LIBRARY_VERSIONS.vue);
    expect(await getBrowser()).not.toBe(a);
  });
});

describe('mergeBrowserSignals', () => {
  it('keeps the server HTML, appends the rendered DOM, unites lists and cookies, adds client-side meta', () => {
    const base = {
      ...emptySignals('http://x.test/'),
      html: '<html><body>server</body></html>',
      text: 'server',
      cookies: { a: '1' },
      scriptSrc: ['http://x.test/a.js'],
      scripts: ['s1'],
      meta: { generator: ['X'] },
    };
    const merged = mergeBrowserSignals(base, {
      js: { 'jQuery.fn.jquery': '3.7.1' },
      dom: { '#app': { exists: true } },
      xhr: ['api.x.test'],
      scriptSrc: ['http://x.test/a.js', 'http://x.test/b.js'],
      scripts: ['s1', 's2'],
      css: ['.a{}'],
      cookies: { b: '2', a: '3' },
      html: '<html><head><meta name="generator" content="Y"></head><body>rendered</body></html>',
      text: 'rendered',
      certIssuer: 'CA',
    });
    expect(merged.html.startsWith('<html><body>server</body></html>')).toBe(true);
    expect(merged.html).toMatch(/rendered DOM[\s\S]*<body>rendered<\/body>/);
    expect(merged.text).toBe('rendered');
    expect(merged.cookies).toEqual({ a: '3', b: '2' });
    expect(merged.scriptSrc).toEqual(['http://x.test/a.js', 'http://x.test/b.js']);
    expect(merged.scripts).toEqual(['s1', 's2']);
    expect(merged.meta.generator).toEqual(['X', 'Y']);
    expect(merged.js).toEqual({ 'jQuery.fn.jquery': '3.7.1' });
    expect(merged.xhr).toEqual(['api.x.test']);
    expect(merged.certIssuer).toBe('CA');
  });
});
