import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './stack';

/**
 * Invalidates cache tags as the backend does after a change it committed (`SharedCacheService.invalidate`, with the
 * same `invalidateTags` of `@stacklens/cache`): deletes the tagged entries from Redis and publishes `{"tags":[…]}`
 * on `<prefix>:invalidate`, which every web server and API process hears. For data a test writes straight into the
 * database (SQL seeds), which the backend never sees.
 */
export async function invalidateCache(tags: string[]): Promise<void> {
  // The built CommonJS packages, as the backend loads them.
  const load = createRequire(path.join(repoRoot, 'backend', 'package.json'));
  const Redis = load('ioredis') as typeof import('ioredis').default;
  const { invalidateTags } = load('@stacklens/cache') as typeof import('@stacklens/cache');
  const prefix = process.env.E2E_CACHE_PREFIX as string;
  const redis = new Redis(process.env.E2E_REDIS_URL as string);
  try {
    await invalidateTags(redis, prefix, tags);
  } finally {
    redis.disconnect();
  }
}
