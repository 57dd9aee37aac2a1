import { Module } from '@nestjs/common';
import { AnalyticsThrottlerGuard } from './analytics-throttler.guard';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';

/**
 * First-party, cookieless page-view counting: owns `page_view_daily` (views per UTC day and path). Rate-limited
 * with the throttler the auth module configures (global ThrottlerModule, Redis storage). The admin dashboard reads
 * the counts as a report.
 */
@Module({
  controllers: [AnalyticsController],
  providers: [AnalyticsService, AnalyticsThrottlerGuard],
})
export class AnalyticsModule {}
