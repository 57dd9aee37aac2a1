// @ts-check
/**
 * The web server's cache of rendered anonymous pages, in two layers: an LRU in the process (`lru-cache`, bounded in
 * bytes) in front of Redis, which every web server shares. It uses the Redis layout of the backend's shared
 * response cache (`backend/src/common/cache/shared-cache.service.ts`), under the same CACHE_PREFIX:
 * - `<prefix>:entry:page:<variant>:<url>`: one page (JSON {@link PageEntry}), with a TTL;
 * - `<prefix>:tag:<tag>`: the entry keys of a tag (`website:<domain>`, `articles`), which the backend deletes when
 *   it invalidates the tag;
 * - `<prefix>:invalidate`: pub/sub messages `{"tags":[…]}` after which this process drops its own entries.
 * Redis being unavailable only costs the shared layer.
 */
import Redis from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * @typedef {object} PageEntry
 * @property {number} status HTTP status of the page (200 or 404)
 * @property {string} html the document
 * @property {string} etag strong ETag of the document (quoted)
 * @property {string[]} tags invalidation tags
 * @property {string[]} scriptHashes CSP hashes of the page's inline scripts
 */

/** How long a tag's set of entry keys lives (the backend uses the same). */
const TAG_TTL_SECONDS = 86_400;

/**
 * @param {{ redisUrl: string, prefix: string, ttlSeconds: number, maxBytes: number }} options
 */
export function createPageCache({ redisUrl, prefix, ttlSeconds, maxBytes }) {
  /** @type {Map<string, Set<string>>} keys of the local entries per tag */
  const keysByTag = new Map();
  /** @type {Map<string, number>} invalidations seen per tag (a render across one is not stored) */
  const generations = new Map();
  /** @type {Map<string, Promise<PageEntry | null>>} renders under way, so that one key renders once at a time */
  const inFlight = new Map();

  /** @type {LRUCache<string, PageEntry>} */
  const local = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.html.length),
    ttl: ttlSeconds * 1000,
    dispose: (entry, key) => {
      for (const tag of entry.tags) {
        const keys = keysByTag.get(tag);
        keys?.delete(key);
        if (keys && !keys.size) keysByTag.delete(tag);
      }
    },
  });

  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectionName: 'stacklens-web',
  });
  redis.on('error', () => undefined);
  const subscriber = new Redis(redisUrl, { connectionName: 'stacklens-web-invalidations' });
  subscriber.on('error', () => undefined);
  subscriber.subscribe(`${prefix}:invalidate`).catch((error) => {
    console.warn(`[web] page cache invalidations not received: ${error}`);
  });
  subscriber.on('message', (_channel, message) => {
    try {
      const { tags } = JSON.parse(message);
      if (Array.isArray(tags)) drop(tags.filter((tag) => typeof tag === 'string'));
    } catch {
      // not one of ours
    }
  });

  /** @param {string[]} tags */
  function drop(tags) {
    for (const tag of tags) {
      generations.set(tag, (generations.get(tag) ?? 0) + 1);
      for (const key of [...(keysByTag.get(tag) ?? [])]) local.delete(key);
    }
  }

  /** @param {string} key @param {PageEntry} entry */
  function remember(key, entry) {
    local.set(key, entry);
    for (const tag of entry.tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  /** @param {string} key @param {PageEntry} entry */
  async function store(key, entry) {
    remember(key, entry);
    const entryKey = `${prefix}:entry:${key}`;
    const write = redis.multi().set(entryKey, JSON.stringify(entry), 'EX', ttlSeconds);
    for (const tag of entry.tags)
      write.sadd(`${prefix}:tag:${tag}`, entryKey).expire(`${prefix}:tag:${tag}`, TAG_TTL_SECONDS);
    await write.exec().catch(() => undefined);
  }

  return {
    /**
     * The cached page of `key` (`page:<variant>:<url>`), else the one `render()` makes — stored with its tags when it
     * is cacheable (a non-null result) and no invalidation of one of its tags happened during the render.
     * Concurrent requests for one key wait for one render.
     * @param {string} key
     * @param {string[]} tags
     * @param {() => Promise<PageEntry | null>} render
     * @returns {Promise<{ entry: PageEntry | null, hit: boolean }>}
     */
    async getOrRender(key, tags, render) {
      const hit = local.get(key);
      if (hit) return { entry: hit, hit: true };
      const shared = await redis.get(`${prefix}:entry:${key}`).catch(() => null);
      if (shared !== null) {
        /** @type {PageEntry} */
        const entry = JSON.parse(shared);
        remember(key, entry);
        return { entry, hit: true };
      }
      let pending = inFlight.get(key);
      if (!pending) {
        const before = tags.map((tag) => generations.get(tag) ?? 0);
        pending = render()
          .then(async (entry) => {
            const invalidated = tags.some((tag, i) => (generations.get(tag) ?? 0) !== before[i]);
            if (entry && !invalidated) await store(key, entry);
            return entry;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return { entry: await pending, hit: false };
    },
    /** Closes the Redis connections. */
    close() {
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}
