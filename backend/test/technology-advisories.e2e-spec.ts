import { gzipSync } from 'node:zlib';
import { TechnologyAdvisoriesResponseSchema } from '@stacklens/contracts';
import { loadAdvisorySnapshot } from '../src/common/analyzer.client';
import { startHarness, type Harness } from './support/harness';
import { insertWebsites, slugOf } from './support/websites-fixture';

/**
 * Which versions known vulnerabilities affect, for technology pages (`GET /api/v1/advisories/technologies/{slug}`):
 * from the bundled snapshot, then from a newer one the refresh job stored; the versions seen on public websites;
 * pagination, the version filter and problem details for bad input.
 */
describe('technology advisories (/api/v1/advisories/technologies/{slug})', () => {
  let harness: Harness;
  let jquery: string;

  beforeAll(async () => {
    harness = await startHarness();
    await harness.dataSource.query(`DELETE FROM advisory_snapshot`);
    await insertWebsites(harness.dataSource, [
      {
        domain: 'old-jquery.test',
        score: 40,
        techs: [
          ['jQuery', '1.12.4'],
          ['Bootstrap', '3.3.7'],
        ],
      },
      {
        domain: 'old-jquery-too.test',
        score: 45,
        techs: [['jQuery', '1.12.4']],
      },
      {
        domain: 'new-jquery.test',
        score: 90,
        techs: [['jQuery', '3.7.1'], 'Nginx'],
      },
      { domain: 'vague-jquery.test', score: 60, techs: [['jQuery', '3']] },
      {
        domain: 'hidden-jquery.test',
        score: 60,
        techs: [['jQuery', '1.4.2']],
        hidden: true,
      },
    ]);
    jquery = await slugOf(harness.dataSource, 'jQuery');
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('lists the advisories of the bundled snapshot with ranges and fixes, and marks the versions seen', async () => {
    const bundled = loadAdvisorySnapshot();
    const response = await harness.http().get(`/api/v1/advisories/technologies/${jquery}`).expect(200);
    const body = TechnologyAdvisoriesResponseSchema.parse(response.body);
    const live = bundled.technologies.jQuery.advisories.filter((advisory) => !advisory.withdrawn);
    expect(body).toMatchObject({
      covered: true,
      scheme: 'semver',
      page: 1,
      pageSize: 10,
      total: live.length,
    });
    expect(body.items.map((item) => item.id)).toEqual(live.slice(0, 10).map((advisory) => advisory.id));
    expect(body.items.every((item) => item.affected.length + item.versions.length > 0)).toBe(true);
    expect(body.advisoryData?.generatedAt).toBe(bundled.generatedAt);
    expect(body.advisoryData?.sources.map((source) => source.id)).toEqual(
      bundled.technologies.jQuery.sources,
    );
    expect(body.advisoryData?.sources[0]).toMatchObject({
      licence: expect.any(String),
      url: expect.stringMatching(/^https:/),
    });
    // Public websites only, most used first; a bare major is too vague to check.
    expect(body.seenVersions.map((entry) => [entry.version, entry.websites, entry.checked])).toEqual([
      ['1.12.4', 2, true],
      ['3.7.1', 1, true],
      ['3', 1, false],
    ]);
    const old = body.seenVersions[0];
    expect(old.advisories).toBeGreaterThan(0);
    expect(Object.values(old.counts).reduce((sum, n) => sum + n, 0)).toBe(old.advisories);
  });

  it('pages, and narrows to the advisories affecting one version', async () => {
    const all = TechnologyAdvisoriesResponseSchema.parse(
      (await harness.http().get(`/api/v1/advisories/technologies/${jquery}?pageSize=100`).expect(200)).body,
    );
    const second = TechnologyAdvisoriesResponseSchema.parse(
      (await harness.http().get(`/api/v1/advisories/technologies/${jquery}?page=2&pageSize=10`).expect(200))
        .body,
    );
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(10, 20).map((item) => item.id));

    const affecting = TechnologyAdvisoriesResponseSchema.parse(
      (
        await harness
          .http()
          .get(`/api/v1/advisories/technologies/${jquery}?version=1.12.4&pageSize=100`)
          .expect(200)
      ).body,
    );
    const seen = all.seenVersions.find((entry) => entry.version === '1.12.4');
    expect(affecting.total).toBe(seen?.advisories);
    expect(affecting.items.every((item) => all.items.some((other) => other.id === item.id))).toBe(true);
    expect(affecting.total).toBeLessThan(all.total);
  });

  it('answers a technology no source covers, 404 for an unknown one and 400 for bad paging', async () => {
    const wix = await slugOf(harness.dataSource, 'Wix');
    const uncovered = await harness.http().get(`/api/v1/advisories/technologies/${wix}`).expect(200);
    expect(TechnologyAdvisoriesResponseSchema.parse(uncovered.body)).toMatchObject({
      covered: false,
      items: [],
      total: 0,
      advisoryData: null,
    });
    const unknown = await harness
      .http()
      .get('/api/v1/advisories/technologies/no-such-technology')
      .expect(404);
    expect(unknown.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(unknown.body.code).toBe('technology-not-found');
    const bad = await harness.http().get(`/api/v1/advisories/technologies/${jquery}?pageSize=7`).expect(400);
    expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
  });

  it('reads the snapshot in use: a newer one the refresh job stored', async () => {
    const bundled = loadAdvisorySnapshot();
    const refreshed = {
      ...bundled,
      generatedAt: '2099-01-01',
      technologies: {
        ...bundled.technologies,
        jQuery: {
          ...bundled.technologies.jQuery,
          advisories: [
            {
              id: 'GHSA-e2e-only',
              aliases: ['CVE-2099-0001'],
              severity: 'critical' as const,
              cvss: 9.8,
              summary: 'Only in the refreshed snapshot',
              ranges: [{ introduced: '3.0.0', fixed: '3.7.2' }],
              fixed: ['3.7.2'],
              published: '2098-12-31',
              url: 'https://example.test/GHSA-e2e-only',
              source: 'retire' as const,
            },
          ],
        },
      },
    };
    const json = Buffer.from(JSON.stringify(refreshed));
    const data = gzipSync(json);
    await harness.dataSource.query(
      `INSERT INTO advisory_snapshot (generated_at, data, size_bytes, stored_bytes, technologies, advisories, duration_ms)
       VALUES ($1, $2, $3, $4, $5, 1, 1)`,
      ['2099-01-01', data, json.length, data.length, Object.keys(refreshed.technologies).length],
    );
    const body = TechnologyAdvisoriesResponseSchema.parse(
      (await harness.http().get(`/api/v1/advisories/technologies/${jquery}`).expect(200)).body,
    );
    expect(body.advisoryData?.generatedAt).toBe('2099-01-01');
    expect(body.items.map((item) => item.id)).toEqual(['GHSA-e2e-only']);
    expect(body.items[0]).toMatchObject({
      cvss: 9.8,
      affected: [{ introduced: '3.0.0', fixed: '3.7.2', lastAffected: null }],
      fixed: ['3.7.2'],
    });
    expect(body.seenVersions.find((entry) => entry.version === '3.7.1')).toMatchObject({
      checked: true,
      advisories: 1,
      counts: { critical: 1 },
    });
    expect(body.seenVersions.find((entry) => entry.version === '1.12.4')?.advisories).toBe(0);
  });
});
