import {
  parseFriendsOfPhpAdvisory,
  parseHttpdRecord,
  parseNginxAdvisories,
  parseOsvRecord,
  parseRetireRepository,
} from './sources';

describe('parseRetireRepository', () => {
  const repository = {
    jquery: {
      vulnerabilities: [
        {
          atOrAbove: '1.2.0',
          below: '3.5.0',
          severity: 'medium',
          identifiers: {
            summary: 'XSS in htmlPrefilter',
            CVE: ['CVE-2020-11022'],
            githubID: 'GHSA-gxr4-xjj5-5px2',
          },
          info: ['https://github.com/advisories/GHSA-gxr4-xjj5-5px2'],
        },
        {
          below: '1.6.3',
          severity: 'medium',
          identifiers: { summary: 'old', CVE: ['CVE-2011-4969'] },
          info: [],
        },
      ],
    },
    'not-mapped': { vulnerabilities: [{ below: '9.9.9', severity: 'high', identifiers: {} }] },
  };

  it('maps libraries through the mapping, with GHSA ids, CVE aliases and semver ranges', () => {
    const out = parseRetireRepository(repository, { jquery: 'jQuery' });
    expect(out).toHaveLength(2);
    expect(out[0]).toEqual({
      technology: 'jQuery',
      scheme: 'semver',
      advisory: {
        id: 'GHSA-gxr4-xjj5-5px2',
        aliases: ['CVE-2020-11022'],
        severity: 'medium',
        summary: 'XSS in htmlPrefilter',
        ranges: [{ introduced: '1.2.0', fixed: '3.5.0' }],
        fixed: ['3.5.0'],
        url: 'https://github.com/advisories/GHSA-gxr4-xjj5-5px2',
        source: 'retire',
      },
    });
    expect(out[1].advisory).toMatchObject({ id: 'CVE-2011-4969', aliases: [], ranges: [{ fixed: '1.6.3' }] });
  });
});

describe('parseFriendsOfPhpAdvisory', () => {
  const yaml = [
    'title:     SQL injection relating to searching',
    'link:      https://www.phpmyadmin.net/security/PMASA-2020-3/',
    'reference: composer://phpmyadmin/phpmyadmin',
    'cve:       CVE-2020-10802',
    'branches:',
    '    4.9.x:',
    '        time: 2020-01-18 22:13:03',
    "        versions: ['>=4.9.0', '<4.9.5']",
    '    5.0.x:',
    '        time: 2020-01-19 10:00:00',
    "        versions: ['>=5.0.0', '<5.0.2']",
  ].join('\n');

  it('reads branches as vendor ranges, the vendor id, the CVE alias and the earliest date', () => {
    const [out] = parseFriendsOfPhpAdvisory('phpmyadmin/phpmyadmin/PMASA-2020-3.yaml', yaml, {
      'phpmyadmin/phpmyadmin': 'phpMyAdmin',
    });
    expect(out.technology).toBe('phpMyAdmin');
    expect(out.scheme).toBe('vendor');
    expect(out.advisory).toMatchObject({
      id: 'PMASA-2020-3',
      aliases: ['CVE-2020-10802'],
      severity: 'unknown',
      ranges: [
        { introduced: '4.9.0', fixed: '4.9.5' },
        { introduced: '5.0.0', fixed: '5.0.2' },
      ],
      fixed: ['4.9.5', '5.0.2'],
      published: '2020-01-18',
      source: 'friendsofphp',
    });
  });

  it('skips packages outside the mapping', () => {
    expect(
      parseFriendsOfPhpAdvisory('other/pkg/x.yaml', yaml, { 'phpmyadmin/phpmyadmin': 'phpMyAdmin' }),
    ).toEqual([]);
  });
});

describe('parseHttpdRecord', () => {
  const names = { 'Apache HTTP Server': 'Apache HTTP Server' };
  const product = (versionData: unknown[]) => ({
    vendor: {
      vendor_data: [
        {
          product: {
            product_data: [{ product_name: 'Apache HTTP Server', version: { version_data: versionData } }],
          },
        },
      ],
    },
  });

  it('CVE JSON 4: listed versions, a <= / !< range, fixed-in from the timeline, severity words', () => {
    const [listed] = parseHttpdRecord(
      {
        CVE_data_meta: { ID: 'CVE-2021-41773', TITLE: 'Path traversal', STATE: 'PUBLIC' },
        affects: product([{ version_affected: '=', version_value: '2.4.49' }]),
        impact: [{ other: 'critical' }],
        timeline: [
          { time: '2021-09-29', value: 'reported' },
          { time: '2021-10-04', value: '2.4.50 released' },
        ],
      },
      names,
    );
    expect(listed.advisory).toMatchObject({
      id: 'CVE-2021-41773',
      severity: 'critical',
      versions: ['2.4.49'],
      fixed: ['2.4.50'],
      published: '2021-10-04',
      url: 'https://httpd.apache.org/security/json/CVE-2021-41773.json',
    });
    expect(listed.advisory.withdrawn).toBeUndefined();
    const [range] = parseHttpdRecord(
      {
        CVE_data_meta: { ID: 'CVE-2021-33193', STATE: 'PUBLIC' },
        affects: product([
          { version_affected: '<=', version_value: '2.4.48' },
          { version_affected: '!<', version_value: '2.4.17' },
        ]),
        impact: [{ other: 'important' }],
      },
      names,
    );
    expect(range.advisory).toMatchObject({
      severity: 'high',
      ranges: [{ introduced: '2.4.17', lastAffected: '2.4.48' }],
    });
  });

  it('CVE JSON 5: lessThan / lessThanOrEqual ranges; a rejected record is withdrawn', () => {
    const record = (state: string) => ({
      cveMetadata: { cveId: 'CVE-2022-37436', state },
      containers: {
        cna: {
          title: 'Response splitting',
          datePublic: '2023-01-17T00:00:00Z',
          affected: [
            {
              product: 'Apache HTTP Server',
              versions: [
                { status: 'affected', version: '0', lessThan: '2.4.55', versionType: 'semver' },
                { status: 'affected', version: '2.4', lessThanOrEqual: '2.4.54', versionType: 'semver' },
              ],
            },
          ],
          metrics: [{ other: { content: { text: 'moderate' } } }],
        },
      },
    });
    const [published] = parseHttpdRecord(record('PUBLISHED'), names);
    expect(published.advisory).toMatchObject({
      severity: 'medium',
      published: '2023-01-17',
      ranges: [
        { introduced: '0', fixed: '2.4.55' },
        { introduced: '2.4', lastAffected: '2.4.54' },
      ],
    });
    expect(published.advisory.withdrawn).toBeUndefined();
    expect(parseHttpdRecord(record('REJECTED'), names)[0].advisory.withdrawn).toBe('2023-01-17');
  });
});

describe('parseNginxAdvisories', () => {
  const xml = `<article><security>
<item name="Buffer overflow when using map and regex" severity="major" advisory="https://my.f5.com/K000162097"
      cve="2026-42533" good="1.31.3+, 1.30.4+" vulnerable="0.9.6-1.31.2"></item>
<item name="Two spans" severity="medium" cve="2013-2028" good="1.5.0+, 1.4.1+" vulnerable="1.3.9-1.4.0"></item>
<item name="An error log data are not sanitized" severity="none" cve="2009-4487" good="none" vulnerable="all" />
<item name="Windows file default stream" severity="major" cve="2010-2266" good="0.8.40+" vulnerable="nginx/Windows 0.7.52-0.8.39" />
</security></article>`;

  it('splits each vulnerable span by the fixed branches; skips severity="none" and platform-only items', () => {
    const out = parseNginxAdvisories(xml, { nginx: 'Nginx' });
    expect(out.map((o) => o.advisory.id)).toEqual(['CVE-2026-42533', 'CVE-2013-2028']);
    expect(out[0].advisory).toMatchObject({
      severity: 'high',
      fixed: ['1.30.4', '1.31.3'],
      ranges: [
        { introduced: '0.9.6', fixed: '1.30.4' },
        { introduced: '1.31.0', lastAffected: '1.31.2' }, // capped by the span's last vulnerable version
      ],
      url: 'https://my.f5.com/K000162097',
      source: 'nginx',
    });
    // the span ends before the second fix's branch: one range, capped at its last vulnerable version
    expect(out[1].advisory.ranges).toEqual([{ introduced: '1.3.9', lastAffected: '1.4.0' }]);
  });
});

describe('parseOsvRecord', () => {
  it('reads SEMVER events for npm and keeps the withdrawn date', () => {
    const [out] = parseOsvRecord(
      {
        id: 'GHSA-xxxx-yyyy-zzzz',
        aliases: ['CVE-2024-0001'],
        summary: 'Prototype pollution',
        published: '2024-02-01T10:00:00Z',
        withdrawn: '2024-03-01T00:00:00Z',
        database_specific: { severity: 'HIGH' },
        affected: [
          {
            package: { ecosystem: 'npm', name: 'lodash' },
            ranges: [{ type: 'SEMVER', events: [{ introduced: '0' }, { fixed: '4.17.21' }] }],
          },
        ],
      },
      { lodash: 'Lodash' },
    );
    expect(out).toMatchObject({
      technology: 'Lodash',
      scheme: 'semver',
      advisory: {
        id: 'GHSA-xxxx-yyyy-zzzz',
        severity: 'high',
        ranges: [{ introduced: '0', fixed: '4.17.21' }],
        published: '2024-02-01',
        withdrawn: '2024-03-01',
        source: 'osv',
      },
    });
  });
});
