import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import Redis from 'ioredis';
import { TaggedCache } from '@stacklens/cache';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { redisOptionsFromUrl } from '../../config/redis';
import { Metrics } from '../metrics/metrics';

/**
 * The shared response cache of the API and the worker: a {@link TaggedCache} (`@stacklens/cache`, which the web
 * server's page cache uses too, so both write and invalidate one Redis layout) of public, anonymous answers — an LRU
 * in the process (CACHE_MAX_ENTRIES) in front of Redis (shared by every API instance), entries kept
 * CACHE_TTL_SECONDS unless a caller gives the entry its own TTL (the insights: INSIGHTS_CACHE_TTL_SECONDS). Entries
 * carry tags; {@link invalidate} deletes the tagged Redis entries and tells every process (API, web servers) over
 * pub/sub to drop theirs. Redis being unavailable only costs the cache: values are then computed.
 */
@Injectable()
export class SharedCacheService implements OnModuleDestroy {
  private readonly logger = new Logger(SharedCacheService.name);
  private readonly redis: Redis;
  private readonly subscriber: Redis;
  private readonly cache: TaggedCache<unknown>;

  /** @param metrics counts look-ups (`stacklens_cache_requests_total{cache,result}`) when given */
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() private readonly metrics?: Metrics,
  ) {
    const options = { ...redisOptionsFromUrl(config.redis.url), connectionName: 'stacklens-cache' };
    this.redis = new Redis({ ...options, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', () => undefined); // a missing Redis only disables the shared layer
    this.subscriber = new Redis(options);
    this.subscriber.on('error', () => undefined);
    this.cache = new TaggedCache<unknown>({
      redis: this.redis,
      subscriber: this.subscriber,
      prefix: config.cache.prefix,
      ttlSeconds: config.cache.ttlSeconds,
      local: { max: config.cache.maxEntries },
      onLookup: (key, result) => this.count(key, result),
      onSubscribeError: (error) => this.logger.warn(`Cache invalidations not received: ${String(error)}`),
      ready: () => this.connected(),
    });
  }

  /** Counts a look-up by the key's kind (its first two segments, e.g. `websites:scores`): a bounded label set. */
  private count(key: string, result: 'hit' | 'miss'): void {
    this.metrics?.cacheRequests.inc({ cache: key.split(':', 2).join(':'), result });
  }

  /**
   * The cached value of `key`, else `compute()`'s, stored under `key` with `tags` (only when no invalidation of
   * one of the tags happened meanwhile). `refresh` skips the read (a cache-busting request) but stores the result;
   * `ttlSeconds` replaces CACHE_TTL_SECONDS for this entry (0: not cached). Concurrent look-ups of a missing key
   * share one computation. Errors of `compute` propagate and are not cached.
   */
  async getOrCompute<T>(
    key: string,
    tags: string[],
    compute: () => Promise<T>,
    options: { refresh?: boolean; ttlSeconds?: number } = {},
  ): Promise<T> {
    return (await this.cache.getOrCompute(key, tags, compute, options)).value as T;
  }

  /**
   * Drops every entry tagged with one of `tags`: the Redis entries at once, and each process' own entries when the
   * pub/sub message reaches it (this process' at once). Never throws: a failure is logged (entries then expire
   * with their TTL).
   */
  async invalidate(tags: string[]): Promise<void> {
    if (!tags.length) return;
    try {
      await this.cache.invalidate(tags);
    } catch (error) {
      this.logger.warn(`Cache invalidation of ${tags.join(', ')} failed: ${String(error)}`);
    }
  }

  /** Waits (at most 2 s) for the connection of a process that has just started (e.g. the seed script). */
  private async connected(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.redis.disconnect();
    this.subscriber.disconnect();
  }
}
