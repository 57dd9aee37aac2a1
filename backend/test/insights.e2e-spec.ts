import {
  AwesomeTechnologiesInsightSchema,
  AwesomeWebsitesInsightSchema,
  MostUsedTechnologiesInsightSchema,
  TopTechStacksInsightSchema,
} from '@stacklens/contracts';
import { startHarness, type Harness } from './support/harness';
import { insertWebsites } from './support/websites-fixture';

const STACK: [string, string | null][] = [
  ['WordPress', '6.8.1'],
  ['jQuery', '3.7.1'],
  ['PHP', '8.3.0'],
  ['Nginx', null],
];

/** The four insights over seeded analyses, by window (`numOfDays`). */
describe('insights (/api/v1/insights)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ INSIGHTS_CACHE_TTL_SECONDS: '0' });
    await insertWebsites(harness.dataSource, [
      { domain: 'fresh-a.test', score: 92, techs: [...STACK, 'Cloudflare'], analysedDaysAgo: 1 },
      { domain: 'fresh-b.test', score: 80, techs: STACK, analysedDaysAgo: 2 },
      { domain: 'fresh-c.test', score: 60, techs: STACK, analysedDaysAgo: 3 },
      { domain: 'month.test', score: 99, techs: ['React', 'Node.js', 'Nginx'], analysedDaysAgo: 20 },
      { domain: 'quarter.test', score: 50, techs: ['Nginx'], analysedDaysAgo: 60 },
      { domain: 'year.test', score: 30, techs: ['Nginx', 'PHP'], analysedDaysAgo: 200 },
      { domain: 'ancient.test', score: 100, techs: ['Nginx'], analysedDaysAgo: 400 },
      { domain: 'hidden.test', score: 100, techs: STACK, analysedDaysAgo: 1, hidden: true },
    ]);
  });

  afterAll(async () => {
    await harness?.close();
  });

  const get = (path: string) => harness.http().get(`/api/v1/insights/${path}`).expect(200);

  it('ranks awesome websites by score within the window (default 30 days), hidden excluded', async () => {
    const week = AwesomeWebsitesInsightSchema.parse((await get('websites/awesome?numOfDays=7')).body);
    expect(week.items.map((item) => [item.rank, item.label, item.value])).toEqual([
      [1, 'fresh-a.test', 92],
      [2, 'fresh-b.test', 80],
      [3, 'fresh-c.test', 60],
    ]);
    expect(week).toMatchObject({ numOfDays: 7, websitesAnalysed: 3, valueLabel: 'Awesomeness Score' });
    expect(week.items[0]).toMatchObject({ band: 'success', techCount: 5 });

    const month = AwesomeWebsitesInsightSchema.parse((await get('websites/awesome')).body);
    expect(month.numOfDays).toBe(30);
    expect(month.items.map((item) => item.domain)).toEqual([
      'month.test',
      'fresh-a.test',
      'fresh-b.test',
      'fresh-c.test',
    ]);
    expect((await get('websites/awesome?numOfDays=90')).body.websitesAnalysed).toBe(5);
    expect((await get('websites/awesome?numOfDays=365')).body.websitesAnalysed).toBe(6);
  });

  it('counts most-used technologies by websites analysed in the window', async () => {
    const body = MostUsedTechnologiesInsightSchema.parse(
      (await get('technologies/most-used?numOfDays=90')).body,
    );
    expect(body.items[0]).toMatchObject({ rank: 1, label: 'Nginx', value: 5, websites: 5, share: 1 });
    expect(body.items.find((item) => item.label === 'PHP')).toMatchObject({ websites: 3, share: 0.6 });
    const year = (await get('technologies/most-used?numOfDays=365')).body;
    expect(year.items.find((item: { label: string }) => item.label === 'PHP').websites).toBe(4);
  });

  it('ranks awesome technologies by average score with a minimum of 3 websites', async () => {
    const body = AwesomeTechnologiesInsightSchema.parse(
      (await get('technologies/awesome?numOfDays=30')).body,
    );
    expect(body.minWebsites).toBe(3);
    // Nginx: 92, 80, 60, 99 → 82.8; WordPress/jQuery/PHP: 92, 80, 60 → 77.3; React (1 website) not ranked.
    expect(body.items.map((item) => [item.label, item.value, item.websites])).toEqual([
      ['Nginx', 82.8, 4],
      ['jQuery', 77.3, 3],
      ['PHP', 77.3, 3],
      ['WordPress', 77.3, 3],
    ]);
    expect(body.items[0].technology.iconUrl).toMatch(/^\/api\/v1\/technologies\/.+\/icon\.svg$/);
  });

  it('ranks tech stacks by completeness, then average score', async () => {
    const body = TopTechStacksInsightSchema.parse((await get('websites/top-tech-stack?numOfDays=30')).body);
    expect(body.items.map((item) => [item.label, item.layersCovered, item.value, item.websites])).toEqual([
      ['WordPress + jQuery + PHP + Nginx + Cloudflare', 5, 92, 1],
      ['WordPress + jQuery + PHP + Nginx', 4, 70, 2],
      ['React + Node.js + Nginx', 3, 99, 1],
    ]);
    expect(body.items[1].exampleDomains).toEqual(['fresh-b.test', 'fresh-c.test']);
  });

  it('answers 400 for any other window', async () => {
    for (const value of ['14', 'abc', '0', '30.5']) {
      const response = await harness
        .http()
        .get(`/api/v1/insights/websites/awesome?numOfDays=${value}`)
        .expect(400);
      expect(response.body).toMatchObject({ status: 400, code: 'validation-failed' });
    }
    await harness.http().get('/api/v1/insights/technologies/most-used?numOfDays=1').expect(400);
  });
});
