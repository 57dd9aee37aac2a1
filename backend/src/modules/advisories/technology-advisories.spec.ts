import { TechnologyAdvisoriesResponseSchema, type AdvisorySourceInfo } from '@stacklens/contracts';
import { loadAdvisorySnapshot, type AdvisorySnapshot } from '../../common/analyzer.client';
import { toTechnologyAdvisories } from './technology-advisories';

const SOURCES: Record<string, AdvisorySourceInfo> = {
  retire: {
    id: 'retire',
    name: 'retire.js',
    licence: 'Apache-2.0',
    url: 'https://github.com/RetireJS/retire.js',
  },
  httpd: {
    id: 'httpd',
    name: 'Apache HTTP Server',
    licence: 'Apache-2.0',
    url: 'https://httpd.apache.org/',
  },
};

const snapshot: AdvisorySnapshot = {
  schemaVersion: 1,
  generatedAt: '2026-11-20',
  technologies: {
    Lib: {
      scheme: 'semver',
      sources: ['retire'],
      advisories: [
        {
          id: 'GHSA-new',
          aliases: ['CVE-2026-1'],
          severity: 'high',
          cvss: 7.5,
          summary: 'Newest',
          ranges: [{ introduced: '2.0.0', fixed: '2.4.1' }],
          fixed: ['2.4.1'],
          published: '2026-10-01',
          url: 'https://example.test/new',
          source: 'retire',
        },
        {
          id: 'GHSA-gone',
          aliases: [],
          severity: 'critical',
          summary: 'Withdrawn',
          ranges: [{ fixed: '9.0.0' }],
          withdrawn: '2026-01-02',
          url: 'https://example.test/gone',
          source: 'retire',
        },
        {
          id: 'GHSA-old',
          aliases: [],
          severity: 'medium',
          summary: 'Older',
          ranges: [{ fixed: '2.1.0' }],
          fixed: ['2.1.0'],
          published: '2020-01-01',
          url: 'https://example.test/old',
          source: 'retire',
        },
      ],
    },
  },
};

const query = { page: 1, pageSize: 10 };

describe('toTechnologyAdvisories', () => {
  it('lists the advisories with ranges and fixes, leaves withdrawn ones out and credits the sources holding data', () => {
    const response = toTechnologyAdvisories('Lib', snapshot, SOURCES, [], query);
    expect(TechnologyAdvisoriesResponseSchema.parse(response)).toEqual(response);
    expect(response.covered).toBe(true);
    expect(response.scheme).toBe('semver');
    expect(response.total).toBe(2);
    expect(response.items.map((item) => item.id)).toEqual(['GHSA-new', 'GHSA-old']);
    expect(response.items[0]).toMatchObject({
      cvss: 7.5,
      affected: [{ introduced: '2.0.0', fixed: '2.4.1', lastAffected: null }],
      fixed: ['2.4.1'],
      versions: [],
      published: '2026-10-01',
    });
    expect(response.items[1].cvss).toBeNull();
    expect(response.advisoryData).toEqual({
      generatedAt: '2026-11-20',
      sources: [{ ...SOURCES.retire, dataAsOf: null }],
    });
  });

  it('pages the list and keeps the total', () => {
    const second = toTechnologyAdvisories('Lib', snapshot, SOURCES, [], {
      page: 2,
      pageSize: 1,
    } as never);
    expect(second.items.map((item) => item.id)).toEqual(['GHSA-old']);
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: 2 });
  });

  it('narrows to the advisories affecting one version, by the analyzer matching', () => {
    expect(
      toTechnologyAdvisories('Lib', snapshot, SOURCES, [], {
        ...query,
        version: '2.0.5',
      }).items.map((i) => i.id),
    ).toEqual(['GHSA-new', 'GHSA-old']);
    expect(
      toTechnologyAdvisories('Lib', snapshot, SOURCES, [], {
        ...query,
        version: '2.3.0',
      }).items.map((i) => i.id),
    ).toEqual(['GHSA-new']);
    const clean = toTechnologyAdvisories('Lib', snapshot, SOURCES, [], {
      ...query,
      version: '2.4.1',
    });
    expect(clean).toMatchObject({ items: [], total: 0, covered: true });
    // Not a version the scheme can compare: matches nothing rather than everything.
    expect(
      toTechnologyAdvisories('Lib', snapshot, SOURCES, [], {
        ...query,
        version: 'latest',
      }).total,
    ).toBe(0);
  });

  it('marks each seen version: affected with counts, clean, or too vague to check', () => {
    const response = toTechnologyAdvisories(
      'Lib',
      snapshot,
      SOURCES,
      [
        { version: '2.0.5', websites: 3 },
        { version: '2.4.1', websites: 2 },
        { version: '2', websites: 1 },
      ],
      query,
    );
    expect(response.seenVersions).toEqual([
      {
        version: '2.0.5',
        websites: 3,
        checked: true,
        advisories: 2,
        counts: { critical: 0, high: 1, medium: 1, low: 0, unknown: 0 },
      },
      {
        version: '2.4.1',
        websites: 2,
        checked: true,
        advisories: 0,
        counts: { critical: 0, high: 0, medium: 0, low: 0, unknown: 0 },
      },
      {
        version: '2',
        websites: 1,
        checked: false,
        advisories: 0,
        counts: { critical: 0, high: 0, medium: 0, low: 0, unknown: 0 },
      },
    ]);
  });

  it('says when no source covers the technology', () => {
    const response = toTechnologyAdvisories(
      'Unknown CMS',
      snapshot,
      SOURCES,
      [{ version: '1.0', websites: 1 }],
      query,
    );
    expect(response).toEqual({
      items: [],
      page: 1,
      pageSize: 10,
      total: 0,
      covered: false,
      scheme: null,
      advisoryData: null,
      seenVersions: [],
    });
  });

  it('reads the bundled snapshot: jQuery 1.12.4 is affected, Apache withdrawn advisories are left out', () => {
    const bundled = loadAdvisorySnapshot();
    const jquery = toTechnologyAdvisories(
      'jQuery',
      bundled,
      SOURCES,
      [{ version: '1.12.4', websites: 1 }],
      query,
    );
    expect(jquery.covered).toBe(true);
    expect(jquery.seenVersions[0].advisories).toBeGreaterThan(0);
    const apache = toTechnologyAdvisories('Apache HTTP Server', bundled, SOURCES, [], {
      page: 1,
      pageSize: 100,
    } as never);
    const withdrawn = bundled.technologies['Apache HTTP Server'].advisories
      .filter((a) => a.withdrawn)
      .map((a) => a.id);
    expect(withdrawn.length).toBeGreaterThan(0);
    expect(apache.total).toBe(
      bundled.technologies['Apache HTTP Server'].advisories.length - withdrawn.length,
    );
    expect(apache.items.some((item) => withdrawn.includes(item.id))).toBe(false);
    // each credited source says how recent its data is (the httpd records' revision, not the snapshot's date)
    const httpdDay = (bundled.inputs?.httpd as { date: string }).date;
    expect(httpdDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(apache.advisoryData?.sources).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'httpd', dataAsOf: httpdDay })]),
    );
  });
});
