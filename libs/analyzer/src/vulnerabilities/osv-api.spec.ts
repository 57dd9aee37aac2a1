import { startLocalJsonServer, type LocalJsonServer } from '../../test/fixtures/local-json-server';
import { vulnerabilitiesOf } from './match';
import { fetchOsvApiAdvisories } from './osv-api';
import { refreshAdvisories, type FetchText } from './refresh';
import { loadAdvisorySourceMapping } from './snapshot';
import type { AdvisorySnapshot } from './types';

/** The injected HTTP client: Node's fetch (POST with a JSON body when asked), rejecting on a non-2xx status. */
const fetchText: FetchText = async (url, init) => {
  const response = await fetch(url, {
    signal: init.signal,
    method: init.method ?? 'GET',
    ...(init.body !== undefined ? { body: init.body, headers: { 'content-type': 'application/json' } } : {}),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
};

// GHSA-gxr4-xjj5-5px2 as github/advisory-database publishes it (references shortened): npm, NuGet, RubyGems and
// Maven entries, an NVD ADVISORY reference listed before GitHub's own page
const jqueryXss = {
  schema_version: '1.4.0',
  id: 'GHSA-gxr4-xjj5-5px2',
  modified: '2022-02-08T22:06:37Z',
  published: '2020-04-29T22:18:55Z',
  aliases: ['CVE-2020-11022'],
  summary: 'Potential XSS vulnerability in jQuery',
  details:
    "### Impact\nPassing HTML from untrusted sources - even after sanitizing it - to one of jQuery's DOM manipulation methods (i.e. `.html()`, `.append()`, and others) may execute untrusted code.\n\n### Patches\nThis problem is patched in jQuery 3.5.0.",
  severity: [{ type: 'CVSS_V3', score: 'CVSS:3.1/AV:N/AC:H/PR:N/UI:R/S:C/C:H/I:L/A:N' }],
  affected: [
    {
      package: { ecosystem: 'npm', name: 'jquery' },
      ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '1.2.0' }, { fixed: '3.5.0' }] }],
    },
    {
      package: { ecosystem: 'NuGet', name: 'jquery' },
      ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '1.2.0' }, { fixed: '3.5.0' }] }],
    },
    {
      package: { ecosystem: 'RubyGems', name: 'jquery-rails' },
      ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '0' }, { fixed: '4.4.0' }] }],
    },
  ],
  references: [
    { type: 'WEB', url: 'https://github.com/jquery/jquery/security/advisories/GHSA-gxr4-xjj5-5px2' },
    { type: 'ADVISORY', url: 'https://nvd.nist.gov/vuln/detail/CVE-2020-11022' },
    { type: 'ADVISORY', url: 'https://github.com/advisories/GHSA-gxr4-xjj5-5px2' },
    { type: 'PACKAGE', url: 'https://github.com/jquery/jquery' },
  ],
  database_specific: {
    cwe_ids: ['CWE-79'],
    severity: 'MODERATE',
    github_reviewed: true,
    github_reviewed_at: '2020-04-29T22:18:37Z',
    nvd_published_at: '2020-04-29T22:15:00Z',
  },
};

// shaped like GitHub's React Router advisories: one record naming react-router and react-router-dom
const reactRouterCsrf = {
  schema_version: '1.4.0',
  id: 'GHSA-qwww-vcr4-c8h2',
  modified: '2026-05-02T10:00:00Z',
  published: '2026-04-30T18:00:00Z',
  aliases: ['CVE-2026-30001'],
  summary: 'React Router: RSC Mode CSRF Bypass Allows Action Execution Before 400 Response',
  details: 'Server actions ran before the origin check answered 400.',
  severity: [{ type: 'CVSS_V3', score: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:U/C:N/I:H/A:N' }],
  affected: ['react-router', 'react-router-dom'].map((name) => ({
    package: { ecosystem: 'npm', name },
    ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '7.12.0' }, { fixed: '8.3.0' }] }],
    database_specific: { source: `https://github.com/github/advisory-database/blob/main/advisories/x.json` },
  })),
  references: [{ type: 'ADVISORY', url: 'https://github.com/advisories/GHSA-qwww-vcr4-c8h2' }],
  database_specific: { cwe_ids: ['CWE-352'], severity: 'HIGH', github_reviewed: true },
};

// a withdrawn GitHub advisory (kept with its date, ignored by the lookup)
const withdrawn = {
  schema_version: '1.4.0',
  id: 'GHSA-2222-3333-4444',
  modified: '2026-01-10T00:00:00Z',
  published: '2026-01-02T00:00:00Z',
  withdrawn: '2026-01-10T00:00:00Z',
  aliases: [],
  summary: 'Withdrawn: not a vulnerability of react-router',
  affected: [
    {
      package: { ecosystem: 'npm', name: 'react-router' },
      ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '0' }] }],
    },
  ],
  database_specific: { severity: 'CRITICAL', github_reviewed: true },
};

const records: Record<string, unknown> = {
  'GHSA-gxr4-xjj5-5px2': jqueryXss,
  'GHSA-qwww-vcr4-c8h2': reactRouterCsrf,
  'GHSA-2222-3333-4444': withdrawn,
  // osv.dev lists OpenSSF's malicious-package reports for npm names too: never fetched
  'MAL-2025-1234': { id: 'MAL-2025-1234', summary: 'Malicious code in react-router (npm)', affected: [] },
};

interface Query {
  package: { ecosystem: string; name: string };
  page_token?: string;
}

/** `modified` osv.dev lists for the React Router advisory (a test changes it). */
let routerModified = '2026-05-02T10:00:00Z';

/** osv.dev's querybatch: react-router's ids on two pages (a MAL- entry on the first), jquery's on one. */
function answerQueryBatch(body: string): unknown {
  const { queries } = JSON.parse(body) as { queries: Query[] };
  return {
    results: queries.map((q) => {
      if (q.package.ecosystem !== 'npm') return {};
      if (q.package.name === 'react-router' && !q.page_token)
        return {
          vulns: [
            { id: 'MAL-2025-1234', modified: '2025-06-01T00:00:00Z' },
            { id: 'GHSA-2222-3333-4444', modified: '2026-01-10T00:00:00Z' },
          ],
          next_page_token: 'react-router/2',
        };
      if (q.package.name === 'react-router' && q.page_token === 'react-router/2')
        return { vulns: [{ id: 'GHSA-qwww-vcr4-c8h2', modified: routerModified }] };
      if (q.package.name === 'react-router-dom')
        return { vulns: [{ id: 'GHSA-qwww-vcr4-c8h2', modified: routerModified }] };
      if (q.package.name === 'jquery')
        return { vulns: [{ id: 'GHSA-gxr4-xjj5-5px2', modified: '2022-02-08T22:06:37Z' }] };
      return {};
    }),
  };
}

describe('osv.dev API refresh (GitHub Advisory Database, npm)', () => {
  let server: LocalJsonServer;
  let failRecords = false;
  const mapping = loadAdvisorySourceMapping();

  beforeAll(async () => {
    server = await startLocalJsonServer((request) => {
      if (request.method === 'POST' && request.url === '/v1/querybatch')
        return { body: answerQueryBatch(request.body) };
      const id = /^\/v1\/vulns\/([^/?]+)$/.exec(request.url)?.[1];
      if (request.method === 'GET' && id && records[id] && !failRecords)
        return {
          body: id === reactRouterCsrf.id ? { ...reactRouterCsrf, modified: routerModified } : records[id],
        };
      return { status: id && records[id] ? 503 : 404, body: { code: 5, message: 'Bug not found.' } };
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    failRecords = false;
    routerModified = '2026-05-02T10:00:00Z';
  });

  const detected = (name: string, version: string) => ({
    name,
    version,
    implied: false,
    evidence: [{ family: 'scriptSrc', version }],
  });

  it('queries exactly the mapped npm packages, follows paging, fetches each GitHub advisory once and skips MAL-', async () => {
    const { snapshot, outcome } = await refreshAdvisories({ osvApi: `${server.url}/` }, fetchText, {
      mapping,
      today: '2026-11-27',
    });
    expect(outcome.osv).toBe('refreshed');
    const batches = server.requests.filter((r) => r.url === '/v1/querybatch');
    expect(batches.map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(batches[0].headers['content-type']).toBe('application/json');
    const first = (JSON.parse(batches[0].body) as { queries: Query[] }).queries;
    expect(first.map((q) => q.package.name).sort()).toEqual(Object.keys(mapping.sources.osv).sort());
    expect(new Set(first.map((q) => q.package.ecosystem))).toEqual(new Set(['npm']));
    // the second request asks only for the package that had a next page, with its token
    expect(JSON.parse(batches[1].body)).toEqual({
      queries: [{ package: { ecosystem: 'npm', name: 'react-router' }, page_token: 'react-router/2' }],
    });
    const fetched = server.requests.filter((r) => r.url.startsWith('/v1/vulns/')).map((r) => r.url);
    expect(fetched.sort()).toEqual([
      '/v1/vulns/GHSA-2222-3333-4444',
      '/v1/vulns/GHSA-gxr4-xjj5-5px2',
      '/v1/vulns/GHSA-qwww-vcr4-c8h2',
    ]);

    const all = Object.values(snapshot.technologies).flatMap((t) => t.advisories.map((a) => a.id));
    expect(all.filter((id) => id.startsWith('MAL-'))).toEqual([]);
    // the advisory found on react-router's second page, for both of React Router's packages, merged into one
    expect(snapshot.technologies['React Router'].advisories.map((a) => a.id)).toEqual([
      'GHSA-qwww-vcr4-c8h2',
      'GHSA-2222-3333-4444',
    ]);
    const [router, jquery, jqueryOld, fuse] = vulnerabilitiesOf(
      [
        detected('React Router', '7.18.4'),
        detected('jQuery', '3.7.1'),
        detected('jQuery', '3.4.1'),
        detected('Fuse.js', '7.1.0'),
      ],
      snapshot,
    );
    // the withdrawn advisory (introduced 0, no fix: every version) is not claimed
    expect(router.advisories.map((a) => [a.id, a.severity, a.fixedIn, a.source])).toEqual([
      ['GHSA-qwww-vcr4-c8h2', 'high', '8.3.0', 'osv'],
    ]);
    expect(jquery.advisories).toEqual([]);
    expect(jqueryOld.advisories).toEqual([
      expect.objectContaining({
        id: 'GHSA-gxr4-xjj5-5px2',
        severity: 'medium',
        fixedIn: '3.5.0',
        url: 'https://github.com/advisories/GHSA-gxr4-xjj5-5px2',
        source: 'osv',
      }),
    ]);
    // only the npm entry is read: the NuGet copy adds no second range
    expect(
      snapshot.technologies.jQuery.advisories.find((a) => a.id === 'GHSA-gxr4-xjj5-5px2')?.ranges,
    ).toEqual([{ introduced: '1.2.0', fixed: '3.5.0' }]);
    // a package osv.dev answered for without advisories is known clean, credited to the GitHub database
    expect(fuse.sources).toEqual(['osv']);
    expect(fuse.advisories).toEqual([]);
    expect(snapshot.inputs?.refreshed).toMatchObject({ urls: { osvApi: `${server.url}/` } });
  });

  it('reuses the records whose modified is unchanged since the previous snapshot; fetches a changed one again', async () => {
    const first = await refreshAdvisories({ osvApi: server.url }, fetchText, {
      mapping,
      today: '2026-11-27',
    });
    const records = () => server.requests.filter((r) => r.url.startsWith('/v1/vulns/')).map((r) => r.url);
    expect(records()).toHaveLength(3);
    expect(
      first.snapshot.technologies['React Router'].advisories.find((a) => a.id === 'GHSA-qwww-vcr4-c8h2')
        ?.modified,
    ).toBe('2026-05-02T10:00:00Z');

    server.requests.length = 0;
    const second = await refreshAdvisories({ osvApi: server.url }, fetchText, {
      previous: first.snapshot,
      mapping,
      today: '2026-11-28',
    });
    expect(second.outcome.osv).toBe('refreshed');
    expect(records()).toEqual([]);
    expect(second.snapshot.technologies['React Router']).toEqual(first.snapshot.technologies['React Router']);
    expect(second.snapshot.technologies['Fuse.js']).toEqual(first.snapshot.technologies['Fuse.js']);

    server.requests.length = 0;
    routerModified = '2026-06-01T00:00:00Z';
    const third = await refreshAdvisories({ osvApi: server.url }, fetchText, {
      previous: second.snapshot,
      mapping,
      today: '2026-11-29',
    });
    expect(records()).toEqual(['/v1/vulns/GHSA-qwww-vcr4-c8h2']);
    expect(
      third.snapshot.technologies['React Router'].advisories.find((a) => a.id === 'GHSA-qwww-vcr4-c8h2')
        ?.modified,
    ).toBe('2026-06-01T00:00:00Z');
  });

  it('keeps the previous GitHub advisories when osv.dev fails', async () => {
    const previous: AdvisorySnapshot = {
      schemaVersion: 1,
      generatedAt: '2026-11-01',
      technologies: {
        'Nuxt.js': {
          scheme: 'semver',
          sources: ['osv'],
          advisories: [
            {
              id: 'GHSA-v784-fjjh-f8r4',
              aliases: ['CVE-2024-34344'],
              severity: 'high',
              summary: 'Nuxt vulnerable to remote code execution via the test component',
              ranges: [{ introduced: '3.4.0', fixed: '3.12.4' }],
              fixed: ['3.12.4'],
              url: 'https://github.com/advisories/GHSA-v784-fjjh-f8r4',
              source: 'osv',
            },
          ],
        },
      },
    };
    failRecords = true;
    const { snapshot, outcome } = await refreshAdvisories({ osvApi: server.url }, fetchText, {
      previous,
      mapping,
      today: '2026-11-27',
    });
    expect(outcome.osv).toMatch(/HTTP 503/);
    expect(snapshot.technologies['Nuxt.js'].advisories.map((a) => a.id)).toEqual(['GHSA-v784-fjjh-f8r4']);
    expect(snapshot.technologies['React Router']).toBeUndefined();
  });

  it('fails (so the previous data stays) beyond the page and advisory bounds, or on a malformed answer', async () => {
    const names = { 'react-router': 'React Router', jquery: 'jQuery' };
    await expect(
      fetchOsvApiAdvisories(server.url, names, fetchText, { limits: { maxPagesPerPackage: 1 } }),
    ).rejects.toThrow(/react-router pages beyond 1/);
    await expect(
      fetchOsvApiAdvisories(server.url, names, fetchText, { limits: { maxAdvisories: 2 } }),
    ).rejects.toThrow(/more than 2 GitHub advisories/);
    const lying: FetchText = async (url, init) =>
      url.endsWith('/v1/querybatch') ? JSON.stringify({ results: [] }) : fetchText(url, init);
    await expect(fetchOsvApiAdvisories(server.url, names, lying)).rejects.toThrow(/malformed result list/);
    // the bounds hold: one package per batch still pages and fetches everything
    const result = await fetchOsvApiAdvisories(server.url, names, fetchText, {
      limits: { queriesPerBatch: 1, concurrency: 1 },
    });
    expect(result).toMatchObject({ fetched: 3, reused: 0, skipped: 1, covered: ['React Router', 'jQuery'] });
  });
});
