import { startLocalJsonServer, type LocalJsonServer } from '../../test/fixtures/local-json-server';
import { vulnerabilitiesOf } from './match';
import { refreshAdvisories, type FetchText } from './refresh';
import { loadAdvisorySourceMapping } from './snapshot';
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

  beforeAll(async () => {
    server = await startLocalJsonServer((request) => {
      if (request.url === '/retire.json') return { body: retire };
      if (request.url === '/nginx.xml')
        return { body: nginx, headers: { 'content-type': 'application/xml' } };
      return { status: 503, body: 'down' };
    });
  });
  afterAll(() => server.close());

  const previous: AdvisorySnapshot = {
    schemaVersion: 1,
    generatedAt: '2026-01-01',
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
});
