import { CanActivate, ExecutionContext, Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Response } from 'express';
import Redis from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { CURRENT_USER, type RequestWithUser } from '../../common/identity/current-user';
import { IdentityError, IdentityErrorCode } from '../../common/identity/identity.error';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { redisOptionsFromUrl } from '../../config/redis';
import { FeedbackError, FeedbackErrorCode } from './feedback.error';

/** One hour, the window of the detection-report budget. */
const WINDOW_SECONDS = 3600;

/**
 * Each account's budget of FEEDBACK_RATE_LIMIT_PER_HOUR stored reports an hour, counted in Redis
 * (`rate-limiter-flexible`, as the API-key limit). Only stored reports count — a rejected input does not use the
 * budget — so the check ({@link FeedbackRateLimitGuard}) and the count ({@link record}, after the report is saved)
 * are separate; concurrent requests of one account may overrun it by the requests in flight.
 */
@Injectable()
export class FeedbackRateLimiter implements OnModuleDestroy {
  private readonly redis: Redis;
  private readonly limiter: RateLimiterRedis;
  private readonly limit: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limit = config.feedback.rateLimitPerHour;
    this.redis = new Redis({ ...redisOptionsFromUrl(config.redis.url), maxRetriesPerRequest: 3 });
    this.limiter = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${config.queue.prefix}:feedback-rate`,
      points: this.limit,
      duration: WINDOW_SECONDS,
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** Seconds until `userId` may file again, or null while the hour's budget is not used up. */
  async retryAfter(userId: string): Promise<number | null> {
    const state = await this.limiter.get(userId);
    if (!state || state.consumedPoints < this.limit) return null;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  /** Counts one stored report of `userId` (never throws for an exhausted budget: the guard decided). */
  async record(userId: string): Promise<void> {
    await this.limiter.penalty(userId, 1);
  }
}

/**
 * After `SignedInGuard`: 429 `rate-limited` with `Retry-After` (seconds) once the account filed
 * FEEDBACK_RATE_LIMIT_PER_HOUR reports in the hour ({@link FeedbackRateLimiter}).
 */
@Injectable()
export class FeedbackRateLimitGuard implements CanActivate {
  constructor(private readonly limiter: FeedbackRateLimiter) {}

  /** @throws IdentityError sign-up-required (401) without a user; FeedbackError rate-limited (429) */
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const user = http.getRequest<RequestWithUser>()[CURRENT_USER];
    if (!user) throw new IdentityError(IdentityErrorCode.SignUpRequired);
    const retryAfter = await this.limiter.retryAfter(user.id);
    if (retryAfter === null) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw new FeedbackError(
      FeedbackErrorCode.RateLimited,
      `You filed too many reports this hour; retry in ${Math.ceil(retryAfter / 60)} minutes.`,
    );
  }
}
