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

/** One hour, the contact form's rate-limit window. */
export const CONTACT_RATE_WINDOW_MS = 3_600_000;

/**
 * The auth module's throttler (Redis storage, per client address, 429 `rate-limited` with Retry-After) with the
 * contact form's own budget: CONTACT_RATE_LIMIT_PER_HOUR per address and hour.
 */
@Injectable()
export class ContactThrottlerGuard extends ThrottlerGuard {
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
      limit: this.config.contact.rateLimitPerHour,
      ttl: CONTACT_RATE_WINDOW_MS,
      blockDuration: CONTACT_RATE_WINDOW_MS,
    });
  }
}
