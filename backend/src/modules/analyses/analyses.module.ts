import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '../../common/queues';
import { BillingModule } from '../billing/billing.module';
import { MonitorsModule } from '../monitors/monitors.module';
import { TechnologiesModule } from '../technologies/technologies.module';
import { UsersModule } from '../users/users.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { WebsitesModule } from '../websites/websites.module';
import { AnalysesAdminService } from './analyses-admin.service';
import { AnalysisCompletionService } from './analysis-completion.service';
import { AnalysisStateService } from './analysis-state.service';
import { AnalysisService } from './analysis.service';
import { AnalyzeController } from './analyze.controller';
import { BulkExportController } from './bulk-export.controller';
import { BulkExportService } from './bulk-export.service';
import { AnalyzerClient } from '../../common/analyzer.client';
import { AnalysisEntity } from './entities/analysis.entity';

/**
 * Analyses (owns the `analysis` table and the `analysis` queue), API side: the analyze and status endpoints
 * (gated by the identity layer, charged through the users module's quota). The processor lives in
 * {@link AnalysesWorkerModule}. Operators list and retry analyses through {@link AnalysesAdminService}.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([AnalysisEntity]),
    BullModule.registerQueue({ name: QUEUES.analysis }),
    UsersModule,
    // What ending an analysis needs (an analysis that cannot be queued is failed API-side, with its webhooks).
    TechnologiesModule,
    WebsitesModule,
    WebhooksModule,
    MonitorsModule,
    BillingModule,
  ],
  controllers: [AnalyzeController, BulkExportController],
  providers: [
    AnalysisService,
    AnalysisStateService,
    AnalysisCompletionService,
    AnalyzerClient,
    AnalysesAdminService,
    BulkExportService,
  ],
  // AnalysisService: the MCP server's analyze_website tool.
  exports: [AnalysesAdminService, AnalysisService],
})
export class AnalysesModule {}
