import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebsitesModule } from '../websites/websites.module';
import { DetectionReportEntity } from './entities/detection-report.entity';
import { FeedbackAdminService } from './feedback-admin.service';
import { FeedbackRateLimiter, FeedbackRateLimitGuard } from './feedback-rate-limit';
import { FeedbackController } from './feedback.controller';
import { FeedbackService } from './feedback.service';

/**
 * Users' reports of wrong detections (owns `detection_report`): filed from the result page with a snapshot of the
 * stored result (read through the websites module), reviewed by operators ({@link FeedbackAdminService}).
 */
@Module({
  imports: [TypeOrmModule.forFeature([DetectionReportEntity]), WebsitesModule],
  controllers: [FeedbackController],
  providers: [FeedbackService, FeedbackAdminService, FeedbackRateLimiter, FeedbackRateLimitGuard],
  exports: [FeedbackAdminService],
})
export class FeedbackModule {}
