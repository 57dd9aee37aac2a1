import {
  highestVersion,
  isStableVersion,
  latestFromTags,
  latestOfProduct,
  parseProductDefinition,
  releaseDataVersions,
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
