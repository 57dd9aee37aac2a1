import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { Semaphore } from 'redis-semaphore';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { redisOptionsFromUrl } from '../../config/redis';

/**
 * Exports one account may stream at once, whichever API instance serves them. Each export holds a pooled database
 * connection for as long as its client reads, so without a cap one account opening exports and reading slowly
 * would take the connections from everybody else.
 */
export const MAX_CONCURRENT_EXPORTS = 2;

/**
 * Exports one API process streams at once, all accounts together: under half of its database pool (10
 * connections, `data-source.ts`), so pages, analyses and sign-ins keep connections however many paid accounts
 * export at the same time.
 */
export const MAX_EXPORTS_PER_PROCESS = 4;

/** A taken export slot; `release()` is idempotent. */
export interface ExportSlot {
  release(): void;
}

/** Why no slot was given. */
export type ExportSlotRefusal = 'account' | 'process';

/**
 * The concurrency caps of streamed list exports: {@link MAX_CONCURRENT_EXPORTS} per account, counted in Redis with
 * a `redis-semaphore` lease (shared by every API replica; a lease not refreshed — its process died — expires after
 * 30 s), and {@link MAX_EXPORTS_PER_PROCESS} per process, counted in memory.
 */
@Injectable()
export class ExportSlots implements OnModuleDestroy {
  private readonly redis: Redis;
  private readonly prefix: string;
  private inProcess = 0;
  private readonly logger = new Logger(ExportSlots.name);

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = new Redis({ ...redisOptionsFromUrl(config.redis.url), maxRetriesPerRequest: 3 });
    this.prefix = `${config.queue.prefix}:list-exports`;
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /**
   * Takes a slot for one export of `accountId`, or says which cap refused it.
   * @throws Error when Redis fails (an unknown count is not a free slot)
   */
  async take(accountId: string): Promise<ExportSlot | ExportSlotRefusal> {
    if (this.inProcess >= MAX_EXPORTS_PER_PROCESS) return 'process';
    this.inProcess += 1;
    const semaphore = new Semaphore(this.redis, `${this.prefix}:${accountId}`, MAX_CONCURRENT_EXPORTS, {
      lockTimeout: 30_000,
      refreshInterval: 10_000,
      acquireAttemptsLimit: 1,
      onLockLost: (error) => this.logger.warn(`An export slot of ${accountId} expired: ${error.message}`),
    });
    let acquired: boolean;
    try {
      acquired = await semaphore.tryAcquire();
    } catch (error) {
      this.inProcess -= 1;
      throw error;
    }
    if (!acquired) {
      this.inProcess -= 1;
      return 'account';
    }
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.inProcess -= 1;
        void semaphore.release().catch((error: Error) => {
          this.logger.warn(`Could not release an export slot of ${accountId}: ${error.message}`);
        });
      },
    };
  }
}
