import fs from 'node:fs';
import path from 'node:path';
import { startLocalJsonServer, type LocalJsonServer } from '../../test/fixtures/local-json-server';
import { advisorySourceDates } from './credits';
import { vulnerabilitiesOf } from './match';
import { refreshAdvisories, type FetchText } from './refresh';
import { loadAdvisorySnapshot, loadAdvisorySourceMapping } from './snapshot';
import type { AdvisorySnapshot } from './types';

/** The injected HTTP client: Node's fetch, rejecting on a non-2xx status. */
const fetchText: FetchText = async (url, init) => {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
};

describe('refreshAdvisories', () => {
  let server: LocalJsonServer;
  const retire = {
    jquery: {
      vulnerabilities: [
        {
          below: '4.0.0',
          severity: 'high',
          identifiers: { summary: 'new issue', githubID: 'GHSA-new' },
          info: ['https://example.org/a'],
        },
      ],
    },
  };
  const nginx = `<article><security><item name="New" severity="major" cve="2026-1" good="1.31.3+" vulnerable="1.0.0-1.31.2"/></security></article>`;

  const roundcube = '## Release 1.6.9\n\n- Security: Fix XSS in the message list [CVE-2026-70001]\n';
  const php = `<section class="version" id="8.2.30"><b><?php release_date('01-Oct-2026'); ?></b>
<ul><li>Core:<ul><li>Fixed bug <?php githubissuel('php/php-src', 1); ?> (overflow). (CVE-2026-80001)</li></ul></li></ul></section>`;
  const go = {
    id: 'GO-2026-1',
    summary: 'Path traversal in hugo',
    published: '2026-02-01T00:00:00Z',
    affected: [
      {
        package: { ecosystem: 'Go', name: 'github.com/gohugoio/hugo' },
        ranges: [{ type: 'SEMVER', events: [{ introduced: '0' }, { fixed: '0.123.0' }] }],
      },
    ],
  };
  const pypa = `id: PYSEC-2026-1
details: |
  Directory traversal in mkdocs' dev server.

  More words.
affected:
- package:
    name: mkdocs
    ecosystem: PyPI
  ranges:
  - type: ECOSYSTEM
    events:
    - introduced: "0"
    - fixed: 1.2.2
published: 2026-03-01T00:00:00Z
`;
  // CVE List V5 records and NVD's record of the `n/a` one, as JSON Lines (one URL serves them all)
  const cveDir = path.resolve(__dirname, '..', '..', 'advisories-src', 'cve');
  const cveLines = ['records/CVE-2024-31111.json', 'records/CVE-2020-28032.json', 'nvd/CVE-2020-28032.json']
    .map((f) => JSON.stringify(JSON.parse(fs.readFileSync(path.join(cveDir, f), 'utf8'))))
    .join('\n');

  beforeAll(async () => {
    server = await startLocalJsonServer((request) => {
      if (request.url === '/retire.json') return { body: retire };
      if (request.url === '/nginx.xml')
        return { body: nginx, headers: { 'content-type': 'application/xml' } };
      if (request.url === '/roundcube/CHANGELOG.md') return { body: roundcube };
      if (request.url === '/php/ChangeLog-8.php') return { body: php };
      if (request.url === '/go/GO-2026-1.json') return { body: go };
      if (request.url === '/pypa/PYSEC-2026-1.yaml') return { body: pypa };
      if (request.url === '/cve/records.jsonl') return { body: cveLines };
      return { status: 503, body: 'down' };
    });
  });
  afterAll(() => server.close());

  const previous: AdvisorySnapshot = {
    schemaVersion: 1,
    generatedAt: '2026-01-01',
    inputs: { httpd: { date: '2025-12-30' }, retire: { date: '2025-12-31' } },
    technologies: {
      'Apache HTTP Server': {
        scheme: 'vendor',
        sources: ['httpd'],
        advisories: [
          {
            id: 'CVE-OLD',
            aliases: [],
            severity: 'high',
            summary: 'kept',
            ranges: [{ fixed: '2.4.60' }],
            url: 'https://x/',
            source: 'httpd',
          },
        ],
      },
    },
  };

  it('fetches the configured sources over HTTP, keeps the previous data of failing or unconfigured ones', async () => {
    const { snapshot, outcome } = await refreshAdvisories(
      {
        retire: `${server.url}/retire.json`,
        nginx: `${server.url}/nginx.xml`,
        httpd: [`${server.url}/httpd/CVE-2099-1.json`],
      },
      fetchText,
      { previous, mapping: loadAdvisorySourceMapping(), today: '2026-11-27' },
    );
    expect(outcome).toMatchObject({
      retire: 'refreshed',
      nginx: 'refreshed',
      friendsofphp: 'kept',
      osv: 'kept',
    });
    expect(outcome.httpd).toMatch(/HTTP 503/);
    expect(snapshot.generatedAt).toBe('2026-11-27');
    expect(snapshot.technologies.jQuery.advisories.map((a) => a.id)).toEqual(['GHSA-new']);
    expect(snapshot.technologies.Nginx.advisories.map((a) => a.id)).toEqual(['CVE-2026-1']);
    expect(snapshot.technologies['Apache HTTP Server'].advisories.map((a) => a.id)).toEqual(['CVE-OLD']);
    // the day of each source's data: today for what was fetched, the previous day for what failed
    expect(advisorySourceDates(snapshot)).toEqual({
      retire: '2026-11-27',
      nginx: '2026-11-27',
      httpd: '2025-12-30',
    });
    const found = vulnerabilitiesOf(
      [
        {
          name: 'jQuery',
          version: '3.7.1',
          implied: false,
          evidence: [{ family: 'scriptSrc', version: '3.7.1' }],
        },
      ],
      snapshot,
    );
    expect(found[0].advisories[0]).toMatchObject({ id: 'GHSA-new', severity: 'high', fixedIn: '4.0.0' });
  });

  it('refreshes Roundcube and PHP release notes, Go and PyPA OSV records from URLs (fixed-in per scheme)', async () => {
    const { snapshot, outcome } = await refreshAdvisories(
      {
        roundcube: [`${server.url}/roundcube/CHANGELOG.md`],
        php: [`${server.url}/php/ChangeLog-8.php`],
        govulndb: [`${server.url}/go/GO-2026-1.json`],
        pypa: [`${server.url}/pypa/PYSEC-2026-1.yaml`],
      },
      fetchText,
      { previous, mapping: loadAdvisorySourceMapping(), today: '2026-11-27' },
    );
    expect(outcome).toMatchObject({
      roundcube: 'refreshed',
      php: 'refreshed',
      govulndb: 'refreshed',
      pypa: 'refreshed',
    });
    const found = vulnerabilitiesOf(
      [
        ['RoundCube', '1.6.5'],
        ['PHP', '8.2.29'],
        ['Hugo', '0.111.3'],
        ['MkDocs', '1.2.1'],
        ['Hugo', '0.123.0'],
      ].map(([name, version]) => ({
        name,
        version,
        implied: false,
        evidence: [{ family: 'meta', version }],
      })),
      snapshot,
    );
    expect(
      found.map((v) => [v.name, v.sources, v.advisories.map((a) => `${a.id} ${a.fixedIn} ${a.source}`)]),
    ).toEqual([
      ['RoundCube', ['roundcube'], ['CVE-2026-70001 1.6.9 roundcube']],
      ['PHP', ['php'], ['CVE-2026-80001 8.2.30 php']],
      ['Hugo', ['govulndb'], ['GO-2026-1 0.123.0 govulndb']],
      ['MkDocs', ['pypa'], ['PYSEC-2026-1 1.2.2 pypa']],
      ['Hugo', ['govulndb'], []],
    ]);
    const mkdocs = snapshot.technologies.MkDocs.advisories[0];
    expect(mkdocs.summary).toBe("Directory traversal in mkdocs' dev server.");
    expect(mkdocs.url).toBe('https://osv.dev/vulnerability/PYSEC-2026-1');
    expect(snapshot.technologies.Hugo.advisories[0].url).toBe('https://pkg.go.dev/vuln/GO-2026-1');
  });

  it("refreshes CVE records from a URL serving JSON Lines, pairing an n/a record with NVD's", async () => {
    const { snapshot, outcome } = await refreshAdvisories(
      { cve: [`${server.url}/cve/records.jsonl`] },
      fetchText,
      { previous, mapping: loadAdvisorySourceMapping(), today: '2026-11-27' },
    );
    expect(outcome).toMatchObject({ cve: 'refreshed', retire: 'kept' });
    expect(snapshot.technologies.WordPress.sources).toEqual(['cve']);
    const found = vulnerabilitiesOf(
      ['6.1.6', '6.1.9', '5.5.1'].map((version) => ({
        name: 'WordPress',
        version,
        implied: false,
        evidence: [{ family: 'meta', version }],
      })),
      snapshot,
    );
    expect(found.map((v) => v.advisories.map((a) => `${a.id} ${a.fixedIn} ${a.source}`))).toEqual([
      ['CVE-2024-31111 6.1.7 cve'],
      [],
      ['CVE-2020-28032 5.5.2 cve'],
    ]);
    expect(snapshot.technologies['Apache HTTP Server'].advisories.map((a) => a.id)).toEqual(['CVE-OLD']);
  });

  it('keeps a source the previous snapshot predates from the fallback (bundled) snapshot, not one it holds', async () => {
    const bundled = loadAdvisorySnapshot();
    const { snapshot, outcome } = await refreshAdvisories(
      { retire: `${server.url}/retire.json` },
      fetchText,
      { previous, fallback: bundled, mapping: loadAdvisorySourceMapping(), today: '2026-11-27' },
    );
    expect(outcome).toMatchObject({ retire: 'refreshed', cve: 'kept', httpd: 'kept' });
    // `cve` is absent from the previous (stored) snapshot: the bundled one's records are kept
    expect(snapshot.technologies.WordPress.advisories.map((a) => a.id)).toEqual(
      bundled.technologies.WordPress.advisories.map((a) => a.id),
    );
    // `httpd` is in the previous snapshot: its data wins over the bundled one
    expect(snapshot.technologies['Apache HTTP Server'].advisories.map((a) => a.id)).toEqual(['CVE-OLD']);
  });
});
