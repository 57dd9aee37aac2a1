import { LRUCache } from 'lru-cache';

/**
 * The Redis layout of the shared response cache, common to every process that reads or invalidates it (the API's
 * answers, the web server's rendered pages):
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

/** How long a tag's set of entry keys is kept (at least the longest entry TTL: every TTL is at most a day). */
export const TAG_TTL_SECONDS = 86_400;

/** Deletes every entry of the tags (KEYS) and the tags' sets atomically, then publishes ARGV[2] on ARGV[1]. */
const INVALIDATE_SCRIPT = `
for _, tagKey in ipairs(KEYS) do
  local members = redis.call('SMEMBERS', tagKey)
  for _, member in ipairs(members) do redis.call('DEL', member) end
  redis.call('DEL', tagKey)
end
return redis.call('PUBLISH', ARGV[1], ARGV[2])`;

/** The commands of a Redis client (ioredis' `Redis`) the cache uses; the caller owns the connection. */
export interface CacheRedis {
  get(key: string): Promise<string | null>;
  /** The value as bytes (ioredis' `getBuffer`): read by caches with a {@link CacheCodec}. */
  getBuffer(key: string): Promise<Buffer | null>;
  multi(): CacheRedisTransaction;
  eval(script: string, numKeys: number, ...args: string[]): Promise<unknown>;
}

/** A MULTI transaction of {@link CacheRedis} (ioredis' `ChainableCommander`). */
export interface CacheRedisTransaction {
  set(key: string, value: string | Buffer, expiryMode: 'EX', seconds: number): CacheRedisTransaction;
  sadd(key: string, member: string): CacheRedisTransaction;
  expire(key: string, seconds: number): CacheRedisTransaction;
  exec(): Promise<unknown>;
}

/** A Redis connection in subscriber mode (ioredis' `Redis`, used for nothing else). */
export interface CacheSubscriber {
  subscribe(channel: string): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
}

/**
 * Deletes the Redis entries tagged with one of `tags` and the tags' sets in one script, then publishes
 * `{"tags":[…]}` on `<prefix>:invalidate` so that every process drops its own entries.
 * @throws the client's error when Redis cannot be reached
 */
export async function invalidateTags(redis: CacheRedis, prefix: string, tags: string[]): Promise<void> {
  if (!tags.length) return;
  await redis.eval(
    INVALIDATE_SCRIPT,
    tags.length,
    ...tags.map((tag) => cacheKeys.tag(prefix, tag)),
    cacheKeys.channel(prefix),
    JSON.stringify({ tags }),
  );
}

/**
 * How a {@link TaggedCache} stores its values in Redis when JSON text is not the cheapest form: a value that already
 * holds its bytes (a rendered page) is written as those bytes, without escaping and encoding it again.
 */
export interface CacheCodec<V> {
  /** The stored form of `value`. */
  encode(value: V): Buffer;
  /**
   * The value of a stored form `encode` wrote.
   * @throws when `stored` is not one (the look-up then counts as a miss)
   */
  decode(stored: Buffer): V;
}

/** Options of a {@link TaggedCache}. */
export interface TaggedCacheOptions<V> {
  /** commands (best without an offline queue: Redis being down then fails fast and only costs the shared layer) */
  redis: CacheRedis;
  /** a connection of its own for the invalidation messages; without it only this process' invalidations drop its entries */
  subscriber?: CacheSubscriber;
  /** key prefix and channel namespace (CACHE_PREFIX) */
  prefix: string;
  /** seconds an entry is kept, unless a look-up gives its own; 0 = nothing cached */
  ttlSeconds: number;
  /** the in-process layer: at most `max` entries, or at most `maxSize` by `sizeCalculation` */
  local: { max: number } | { maxSize: number; sizeCalculation: (value: V) => number };
  /** called once per look-up that reads the cache (not for `refresh`) */
  onLookup?: (key: string, result: 'hit' | 'miss') => void;
  /** told when the invalidation channel cannot be subscribed to */
  onSubscribeError?: (error: unknown) => void;
  /** awaited before an invalidation is sent to Redis (e.g. the connection of a process that has just started) */
  ready?: () => Promise<void>;
  /**
   * Return a computed value without waiting for Redis to confirm its write (default false: a look-up resolves once the
   * shared layer holds the value). The write is sent all the same, in the same order; it only no longer adds a Redis
   * round trip to the caller's latency (the web server's rendered pages: the response need not wait for the copy
   * other servers read). A failed write is ignored either way.
   */
  writeBehind?: boolean;
  /** the values' form in Redis (default: JSON text) */
  codec?: CacheCodec<V>;
}

/** Options of one look-up ({@link TaggedCache.getOrCompute}). */
export interface LookupOptions<V> {
  /** skip the read (a cache-busting request), still store the result */
  refresh?: boolean;
  /** this entry's TTL instead of the cache's (0 = not cached) */
  ttlSeconds?: number;
  /** whether a computed value may be stored (default: every value) */
  cacheable?: (value: V) => boolean;
}

interface LocalEntry<V> {
  value: V;
  tags: string[];
}

/**
 * A read-through cache of JSON values in two layers: an LRU in the process in front of Redis (shared by every
 * process with the same prefix), entries tagged for invalidation ({@link cacheKeys} is the layout). Values computed
 * across an invalidation of one of their tags are not stored, and concurrent look-ups of a missing key share one
 * computation. Redis being unavailable only costs the shared layer: values are then computed.
 */
export class TaggedCache<V> {
  private readonly local: LRUCache<string, LocalEntry<V>>;
  /** Keys of the local entries per tag. */
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Invalidations seen per tag: a value computed across an invalidation of one of its tags is not stored. */
  private readonly generations = new Map<string, number>();
  /** Computations under way (not `refresh`), so that one key is computed once at a time. */
  private readonly inFlight = new Map<string, Promise<V>>();

  constructor(private readonly options: TaggedCacheOptions<V>) {
    const local = options.local;
    const dispose = (entry: LocalEntry<V>, key: string) => this.unindex(key, entry.tags);
    this.local =
      'max' in local
        ? new LRUCache<string, LocalEntry<V>>({ max: local.max, dispose })
        : new LRUCache<string, LocalEntry<V>>({
            maxSize: local.maxSize,
            sizeCalculation: (entry) => local.sizeCalculation(entry.value),
            dispose,
          });
    const channel = cacheKeys.channel(options.prefix);
    options.subscriber?.on('message', (from, message) => {
      if (from === channel) this.onMessage(message);
    });
    options.subscriber?.subscribe(channel).catch((error: unknown) => options.onSubscribeError?.(error));
  }

  /**
   * The cached value of `key` (in process, else in Redis) and `hit: true`, else `compute()`'s and `hit: false` —
   * stored under `key` with `tags` when it is cacheable and no invalidation of one of the tags happened meanwhile.
   * Errors of `compute` propagate and are not cached.
   */
  async getOrCompute(
    key: string,
    tags: string[],
    compute: () => Promise<V>,
    options: LookupOptions<V> = {},
  ): Promise<{ value: V; hit: boolean }> {
    const ttlSeconds = options.ttlSeconds ?? this.options.ttlSeconds;
    if (ttlSeconds <= 0) return { value: await compute(), hit: false };
    if (!options.refresh) {
      const hit = this.local.get(key);
      if (hit) {
        this.options.onLookup?.(key, 'hit');
        return { value: hit.value, hit: true };
      }
      const shared = await this.readShared(key);
      if (shared !== undefined) {
        this.options.onLookup?.(key, 'hit');
        this.remember(key, tags, shared, ttlSeconds);
        return { value: shared, hit: true };
      }
      this.options.onLookup?.(key, 'miss');
      let pending = this.inFlight.get(key);
      if (!pending) {
        pending = this.computeAndStore(key, tags, compute, ttlSeconds, options).finally(() =>
          this.inFlight.delete(key),
        );
        this.inFlight.set(key, pending);
      }
      return { value: await pending, hit: false };
    }
    return { value: await this.computeAndStore(key, tags, compute, ttlSeconds, options), hit: false };
  }

  /**
   * Drops every entry tagged with one of `tags`: this process' at once, the Redis entries and (over pub/sub) every
   * other process' with {@link invalidateTags}.
   * @throws the Redis client's error when Redis cannot be reached (the local entries are dropped all the same)
   */
  async invalidate(tags: string[]): Promise<void> {
    this.drop(tags);
    await this.options.ready?.();
    await invalidateTags(this.options.redis, this.options.prefix, tags);
  }

  private async computeAndStore(
    key: string,
    tags: string[],
    compute: () => Promise<V>,
    ttlSeconds: number,
    options: LookupOptions<V>,
  ): Promise<V> {
    const before = tags.map((tag) => this.generations.get(tag) ?? 0);
    const value = await compute();
    if (options.cacheable && !options.cacheable(value)) return value;
    if (tags.some((tag, i) => (this.generations.get(tag) ?? 0) !== before[i])) return value;
    this.remember(key, tags, value, ttlSeconds);
    const { prefix, redis } = this.options;
    const entryKey = cacheKeys.entry(prefix, key);
    const stored = this.options.codec ? this.options.codec.encode(value) : JSON.stringify(value);
    const write = redis.multi().set(entryKey, stored, 'EX', ttlSeconds);
    for (const tag of tags) {
      const tagKey = cacheKeys.tag(prefix, tag);
      write.sadd(tagKey, entryKey).expire(tagKey, TAG_TTL_SECONDS);
    }
    const written = write.exec().catch(() => undefined);
    if (!this.options.writeBehind) await written;
    return value;
  }

  /** The value of `key` in Redis; undefined when there is none, Redis cannot be reached or the codec rejects it. */
  private async readShared(key: string): Promise<V | undefined> {
    const entryKey = cacheKeys.entry(this.options.prefix, key);
    const { codec, redis } = this.options;
    if (!codec) {
      const text = await redis.get(entryKey).catch(() => null);
      return text === null ? undefined : (JSON.parse(text) as V);
    }
    const bytes = await redis.getBuffer(entryKey).catch(() => null);
    if (bytes === null) return undefined;
    try {
      return codec.decode(bytes);
    } catch {
      return undefined;
    }
  }

  private onMessage(message: string): void {
    try {
      const { tags } = JSON.parse(message) as { tags?: unknown };
      if (Array.isArray(tags)) this.drop(tags.filter((tag): tag is string => typeof tag === 'string'));
    } catch {
      // not one of ours
    }
  }

  private remember(key: string, tags: string[], value: V, ttlSeconds: number): void {
    this.local.set(key, { value, tags }, { ttl: ttlSeconds * 1000 });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private drop(tags: string[]): void {
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
