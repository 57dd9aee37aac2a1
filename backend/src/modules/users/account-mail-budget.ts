import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { redisOptionsFromUrl } from '../../config/redis';

/**
 * Account mails with a link (verification, password reset, sign-in link, new-address confirmation) sent to one
 * recipient per hour, whoever asks, from however many client addresses or accounts. Beyond it nothing is mailed:
 * anonymous flows answer as usual, a signed-in resend is refused with 429 `rate-limited`.
 */
export const ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR = 5;

/**
 * The per-recipient budget of account mails ({@link ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR}), counted in Redis
 * (`rate-limiter-flexible`) under a SHA-256 digest of the lowercased address, whether or not an account exists for
 * it: nobody can flood an inbox through StackLens by asking for links to someone else's address.
 */
@Injectable()
export class AccountMailBudget implements OnModuleDestroy {
  private readonly redis: Redis;
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = new Redis({ ...redisOptionsFromUrl(config.redis.url), maxRetriesPerRequest: 3 });
    this.limiter = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${config.queue.prefix}:account-mails`,
      points: ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR,
      duration: 3600,
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /**
   * Takes one mail from `email`'s hourly budget; false when it is spent.
   * @throws Error when Redis fails (a failure is not a spent budget)
   */
  async take(email: string): Promise<boolean> {
    const key = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
    try {
      await this.limiter.consume(key);
      return true;
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      return false;
    }
  }
}
