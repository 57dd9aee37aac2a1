import { SimilarRankedResponseSchema, WebsiteResultSchema } from '@stacklens/contracts';
import { startHarness, type Harness } from './support/harness';

/**
 * `GET /api/v1/websites/similar-ranked/index` ranks websites by distance to the target score, ties by the number of
 * technologies shared with the excluded website, then by recency; only the websites that can make the list get
 * their shared technologies counted (websitesService.similarRanked), which must not change the ranking. And the
 * result by domain reads its technologies' shown columns only, categories included.
 */
describe('similar-ranked websites and the result lookup', () => {
  let harness: Harness;
  let technologyIds: number[];

  /** Inserts a website with `score`, last updated `daysAgo`, detecting the catalogue technologies at `techs`. */
  async function website(
    domain: string,
    score: number,
    daysAgo: number,
    techs: number[],
    hidden = false,
  ): Promise<string> {
    const [row] = await harness.dataSource.query(
      `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code, hidden, created_at, updated_at)
       VALUES ($1, $2, 'https', $3, 'warning', 1, 200, $4, now(), now() - $5 * interval '1 day') RETURNING id`,
      [domain, `https://${domain}`, score, hidden, daysAgo],
    );
    for (const index of techs)
      await harness.dataSource.query(
        `INSERT INTO website_technology (website_id, technology_id, version, confidence) VALUES ($1, $2, '1.0', 100)`,
        [row.id, technologyIds[index]],
      );
    return row.id as string;
  }

  const similar = async (query: string) => {
    const response = await harness.http().get(`/api/v1/websites/similar-ranked/index?${query}`).expect(200);
    return SimilarRankedResponseSchema.parse(response.body).websites.map((site) => site.domain);
  };

  let mineId: string;

  beforeAll(async () => {
    harness = await startHarness();
    const rows: { id: number }[] = await harness.dataSource.query(
      `SELECT t.id FROM technology t WHERE EXISTS (SELECT 1 FROM technology_category tc WHERE tc.technology_id = t.id)
        ORDER BY t.id LIMIT 5`,
    );
    technologyIds = rows.map((row) => row.id);
    mineId = await website('mine.test', 60, 0, [0, 1, 2]);
    // Distance 0 from 60: shared technologies decide (3, 2, 0), then recency among equals.
    await website('shares-three.test', 60, 9, [0, 1, 2, 3]);
    await website('shares-two-old.test', 60, 8, [1, 2]);
    await website('shares-two-new.test', 60, 1, [0, 2, 4]);
    await website('shares-none.test', 60, 0, [3, 4]);
    // Distance 1 and 2: after every tie at distance 0, shared technologies or not.
    await website('near.test', 61, 0, [0, 1, 2]);
    await website('farther.test', 58, 0, []);
    await website('far.test', 90, 0, [0, 1, 2]);
    await website('hidden.test', 60, 0, [0, 1, 2], true);
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('ranks by distance, then shared technologies, then recency, counting only the websites that can make the list', async () => {
    expect(await similar(`excludeId=${mineId}&limit=5`)).toEqual([
      'shares-three.test',
      'shares-two-new.test',
      'shares-two-old.test',
      'shares-none.test',
      'near.test',
    ]);
    // The excluded website's score is the default target; a given score replaces it.
    expect(await similar(`excludeId=${mineId}&limit=2`)).toEqual([
      'shares-three.test',
      'shares-two-new.test',
    ]);
    expect(await similar(`excludeId=${mineId}&score=58&limit=1`)).toEqual(['farther.test']);
    expect(await similar(`excludeId=${mineId}&score=90&limit=2`)).toEqual(['far.test', 'near.test']);
    // Fewer websites than the limit: all of them (hidden ones never), the excluded one left out.
    const all = await similar(`excludeId=${mineId}&limit=20`);
    expect(all).toHaveLength(7);
    expect(all).not.toContain('hidden.test');
    expect(all).not.toContain('mine.test');
    // Neither a score nor an excluded website: the best scored first.
    expect((await similar('limit=2'))[0]).toBe('far.test');
  });

  it('shows a similar website with its technology count and most prominent technologies', async () => {
    const response = await harness
      .http()
      .get(`/api/v1/websites/similar-ranked/index?excludeId=${mineId}&limit=1`);
    const [first] = SimilarRankedResponseSchema.parse(response.body).websites;
    expect(first).toMatchObject({ domain: 'shares-three.test', score: 60, protocol: 'https', techCount: 4 });
    expect(first.topTechs).toHaveLength(3);
    expect(first.updatedTimeAgoText).toBe('9 days ago');
  });

  it('returns the score history newest first; none for a website without entries, 404 for a hidden one', async () => {
    await harness.dataSource.query(
      `INSERT INTO score_history (website_id, score, model_version, breakdown, created_at)
       SELECT $1, 50 + g, 1, '[{"name":"x","points":1}]', now() - g * interval '1 day' FROM generate_series(1, 3) g`,
      [mineId],
    );
    const scores = await harness.http().get(`/api/v1/websites/${mineId}/scores`).expect(200);
    expect(scores.body.websiteId).toBe(mineId);
    expect(scores.body.scores.map((entry: { score: number }) => entry.score)).toEqual([51, 52, 53]);
    expect(scores.body.scores[0]).toEqual({
      score: 51,
      band: expect.any(String),
      modelVersion: 1,
      createdAt: expect.any(String),
      updatedTimeAgoText: '1 day ago',
    });
    const [{ id: noEntries }] = await harness.dataSource.query(
      `SELECT id FROM website WHERE domain = 'near.test'`,
    );
    expect(
      (await harness.http().get(`/api/v1/websites/${noEntries}/scores`).expect(200)).body.scores,
    ).toEqual([]);
    const [{ id: hidden }] = await harness.dataSource.query(
      `SELECT id FROM website WHERE domain = 'hidden.test'`,
    );
    await harness.dataSource.query(
      `INSERT INTO score_history (website_id, score, model_version, created_at) VALUES ($1, 60, 1, now())`,
      [hidden],
    );
    await harness.http().get(`/api/v1/websites/${hidden}/scores`).expect(404);
  });

  it("returns a result's technologies with their categories", async () => {
    const response = await harness.http().get('/api/v1/websites/mine.test').expect(200);
    const result = WebsiteResultSchema.parse(response.body);
    expect(result.techs).toHaveLength(3);
    for (const tech of result.techs) {
      expect(tech.slug).toBeTruthy();
      expect(tech.categories.length).toBeGreaterThan(0);
      expect(tech.categories[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        slug: expect.any(String),
      });
    }
  });
});
