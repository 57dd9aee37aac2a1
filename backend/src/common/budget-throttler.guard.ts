import { Inject, Injectable, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config/config';

/** A route's own rate budget: `limit` requests per client address and `windowMs`, blocked for the rest of it. */
export interface ThrottleBudget {
  limit: number;
  windowMs: number;
}

/**
 * A guard class for the app's throttler (Redis storage, per client address, 429 `rate-limited` with Retry-After)
 * with a route's own budget read from the configuration, e.g. the contact form's per hour or the page-view beacon's
 * per minute. Use it as a base class: `class ContactThrottlerGuard extends budgetThrottlerGuard((c) => …) {}`.
 */
export function budgetThrottlerGuard(budget: (config: AppConfig) => ThrottleBudget): Type<ThrottlerGuard> {
  @Injectable()
  class BudgetThrottlerGuard extends ThrottlerGuard {
    constructor(
      @InjectThrottlerOptions() options: ThrottlerModuleOptions,
      @InjectThrottlerStorage() storage: ThrottlerStorage,
      reflector: Reflector,
      @Inject(APP_CONFIG) private readonly config: AppConfig,
    ) {
      super(options, storage, reflector);
    }

    protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
      const { limit, windowMs } = budget(this.config);
      return super.handleRequest({ ...request, limit, ttl: windowMs, blockDuration: windowMs });
    }
  }
  return BudgetThrottlerGuard;
}
