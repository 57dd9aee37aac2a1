/**
 * The GitHub Advisory Database records vendored in `advisories-src/ghsa` (issue 20: the npm-distributed libraries of
 * the corpora): each parses with `parseOsvRecord`, maps every npm package it names to a technology of the fingerprint
 * set, and is in the bundled snapshot; and end to end, a corpus page replayed on 127.0.0.1 by the corpus' own replay
 * server (Debian's Jupyter Notebook, which loads RequireJS 2.3.6) gets the advisory offline.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startCorpusReplay, type CorpusReplay } from '../../test/fixtures/corpus-replay';
import { analyze } from '../analyze';
import { loadFingerprints } from '../fingerprints/load';
import { loadAdvisorySnapshot, loadAdvisorySourceMapping } from './snapshot';
import { parseOsvRecord } from './sources';

const ANALYZER = path.resolve(__dirname, '..', '..');
const GHSA_DIR = path.join(ANALYZER, 'advisories-src', 'ghsa');
const CORPUS = path.join(ANALYZER, 'corpus');

interface VendoredRecord {
  id: string;
  withdrawn?: string;
  affected: Array<{ package: { ecosystem: string; name: string } }>;
  database_specific?: { severity?: string; github_reviewed?: boolean };
}

const files = fs.readdirSync(GHSA_DIR).filter((f) => f.endsWith('.json'));
const records = files.map((f) => ({
  file: f,
  record: JSON.parse(fs.readFileSync(path.join(GHSA_DIR, f), 'utf8')) as VendoredRecord,
}));

describe('advisories-src/ghsa (vendored GitHub Advisory Database records)', () => {
  const names = loadAdvisorySourceMapping().sources.osv;
  const fingerprints = loadFingerprints();
  const snapshot = loadAdvisorySnapshot();

  it('holds records', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(records.map((r) => [r.file, r.record] as const))(
    '%s: a reviewed GHSA record whose every npm package maps to a technology of the set, in the snapshot',
    (file, record) => {
      expect(file).toBe(`${record.id}.json`);
      expect(record.id).toMatch(/^GHSA(-[23456789cfghjmpqrvwx]{4}){3}$/);
      expect(record.database_specific?.github_reviewed).toBe(true);
      for (const a of record.affected) {
        expect(a.package.ecosystem).toBe('npm');
        expect(names[a.package.name]).toBeDefined();
      }
      const parsed = parseOsvRecord(record, names);
      expect(parsed).toHaveLength(record.affected.length);
      for (const { technology, scheme, advisory } of parsed) {
        expect(fingerprints.technologies.has(technology)).toBe(true);
        expect(scheme).toBe('semver');
        expect(advisory.severity).not.toBe('unknown'); // GitHub's reviewed records always carry one
        expect(advisory.ranges.length).toBeGreaterThan(0);
        expect(advisory.url).toBe(`https://github.com/advisories/${record.id}`);
        const inSnapshot = snapshot.technologies[technology]?.advisories.find((x) => x.id === record.id);
        expect(inSnapshot?.source).toBe('osv');
        expect(inSnapshot?.withdrawn).toBe(record.withdrawn?.slice(0, 10));
      }
    },
  );

  it('lists every record in provenance.tsv, and nothing else', () => {
    const listed = fs
      .readFileSync(path.join(GHSA_DIR, 'provenance.tsv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t')[0]);
    expect([...new Set(listed)].sort()).toEqual(records.map((r) => r.record.id).sort());
  });
});

describe('a replayed corpus page with a GHSA-only library version (offline, bundled snapshot)', () => {
  let replay: CorpusReplay | undefined;
  let port = 0;

  beforeAll(async () => {
    replay = await startCorpusReplay();
    port = replay.port;
  });
  afterAll(() => replay?.close());

  it("jupyter: the deployed RequireJS version gets GitHub's advisory, with its fixed-in version and page", async () => {
    const truth = JSON.parse(
      fs.readFileSync(path.join(CORPUS, 'corpus', 'jupyter', 'site.json'), 'utf8'),
    ) as { host: string; path: string; expected: Array<{ name: string; version: string | null }> };
    const deployed = truth.expected.find((e) => e.name === 'RequireJS')?.version;
    expect(deployed).toBe('2.3.6'); // Debian 12's libjs-requirejs, what the advisory below is about

    const result = await analyze(`http://${truth.host}:${port}${truth.path}`, {
      resolve: [`${truth.host}:${port}:127.0.0.1`],
      allowPrivateNetworks: true,
      skipDns: true,
      browser: false,
      advisories: loadAdvisorySnapshot(),
    });
    const requirejs = result.vulnerabilities?.find((v) => v.name === 'RequireJS');
    expect(requirejs).toMatchObject({ version: deployed, sources: ['osv'] });
    expect(requirejs?.advisories).toContainEqual(
      expect.objectContaining({
        id: 'GHSA-x3m3-4wpv-5vgc',
        aliases: ['CVE-2024-38999'],
        severity: 'high',
        fixedIn: '2.3.7',
        url: 'https://github.com/advisories/GHSA-x3m3-4wpv-5vgc',
        source: 'osv',
      }),
    );
    // technologies the page shows without a version get no entry (Jupyter Notebook, jQuery)
    const unversioned = result.technologies.filter((t) => !t.version).map((t) => t.name);
    expect(unversioned.length).toBeGreaterThan(0);
    for (const name of unversioned)
      expect(result.vulnerabilities?.find((v) => v.name === name)).toBeUndefined();
  });
});
