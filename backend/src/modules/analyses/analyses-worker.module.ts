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
import { AdvisoriesModule } from '../advisories/advisories.module';
import { AnalysisCompletionService } from './analysis-completion.service';
import { AnalysisStateService } from './analysis-state.service';
import { AnalysisService } from './analysis.service';
import { AnalyzerClient } from '../../common/analyzer.client';
import { AnalysisEntity } from './entities/analysis.entity';
import { AnalysisProcessor } from './processors/analysis.processor';
import { AnalysisSchedulesProcessor } from './processors/analysis-schedules.processor';
import { AnalysisRunService } from './analysis-run.service';

/**
 * Analyses, worker side: the BullMQ processor of the `analysis` queue and the {@link AnalysisRunService} it runs each
 * attempt with (results stored through the technologies and websites modules' services), and the scheduled jobs on
 * the `monitors` queue: monitored websites' analyses and the sweep that fails stale analyses.
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
    // The advisory snapshot in use: known vulnerabilities of the detected versions.
    AdvisoriesModule,
  ],
  providers: [
    AnalysisProcessor,
    AnalysisRunService,
    AnalysisSchedulesProcessor,
    AnalysisService,
    AnalysisStateService,
    AnalysisCompletionService,
    AnalyzerClient,
  ],
})
export class AnalysesWorkerModule {}
