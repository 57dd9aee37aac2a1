// @ts-check
/**
 * The web server's cache of rendered anonymous pages: a `TaggedCache` of `@stacklens/cache` — the implementation the
 * backend's shared response cache (`backend/src/common/cache/shared-cache.service.ts`) uses, so both write and
 * invalidate one Redis layout under the same CACHE_PREFIX: an LRU in the process (bounded in bytes) in front of
 * Redis, which every web server shares; entries `<prefix>:entry:page:<variant>:<url>` tagged `website:<domain>`,
 * `articles`, `websites`, dropped when the backend invalidates a tag (pub/sub `<prefix>:invalidate`).
 * Redis being unavailable only costs the shared layer. The same connections carry the render data cache
 * (`readThrough`): entries `<prefix>:entry:render-data:<api path>`, with the API's tags.
 */
import Redis from 'ioredis';
import { TaggedCache } from '@stacklens/cache';

/**
 * @typedef {object} PageEntry
 * @property {number} status HTTP status of the page (200 or 404)
 * @property {string} html the document
 * @property {string} etag strong ETag of the document (quoted)
 * @property {string[]} tags invalidation tags
 * @property {string[]} scriptHashes CSP hashes of the page's inline scripts
 */

/**
 * @param {{ redisUrl: string, prefix: string, ttlSeconds: number, maxBytes: number, dataTtlSeconds?: number,
 *   dataMaxEntries?: number }} options `dataTtlSeconds` (default 10; 0 = off) and `dataMaxEntries` (default 2000):
 *   the render data cache, see `readThrough`
 */
export function createPageCache({
  redisUrl,
  prefix,
  ttlSeconds,
  maxBytes,
  dataTtlSeconds = 10,
  dataMaxEntries = 2000,
}) {
  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectionName: 'stacklens-web',
  });
  redis.on('error', () => undefined);
  const subscriber = new Redis(redisUrl, { connectionName: 'stacklens-web-invalidations' });
  subscriber.on('error', () => undefined);
  /** @type {TaggedCache<PageEntry | null>} */
  const cache = new TaggedCache({
    redis,
    subscriber,
    prefix,
    ttlSeconds,
    local: { maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry?.html.length ?? 0) },
    // The response does not wait for Redis to store the page it sends (the process's own layer already holds it).
    writeBehind: true,
    onSubscribeError: (error) => console.warn(`[web] page cache invalidations not received: ${error}`),
  });

  /**
   * The API answers the renders read (a result, its score history, the similar websites…), by path and query, tagged
   * like the API's own cache of the same answers (`apiReadTags` of the renderer), so the invalidation that drops a
   * result page drops its data too. Many first renders of one page (other query strings, colour modes) then fetch
   * its data once instead of once each. Kept briefly (`dataTtlSeconds`): answers the backend does not invalidate
   * (technology advisories after a snapshot refresh) are at most that much older than the page cache's own.
   * @type {TaggedCache<unknown>}
   */
  const data = new TaggedCache({
    redis,
    subscriber,
    prefix,
    ttlSeconds: dataTtlSeconds,
    local: { max: dataMaxEntries },
  });

  return {
    /**
     * The API answer of `pathAndQuery` (`/api/v1/…`) from the render data cache, else `load()`'s, stored with `tags`
     * (failures are not stored). Without tags nothing is cached.
     * @template T
     * @param {string} pathAndQuery
     * @param {string[] | null} tags
     * @param {() => Promise<T>} load
     * @returns {Promise<T>}
     */
    async readThrough(pathAndQuery, tags, load) {
      if (!tags) return load();
      const { value } = await data.getOrCompute(`render-data:${pathAndQuery}`, tags, load);
      return /** @type {T} */ (value);
    },
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
      const { value, hit } = await cache.getOrCompute(key, tags, render, {
        cacheable: (entry) => entry !== null,
      });
      return { entry: value, hit };
    },
    /** Closes the Redis connections. */
    close() {
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}
