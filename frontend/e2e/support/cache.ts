import { invalidateTags } from '@stacklens/cache';
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
  const Redis = createRequire(path.join(repoRoot, 'backend', 'package.json'))(
    'ioredis',
  ) as typeof import('ioredis').default;
  const prefix = process.env.E2E_CACHE_PREFIX as string;
  const redis = new Redis(process.env.E2E_REDIS_URL as string);
  try {
    await invalidateTags(redis, prefix, tags);
  } finally {
    redis.disconnect();
  }
}
