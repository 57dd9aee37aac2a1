import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { redisOptionsFromUrl } from '../../config/redis';
import { Metrics } from '../metrics/metrics';

/**
 * The Redis layout of the shared response cache, common to the API (this service) and the web server
 * (`frontend/server/page-cache.js`, which stores rendered pages in it):
 * - `<prefix>:entry:<key>`: one cached value (JSON), with a TTL;
 * - `<prefix>:tag:<tag>`: the set of entry keys that depend on `tag` (e.g. `website:example.com`);
 * - `<prefix>:invalidate`: the pub/sub channel; a message `{"tags":[…]}` tells every process to drop its
 *   in-process entries with one of those tags (the Redis entries are deleted by whoever invalidates).
 */
export const cacheKeys = {
  entry: (prefix: string, key: string) => `${prefix}:entry:${key}`,
  tag: (prefix: string, tag: string) => `${prefix}:tag:${tag}`,
  channel: (prefix: string) => `${prefix}:invalidate`,
};

/** How long a tag's set of entry keys is kept (at least the longest entry TTL, CACHE_TTL_SECONDS ≤ 1 day). */
const TAG_TTL_SECONDS = 86_400;

/** Deletes every entry of the tags (KEYS) and the tags' sets atomically, then publishes ARGV[2] on ARGV[1]. */
const INVALIDATE_SCRIPT = `
for _, tagKey in ipairs(KEYS) do
  local members = redis.call('SMEMBERS', tagKey)
  for _, member in ipairs(members) do redis.call('DEL', member) end
  redis.call('DEL', tagKey)
end
return redis.call('PUBLISH', ARGV[1], ARGV[2])`;

interface LocalEntry {
  value: unknown;
  tags: string[];
}

/**
 * A read-through cache of public, anonymous answers in two layers: an LRU in the process (CACHE_MAX_ENTRIES) in
 * front of Redis (shared by every API instance), both with CACHE_TTL_SECONDS unless a caller gives the entry its own
 * TTL (the insights: INSIGHTS_CACHE_TTL_SECONDS). Entries carry tags; {@link invalidate}
 * deletes the tagged Redis entries and tells every process (API, web servers) over pub/sub to drop theirs. Redis
 * being unavailable only costs the cache: values are then computed.
 */
@Injectable()
export class SharedCacheService implements OnModuleDestroy {
  private readonly logger = new Logger(SharedCacheService.name);
  private readonly prefix: string;
  private readonly ttlSeconds: number;
  private readonly redis: Redis;
  private subscriber: Redis | null = null;
  private readonly local: LRUCache<string, LocalEntry>;
  /** Keys of the local entries per tag. */
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Invalidations seen per tag: a value computed across an invalidation of one of its tags is not stored. */
  private readonly generations = new Map<string, number>();

  /** @param metrics counts look-ups (`stacklens_cache_requests_total{cache,result}`) when given */
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() private readonly metrics?: Metrics,
  ) {
    this.prefix = config.cache.prefix;
    this.ttlSeconds = config.cache.ttlSeconds;
    this.local = new LRUCache<string, LocalEntry>({
      max: config.cache.maxEntries,
      ttl: Math.max(1, this.ttlSeconds) * 1000,
      dispose: (entry, key) => this.unindex(key, entry.tags),
    });
    const options = { ...redisOptionsFromUrl(config.redis.url), connectionName: 'stacklens-cache' };
    this.redis = new Redis({ ...options, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', () => undefined); // a missing Redis only disables the shared layer
    this.subscriber = new Redis(options);
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, message: string) => this.onMessage(message));
    this.subscriber.subscribe(cacheKeys.channel(this.prefix)).catch((error: unknown) => {
      this.logger.warn(`Cache invalidations not received: ${String(error)}`);
    });
  }

  /** Counts a look-up by the key's kind (its first two segments, e.g. `websites:scores`): a bounded label set. */
  private count(key: string, result: 'hit' | 'miss'): void {
    this.metrics?.cacheRequests.inc({ cache: key.split(':', 2).join(':'), result });
  }

  /**
   * The cached value of `key`, else `compute()`'s, stored under `key` with `tags` (only when no invalidation of
   * one of the tags happened meanwhile). `refresh` skips the read (a cache-busting request) but stores the result;
   * `ttlSeconds` replaces CACHE_TTL_SECONDS for this entry (0: not cached). Errors of `compute` propagate and are
   * not cached.
   */
  async getOrCompute<T>(
    key: string,
    tags: string[],
    compute: () => Promise<T>,
    options: { refresh?: boolean; ttlSeconds?: number } = {},
  ): Promise<T> {
    const ttlSeconds = options.ttlSeconds ?? this.ttlSeconds;
    if (ttlSeconds === 0) return compute();
    if (!options.refresh) {
      const hit = this.local.get(key);
      if (hit) {
        this.count(key, 'hit');
        return hit.value as T;
      }
      const shared = await this.redis.get(cacheKeys.entry(this.prefix, key)).catch(() => null);
      if (shared !== null) {
        this.count(key, 'hit');
        const value = JSON.parse(shared) as T;
        this.remember(key, tags, value, ttlSeconds);
        return value;
      }
      this.count(key, 'miss');
    }
    const before = tags.map((tag) => this.generations.get(tag) ?? 0);
    const value = await compute();
    if (tags.some((tag, i) => (this.generations.get(tag) ?? 0) !== before[i])) return value;
    this.remember(key, tags, value, ttlSeconds);
    const entryKey = cacheKeys.entry(this.prefix, key);
    const write = this.redis.multi().set(entryKey, JSON.stringify(value), 'EX', ttlSeconds);
    for (const tag of tags) {
      const tagKey = cacheKeys.tag(this.prefix, tag);
      write.sadd(tagKey, entryKey).expire(tagKey, TAG_TTL_SECONDS);
    }
    await write.exec().catch(() => undefined);
    return value;
  }

  /**
   * Drops every entry tagged with one of `tags`: the Redis entries at once, and each process' own entries when the
   * pub/sub message reaches it (this process' at once). Never throws: a failure is logged (entries then expire
   * with their TTL).
   */
  async invalidate(tags: string[]): Promise<void> {
    if (!tags.length) return;
    this.dropLocal(tags);
    try {
      await this.connected();
      await this.redis.eval(
        INVALIDATE_SCRIPT,
        tags.length,
        ...tags.map((tag) => cacheKeys.tag(this.prefix, tag)),
        cacheKeys.channel(this.prefix),
        JSON.stringify({ tags }),
      );
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
    this.subscriber?.disconnect();
  }

  private onMessage(message: string): void {
    try {
      const { tags } = JSON.parse(message) as { tags?: unknown };
      if (Array.isArray(tags)) this.dropLocal(tags.filter((tag): tag is string => typeof tag === 'string'));
    } catch {
      // not one of ours
    }
  }

  private remember(key: string, tags: string[], value: unknown, ttlSeconds: number): void {
    this.local.set(key, { value, tags }, { ttl: ttlSeconds * 1000 });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private dropLocal(tags: string[]): void {
    for (const tag of tags) {
      this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
      for (const key of [...(this.keysByTag.get(tag) ?? [])]) this.local.delete(key);
    }
  }

  private unindex(key: string, tags: string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys && !keys.size) this.keysByTag.delete(tag);
    }
  }
}
