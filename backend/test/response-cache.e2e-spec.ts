import Redis from 'ioredis';
import { WebsiteResultSchema } from '@stacklens/contracts';
import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { Metrics } from '../src/common/metrics/metrics';
import { redisOptionsFromUrl } from '../src/config/redis';
import { RemovalsAdminService } from '../src/modules/removals/removals-admin.service';
import { signUp, startHarness, waitForAnalysis, type Harness } from './support/harness';

/**
 * The shared response cache of the public lookups: answers come from the cache (in process and Redis)
 * with an ETag and 304, a finished analysis of the domain (in the worker, another process' cache) and an approved
 * removal invalidate them; plus the API's helmet headers and compression.
 */
describe('response cache of the public lookups', () => {
  let harness: Harness;
  let sites: FixtureSites;
  let redis: Redis;

  beforeAll(async () => {
    sites = await startFixtureSites();
    harness = await startHarness({
      CACHE_TTL_SECONDS: '300',
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: sites.resolveRules().join(','),
      ANALYZER_SKIP_DNS: 'true',
    });
    redis = new Redis(redisOptionsFromUrl(harness.config.redis.url));
  });

  afterAll(async () => {
    redis?.disconnect();
    await harness?.close();
    await sites?.close();
  });

  async function analyse(host: string): Promise<void> {
    const { client, userId } = await signUp(harness);
    await harness.dataSource.query(`UPDATE app_user SET plan = 'paid' WHERE id = $1`, [userId]);
    const { status, body } = await client.post('/api/v2/websites/analyze', {
      url: `http://${host}:${sites.port}`,
    });
    expect(status).toBe(200);
    expect((await waitForAnalysis(harness, body.id)).status).not.toBe('running');
  }

  /** Polls the lookup until its score is `score` (the invalidation travels over pub/sub after the commit). */
  async function scoreBecomes(domain: string, score: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const response = await harness.http().get(`/api/v1/websites/${domain}`);
      if (response.status === 200 && response.body.score === score) return;
      if (Date.now() > deadline)
        throw new Error(
          `score of ${domain} still ${JSON.stringify(response.body.score)} instead of ${score}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('serves the lookup from the cache with an ETag and 304, until an analysis of the domain finishes', async () => {
    await analyse('shop.test');
    const first = await harness.http().get('/api/v1/websites/shop.test');
    expect(first.status).toBe(200);
    const analysed = WebsiteResultSchema.parse(first.body);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();

    const notModified = await harness.http().get('/api/v1/websites/shop.test').set('If-None-Match', etag);
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    const entries = await redis.keys(`${harness.config.cache.prefix}:entry:websites:result:shop.test`);
    expect(entries).toHaveLength(1);
    // The look-ups are counted for the cache hit rate of GET /metrics: the first missed, the second hit.
    const counted = await harness.api
      .get(Metrics)
      .registry.getSingleMetricAsString('stacklens_cache_requests_total');
    expect(counted).toMatch(/cache="websites:result",result="miss"[^}]*\} [1-9]/);
    expect(counted).toMatch(/cache="websites:result",result="hit"[^}]*\} [1-9]/);

    // A change behind the service's back is not seen: the answer is the cached one (in process and in Redis)…
    const other = (analysed.score + 7) % 101;
    await harness.dataSource.query(`UPDATE website SET score = $1 WHERE domain = 'shop.test'`, [other]);
    const cached = await harness.http().get('/api/v1/websites/shop.test');
    expect(cached.body.score).toBe(analysed.score);
    expect(cached.headers.etag).toBe(etag);
    // …except for a cache-busting request, which reads the database (and refills the cache).
    const busted = await harness.http().get('/api/v1/websites/shop.test?t=1');
    expect(busted.body.score).toBe(other);
    await harness.dataSource.query(`UPDATE website SET score = $1 WHERE domain = 'shop.test'`, [
      analysed.score,
    ]);
    await scoreBecomes('shop.test', other);

    // The worker (another process' cache) finishes a new analysis: the lookup and its ETag change.
    await analyse('shop.test');
    await scoreBecomes('shop.test', analysed.score);
    const fresh = await harness.http().get('/api/v1/websites/shop.test').set('If-None-Match', etag);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
  });

  it('caches the score history and similar-ranked answers, and an approved removal invalidates them', async () => {
    await analyse('static.test');
    const result = WebsiteResultSchema.parse((await harness.http().get('/api/v1/websites/static.test')).body);
    const scores = await harness.http().get(`/api/v1/websites/${result._id}/scores`);
    expect(scores.status).toBe(200);
    const similar = await harness.http().get('/api/v1/websites/similar-ranked/index?limit=10');
    const domains = () => similar.body.websites.map((site: { domain: string }) => site.domain);
    expect(domains()).toContain('static.test');
    expect(await redis.exists(`${harness.config.cache.prefix}:entry:websites:scores:${result._id}`)).toBe(1);

    const filed = await harness.client().post('/api/v2/websites/remove', { url: 'static.test' });
    const { userId: operatorId } = await signUp(harness, { verify: false });
    await harness.api.get(RemovalsAdminService).approve(filed.body.id, operatorId);

    expect((await harness.http().get('/api/v1/websites/static.test')).status).toBe(404);
    expect((await harness.http().get(`/api/v1/websites/${result._id}/scores`)).status).toBe(404);
    const after = await harness.http().get('/api/v1/websites/similar-ranked/index?limit=10');
    expect(after.body.websites.map((site: { domain: string }) => site.domain)).not.toContain('static.test');
    expect(await redis.exists(`${harness.config.cache.prefix}:entry:websites:scores:${result._id}`)).toBe(0);
  });

  it('sends helmet security headers and compresses large bodies', async () => {
    const health = await harness.http().get('/api/health');
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['content-security-policy']).toContain("default-src 'self'");
    expect(health.headers['x-powered-by']).toBeUndefined();
    const docs = await harness.http().get('/api/docs.json').set('Accept-Encoding', 'gzip');
    expect(docs.status).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
  });
});
