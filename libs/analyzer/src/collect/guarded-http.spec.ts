import http from 'node:http';
import http2 from 'node:http2';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { startFixtureSites, type FixtureSites } from '../../test/fixtures/sites';
import { TEST_CERT, TEST_KEY } from '../../test/fixtures/tls-cert';
import { AnalyzerError } from '../errors';
import {
  HttpClient,
  bodyText,
  resolveGuarded,
  CONNECTIONS_PER_ORIGIN,
  DEFAULT_USER_AGENT,
} from './guarded-http';
import { parseResolveRules } from './resolve-rules';

let sites: FixtureSites;
let lab: http.Server;
let labPort: number;
const BIG = 'x'.repeat(300_000);
/** Requests the lab server answered, by path (the HTTP cache's tests count them). */
const served = new Map<string, number>();

beforeAll(async () => {
  sites = await startFixtureSites();
  lab = http.createServer((req, res) => {
    const path = req.url ?? '/';
    served.set(path, (served.get(path) ?? 0) + 1);
    if (path.startsWith('/cache/')) {
      // /cache/<Cache-Control value, URL-encoded>
      res.writeHead(200, {
        'content-type': 'application/javascript',
        'cache-control': decodeURIComponent(path.slice('/cache/'.length)),
      });
      res.end(`/*! lib v1.2.3 */ // ${served.get(path)}`);
    } else if (path === '/big') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(BIG);
    } else if (path === '/gzip' || path === '/br' || path === '/deflate') {
      const body = Buffer.from('<p>compressed ' + 'hello '.repeat(1000) + '</p>');
      const enc = path.slice(1);
      const packed =
        enc === 'gzip'
          ? zlib.gzipSync(body)
          : enc === 'br'
            ? zlib.brotliCompressSync(body)
            : zlib.deflateSync(body);
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': enc });
      res.end(packed);
    } else if (path === '/bomb') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync(Buffer.alloc(2_000_000, 0x20)));
    } else if (path === '/slow-headers') {
      setTimeout(() => res.writeHead(200).end('late'), 3000).unref();
    } else if (path === '/slow-body') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('start');
      setTimeout(() => res.end('end'), 3000).unref();
    } else if (path === '/ua') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(String(req.headers['user-agent']));
    } else if (path === '/latin1') {
      res.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' });
      res.end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
    } else if (path === '/redirect-ftp') {
      res.writeHead(302, { location: 'ftp://example.com/' }).end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => lab.listen(0, '127.0.0.1', r));
  labPort = (lab.address() as AddressInfo).port;
});

afterAll(async () => {
  await sites.close();
  lab.closeAllConnections();
  await new Promise((r) => lab.close(r));
});

const open = (extra: ConstructorParameters<typeof HttpClient>[0] = {}) =>
  new HttpClient({ allowPrivateNetworks: true, resolve: parseResolveRules(sites.resolveRules()), ...extra });

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'no error';
  } catch (err) {
    expect(err).toBeInstanceOf(AnalyzerError);
    return (err as AnalyzerError).code;
  }
}

describe('resolveGuarded', () => {
  it('applies resolve rules, then DNS, and the guard', async () => {
    const rules = parseResolveRules(['a.test:80:127.0.0.1', 'pub.test:80:8.8.8.8']);
    await expect(resolveGuarded('a.test', 80, { resolve: rules, allowPrivateNetworks: true })).resolves.toBe(
      '127.0.0.1',
    );
    await expect(resolveGuarded('pub.test', 80, { resolve: rules })).resolves.toBe('8.8.8.8');
    expect(await codeOf(resolveGuarded('a.test', 80, { resolve: rules }))).toBe('blocked-address');
    expect(await codeOf(resolveGuarded('127.0.0.1', 80, {}))).toBe('blocked-address');
    expect(await codeOf(resolveGuarded('::1', 80, {}))).toBe('blocked-address');
    // a name with one public and one private address is refused (rebinding)
    const lookup = async () => ['8.8.8.8', '10.0.0.5'];
    expect(await codeOf(resolveGuarded('mixed.example', 443, { lookup }))).toBe('blocked-address');
    await expect(
      resolveGuarded('v6.example', 443, { lookup: async () => ['2606:4700::1', '1.1.1.1'] }),
    ).resolves.toBe('1.1.1.1');
    const failing = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await codeOf(resolveGuarded('nope.example', 80, { lookup: failing }))).toBe('dns-failure');
  });
});

describe('HttpClient', () => {
  it('fetches through a resolve rule and sends the StackLens User-Agent', async () => {
    const client = open();
    try {
      const res = await client.fetch(sites.url('wordpress.test'));
      expect(res.statusCode).toBe(200);
      expect(res.headers['server']).toEqual(['nginx/1.24.0']);
      expect(bodyText(res)).toContain('WordPress 6.4.2');
      expect(res.httpVersion).toBe('1.1');
      expect(res.ttfbMs).toBeGreaterThanOrEqual(0);
      const ua = await client.fetch(`http://127.0.0.1:${labPort}/ua`);
      expect(bodyText(ua)).toBe(DEFAULT_USER_AGENT);
    } finally {
      await client.close();
    }
  });

  it('follows redirects (relative and absolute) and records every hop', async () => {
    const client = open();
    try {
      const res = await client.fetch(sites.url('redirect.test'));
      expect(res.finalUrl).toBe(sites.url('redirect.test', '/final/'));
      expect(res.redirects.map((r) => r.statusCode)).toEqual([301, 302, 307]);
      expect(res.statusCode).toBe(200);
      const first = await client.fetch(sites.url('redirect.test'), { maxRedirects: 0 });
      expect(first.statusCode).toBe(301);
    } finally {
      await client.close();
    }
  });

  it('stops after 5 redirects, or fewer when asked', async () => {
    const client = open();
    try {
      expect(await codeOf(client.fetch(sites.url('redirect.test', '/loop')))).toBe('too-many-redirects');
      expect(await codeOf(client.fetch(sites.url('redirect.test'), { maxRedirects: 2 }))).toBe(
        'too-many-redirects',
      );
      expect(await codeOf(client.fetch(`http://127.0.0.1:${labPort}/redirect-ftp`))).toBe('http-error');
    } finally {
      await client.close();
    }
  });

  it('blocks a redirect to a forbidden address with the guard on, even when the first hop was allowed by a rule', async () => {
    const guarded = new HttpClient({ resolve: parseResolveRules(sites.resolveRules()) });
    try {
      expect(await codeOf(guarded.fetch(sites.url('evil.test')))).toBe('blocked-address');
      expect(await codeOf(guarded.fetch('http://169.254.169.254/latest/meta-data/'))).toBe('blocked-address');
      expect(await codeOf(guarded.fetch('http://[::ffff:127.0.0.1]:9/'))).toBe('blocked-address');
      expect(await codeOf(guarded.fetch('http://0x7f000001:9/'))).toBe('blocked-address');
    } finally {
      await guarded.close();
    }
  });

  it('with allowPrivateNetworks a redirect to a loopback address is followed', async () => {
    const client = open();
    try {
      const res = await client.fetch(sites.url('evil.test', '/to-loopback'));
      expect(res.finalUrl).toBe(`http://127.0.0.1:${sites.port}/`);
      expect(res.statusCode).toBe(404);
    } finally {
      await client.close();
    }
  });

  it('caps the body: body-too-large, or the prefix with truncate', async () => {
    const client = open();
    try {
      expect(await codeOf(client.fetch(`http://127.0.0.1:${labPort}/big`, { maxBodyBytes: 100_000 }))).toBe(
        'body-too-large',
      );
      const cut = await client.fetch(`http://127.0.0.1:${labPort}/big`, {
        maxBodyBytes: 100_000,
        truncate: true,
      });
      expect(cut.truncated).toBe(true);
      expect(cut.body.length).toBe(100_000);
      // a decompression bomb is capped after decoding too
      expect(
        await codeOf(client.fetch(`http://127.0.0.1:${labPort}/bomb`, { maxBodyBytes: 1_000_000 })),
      ).toBe('body-too-large');
    } finally {
      await client.close();
    }
  });

  it.each(['gzip', 'br', 'deflate'])('decodes %s and measures wire bytes', async (enc) => {
    const client = open();
    try {
      const res = await client.fetch(`http://127.0.0.1:${labPort}/${enc}`);
      expect(res.contentEncoding).toBe(enc);
      expect(bodyText(res)).toMatch(/^<p>compressed (hello ){1000}<\/p>$/);
      expect(res.wireBytes).toBeLessThan(res.body.length / 10);
    } finally {
      await client.close();
    }
  });

  it('decodes the declared charset', async () => {
    const client = open();
    try {
      expect(bodyText(await client.fetch(`http://127.0.0.1:${labPort}/latin1`))).toBe('café');
    } finally {
      await client.close();
    }
  });

  it('times out: headers, body and the overall deadline', async () => {
    const client = open({ headersTimeoutMs: 300, bodyTimeoutMs: 300 });
    try {
      expect(await codeOf(client.fetch(`http://127.0.0.1:${labPort}/slow-headers`))).toBe('timeout');
      expect(await codeOf(client.fetch(`http://127.0.0.1:${labPort}/slow-body`))).toBe('timeout');
    } finally {
      await client.close();
    }
    const patient = open();
    try {
      const started = Date.now();
      expect(
        await codeOf(patient.fetch(`http://127.0.0.1:${labPort}/slow-headers`, { timeoutMs: 300 })),
      ).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2000);
      const ac = new AbortController();
      setTimeout(() => ac.abort(), 200);
      expect(
        await codeOf(patient.fetch(`http://127.0.0.1:${labPort}/slow-body`, { signal: ac.signal })),
      ).toBe('timeout');
    } finally {
      await patient.close();
    }
  });

  it('opens at most CONNECTIONS_PER_ORIGIN connections to one origin; further requests wait for one', async () => {
    // the first answers are held until as many requests as the cap are in flight (so that the client has that many
    // outstanding at once), then every request is answered
    let connections = 0;
    let received = 0;
    const held: http.ServerResponse[] = [];
    const server = http.createServer((_req, res) => {
      received += 1;
      held.push(res);
      if (received >= CONNECTIONS_PER_ORIGIN) for (const r of held.splice(0)) r.end('ok');
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const client = open();
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const results = await Promise.all(Array.from({ length: 10 }, () => client.fetch(url)));
      expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(connections).toBe(CONNECTIONS_PER_ORIGIN);
    } finally {
      await client.close();
      await new Promise((r) => server.close(r));
    }
  });

  it('maps connection and DNS failures', async () => {
    const client = open();
    try {
      // a port nobody listens on
      const probe = http.createServer();
      await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
      const deadPort = (probe.address() as AddressInfo).port;
      await new Promise((r) => probe.close(r));
      expect(await codeOf(client.fetch(`http://127.0.0.1:${deadPort}/`))).toBe('connection-failed');
      expect(await codeOf(client.fetch('http://does-not-exist.invalid/'))).toBe('dns-failure');
      expect(await codeOf(client.fetch('not a url'))).toBe('invalid-url');
      expect(await codeOf(client.fetch('file:///etc/passwd'))).toBe('invalid-url');
    } finally {
      await client.close();
    }
  });

  it('speaks HTTP/2 over TLS, and reports tls-failure for an untrusted certificate when verifying', async () => {
    const server = http2.createSecureServer(
      { key: TEST_KEY, cert: TEST_CERT, allowHTTP1: true },
      (req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<p>h2</p>');
      },
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const rules = parseResolveRules([`secure.test:${port}:127.0.0.1`]);
    const lenient = new HttpClient({ allowPrivateNetworks: true, resolve: rules, verifyTls: false });
    const strict = new HttpClient({ allowPrivateNetworks: true, resolve: rules });
    try {
      const res = await lenient.fetch(`https://secure.test:${port}/`);
      expect(bodyText(res)).toBe('<p>h2</p>');
      expect(res.httpVersion).toBe('2');
      expect(await codeOf(strict.fetch(`https://secure.test:${port}/`))).toBe('tls-failure');
    } finally {
      await lenient.close();
      await strict.close();
      await new Promise((r) => server.close(r));
    }
  });
});

describe('HTTP cache (HttpClientOptions.cache)', () => {
  const url = (cacheControl: string) =>
    `http://127.0.0.1:${labPort}/cache/${encodeURIComponent(cacheControl)}`;
  const twice = async (client: HttpClient, target: string, cache = true) => {
    const first = bodyText(await client.fetch(target, { cache }));
    const second = bodyText(await client.fetch(target, { cache }));
    return { first, second, requests: served.get(new URL(target).pathname) ?? 0 };
  };

  it('serves a fresh response again from memory, only to fetches that ask for the cache', async () => {
    const client = new HttpClient({
      allowPrivateNetworks: true,
      cache: { maxBytes: 1e6, maxEntryBytes: 1e5 },
    });
    try {
      const fresh = await twice(client, url('public, max-age=600'));
      expect(fresh).toEqual({
        first: '/*! lib v1.2.3 */ // 1',
        second: '/*! lib v1.2.3 */ // 1',
        requests: 1,
      });
      const uncached = await twice(client, url('max-age=601'), false);
      expect(uncached.requests).toBe(2);
      expect(uncached.second).toBe('/*! lib v1.2.3 */ // 2');
    } finally {
      await client.close();
    }
  });

  it('goes to the network again for no-store, private and no-cache responses, and without a cache', async () => {
    const cached = new HttpClient({
      allowPrivateNetworks: true,
      cache: { maxBytes: 1e6, maxEntryBytes: 1e5 },
    });
    const plain = new HttpClient({ allowPrivateNetworks: true });
    try {
      expect((await twice(cached, url('no-store'))).requests).toBe(2);
      expect((await twice(cached, url('private, max-age=600'))).requests).toBe(2);
      expect((await twice(cached, url('no-cache'))).requests).toBe(2);
      expect((await twice(plain, url('max-age=602'))).requests).toBe(2);
    } finally {
      await cached.close();
      await plain.close();
    }
  });

  it('does not keep a response larger than maxEntryBytes', async () => {
    const client = new HttpClient({
      allowPrivateNetworks: true,
      cache: { maxBytes: 1e6, maxEntryBytes: 10 },
    });
    try {
      expect((await twice(client, url('max-age=603'))).requests).toBe(2);
    } finally {
      await client.close();
    }
  });
});

describe('deadlines', () => {
  it('accepts a fractional timeout (stage budgets are computed from performance.now())', async () => {
    const s = await startFixtureSites();
    const client = new HttpClient({
      allowPrivateNetworks: true,
      resolve: parseResolveRules(s.resolveRules()),
    });
    try {
      const res = await client.fetch(s.url('shop.test'), { timeoutMs: 9999.37 });
      expect(res.statusCode).toBe(200);
    } finally {
      await client.close();
      await s.close();
    }
  });
});
