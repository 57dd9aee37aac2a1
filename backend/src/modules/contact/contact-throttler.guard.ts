import { Injectable } from '@nestjs/common';
import { budgetThrottlerGuard } from '../../common/budget-throttler.guard';

/** One hour, the contact form's rate-limit window. */
export const CONTACT_RATE_WINDOW_MS = 3_600_000;

/** The contact form's own budget: CONTACT_RATE_LIMIT_PER_HOUR messages per client address and hour. */
@Injectable()
export class ContactThrottlerGuard extends budgetThrottlerGuard((config) => ({
  limit: config.contact.rateLimitPerHour,
  windowMs: CONTACT_RATE_WINDOW_MS,
})) {}
