import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '../../common/queues';
import { AnalysisService } from './analysis.service';
import { AnalyzerClient } from './analyzer.client';
import { AnalysisEntity } from './entities/analysis.entity';

/** API side of analyses: request (queue) and status. The processor lives in {@link AnalyzerWorkerModule}. */
@Module({
  imports: [TypeOrmModule.forFeature([AnalysisEntity]), BullModule.registerQueue({ name: QUEUES.analysis })],
  providers: [AnalysisService, AnalyzerClient],
  exports: [AnalysisService],
})
export class AnalyzerModule {}
