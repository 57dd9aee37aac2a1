import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '../../common/queues';
import { TechnologiesModule } from '../technologies/technologies.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { WebsitesModule } from '../websites/websites.module';
import { AnalysisCompletionService } from './analysis-completion.service';
import { AnalysisStateService } from './analysis-state.service';
import { AnalyzerClient } from './analyzer.client';
import { AnalysisEntity } from './entities/analysis.entity';
import { AnalysisProcessor } from './processors/analysis.processor';

/**
 * Analyses, worker side: the BullMQ processor of the `analysis` queue, which stores results through the
 * technologies and websites modules' services.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([AnalysisEntity]),
    BullModule.registerQueue({ name: QUEUES.analysis }),
    TechnologiesModule,
    WebsitesModule,
    WebhooksModule,
  ],
  providers: [AnalysisProcessor, AnalysisStateService, AnalysisCompletionService, AnalyzerClient],
})
export class AnalyzerWorkerModule {}
