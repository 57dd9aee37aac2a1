import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { createPageCache } from '../../frontend/server/page-cache.js';
import { SharedCacheService } from '../src/common/cache/shared-cache.service';
import { loadConfig } from '../src/config/config';
import { redisOptionsFromUrl } from '../src/config/redis';

/**
 * The shared response cache across its processes, against the real Redis: the API's `SharedCacheService` and the
 * web server's page cache (`frontend/server/page-cache.js`) are both `@stacklens/cache` under one CACHE_PREFIX, so
 * an invalidation by the API deletes and drops the web server's pages, and one API process' entries are another's.
 */
describe('shared response cache (API and web server, one Redis layout)', () => {
  const prefix = `stacklens-test-${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    REDIS_URL: process.env.REDIS_URL,
    CACHE_PREFIX: prefix,
    CACHE_TTL_SECONDS: '300',
    LOG_LEVEL: 'silent',
  });
  const redis = new Redis(redisOptionsFromUrl(config.redis.url));
  const api = new SharedCacheService(config);
  const otherApi = new SharedCacheService(config);
  const web = createPageCache({ redisUrl: config.redis.url, prefix, ttlSeconds: 300, maxBytes: 1 << 20 });

  afterAll(async () => {
    web.close();
    await api.onModuleDestroy();
    await otherApi.onModuleDestroy();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  /** Polls `check` (every 50 ms, 5 s at most): invalidations reach other processes over pub/sub. */
  async function eventually(check: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 5000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('not within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Waits until both cache connections of `subscribers` processes listen on the invalidation channel. */
  async function subscribed(subscribers: number): Promise<void> {
    await eventually(async () => {
      const [, count] = (await redis.pubsub('NUMSUB', `${prefix}:invalidate`)) as [string, number];
      return Number(count) >= subscribers;
    });
  }

  const page = (html: string) => ({
    status: 200,
    body: Buffer.from(html),
    etag: '"e"',
    tags: ['website:a.test'],
    scriptHashes: [],
  });

  it('an API invalidation deletes a page the web server cached and drops its in-process copy', async () => {
    await subscribed(3);
    let renders = 0;
    const render = async () => page(`<p>render ${++renders}</p>`);
    const key = 'html:light:http://web.test/analysis/website/a.test';
    expect(await web.getOrRender(key, ['website:a.test'], render)).toMatchObject({ hit: false });
    expect(await web.getOrRender(key, ['website:a.test'], render)).toMatchObject({ hit: true });
    expect(await redis.exists(`${prefix}:entry:${key}`)).toBe(1);
    expect(await redis.smembers(`${prefix}:tag:website:a.test`)).toEqual([`${prefix}:entry:${key}`]);

    await api.invalidate(['website:a.test']);
    expect(await redis.exists(`${prefix}:entry:${key}`)).toBe(0);
    await eventually(async () => !(await web.getOrRender(key, ['website:a.test'], render)).hit);
    expect(renders).toBe(2);
    // A page of another tag stays.
    const other = 'html:light:http://web.test/articles';
    await web.getOrRender(other, ['articles'], async () => page('<p>articles</p>'));
    await api.invalidate(['website:a.test']);
    expect(await web.getOrRender(other, ['articles'], render)).toMatchObject({ hit: true });
  });

  it("a page is stored in Redis as its header line and the document's bytes, which another web server serves", async () => {
    const otherWeb = createPageCache({
      redisUrl: config.redis.url,
      prefix,
      ttlSeconds: 300,
      maxBytes: 1 << 20,
    });
    try {
      // both web servers' command connections are up (a connection that is not fails its reads: a miss)
      await eventually(async () => {
        const clients = (await redis.client('LIST')) as string;
        return (clients.match(/ name=stacklens-web /g) ?? []).length >= 2;
      });
      const html = '<!doctype html><p>caf\u00e9 \u2014 "quoted" \\ </p>\n';
      const key = 'html:light:http://web.test/analysis/website/bytes.test';
      const written = { ...page(html), tags: ['website:bytes.test'], scriptHashes: ["'sha256-x'"] };
      await web.getOrRender(key, written.tags, async () => written);
      await eventually(async () => (await redis.exists(`${prefix}:entry:${key}`)) === 1);
      const stored = await redis.getBuffer(`${prefix}:entry:${key}`);
      expect(stored?.toString('utf8')).toBe(
        `{"status":200,"etag":"\\"e\\"","tags":["website:bytes.test"],"scriptHashes":["'sha256-x'"]}\n${html}`,
      );
      const read = await otherWeb.getOrRender(key, written.tags, async () => page('<p>rendered again</p>'));
      expect(read.hit).toBe(true);
      expect(read.entry).toEqual(written);
      expect(read.entry?.body.toString('utf8')).toBe(html);

      // What is not a stored page (an entry of an older layout) is a miss: the page is rendered again.
      const old = 'html:light:http://web.test/analysis/website/old.test';
      await redis.set(`${prefix}:entry:${old}`, JSON.stringify({ status: 200, html: '<p>old</p>' }));
      const rendered = await otherWeb.getOrRender(old, ['website:old.test'], async () => page('<p>new</p>'));
      expect(rendered.hit).toBe(false);
      expect(rendered.entry?.body.toString('utf8')).toBe('<p>new</p>');
    } finally {
      otherWeb.close();
    }
  });

  it('an API invalidation drops the render data the web server kept; untagged reads are never kept', async () => {
    await subscribed(3);
    let fetches = 0;
    const load = async () => ({ domain: 'b.test', version: ++fetches });
    const path = '/api/v1/websites/b.test';
    expect(await web.readThrough(path, ['website:b.test'], load)).toEqual({ domain: 'b.test', version: 1 });
    expect(await web.readThrough(path, ['website:b.test'], load)).toEqual({ domain: 'b.test', version: 1 });
    expect(fetches).toBe(1);
    expect(await redis.smembers(`${prefix}:tag:website:b.test`)).toEqual([
      `${prefix}:entry:render-data:${path}`,
    ]);

    await api.invalidate(['website:b.test']);
    await eventually(async () => (await web.readThrough(path, ['website:b.test'], load)).version === 2);
    expect(fetches).toBe(2);
    await web.readThrough('/api/v1/site', null, load);
    await web.readThrough('/api/v1/site', null, load);
    expect(fetches).toBe(4);
  });

  it("one API process reads another's entries from Redis, and drops them when the other invalidates", async () => {
    await subscribed(3);
    let computed = 0;
    const compute = async () => ({ score: 70 + ++computed });
    expect(await api.getOrCompute('websites:result:b.test', ['website:b.test'], compute)).toEqual({
      score: 71,
    });
    expect(await otherApi.getOrCompute('websites:result:b.test', ['website:b.test'], compute)).toEqual({
      score: 71,
    });
    expect(computed).toBe(1);

    await api.invalidate(['website:b.test']);
    await eventually(
      async () =>
        (await otherApi.getOrCompute('websites:result:b.test', ['website:b.test'], compute)).score !== 71,
    );
    expect(computed).toBe(2);
  });

  it('an entry with its own TTL is cached while CACHE_TTL_SECONDS would not, and concurrent look-ups compute once', async () => {
    const off = new SharedCacheService(
      loadConfig({ REDIS_URL: process.env.REDIS_URL, CACHE_PREFIX: prefix, CACHE_TTL_SECONDS: '0' }),
    );
    try {
      let computed = 0;
      const compute = async () => {
        computed += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { n: computed };
      };
      await off.getOrCompute('plain', ['plain'], compute);
      await off.getOrCompute('plain', ['plain'], compute);
      expect(computed).toBe(2);
      const both = await Promise.all([
        off.getOrCompute('insights:x:7', ['insights'], compute, { ttlSeconds: 60 }),
        off.getOrCompute('insights:x:7', ['insights'], compute, { ttlSeconds: 60 }),
      ]);
      expect(both).toEqual([{ n: 3 }, { n: 3 }]);
      expect(await redis.ttl(`${prefix}:entry:insights:x:7`)).toBeGreaterThan(50);
      expect(await redis.ttl(`${prefix}:entry:insights:x:7`)).toBeLessThanOrEqual(60);
    } finally {
      await off.onModuleDestroy();
    }
  });
});
