import fs from 'node:fs';
import { DEFAULT_RELEASE_SNAPSHOT_FILE, parseReleaseSnapshot, type ReleaseSnapshot } from './snapshot';
import {
  highestVersion,
  isStableVersion,
  latestFromTags,
  latestOfProduct,
  mergePartialRefresh,
  parseOnlyOption,
  parseProductDefinition,
  releaseDataVersions,
  serializeReleaseSnapshot,
} from './snapshot-build';

const PHP_MD = `---
title: PHP
category: lang
identifiers:
  - purl: pkg:generic/php
releases:
  - releaseCycle: "8.5"
    releaseDate: 2025-11-20
    eol: 2029-12-31 # security support
    latest: "8.5.9"
    latestReleaseDate: 2026-07-30

  - releaseCycle: "7.4"
    releaseDate: 2019-11-28
    eol: 2022-11-28
    latest: "7.4.33"
    latestReleaseDate: 2022-11-03

  - releaseCycle: "5.x"
    eol: true
    latest: '5.6.40'
---

> [PHP](https://www.php.net/) is a general-purpose scripting language.
`;

describe('parseProductDefinition', () => {
  it('reads the title and the cycles of the front matter', () => {
    const product = parseProductDefinition(PHP_MD);
    expect(product.title).toBe('PHP');
    expect(product.cycles).toEqual([
      {
        cycle: '8.5',
        latest: '8.5.9',
        eol: '2029-12-31',
        releaseDate: '2025-11-20',
        latestReleaseDate: '2026-07-30',
      },
      {
        cycle: '7.4',
        latest: '7.4.33',
        eol: '2022-11-28',
        releaseDate: '2019-11-28',
        latestReleaseDate: '2022-11-03',
      },
      { cycle: '5', latest: '5.6.40', eol: true },
    ]);
  });

  it('returns no cycles without front matter', () => {
    expect(parseProductDefinition('# nothing').cycles).toEqual([]);
  });
});

describe('release-data and tags', () => {
  it('keeps stable releases only', () => {
    expect(['1.2.3', 'v2.0', '3.0.5-pl', '2024.1'].every(isStableVersion)).toBe(true);
    expect(
      ['2.0.0-rc.1', '8.5.0RC1', '6.0b1', '1.0.0-beta', 'next', '7.0.0-alpha.2'].some(isStableVersion),
    ).toBe(false);
    expect(
      releaseDataVersions({
        versions: {
          '8.5.9': { name: '8.5.9', date: '2026-07-30' },
          '8.6.0RC1': { name: '8.6.0RC1', date: '2026-08-01' },
        },
      }),
    ).toEqual([{ version: '8.5.9', date: '2026-07-30' }]);
    expect(() => releaseDataVersions({})).toThrow(/versions/);
  });

  it('orders versions numerically', () => {
    expect(highestVersion([{ version: '1.9.0' }, { version: '1.10.0' }, { version: '1.2.0' }])).toEqual({
      version: '1.10.0',
    });
    expect(highestVersion([])).toBeNull();
  });

  it('takes the latest of a product from its cycles, dated by release-data, else from release-data or cycle names', () => {
    const { cycles } = parseProductDefinition(PHP_MD);
    expect(latestOfProduct(cycles, [{ version: '8.5.9', date: '2026-07-31' }])).toEqual({
      version: '8.5.9',
      date: '2026-07-31',
    });
    expect(latestOfProduct([], [{ version: '1.2', date: '2026-01-01' }, { version: '1.10' }])).toEqual({
      version: '1.10',
    });
    expect(
      latestOfProduct(
        [
          { cycle: '15.1', latest: null, eol: false, releaseDate: '2026-06-16' },
          { cycle: '14.4', latest: null, eol: false, releaseDate: '2025-12-02' },
        ],
        null,
      ),
    ).toEqual({ version: '15.1', date: '2026-06-16' });
    expect(latestOfProduct([], null)).toBeNull();
  });

  it('reads the latest stable release from tag names', () => {
    expect(
      latestFromTags([
        { name: 'lighttpd-1.4.85', date: '2026-07-08' },
        { name: 'lighttpd-1.4.9', date: '2006-01-01' },
        { name: 'lighttpd-1.5.0-rc1', date: '2026-08-01' },
      ]),
    ).toEqual({ version: '1.4.85', date: '2026-07-08' });
    expect(latestFromTags([{ name: 'Release_1_18_0' }, { name: 'Release_1_17_0' }])).toEqual({
      version: '1.18.0',
    });
    expect(latestFromTags([{ name: '3_5_0-5' }, { name: 'ore-m23' }, { name: '3_4_0-9' }])).toEqual({
      version: '3.5.0.5',
    });
    expect(latestFromTags([{ name: 'release/fix-2093' }, { name: 'v3.0.4' }])).toEqual({ version: '3.0.4' });
    expect(latestFromTags([{ name: 'latest-commit-build' }])).toBeNull();
  });
});

describe('tag schemes of application repositories', () => {
  // samples of the tags of each repository (git for-each-ref refs/tags of the fetched mirrors), newest first
  const cases: Array<[string, string[], string]> = [
    ['OpenPrinting/cups', ['v2.5b1', 'v2.4.19', 'v2.4.9', 'v2.4rc1', 'release-1.1.23'], '2.4.19'],
    [
      'deluge-torrent/deluge',
      ['deluge-2.2.0', 'deluge-2.1.2.dev0', 'deluge-2.1.1', 'deluge-1.3.15'],
      '2.2.0',
    ],
    ['drhsqlite/fossil-mirror', ['release', 'version-2.28', 'version-2.9', 'tags/diff-config'], '2.28'],
    ['xiph/Icecast-Server', ['v2.5.0-rc2', 'v2.5.0-beta.3', 'v2.4.4', 'v2.4.0'], '2.4.4'],
    [
      'jupyter/notebook',
      ['v7.7.0a1', '@jupyter-notebook/tree@7.6.1', 'v7.6.1', 'v7.6.0rc1', 'v7.6.0b1', 'v6.5.7'],
      '7.6.1',
    ],
    ['NagiosEnterprises/nagioscore', ['nagios-4.5.12', 'nagios-4.5.9', 'release-4.3.0'], '4.5.12'],
    ['leenooks/phpLDAPadmin', ['2.3.11', '2.3.9', 'RELEASE-1.2.6.7', 'RELEASE-1.2.3'], '2.3.11'],
    ['rspamd/rspamd', ['4.1.5', '4.0.0', '3.14.3', '3.9'], '4.1.5'],
    ['syncthing/syncthing', ['v2.1.3-rc.3', 'v2.1.3', 'v2.1.2-rc.4', 'v1.30.0'], '2.1.3'],
    ['znc/znc', ['znc-1.10.2-rc1', 'znc-1.10.2', 'znc-1.9.1', 'znc-1.10.1-rc1'], '1.10.2'],
  ];
  it.each(cases)('%s: the highest stable release', (_repo, names, expected) => {
    expect(latestFromTags(names.map((name) => ({ name })))?.version).toBe(expected);
  });
});

describe('--only (a partial refresh)', () => {
  const previous: ReleaseSnapshot = {
    schemaVersion: 1,
    generatedAt: '2026-11-26',
    inputs: { note: 'full run', npm: { fetchedAt: '2026-11-26' } },
    technologies: {
      Angular: { latest: '21.0.0', source: 'npm', date: '2026-11-01' },
      // out of order, as a hand edit may leave it: a partial refresh does not move it
      HonKit: { latest: '6.1.7', source: 'npm' },
      Highcharts: { latest: '13.1.1', source: 'npm' },
      Vue: { latest: '3.5.0', source: 'npm' },
    },
  };

  it('reads exact mapping names, and names the unknown ones', () => {
    const known = ['Lunr.js', 'Jupyter Notebook', 'ZNC'];
    expect(parseOnlyOption('ZNC, Jupyter Notebook,ZNC', known)).toEqual(['ZNC', 'Jupyter Notebook']);
    expect(() => parseOnlyOption('lunr.js,Nope', known)).toThrow(
      '--only: not in the mapping: lunr.js (did you mean Lunr.js?), Nope',
    );
    expect(() => parseOnlyOption(' , ', known)).toThrow(/expected NAME/);
  });

  it('adds and replaces the named entries only, and records the refresh in inputs.partial', () => {
    const merged = mergePartialRefresh(
      previous,
      {
        Zepto: { latest: '1.2.0', source: 'npm' },
        Vue: { latest: '3.6.0', source: 'npm' },
        Backbone: { latest: '1.6.0', source: 'npm' },
        Hogan: { latest: '3.0.2', source: 'npm' },
      },
      '2026-11-28',
    );
    expect(merged.generatedAt).toBe('2026-11-26');
    expect(merged.inputs).toEqual({
      note: 'full run',
      npm: { fetchedAt: '2026-11-26' },
      partial: [{ date: '2026-11-28', technologies: ['Backbone', 'Hogan', 'Vue', 'Zepto'] }],
    });
    expect(Object.keys(merged.technologies)).toEqual([
      'Angular',
      'Backbone',
      'Hogan',
      'HonKit',
      'Highcharts',
      'Vue',
      'Zepto',
    ]);
    expect(merged.technologies.Vue.latest).toBe('3.6.0');
    expect(merged.technologies.HonKit).toBe(previous.technologies.HonKit);
    // a second partial refresh appends to the record
    const again = mergePartialRefresh(merged, { Angular: previous.technologies.Angular }, '2026-12-01');
    expect(again.inputs?.partial).toEqual([
      { date: '2026-11-28', technologies: ['Backbone', 'Hogan', 'Vue', 'Zepto'] },
      { date: '2026-12-01', technologies: ['Angular'] },
    ]);
  });

  it('leaves every other line of the bundled snapshot byte-identical', () => {
    const text = fs.readFileSync(DEFAULT_RELEASE_SNAPSHOT_FILE, 'utf8');
    const bundled = parseReleaseSnapshot(JSON.parse(text));
    // the file is what the serialiser writes: a partial refresh re-serialises the entries it keeps
    expect(serializeReleaseSnapshot(bundled)).toBe(text);
    const [first] = Object.keys(bundled.technologies);
    const merged = serializeReleaseSnapshot(
      mergePartialRefresh(
        bundled,
        {
          'Zz New Library': { latest: '1.0.0', source: 'npm' },
          [first]: { latest: '99.0.0', source: 'npm' },
        },
        '2030-01-01',
      ),
    );
    const parsed = JSON.parse(merged) as ReleaseSnapshot;
    expect(parsed.generatedAt).toBe(bundled.generatedAt);
    const earlier = (bundled.inputs?.partial as unknown[] | undefined) ?? [];
    expect(parsed.inputs).toEqual({
      ...bundled.inputs,
      partial: [...earlier, { date: '2030-01-01', technologies: [first, 'Zz New Library'] }],
    });
    // entry lines, the comma JSON puts between them aside
    const body = (file: string) =>
      file
        .slice(file.indexOf('  "technologies": {\n'))
        .split('\n')
        .map((line) => line.replace(/,$/, ''));
    const before = body(text);
    const after = body(merged);
    expect(after.filter((line) => !before.includes(line))).toEqual([
      `    ${JSON.stringify(first)}: {"latest":"99.0.0","source":"npm"}`,
      '    "Zz New Library": {"latest":"1.0.0","source":"npm"}',
    ]);
    expect(before.filter((line) => !after.includes(line))).toEqual([
      expect.stringMatching(new RegExp(`^ {4}${JSON.stringify(first)}: `)),
    ]);
    expect(after.length).toBe(before.length + 1);
  });
});
