// @ts-check
/**
 * The web server's cache of rendered anonymous pages: a `TaggedCache` of `@stacklens/cache` — the implementation the
 * backend's shared response cache (`backend/src/common/cache/shared-cache.service.ts`) uses, so both write and
 * invalidate one Redis layout under the same CACHE_PREFIX: an LRU in the process (bounded in bytes) in front of
 * Redis, which every web server shares; entries `<prefix>:entry:page:<variant>:<url>` tagged `website:<domain>`,
 * `articles`, `websites`, dropped when the backend invalidates a tag (pub/sub `<prefix>:invalidate`).
 * Redis being unavailable only costs the shared layer.
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
 * @param {{ redisUrl: string, prefix: string, ttlSeconds: number, maxBytes: number }} options
 */
export function createPageCache({ redisUrl, prefix, ttlSeconds, maxBytes }) {
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
    onSubscribeError: (error) => console.warn(`[web] page cache invalidations not received: ${error}`),
  });

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
