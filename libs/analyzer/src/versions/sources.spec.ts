import {
  startLocalJsonServer,
  type LocalJsonServer,
  type ScriptedReply,
} from '../../test/fixtures/local-json-server';
import { createEndOfLifeSource } from './endoflife';
import { createGithubSource } from './github';
import { VERSION_SOURCES_USER_AGENT } from './source-http';
import { createManualSource } from './manual';
import { createNpmSource } from './npm';
import { VersionSourceError } from './types';

const fast = { retryBaseMs: 5, minIntervalMs: 0, timeoutMs: 2000 };

/** Abbreviated ("corgi") npm document, as `Accept: application/vnd.npm.install-v1+json` returns it. */
const corgi = (name: string, latest: string, extraTags: Record<string, string> = {}) => ({
  name,
  modified: '2026-11-01T10:00:00.000Z',
  'dist-tags': { latest, ...extraTags },
  versions: {
    [latest]: {
      name,
      version: latest,
      dist: {
        tarball: `https://registry.example/${name}/-/${name}-${latest}.tgz`,
        shasum: 'x',
        integrity: 'sha512-x',
      },
    },
  },
});

/** endoflife.date API v1 product document (https://endoflife.date/docs/api/v1/). */
const phpV1 = {
  schema_version: '1.2.0',
  generated_at: '2026-11-20T00:00:00+00:00',
  result: {
    name: 'php',
    label: 'PHP',
    category: 'lang',
    releases: [
      {
        name: '8.4',
        label: '8.4',
        releaseDate: '2024-11-21',
        isLts: false,
        isEoas: false,
        eoasFrom: '2026-12-31',
        isEol: false,
        eolFrom: '2028-12-31',
        isMaintained: true,
        latest: { name: '8.4.14', date: '2026-10-23', link: 'https://www.php.net/ChangeLog-8.php#8.4.14' },
      },
      {
        name: '8.1',
        label: '8.1',
        releaseDate: '2021-11-25',
        isEol: true,
        eolFrom: '2025-12-31',
        isMaintained: false,
        latest: { name: '8.1.33', date: '2025-07-03', link: null },
      },
      {
        name: '5.6',
        label: '5.6',
        releaseDate: '2014-08-28',
        isEol: true,
        eolFrom: null,
        latest: { name: '5.6.40', date: '2019-01-10' },
      },
      { name: '9.0', label: '9.0', releaseDate: null, isEol: false, eolFrom: null, latest: null },
    ],
  },
};

/** Classic endoflife.date `/api/{product}.json`. */
const nginxClassic = [
  {
    cycle: '1.29',
    releaseDate: '2025-06-24',
    eol: false,
    latest: '1.29.3',
    latestReleaseDate: '2026-10-28',
    lts: false,
  },
  {
    cycle: '1.28',
    releaseDate: '2025-04-23',
    eol: '2026-04-22',
    latest: '1.28.1',
    latestReleaseDate: '2026-01-13',
    lts: false,
  },
  {
    cycle: '1.18',
    releaseDate: '2020-04-21',
    eol: true,
    latest: '1.18.0',
    latestReleaseDate: '2020-04-21',
    lts: false,
  },
];

describe('latest-version sources against local servers', () => {
  let server: LocalJsonServer | null = null;
  const serve = async (handler: Parameters<typeof startLocalJsonServer>[0]): Promise<LocalJsonServer> => {
    server = await startLocalJsonServer(handler);
    return server;
  };
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  describe('npm registry', () => {
    it('reads dist-tags.latest of the abbreviated document, with the install-v1 Accept header and a User-Agent', async () => {
      const s = await serve((req) =>
        req.url === '/jquery'
          ? { body: corgi('jquery', '4.0.0', { beta: '4.1.0-beta.1' }) }
          : { status: 404, body: {} },
      );
      const npm = createNpmSource({ registry: s.url, ...fast });
      await expect(npm.fetchLatest({ id: 'jquery' })).resolves.toEqual({ version: '4.0.0' });
      expect(s.requests[0].headers.accept).toContain('application/vnd.npm.install-v1+json');
      expect(s.requests[0].headers['user-agent']).toBe(VERSION_SOURCES_USER_AGENT);
    });

    it('encodes scoped package names as the registry expects (@scope%2Fname)', async () => {
      const s = await serve((req) =>
        req.url?.toLowerCase() === '/@angular%2fcore'
          ? { body: corgi('@angular/core', '22.2.6') }
          : { status: 404, body: {} },
      );
      const npm = createNpmSource({ registry: `${s.url}/`, ...fast });
      await expect(npm.fetchLatest({ id: '@angular/core' })).resolves.toEqual({ version: '22.2.6' });
    });

    it('404 → null, without retrying', async () => {
      const s = await serve(() => ({ status: 404, body: { error: 'Not found' } }));
      await expect(
        createNpmSource({ registry: s.url, ...fast }).fetchLatest({ id: 'no-such-package' }),
      ).resolves.toBeNull();
      expect(s.requests).toHaveLength(1);
    });

    it('retries 503 with backoff, then succeeds', async () => {
      const s = await serve((_req, i) =>
        i < 2 ? { status: 503, body: 'busy' } : { body: corgi('react', '19.3.1') },
      );
      await expect(
        createNpmSource({ registry: s.url, ...fast, retries: 3 }).fetchLatest({ id: 'react' }),
      ).resolves.toEqual({
        version: '19.3.1',
      });
      expect(s.requests).toHaveLength(3);
      expect(s.requests[2].at - s.requests[0].at).toBeGreaterThanOrEqual(5);
    });

    it('honours Retry-After on 429', async () => {
      const s = await serve((_req, i) =>
        i === 0
          ? { status: 429, headers: { 'retry-after': '0.2' }, body: {} }
          : { body: corgi('vue', '3.5.45') },
      );
      await expect(createNpmSource({ registry: s.url, ...fast }).fetchLatest({ id: 'vue' })).resolves.toEqual(
        { version: '3.5.45' },
      );
      expect(s.requests[1].at - s.requests[0].at).toBeGreaterThanOrEqual(180);
    });

    it('gives up after the retries with the last error', async () => {
      const s = await serve(() => ({ status: 502, body: {} }));
      const error = await createNpmSource({ registry: s.url, ...fast, retries: 2 })
        .fetchLatest({ id: 'lodash' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(VersionSourceError);
      expect(error).toMatchObject({
        code: 'http-error',
        details: { status: 502, attempts: 3, source: 'npm' },
      });
      expect(s.requests).toHaveLength(3);
    });

    it('does not retry other 4xx', async () => {
      const s = await serve(() => ({ status: 401, body: {} }));
      await expect(
        createNpmSource({ registry: s.url, ...fast }).fetchLatest({ id: 'private' }),
      ).rejects.toMatchObject({
        code: 'http-error',
        details: { status: 401 },
      });
      expect(s.requests).toHaveLength(1);
    });

    it('times out a silent server per attempt and retries', async () => {
      const s = await serve((_req, i) => (i === 0 ? { hang: true } : { body: corgi('d3', '7.9.2') }));
      await expect(
        createNpmSource({ registry: s.url, ...fast, timeoutMs: 150 }).fetchLatest({ id: 'd3' }),
      ).resolves.toEqual({
        version: '7.9.2',
      });
      expect(s.requests).toHaveLength(2);
    });

    it('reports timeouts and network errors once the retries are spent', async () => {
      const s = await serve(() => ({ hang: true }));
      await expect(
        createNpmSource({ registry: s.url, ...fast, timeoutMs: 100, retries: 1 }).fetchLatest({ id: 'slow' }),
      ).rejects.toMatchObject({ code: 'timeout', details: { attempts: 2 } });
      const closed = s.url;
      await s.close();
      server = null;
      await expect(
        createNpmSource({ registry: closed, ...fast, retries: 1 }).fetchLatest({ id: 'gone' }),
      ).rejects.toMatchObject({
        code: 'network-error',
      });
    });

    it('rejects malformed documents and invalid package names', async () => {
      const s = await serve((req) =>
        req.url === '/broken' ? { body: '{not json' } : { body: { name: 'x', versions: {} } },
      );
      const npm = createNpmSource({ registry: s.url, ...fast });
      await expect(npm.fetchLatest({ id: 'broken' })).rejects.toMatchObject({ code: 'invalid-response' });
      await expect(npm.fetchLatest({ id: 'no-tags' })).rejects.toMatchObject({ code: 'invalid-response' });
      await expect(npm.fetchLatest({ id: '../etc/passwd' })).rejects.toMatchObject({
        code: 'invalid-response',
      });
    });

    it('spaces requests by the rate limiter (minIntervalMs) even when asked concurrently', async () => {
      const s = await serve((req) => ({ body: corgi(req.url.slice(1), '1.0.0') }));
      const npm = createNpmSource({ registry: s.url, retryBaseMs: 5, minIntervalMs: 150, maxConcurrent: 4 });
      await Promise.all(['a', 'b', 'c', 'd'].map((id) => npm.fetchLatest({ id })));
      const arrivals = s.requests.map((r) => r.at);
      const gaps = arrivals.slice(1).map((at, i) => at - arrivals[i]);
      expect(gaps).toHaveLength(3);
      // spacing is enforced at request start; arrival jitter on a loaded machine is tolerated, bunching is not
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(75);
      expect(arrivals[3] - arrivals[0]).toBeGreaterThanOrEqual(400);
    });
  });

  describe('endoflife.date', () => {
    it('API v1: latest overall from the cycles, cycles with end of life (date or boolean)', async () => {
      const s = await serve((req) =>
        req.url === '/api/v1/products/php' ? { body: phpV1 } : { status: 404, body: {} },
      );
      const eol = createEndOfLifeSource({ baseUrl: s.url, ...fast });
      const release = await eol.fetchLatest({ id: 'php' });
      expect(release).toEqual({
        version: '8.4.14',
        releasedAt: '2026-10-23',
        cycles: [
          {
            cycle: '8.4',
            latest: '8.4.14',
            eol: '2028-12-31',
            releaseDate: '2024-11-21',
            latestReleaseDate: '2026-10-23',
          },
          {
            cycle: '8.1',
            latest: '8.1.33',
            eol: '2025-12-31',
            releaseDate: '2021-11-25',
            latestReleaseDate: '2025-07-03',
          },
          {
            cycle: '5.6',
            latest: '5.6.40',
            eol: true,
            releaseDate: '2014-08-28',
            latestReleaseDate: '2019-01-10',
          },
          { cycle: '9.0', latest: null, eol: false },
        ],
      });
      await expect(eol.fetchLatest({ id: 'no-such-product' })).resolves.toBeNull();
    });

    it('classic /api/{product}.json format', async () => {
      const s = await serve((req) =>
        req.url === '/api/nginx.json' ? { body: nginxClassic } : { status: 404, body: {} },
      );
      const release = await createEndOfLifeSource({ baseUrl: s.url, api: 'classic', ...fast }).fetchLatest({
        id: 'nginx',
      });
      expect(release?.version).toBe('1.29.3');
      expect(release?.releasedAt).toBe('2026-10-28');
      expect(release?.cycles?.map((c) => [c.cycle, c.eol])).toEqual([
        ['1.29', false],
        ['1.28', '2026-04-22'],
        ['1.18', true],
      ]);
    });

    it('retries 503 then succeeds; a document of another shape is invalid', async () => {
      const s = await serve((req, i) => {
        if (req.url === '/api/v1/products/odd') return { body: { result: { nothing: true } } };
        return i === 0 ? { status: 503, body: {} } : { body: phpV1 };
      });
      const eol = createEndOfLifeSource({ baseUrl: s.url, ...fast });
      await expect(eol.fetchLatest({ id: 'php' })).resolves.toMatchObject({ version: '8.4.14' });
      await expect(eol.fetchLatest({ id: 'odd' })).rejects.toMatchObject({ code: 'invalid-response' });
    });
  });

  describe('GitHub releases', () => {
    const release = (tag: string): ScriptedReply => ({
      body: {
        tag_name: tag,
        name: tag,
        draft: false,
        prerelease: false,
        published_at: '2026-11-02T08:00:00Z',
        html_url: 'x',
      },
    });

    it('reads tag_name (v stripped) and published_at, sending the token and API headers', async () => {
      const s = await serve((req) =>
        req.url === '/repos/gohugoio/hugo/releases/latest' ? release('v0.152.2') : { status: 404, body: {} },
      );
      const github = createGithubSource({ baseUrl: s.url, token: 'test-token', ...fast });
      await expect(github.fetchLatest({ id: 'gohugoio/hugo' })).resolves.toEqual({
        version: '0.152.2',
        releasedAt: '2026-11-02T08:00:00Z',
      });
      expect(s.requests[0].headers.authorization).toBe('Bearer test-token');
      expect(s.requests[0].headers.accept).toBe('application/vnd.github+json');
      expect(s.requests[0].headers['user-agent']).toBe(VERSION_SOURCES_USER_AGENT);
      await expect(github.fetchLatest({ id: 'owner/no-releases' })).resolves.toBeNull();
    });

    it('no Authorization header without a token', async () => {
      const s = await serve(() => release('1.2.3'));
      await createGithubSource({ baseUrl: s.url, token: '', ...fast }).fetchLatest({ id: 'a/b' });
      expect(s.requests[0].headers.authorization).toBeUndefined();
    });

    it('retries 503, and fails fast when the rate limit resets too late', async () => {
      const s = await serve((req, i) => {
        if (req.url.startsWith('/repos/limited/')) {
          return {
            status: 403,
            headers: {
              'x-ratelimit-remaining': '0',
              'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
            },
            body: { message: 'API rate limit exceeded' },
          };
        }
        return i === 0 ? { status: 503, body: {} } : release('release-2.3.4');
      });
      const github = createGithubSource({ baseUrl: s.url, token: '', ...fast, retryMaxMs: 1000 });
      await expect(github.fetchLatest({ id: 'o/r' })).resolves.toMatchObject({ version: '2.3.4' });
      const before = s.requests.length;
      await expect(github.fetchLatest({ id: 'limited/repo' })).rejects.toMatchObject({
        code: 'rate-limited',
      });
      expect(s.requests.length - before).toBe(1);
    });
  });

  it('manual source returns the mapping value', async () => {
    const manual = createManualSource();
    await expect(manual.fetchLatest({ id: 'note', manual: '10.0' })).resolves.toEqual({ version: '10.0' });
    await expect(manual.fetchLatest({ id: 'note' })).resolves.toBeNull();
  });
});
