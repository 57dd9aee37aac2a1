import { startLocalJsonServer, type LocalJsonServer } from '../../test/fixtures/local-json-server';
import { latestVersionLookupFrom } from './lookup';
import type { VersionSourceMapping } from './mapping';
import {
  createVersionSources,
  refreshLatestVersions,
  summarizeRefresh,
  type VersionSources,
} from './refresh';
import {
  VersionSourceError,
  type LatestRelease,
  type LatestVersionSource,
  type VersionSourceId,
} from './types';

/** In-memory source: id → release | null | error, with an optional delay; counts concurrent calls. */
function fakeSource(id: VersionSourceId, table: Record<string, LatestRelease | null | Error>, delayMs = 0) {
  const stats = { calls: [] as string[], running: 0, peak: 0 };
  const source: LatestVersionSource = {
    id,
    async fetchLatest(ref) {
      stats.calls.push(ref.id);
      stats.running += 1;
      stats.peak = Math.max(stats.peak, stats.running);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      stats.running -= 1;
      const value = table[ref.id];
      if (value instanceof Error) throw value;
      return value ?? null;
    },
  };
  return { source, stats };
}

describe('refreshLatestVersions', () => {
  const mapping: VersionSourceMapping = {
    jQuery: { source: 'npm', id: 'jquery', eol: 'jquery' },
    React: { source: 'npm', id: 'react' },
    PHP: { source: 'endoflife', id: 'php', manual: '8.4.0' },
    Hugo: { source: 'github', id: 'gohugoio/hugo' },
    IIS: { source: 'manual', id: 'note', manual: '10.0' },
    Gone: { source: 'npm', id: 'gone-package' },
  };
  const npm = fakeSource('npm', { jquery: { version: '4.0.0' }, react: { version: '19.3.1' } }, 20);
  const eolCycles = [{ cycle: '1.12', latest: '1.12.4', eol: true }];
  const endoflife = fakeSource('endoflife', {
    php: new VersionSourceError('network-error', 'unreachable'),
    jquery: { version: '4.0.0', cycles: eolCycles },
  });
  const sources: VersionSources = {
    npm: npm.source,
    endoflife: endoflife.source,
    manual: createVersionSources().manual,
  };

  it('maps each name to its release or its error, in mapping order, calling onResult once per name', async () => {
    const seen: string[] = [];
    const results = await refreshLatestVersions(mapping, sources, {
      concurrency: 2,
      onResult: (name) => void seen.push(name),
    });
    expect([...results.keys()]).toEqual(Object.keys(mapping));
    expect(seen.sort()).toEqual(Object.keys(mapping).sort());
    expect(results.get('React')).toEqual({ version: '19.3.1' });
    expect(results.get('IIS')).toEqual({ version: '10.0' });
    // npm latest + endoflife cycles for end of life
    expect(results.get('jQuery')).toEqual({ version: '4.0.0', cycles: eolCycles });
    expect(results.get('PHP')).toMatchObject({ code: 'network-error' });
    expect(results.get('Hugo')).toMatchObject({ code: 'no-source' });
    expect(results.get('Gone')).toMatchObject({ code: 'not-found' });
    expect(npm.stats.peak).toBeLessThanOrEqual(2);

    const summary = summarizeRefresh(results, mapping);
    expect(summary).toMatchObject({
      ok: 3,
      failed: 3,
      bySource: { npm: { ok: 2, failed: 1 }, manual: { ok: 1, failed: 0 } },
    });

    const lookup = latestVersionLookupFrom(results);
    expect(lookup('jQuery', '1.12.4')).toEqual({ version: '4.0.0', endOfLife: true });
  });

  it('falls back to the manual value when asked', async () => {
    const results = await refreshLatestVersions(mapping, sources, { manualFallback: true });
    expect(results.get('PHP')).toEqual({ version: '8.4.0' });
    expect(results.get('Gone')).toBeInstanceOf(VersionSourceError);
  });

  it('bounds concurrency across sources', async () => {
    const slow = fakeSource(
      'npm',
      Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i}`, { version: `${i}.0.0` }])),
      15,
    );
    const many: VersionSourceMapping = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`T${i}`, { source: 'npm' as const, id: `p${i}` }]),
    );
    const results = await refreshLatestVersions(many, { npm: slow.source }, { concurrency: 3 });
    expect(slow.stats.peak).toBe(3);
    expect([...results.values()].every((r) => !(r instanceof Error))).toBe(true);
  });

  it('rejects when onResult throws, after the in-flight entries', async () => {
    await expect(
      refreshLatestVersions(mapping, sources, {
        concurrency: 1,
        onResult: () => {
          throw new Error('database down');
        },
      }),
    ).rejects.toThrow('database down');
  });

  describe('with the real sources against local servers', () => {
    let npmServer: LocalJsonServer;
    let eolServer: LocalJsonServer;
    let githubServer: LocalJsonServer;
    beforeAll(async () => {
      npmServer = await startLocalJsonServer((req, i) => {
        if (req.url === '/jquery')
          return i === 0
            ? { status: 503, body: {} }
            : { body: { name: 'jquery', 'dist-tags': { latest: '4.0.0' }, versions: {} } };
        return { status: 404, body: {} };
      });
      eolServer = await startLocalJsonServer((req) =>
        req.url === '/api/v1/products/nginx'
          ? {
              body: {
                schema_version: '1.2.0',
                result: {
                  name: 'nginx',
                  releases: [
                    {
                      name: '1.29',
                      isEol: false,
                      eolFrom: null,
                      latest: { name: '1.29.3', date: '2026-10-28' },
                    },
                    {
                      name: '1.18',
                      isEol: true,
                      eolFrom: '2021-04-20',
                      latest: { name: '1.18.0', date: '2020-04-21' },
                    },
                  ],
                },
              },
            }
          : { status: 404, body: {} },
      );
      githubServer = await startLocalJsonServer(() => ({
        body: { tag_name: 'v0.152.2', published_at: '2026-11-02T08:00:00Z' },
      }));
    });
    afterAll(async () => {
      await Promise.all([npmServer.close(), eolServer.close(), githubServer.close()]);
    });

    it('refreshes npm, endoflife.date, GitHub and manual entries end to end', async () => {
      const fast = { retryBaseMs: 5, minIntervalMs: 10 };
      const real = createVersionSources({
        npm: { registry: npmServer.url, ...fast },
        endoflife: { baseUrl: eolServer.url, ...fast },
        github: { baseUrl: githubServer.url, token: '', ...fast },
      });
      const results = await refreshLatestVersions(
        {
          jQuery: { source: 'npm', id: 'jquery' },
          Nginx: { source: 'endoflife', id: 'nginx' },
          Hugo: { source: 'github', id: 'gohugoio/hugo' },
          IIS: { source: 'manual', id: 'note', manual: '10.0' },
          Missing: { source: 'npm', id: 'missing' },
        },
        real,
      );
      expect(results.get('jQuery')).toEqual({ version: '4.0.0' });
      expect(results.get('Nginx')).toMatchObject({ version: '1.29.3', releasedAt: '2026-10-28' });
      expect(results.get('Hugo')).toEqual({ version: '0.152.2', releasedAt: '2026-11-02T08:00:00Z' });
      expect(results.get('IIS')).toEqual({ version: '10.0' });
      expect(results.get('Missing')).toMatchObject({ code: 'not-found' });
      const lookup = latestVersionLookupFrom(results);
      expect(lookup('Nginx', '1.18.0')).toEqual({ version: '1.29.3', endOfLife: true });
      expect(lookup('Nginx', '1.29.1')).toEqual({ version: '1.29.3', endOfLife: false });
    });
  });
});
