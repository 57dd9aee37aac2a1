import { compareVersions } from './compare';
import { loadVersionSourceMapping } from './mapping';
import { refreshLatestVersions } from './refresh';
import {
  bundledLatestVersions,
  loadReleaseSnapshot,
  parseReleaseSnapshot,
  snapshotLatestVersions,
  snapshotRelease,
  type ReleaseSnapshot,
} from './snapshot';
import { VersionSourceError, type LatestVersionSource } from './types';

/**
 * Mapped technologies the snapshot cannot hold: their GitHub repositories are over the size the `fetch` tool brings
 * (so no tags offline), npm and endoflife.date do not know them. The daily refresh fetches them live.
 */
const LIVE_ONLY = ['ABP Framework', 'Chamilo', 'Elementor', 'Gitea', 'Gutenberg', 'WooCommerce'];

describe('bundled release snapshot (data/release-snapshot.json)', () => {
  const snapshot = loadReleaseSnapshot();
  const mapping = loadVersionSourceMapping();

  it('loads offline and is dated', () => {
    expect(snapshot.schemaVersion).toBe(1);
    expect(snapshot.generatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(snapshot.technologies).length).toBeGreaterThanOrEqual(300);
  });

  it('covers every technology of the mapping (except the documented live-only ones)', () => {
    const missing = Object.keys(mapping).filter((name) => !snapshot.technologies[name]);
    expect(missing.sort()).toEqual(LIVE_ONLY);
  });

  it('has nothing the mapping does not map, and endoflife.date entries carry their cycles', () => {
    expect(Object.keys(snapshot.technologies).filter((name) => !mapping[name])).toEqual([]);
    const withoutCycles = Object.entries(mapping)
      .filter(([, entry]) => entry.source === 'endoflife')
      .filter(([name]) => !snapshot.technologies[name]?.cycles?.length)
      .map(([name]) => name);
    expect(withoutCycles).toEqual([]);
  });

  it('knows the latest version of the common servers, CMSs and languages', () => {
    const lookup = bundledLatestVersions();
    for (const name of [
      'WordPress',
      'Apache HTTP Server',
      'Nginx',
      'PHP',
      'Python',
      'Drupal',
      'Joomla',
      'lighttpd',
      'jQuery',
    ]) {
      expect(lookup(name, null)?.version).toMatch(/^\d+\.\d+/);
    }
  });

  it('marks end-of-life cycles (PHP 7.4, Python 2.7) and not supported ones', () => {
    const now = new Date(`${snapshot.generatedAt}T00:00:00Z`);
    const lookup = snapshotLatestVersions(snapshot, { now: () => now });
    expect(lookup('PHP', '7.4.33')?.endOfLife).toBe(true);
    expect(compareVersions('7.4.33', lookup('PHP', '7.4.33'))).toBe('end-of-life');
    expect(lookup('Python', '2.7.18')?.endOfLife).toBe(true);
    const latestPhp = lookup('PHP', null)?.version as string;
    expect(lookup('PHP', latestPhp)?.endOfLife).toBe(false);
  });

  it('falls back to the manual table for names the snapshot does not know', () => {
    const lookup = bundledLatestVersions(
      { schemaVersion: 1, generatedAt: '2026-01-01', technologies: {} },
      { source: 'manual', checkedAt: '2026-01-01', versions: { Foo: '1.2.3' } },
    );
    expect(lookup('Foo', '1.0.0')).toEqual({ version: '1.2.3' });
    expect(lookup('Bar', '1.0.0')).toBeNull();
  });
});

describe('parseReleaseSnapshot', () => {
  it('rejects malformed documents with every problem', () => {
    expect(() => parseReleaseSnapshot({ schemaVersion: 2 })).toThrow(/schemaVersion/);
    expect(() =>
      parseReleaseSnapshot({
        schemaVersion: 1,
        generatedAt: '2026-01-01',
        technologies: {
          A: { latest: 'x', source: 'npm' },
          B: { latest: '1.0', source: 'nowhere' },
          C: { latest: '1.0', source: 'endoflife', cycles: [{ cycle: '1', eol: 'soon' }] },
        },
      }),
    ).toThrow(/A: latest must be a version; B: unknown source; C: malformed cycle/);
  });
});

describe('snapshotRelease', () => {
  const snapshot: ReleaseSnapshot = {
    schemaVersion: 1,
    generatedAt: '2026-08-22',
    technologies: {
      PHP: {
        latest: '8.5.9',
        date: '2026-07-30',
        source: 'endoflife',
        eolProduct: 'php',
        cycles: [
          { cycle: '8.5', eol: '2029-12-31', latest: '8.5.9' },
          { cycle: '7.4', eol: '2022-11-28' },
        ],
      },
    },
  };

  it('returns a LatestRelease with cycles, case-insensitively', () => {
    expect(snapshotRelease(snapshot, 'php')).toEqual({
      version: '8.5.9',
      releasedAt: '2026-07-30',
      cycles: [
        { cycle: '8.5', eol: '2029-12-31', latest: '8.5.9' },
        { cycle: '7.4', eol: '2022-11-28', latest: null },
      ],
    });
    expect(snapshotRelease(snapshot, 'Perl')).toBeNull();
  });

  it('is the fallback of the refresh when the live source is unreachable', async () => {
    const failing: LatestVersionSource = {
      id: 'endoflife',
      fetchLatest: () => Promise.reject(new VersionSourceError('network-error', 'offline')),
    };
    const results = await refreshLatestVersions(
      { PHP: { source: 'endoflife', id: 'php' }, Perl: { source: 'endoflife', id: 'perl' } },
      { endoflife: failing },
      { snapshot },
    );
    expect(results.get('PHP')).toMatchObject({
      version: '8.5.9',
      cycles: expect.any(Array),
      offline: { source: 'snapshot', date: '2026-08-22' },
    });
    expect(results.get('Perl')).toBeInstanceOf(VersionSourceError);
  });

  it('completes a live release without cycles with the snapshot cycles, and keeps the live version', async () => {
    const live: LatestVersionSource = { id: 'npm', fetchLatest: () => Promise.resolve({ version: '8.6.0' }) };
    const results = await refreshLatestVersions(
      { PHP: { source: 'npm', id: 'php' } },
      { npm: live },
      { snapshot },
    );
    expect(results.get('PHP')).toMatchObject({
      version: '8.6.0',
      cycles: [{ cycle: '8.5' }, { cycle: '7.4' }],
    });
  });
});
