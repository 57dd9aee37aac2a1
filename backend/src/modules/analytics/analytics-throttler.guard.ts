import { Injectable } from '@nestjs/common';
import { budgetThrottlerGuard } from '../../common/budget-throttler.guard';

/** One minute, the page-view beacon's rate-limit window. */
const ANALYTICS_RATE_WINDOW_MS = 60_000;

/** The page-view beacon's own budget: ANALYTICS_RATE_LIMIT_PER_MINUTE per client address and minute. */
@Injectable()
export class AnalyticsThrottlerGuard extends budgetThrottlerGuard((config) => ({
  limit: config.analytics.rateLimitPerMinute,
  windowMs: ANALYTICS_RATE_WINDOW_MS,
})) {}
