import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { redisOptionsFromUrl } from '../../config/redis';

/** Health of Redis (queues): a PING within the timeout. */
@Injectable()
export class RedisHealthIndicator implements OnModuleDestroy {
  private readonly client: Redis;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly health: HealthIndicatorService,
  ) {
    this.client = new Redis({
      ...redisOptionsFromUrl(config.redis.url),
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      connectionName: 'stacklens-health',
    });
    this.client.on('error', () => undefined); // reported through the check, not as unhandled errors
  }

  async pingCheck(key: string, timeoutMs = 1500) {
    const indicator = this.health.check(key);
    try {
      if (this.client.status === 'wait' || this.client.status === 'end') await this.client.connect();
      const answer = await Promise.race([
        this.client.ping(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref()),
      ]);
      return answer === 'PONG' ? indicator.up() : indicator.down({ message: `unexpected answer ${answer}` });
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.client.status !== 'end' && this.client.status !== 'wait')
      await this.client.quit().catch(() => undefined);
    else this.client.disconnect();
  }
}
