import fs from 'node:fs';
import path from 'node:path';
import {
  cvelistPath,
  nvdFeedPath,
  parseCveCollection,
  parseCveRecord,
  parseNvdRecord,
  readCveRecords,
  trimCveRecord,
  trimNvdRecord,
} from './cve';
import { vulnerabilitiesOf } from './match';
import { buildAdvisorySnapshot, loadAdvisorySourceMapping } from './snapshot';
import type { SourcedAdvisory } from './sources';

/** The vendored trimmed records (advisories-src/cve): real CNA and NVD data. */
const CVE_DIR = path.resolve(__dirname, '..', '..', 'advisories-src', 'cve');
const record = (id: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(CVE_DIR, 'records', `${id}.json`), 'utf8')) as unknown;
const nvdRecord = (id: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(CVE_DIR, 'nvd', `${id}.json`), 'utf8')) as unknown;

const mapping = loadAdvisorySourceMapping();
const names = mapping.sources.cve;
const wordpress = { branchBackports: ['WordPress'] };

/** Advisories found for `version` of `name`, as `id fixedIn severity`. */
function found(advisories: SourcedAdvisory[], name: string, version: string): string[] {
  const snapshot = buildAdvisorySnapshot(advisories, mapping, '2026-11-27');
  const [result] = vulnerabilitiesOf(
    [{ name, version, implied: false, evidence: [{ family: 'meta', version }] }],
    snapshot,
  );
  return (result?.advisories ?? []).map((a) => `${a.id} ${a.fixedIn} ${a.severity}`);
}

describe('parseCveRecord (CVE JSON 5)', () => {
  it('reads per-branch ranges: WordPress 6.1.6 is affected until 6.1.7, the backported 6.1.7 and 6.1.9 are not', () => {
    const parsed = parseCveRecord(record('CVE-2024-31111'), names, wordpress);
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({
      technology: 'WordPress',
      scheme: 'vendor',
      advisory: {
        id: 'CVE-2024-31111',
        severity: 'medium',
        cvss: 6.5,
        published: '2024-06-25',
        url: 'https://www.cve.org/CVERecord?id=CVE-2024-31111',
        source: 'cve',
      },
    });
    expect(found(parsed, 'WordPress', '6.1.6')).toEqual(['CVE-2024-31111 6.1.7 medium']);
    expect(found(parsed, 'WordPress', '6.5.4')).toEqual(['CVE-2024-31111 6.5.5 medium']);
    for (const clean of ['6.1.7', '6.1.9', '6.5.5', '6.6', '5.8.3'])
      expect(found(parsed, 'WordPress', clean)).toEqual([]);
  });

  it('takes the fixed release of `changes[].at` over a mistyped lessThanOrEqual (`6.13` for 6.1.3)', () => {
    const parsed = parseCveRecord(record('CVE-2023-39999'), names, wordpress);
    expect(found(parsed, 'WordPress', '6.1.3')).toEqual(['CVE-2023-39999 6.1.4 medium']);
    expect(found(parsed, 'WordPress', '6.1.9')).toEqual([]);
  });

  it('narrows an open-start range of a branch-backporting technology to the branch of its bound', () => {
    // "from n/a through 6.8.2": the 6.8.3 release's fix was backported down to 4.7, and 6.1.9 ships it
    const narrowed = parseCveRecord(record('CVE-2025-58674'), names, wordpress);
    expect(narrowed[0].advisory.ranges).toEqual([{ introduced: '6.8.0', lastAffected: '6.8.2' }]);
    expect(found(narrowed, 'WordPress', '6.8.2')).toEqual(['CVE-2025-58674 null medium']);
    expect(found(narrowed, 'WordPress', '6.1.9')).toEqual([]);
    // without the rule the record's own range would flag the patched 6.1.9
    expect(found(parseCveRecord(record('CVE-2025-58674'), names), 'WordPress', '6.1.9')).toHaveLength(1);
  });

  it('narrows a range spanning branches the same way (5.6.3 carries the fix of 5.7.1), drops one ending at a branch start', () => {
    const xxe = parseCveRecord(record('CVE-2021-29447'), names, wordpress);
    expect(xxe[0].advisory.ranges).toEqual([{ introduced: '5.7.0', fixed: '5.7.1' }]);
    expect(found(xxe, 'WordPress', '5.7.0')).toEqual(['CVE-2021-29447 5.7.1 high']);
    expect(found(xxe, 'WordPress', '5.6.3')).toEqual([]);
    // `>= 5.0, < 5.8.0`: only the fix release of a new branch is named, no affected release of a known branch
    expect(parseCveRecord(record('CVE-2021-39201'), names, wordpress)).toEqual([]);
    expect(found(parseCveRecord(record('CVE-2021-39201'), names), 'WordPress', '5.7.2')).toHaveLength(1);
  });

  it("reads GitHub's constraint strings (`>= 6.1.0, < 6.1.5`, `< 4.1.40`) and its GHSA id as an alias", () => {
    const parsed = parseCveRecord(record('CVE-2024-31210'), names, wordpress);
    expect(parsed[0].advisory.ranges).toContainEqual({ introduced: '6.1.0', fixed: '6.1.5' });
    expect(found(parsed, 'WordPress', '6.1.4')).toEqual(['CVE-2024-31210 6.1.5 high']);
    expect(found(parsed, 'WordPress', '6.1.5')).toEqual([]);
    // `< 4.1.40` has an open start: narrowed to the 4.1 branch like every open range of WordPress
    expect(found(parsed, 'WordPress', '4.1.39')).toEqual(['CVE-2024-31210 4.1.40 high']);
    expect(found(parsed, 'WordPress', '4.0.5')).toEqual([]);
    expect(parsed[0].advisory.aliases).toEqual(['GHSA-x79f-xrjv-jx5r']);
  });

  it("reads Apache's records: milestone starts, `unknown` entries not claimed, textual severity", () => {
    const parsed = parseCveRecord(record('CVE-2026-24880'), names);
    expect(parsed[0].advisory.severity).toBe('low');
    expect(found(parsed, 'Apache Tomcat', '10.1.0')).toHaveLength(1);
    expect(found(parsed, 'Apache Tomcat', '10.1.52')).toEqual(['CVE-2026-24880 null low']);
    expect(found(parsed, 'Apache Tomcat', '10.1.53')).toEqual([]);
    // 8.0.x and < 7.0.0 are `unknown` in the record: not a claim
    expect(found(parsed, 'Apache Tomcat', '8.0.53')).toEqual([]);
    expect(found(parsed, 'Apache Tomcat', '6.0.10')).toEqual([]);
  });

  it('ignores a REJECTED record and products not in the mapping', () => {
    const rejected = {
      cveMetadata: { cveId: 'CVE-2026-0001', state: 'REJECTED', dateRejected: '2026-02-01T00:00:00Z' },
      containers: { cna: { rejectedReasons: [{ lang: 'en', value: 'Duplicate of CVE-2024-31111.' }] } },
    };
    expect(parseCveRecord(rejected, names)).toEqual([]);
    const published = record('CVE-2024-31111') as {
      containers: { cna: { affected: Array<{ vendor: string }> } };
    };
    const other = structuredClone(published);
    other.containers.cna.affected[0].vendor = 'Someone Else';
    expect(parseCveRecord(other, names)).toEqual([]);
    expect(() => parseCveRecord({ id: 'CVE-1' }, names)).toThrow(TypeError);
  });

  it("falls back to NVD's CPE ranges and score for an `n/a` record, keeping the CNA's description and date", () => {
    const cna = record('CVE-2020-28032');
    expect(parseCveRecord(cna, names)).toEqual([]);
    const parsed = parseCveRecord(cna, names, { nvd: nvdRecord('CVE-2020-28032') });
    expect(parsed[0].advisory).toMatchObject({
      id: 'CVE-2020-28032',
      severity: 'critical',
      cvss: 9.8,
      published: '2020-10-31',
      summary:
        'WordPress before 5.5.2 mishandles deserialization requests in wp-includes/Requests/Utility/FilteredIterator.php.',
      ranges: [{ fixed: '5.5.2' }],
    });
    expect(found(parsed, 'WordPress', '5.5.1')).toEqual(['CVE-2020-28032 5.5.2 critical']);
    // WordPress: NVD's `< 5.5.2` ignores the backports to 5.4.3 and older; narrowed to the 5.5 branch
    const narrowed = parseCveRecord(cna, names, { ...wordpress, nvd: nvdRecord('CVE-2020-28032') });
    expect(narrowed[0].advisory.ranges).toEqual([{ introduced: '5.5.0', fixed: '5.5.2' }]);
    expect(found(narrowed, 'WordPress', '5.4.3')).toEqual([]);
    expect(found(narrowed, 'WordPress', '6.1.9')).toEqual([]);
  });
});

describe('parseNvdRecord', () => {
  const nvd = {
    id: 'CVE-2022-46391',
    published: '2022-12-15T00:15:00',
    descriptions: [{ lang: 'en', value: 'AWStats 7.x before 7.9 allows XSS.' }],
    metrics: { cvssMetricV31: [{ type: 'Primary', cvssData: { baseScore: 6.1 } }] },
    configurations: [
      {
        nodes: [
          {
            cpeMatch: [
              {
                vulnerable: true,
                criteria: 'cpe:2.3:a:awstats:awstats:*:*:*:*:*:*:*:*',
                versionStartIncluding: '7.0',
                versionEndExcluding: '7.9',
              },
              { vulnerable: true, criteria: 'cpe:2.3:a:awstats:awstats:6.5:*:*:*:*:*:*:*' },
              {
                vulnerable: true,
                criteria: 'cpe:2.3:a:awstats:awstats:*:*:*:*:*:*:*:*',
                versionStartExcluding: '5.0',
                versionEndIncluding: '5.9',
              },
              { vulnerable: false, criteria: 'cpe:2.3:o:debian:debian_linux:11.0:*:*:*:*:*:*:*' },
            ],
          },
        ],
      },
    ],
  };

  it('reads start/end bounds and single CPE versions, skips start-excluding bounds and unmapped CPEs', () => {
    const parsed = parseNvdRecord(nvd, names);
    expect(parsed).toHaveLength(1);
    expect(parsed[0].advisory).toMatchObject({
      severity: 'medium',
      cvss: 6.1,
      published: '2022-12-15',
      ranges: [
        { introduced: '7.0', fixed: '7.9' },
        { introduced: '6.5', lastAffected: '6.5' },
      ],
      fixed: ['7.9'],
    });
    expect(found(parsed, 'AWStats', '7.8')).toEqual(['CVE-2022-46391 7.9 medium']);
    expect(found(parsed, 'AWStats', '5.5')).toEqual([]);
    expect(parseNvdRecord({ ...nvd, vulnStatus: 'Rejected' }, names)).toEqual([]);
  });
});

describe('readCveRecords and parseCveCollection', () => {
  it('reads a JSON array, one record, an NVD API response or JSON Lines, and pairs CVE and NVD records by id', () => {
    const cna = record('CVE-2020-28032');
    const nvd = nvdRecord('CVE-2020-28032');
    expect(readCveRecords(JSON.stringify([cna, nvd]))).toHaveLength(2);
    expect(readCveRecords(JSON.stringify(cna))).toEqual([cna]);
    expect(readCveRecords(JSON.stringify({ vulnerabilities: [{ cve: nvd }] }))).toEqual([nvd]);
    expect(readCveRecords(`${JSON.stringify(cna)}\n${JSON.stringify(nvd)}\n`)).toEqual([cna, nvd]);
    expect(() => readCveRecords('not json')).toThrow(SyntaxError);
    const { advisories, skipped } = parseCveCollection([nvd, cna, { other: true }], names, wordpress);
    expect(skipped).toBe(1);
    expect(advisories.map((a) => [a.advisory.id, a.advisory.ranges])).toEqual([
      ['CVE-2020-28032', [{ introduced: '5.5.0', fixed: '5.5.2' }]],
    ]);
  });
});

describe('vendoring helpers', () => {
  it('finds records in cvelistV5 and the NVD feed by id', () => {
    expect(cvelistPath('CVE-2024-31111')).toBe('cves/2024/31xxx/CVE-2024-31111.json');
    expect(cvelistPath('CVE-2024-6307')).toBe('cves/2024/6xxx/CVE-2024-6307.json');
    expect(cvelistPath('CVE-2026-127178')).toBe('cves/2026/127xxx/CVE-2026-127178.json');
    expect(nvdFeedPath('CVE-2020-28032')).toBe('CVE-2020/CVE-2020-280xx/CVE-2020-28032.json');
    expect(nvdFeedPath('CVE-2023-2745')).toBe('CVE-2023/CVE-2023-27xx/CVE-2023-2745.json');
    expect(() => cvelistPath('GHSA-x')).toThrow(TypeError);
  });

  it('trims a full record to what the parser reads without changing what it finds', () => {
    const full = {
      dataType: 'CVE_RECORD',
      dataVersion: '5.1',
      cveMetadata: {
        cveId: 'CVE-2026-0002',
        state: 'PUBLISHED',
        assignerOrgId: 'x',
        datePublished: '2026-05-01T00:00:00Z',
      },
      containers: {
        cna: {
          title: 'WordPress Core < 6.8.4 - XSS',
          credits: [{ lang: 'en', value: 'someone' }],
          descriptions: [
            { lang: 'es', value: 'otra' },
            { lang: 'en', value: 'Stored XSS.', supportingMedia: [{ type: 'text/html', value: '<p>x</p>' }] },
          ],
          affected: [
            {
              vendor: 'Automattic',
              product: 'WordPress',
              repo: 'https://github.com/WordPress/WordPress',
              versions: [
                {
                  version: '6.8',
                  lessThanOrEqual: '6.8.3',
                  changes: [{ at: '6.8.4', status: 'unaffected' }],
                  status: 'affected',
                  versionType: 'custom',
                },
              ],
            },
          ],
          metrics: [
            {
              format: 'CVSS',
              cvssV3_1: { baseScore: 6.4, baseSeverity: 'MEDIUM', attackVector: 'NETWORK', version: '3.1' },
            },
          ],
          references: [{ url: 'https://wordpress.org/news/x' }, { url: 'https://example.org/y' }],
        },
        adp: [{ title: 'CISA ADP Vulnrichment' }],
      },
    };
    const trimmed = trimCveRecord(full);
    expect(JSON.stringify(trimmed)).not.toMatch(
      /credits|adp|supportingMedia|attackVector|assignerOrgId|example\.org/,
    );
    expect(parseCveRecord(trimmed, names, wordpress)).toEqual(parseCveRecord(full, names, wordpress));
    expect(trimCveRecord(trimmed)).toEqual(trimmed);
    const nvd = nvdRecord('CVE-2020-28032') as { configurations: unknown[] };
    const withOs = {
      ...nvd,
      configurations: [
        ...nvd.configurations,
        {
          nodes: [
            {
              cpeMatch: [{ vulnerable: true, criteria: 'cpe:2.3:o:debian:debian_linux:10.0:*:*:*:*:*:*:*' }],
            },
          ],
        },
      ],
    };
    expect(trimNvdRecord(withOs, names)).toEqual(nvd);
  });
});
