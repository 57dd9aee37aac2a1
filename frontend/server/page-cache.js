// @ts-check
/**
 * The web server's cache of rendered anonymous pages: a `TaggedCache` of `@stacklens/cache` — the implementation the
 * backend's shared response cache (`backend/src/common/cache/shared-cache.service.ts`) uses, so both write and
 * invalidate one Redis layout under the same CACHE_PREFIX: an LRU in the process (bounded in bytes) in front of
 * Redis, which every web server shares; entries `<prefix>:entry:html:<variant>:<url>` tagged `website:<domain>`,
 * `articles`, `websites`, dropped when the backend invalidates a tag (pub/sub `<prefix>:invalidate`). A page is kept
 * as the bytes the response sends: in Redis one line of JSON (status, ETag, tags, script hashes) then the document
 * ({@link pageCodec}), so storing a render encodes nothing again (no JSON escaping of the document, no second UTF-8
 * encoding of it).
 * Redis being unavailable only costs the shared layer. The same connections carry the render data cache
 * (`readThrough`): entries `<prefix>:entry:render-data:<api path>`, with the API's tags.
 */
import Redis from 'ioredis';
import { TaggedCache } from '@stacklens/cache';

/**
 * @typedef {object} PageEntry
 * @property {number} status HTTP status of the page (200 or 404)
 * @property {Buffer} body the document, UTF-8
 * @property {string} etag strong ETag of the document (quoted)
 * @property {string[]} tags invalidation tags
 * @property {string[]} scriptHashes CSP hashes of the page's inline scripts
 */

/** The byte that ends the header line of a stored page (JSON text never holds it raw). */
const NEWLINE = 0x0a;

/**
 * A page's form in Redis: `{"status","etag","tags","scriptHashes"}` as one line of JSON, then the document's bytes.
 * @type {import('@stacklens/cache').CacheCodec<PageEntry | null>}
 */
export const pageCodec = {
  encode(entry) {
    if (!entry) throw new Error('Only pages are stored');
    const { status, etag, tags, scriptHashes } = entry;
    const header = Buffer.from(`${JSON.stringify({ status, etag, tags, scriptHashes })}\n`);
    return Buffer.concat([header, entry.body]);
  },
  decode(stored) {
    const end = stored.indexOf(NEWLINE);
    if (end < 0) throw new Error('Not a stored page: no header line');
    const { status, etag, tags, scriptHashes } = JSON.parse(stored.subarray(0, end).toString('utf8'));
    if (
      typeof status !== 'number' ||
      typeof etag !== 'string' ||
      !Array.isArray(tags) ||
      !Array.isArray(scriptHashes)
    )
      throw new Error('Not a stored page: header fields');
    return { status, etag, tags, scriptHashes, body: stored.subarray(end + 1) };
  },
};

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
    local: { maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry?.body.length ?? 0) },
    codec: pageCodec,
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
     * The cached page of `key` (`html:<variant>:<url>`), else the one `render()` makes — stored with its tags when it
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
