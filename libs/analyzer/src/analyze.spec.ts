/**
 * End to end on the fixture sites: real HTTP on 127.0.0.1 through resolve rules, the real fingerprint set,
 * the real detector and score. Versions asserted are what the upstream fingerprint data yields: e.g. WordPress's
 * `jquery.min.js?ver=3.7.1` carries no version for the upstream jQuery patterns (only the browser's
 * `jQuery.fn.jquery` would), so jQuery is detected there without a version.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFixtureSites, type FixtureSites } from '../test/fixtures/sites';
import { closeBrowser } from './collect/browser';
import { analyze, toAnalysisUrl } from './analyze';
import { AnalyzerError } from './errors';
import { loadFingerprints } from './fingerprints/load';
import type { AnalyzeOptions } from './types';
import { loadLatestVersionTable, manualLatestVersions } from './versions/manual';
import { loadAdvisorySnapshot } from './vulnerabilities/snapshot';

let sites: FixtureSites;
let options: AnalyzeOptions;
beforeAll(async () => {
  sites = await startFixtureSites();
  options = {
    resolve: sites.resolveRules(),
    allowPrivateNetworks: true,
    skipDns: true,
    latestVersions: manualLatestVersions(),
  };
  // The fingerprint set is compiled once per process: here, not inside the first test's time.
  loadFingerprints();
}, 120_000);
afterAll(async () => {
  await sites.close();
  await closeBrowser();
});

const summary = (techs: { name: string; version: string | null }[]) =>
  Object.fromEntries(techs.map((t) => [t.name, t.version]));

describe('analyze() on fixture sites', () => {
  it('known vulnerabilities only with options.advisories: nginx 1.24.0 vulnerable, jQuery without a version absent', async () => {
    const without = await analyze(sites.url('wordpress.test'), { ...options, browser: false });
    expect(without.vulnerabilities).toBeUndefined(); // backward compatible: no lookup unless asked
    expect(without.timings.vulnerabilitiesMs).toBeUndefined();
    const r = await analyze(sites.url('wordpress.test'), {
      ...options,
      browser: false,
      advisories: loadAdvisorySnapshot(),
    });
    const nginx = r.vulnerabilities?.find((v) => v.name === 'Nginx');
    expect(nginx).toMatchObject({ version: '1.24.0', sources: ['nginx'], mayBePatchedByDistribution: false });
    expect(nginx?.advisories.map((a) => a.id)).toContain('CVE-2024-7347'); // mp4 module, fixed in 1.26.2/1.27.1
    expect(r.vulnerabilities?.find((v) => v.name === 'jQuery')).toBeUndefined(); // detected without a version
    expect(r.vulnerabilities?.find((v) => v.name === 'MySQL')).toBeUndefined(); // implied
    expect(r.timings.vulnerabilitiesMs).toEqual(expect.any(Number));
  });

  it('spa.test: versions from a runtime chunk the page only modulepreloads, without a browser', async () => {
    const r = await analyze(sites.url('spa.test'), { ...options, browser: false });
    expect(summary(r.technologies)).toMatchObject({ 'React Router': '7.18.6', React: '19.3.1', Nginx: null });
  });

  it('wordpress.test: WordPress 6.4.2, Nginx 1.24.0, PHP 8.1.27, jQuery Migrate 3.4.1, implied MySQL, its theme', async () => {
    const r = await analyze(sites.url('wordpress.test'), options);
    expect(r.statusCode).toBe(200);
    expect(summary(r.technologies)).toEqual({
      WordPress: '6.4.2',
      'WordPress Site Editor': null,
      Nginx: '1.24.0',
      PHP: '8.1.27',
      MySQL: null,
      jQuery: null,
      'jQuery Migrate': '3.4.1',
      // upstream's dom rule `link[href*='/wp-content/themes/twentytwentyfour/']`, evaluated on the served HTML
      'Twenty Twenty-Four': null,
    });
    expect(r.technologies.find((t) => t.name === 'MySQL')?.implied).toBe(true);
    const migrate = r.technologies.find((t) => t.name === 'jQuery Migrate');
    expect(migrate).toMatchObject({ latestVersion: '4.0.2', versionStatus: 'major-behind' });
    expect(r.score.value).toBeGreaterThanOrEqual(0);
    expect(r.score.breakdown.map((p) => p.key)).toEqual([
      'modernity',
      'security',
      'performance',
      'bestPractice',
    ]);
    expect(r.timings.ttfbMs).not.toBeNull();
    expect(r.partial).toBe(false);
  });

  it('shop.test: Nginx 1.22.1 + PHP 7.4.33 (headers and PHPSESSID cookie)', async () => {
    const r = await analyze(sites.url('shop.test'), options);
    expect(summary(r.technologies)).toEqual({ Nginx: '1.22.1', PHP: '7.4.33' });
  });

  it('static.test: jQuery 3.6.0 and Bootstrap 5.3.2 from versioned paths, Apache 2.4.57 on Debian', async () => {
    const r = await analyze(sites.url('static.test'), options);
    expect(summary(r.technologies)).toEqual({
      'Apache HTTP Server': '2.4.57',
      Bootstrap: '5.3.2',
      Debian: null,
      jQuery: '3.6.0',
    });
    expect(r.technologies.find((t) => t.name === 'jQuery')).toMatchObject({
      latestVersion: '4.0.0',
      versionStatus: 'major-behind',
    });
    expect(r.technologies.find((t) => t.name === 'Bootstrap')).toMatchObject({
      latestVersion: loadLatestVersionTable().versions.Bootstrap,
      versionStatus: 'patch-behind',
    });
  });

  it('secure.test: HSTS only, and a better best-practice part than the bare shop', async () => {
    const secure = await analyze(sites.url('secure.test'), options);
    const shop = await analyze(sites.url('shop.test'), options);
    expect(summary(secure.technologies)).toEqual({ HSTS: null });
    const part = (r: typeof secure, key: string) => r.score.breakdown.find((p) => p.key === key)!.points;
    expect(part(secure, 'security')).toBeGreaterThan(part(shop, 'security'));
    expect(part(secure, 'bestPractice')).toBeGreaterThan(part(shop, 'bestPractice'));
    const checks = secure.score.breakdown.flatMap((p) => p.checks);
    expect(checks.find((c) => c.id === 'robots-txt')?.passed).toBe(true);
    expect(checks.find((c) => c.id === 'sitemap')?.passed).toBe(true);
  });

  it('asks for /sitemap.xml beside robots.txt, not after it (a robots.txt answered only then is not late)', async () => {
    let sitemapAsked!: () => void;
    const asked = new Promise<void>((resolve) => (sitemapAsked = resolve));
    const server = http.createServer((req, res) => {
      if (req.url === '/robots.txt') {
        void asked.then(() =>
          res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n'),
        );
      } else if (req.url === '/sitemap.xml') {
        sitemapAsked();
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>');
      } else {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html><head><title>t</title></head></html>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const r = await analyze(`http://parallel.test:${port}/`, {
        ...options,
        resolve: [`parallel.test:${port}:127.0.0.1`],
        browser: false,
      });
      expect(r.partial).toBe(false);
      const checks = r.score.breakdown.flatMap((p) => p.checks);
      expect(checks.find((c) => c.id === 'robots-txt')?.passed).toBe(true);
      expect(checks.find((c) => c.id === 'sitemap')?.passed).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('follows the redirect chain and keeps path and query', async () => {
    const r = await analyze(sites.url('redirect.test'), options);
    expect(r.finalUrl).toBe(sites.url('redirect.test', '/final/'));
    expect(r.url).toBe(sites.url('redirect.test'));
    const q = await analyze(sites.url('redirect.test', '/final/?a=1'), options);
    expect(q.finalUrl).toBe(sites.url('redirect.test', '/final/?a=1'));
  });

  it('with browser: true runs the browser stage too (requests counted, no "not available" note)', async () => {
    // Launches Chromium for the first time in this process (seconds on a busy machine).
    const r = await analyze(sites.url('shop.test'), { ...options, browser: true });
    expect(r.notes?.join(' ') ?? '').not.toMatch(/not available/);
    expect(r.timings.browserMs).toBeGreaterThan(0);
    expect(r.browserOutcome).toBe('ok');
    expect(summary(r.technologies)).toEqual({ Nginx: '1.22.1', PHP: '7.4.33' });
  }, 60_000);

  it('says when the browser stage could not run (no such Chromium) and analyses passively', async () => {
    await closeBrowser(); // the process shares one Chromium: without this, the path below would not be launched
    const r = await analyze(sites.url('shop.test'), {
      ...options,
      browser: true,
      chromiumPath: '/nonexistent/chromium',
    });
    expect(r.browserOutcome).toBe('failed');
    expect(r.notes?.join(' ')).toMatch(/browser stage could not run/);
    expect(summary(r.technologies)).toEqual({ Nginx: '1.22.1', PHP: '7.4.33' });
  });

  it.each([
    ['blocked-address', () => analyze(sites.url('shop.test'), { ...options, allowPrivateNetworks: false })],
    ['blocked-address', () => analyze('http://127.0.0.1:9/', { skipDns: true })],
    ['too-many-redirects', () => analyze(sites.url('redirect.test', '/loop'), options)],
    ['invalid-url', () => analyze('ftp://example.com/', options)],
    ['invalid-url', () => analyze('   ', options)],
    ['invalid-url', () => analyze(sites.url('shop.test'), { ...options, resolve: ['bad rule'] })],
    ['dns-failure', () => analyze('http://no-such-host.invalid/', { skipDns: true })],
  ])('fails with %s', async (code, run) => {
    await expect(run()).rejects.toMatchObject({ code, name: 'AnalyzerError' });
    await run().catch((err) => expect(err).toBeInstanceOf(AnalyzerError));
  });
});

describe('toAnalysisUrl', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['example.com:8080/x?y=1#frag', 'https://example.com:8080/x?y=1'],
    ['http://host.test:3000/zabbix/', 'http://host.test:3000/zabbix/'],
    ['HTTPS://Example.COM', 'https://example.com/'],
  ])('%s → %s', (input, out) => expect(toAnalysisUrl(input)).toBe(out));
  it.each(['', 'mailto:a@b.c', 'http://user:pw@example.com/', 'http://'])('rejects %j', (input) => {
    expect(() => toAnalysisUrl(input)).toThrow(AnalyzerError);
  });
});
