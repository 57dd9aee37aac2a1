import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysesModule } from '../analyses/analyses.module';
import { ArticlesModule } from '../articles/articles.module';
import { ContactModule } from '../contact/contact.module';
import { FeedbackModule } from '../feedback/feedback.module';
import { RemovalsModule } from '../removals/removals.module';
import { TechnologiesModule } from '../technologies/technologies.module';
import { UsersModule } from '../users/users.module';
import { AdminAnalysesController } from './admin-analyses.controller';
import { AdminArticlesController } from './admin-articles.controller';
import { AdminAuditLogController } from './admin-audit-log.controller';
import { AdminContactMessagesController } from './admin-contact-messages.controller';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminDashboardService } from './admin-dashboard.service';
import { AdminDetectionReportsController } from './admin-detection-reports.controller';
import { ADMIN_QUEUE_NAMES, AdminQueuesService } from './admin-queues.service';
import { AdminRemovalRequestsController } from './admin-removal-requests.controller';
import { AdminTechnologiesController } from './admin-technologies.controller';
import { AdminUsersController } from './admin-users.controller';
import { AuditLogService } from './audit-log.service';
import { AuditLogEntity } from './entities/audit-log.entity';

/**
 * The operators' admin API (`/api/v2/admin/*`; owns `audit_log`): thin controllers over the owning
 * modules' admin services (removals, articles, technologies, users, analyses, contact, feedback) — it writes no other
 * module's table — each mutation audited in its own transaction; the dashboard figures and the queues bull-board
 * shows (`queue-dashboard.ts`, mounted by the API root). API only: the worker does not import it.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([AuditLogEntity]),
    BullModule.registerQueue(...ADMIN_QUEUE_NAMES.map((name) => ({ name }))),
    RemovalsModule,
    ArticlesModule,
    TechnologiesModule,
    UsersModule,
    AnalysesModule,
    ContactModule,
    FeedbackModule,
  ],
  controllers: [
    AdminDashboardController,
    AdminRemovalRequestsController,
    AdminArticlesController,
    AdminTechnologiesController,
    AdminUsersController,
    AdminAnalysesController,
    AdminContactMessagesController,
    AdminDetectionReportsController,
    AdminAuditLogController,
  ],
  providers: [AuditLogService, AdminDashboardService, AdminQueuesService],
  exports: [AdminQueuesService, AuditLogService],
})
export class AdminModule {}
