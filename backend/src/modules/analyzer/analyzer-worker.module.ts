import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '../../common/queues';
import { TechnologiesModule } from '../technologies/technologies.module';
import { AnalysisResultStore } from './analysis-result.store';
import { AnalyzerClient } from './analyzer.client';
import { AnalysisEntity } from './entities/analysis.entity';
import { AnalysisProcessor } from './processors/analysis.processor';

/** Worker side of analyses: the BullMQ processor of the `analysis` queue and the result store. */
@Module({
  imports: [
    TypeOrmModule.forFeature([AnalysisEntity]),
    BullModule.registerQueue({ name: QUEUES.analysis }),
    TechnologiesModule,
  ],
  providers: [AnalysisProcessor, AnalysisResultStore, AnalyzerClient],
})
export class AnalyzerWorkerModule {}
