import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../../config/config';

/** One minute, the page-view beacon's rate-limit window. */
const ANALYTICS_RATE_WINDOW_MS = 60_000;

/**
 * The global throttler (Redis storage, per client address, 429 `rate-limited` with Retry-After) with the page-view
 * beacon's own budget: ANALYTICS_RATE_LIMIT_PER_MINUTE per address and minute.
 */
@Injectable()
export class AnalyticsThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    return super.handleRequest({
      ...request,
      limit: this.config.analytics.rateLimitPerMinute,
      ttl: ANALYTICS_RATE_WINDOW_MS,
      blockDuration: ANALYTICS_RATE_WINDOW_MS,
    });
  }
}
