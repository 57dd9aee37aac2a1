import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '../../common/queues';
import { BillingModule } from '../billing/billing.module';
import { LighthouseModule } from '../lighthouse/lighthouse.module';
import { MonitorsModule } from '../monitors/monitors.module';
import { TechnologiesModule } from '../technologies/technologies.module';
import { UsersModule } from '../users/users.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { WebsitesModule } from '../websites/websites.module';
import { AnalysisCompletionService } from './analysis-completion.service';
import { AnalysisStateService } from './analysis-state.service';
import { AnalysisService } from './analysis.service';
import { AnalyzerClient } from '../../common/analyzer.client';
import { AnalysisEntity } from './entities/analysis.entity';
import { AnalysisProcessor } from './processors/analysis.processor';
import { MonitorRunsProcessor } from './processors/monitor-runs.processor';

/**
 * Analyses, worker side: the BullMQ processor of the `analysis` queue, which stores results through the
 * technologies and websites modules' services, and the scheduler of monitored websites (`monitors` queue), which
 * requests their analyses.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([AnalysisEntity]),
    BullModule.registerQueue({ name: QUEUES.analysis }, { name: QUEUES.monitors }),
    TechnologiesModule,
    WebsitesModule,
    WebhooksModule,
    MonitorsModule,
    UsersModule,
    BillingModule,
    // The latest Lighthouse report of the website feeds the score.
    LighthouseModule,
  ],
  providers: [
    AnalysisProcessor,
    MonitorRunsProcessor,
    AnalysisService,
    AnalysisStateService,
    AnalysisCompletionService,
    AnalyzerClient,
  ],
})
export class AnalysesWorkerModule {}
