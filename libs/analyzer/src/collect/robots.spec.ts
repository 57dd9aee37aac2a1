import { startFixtureSites, type FixtureSites } from '../../test/fixtures/sites';
import { TEST_CERT, TEST_KEY } from '../../test/fixtures/tls-cert';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { checkRobots, isAllowedByRobots, robotsSitemaps } from './robots';
import { inspectTls } from './tls';
import { collectDns } from './dns';
import { parseResolveRules } from './resolve-rules';
import { ADDRESS_NOT_ALLOWED_MESSAGE } from '../errors';

let sites: FixtureSites;
beforeAll(async () => {
  sites = await startFixtureSites();
});
afterAll(() => sites.close());

describe('isAllowedByRobots', () => {
  const txt =
    'User-agent: StackLensBot\nDisallow: /private/\nAllow: /private/ok\n\nUser-agent: *\nDisallow: /\n';
  it('uses the StackLensBot group, longest match wins', () => {
    expect(isAllowedByRobots(txt)).toBe(true);
    expect(isAllowedByRobots(txt, 'StackLensBot', '/private/x')).toBe(false);
    expect(isAllowedByRobots(txt, 'StackLensBot', '/private/ok')).toBe(true);
    expect(isAllowedByRobots(txt, 'OtherBot', '/')).toBe(false);
    expect(isAllowedByRobots('')).toBe(true);
    expect(isAllowedByRobots('User-agent: *\nDisallow: /\n')).toBe(false);
  });
  it('reads Sitemap lines', () => {
    expect(robotsSitemaps('User-agent: *\nAllow: /\nSitemap: https://x.test/sitemap.xml\n')).toEqual([
      'https://x.test/sitemap.xml',
    ]);
  });
});

describe('checkRobots', () => {
  const opts = () => ({ resolve: sites.resolveRules(), allowPrivateNetworks: true });
  it('denies a site whose robots.txt disallows StackLensBot', async () => {
    const r = await checkRobots(sites.url('blocked.test'), opts());
    expect(r.allowed).toBe(false);
    expect(r.robotsTxt).toContain('StackLensBot');
  });
  it('allows sites that allow, have no robots.txt, or are unreachable', async () => {
    expect((await checkRobots(sites.url('secure.test'), opts())).allowed).toBe(true);
    expect(await checkRobots(sites.url('shop.test'), opts())).toEqual({ allowed: true, robotsTxt: '' });
    expect((await checkRobots(sites.url('wordpress.test', '/wp-admin/'), opts())).allowed).toBe(false);
    expect((await checkRobots('http://127.0.0.1:9/', {})).allowed).toBe(true);
  });
  it('rejects invalid URLs', async () => {
    await expect(checkRobots('ftp://x.test/')).rejects.toMatchObject({ code: 'invalid-url' });
  });
});

describe('inspectTls', () => {
  it('reports an untrusted certificate as valid:false with the reason and the issuer', async () => {
    const server = https.createServer({ key: TEST_KEY, cert: TEST_CERT }, (_req, res) => res.end('ok'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    try {
      const guard = {
        allowPrivateNetworks: true,
        resolve: parseResolveRules([`secure.test:${port}:127.0.0.1`]),
      };
      const facts = await inspectTls('secure.test', port, guard);
      expect(facts).toMatchObject({ valid: false, issuer: 'StackLens Fixture CA', protocol: 'TLSv1.3' });
      expect(facts.error).toMatch(/SELF_SIGNED/);
      expect(facts.validTo).toMatch(/^21\d\d-/);
      const blocked = await inspectTls('secure.test', port, { resolve: guard.resolve });
      expect(blocked.valid).toBe(false);
      // The refusal names no address (the user sees it in the score's TLS check).
      expect(blocked.error).toBe(ADDRESS_NOT_ALLOWED_MESSAGE);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

describe('collectDns', () => {
  it('skips IP literals and names mapped by a resolve rule, and returns {} when DNS does not answer', async () => {
    expect(await collectDns('127.0.0.1')).toEqual({});
    expect(await collectDns('[::1]')).toEqual({});
    expect(
      await collectDns('wordpress.test', { resolve: parseResolveRules(['wordpress.test:80:127.0.0.1']) }),
    ).toEqual({});
    // a DNS server that is not there: every query fails → no records, within the timeout
    const started = Date.now();
    expect(await collectDns('example.com', { servers: ['127.0.0.1:9'], timeoutMs: 500 })).toEqual({});
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
