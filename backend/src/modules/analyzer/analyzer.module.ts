import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '../../common/queues';
import { UsersModule } from '../users/users.module';
import { AnalysisStateService } from './analysis-state.service';
import { AnalysisService } from './analysis.service';
import { AnalyzeController } from './analyze.controller';
import { AnalyzerClient } from './analyzer.client';
import { AnalysisEntity } from './entities/analysis.entity';

/**
 * Analyses (owns the `analysis` table and the `analysis` queue), API side: the analyze and status endpoints
 * (gated by the identity layer, charged through the users module's quota). The processor lives in
 * {@link AnalyzerWorkerModule}.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([AnalysisEntity]),
    BullModule.registerQueue({ name: QUEUES.analysis }),
    UsersModule,
  ],
  controllers: [AnalyzeController],
  providers: [AnalysisService, AnalysisStateService, AnalyzerClient],
})
export class AnalyzerModule {}
