import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyzerClient } from '../../common/analyzer.client';
import { QUEUES } from '../../common/queues';
import { UsersModule } from '../users/users.module';
import { LighthouseRunEntity } from './entities/lighthouse-run.entity';
import { LighthouseService } from './lighthouse.service';
import { LighthouseUsageService } from './lighthouse-usage.service';

/**
 * Lighthouse reports (owns `lighthouse_run`, `lighthouse_usage` and the `lighthouse` queue): the service websites and analyses read the
 * latest summary through. The endpoints are {@link LighthouseApiModule}; the processor runs in the worker
 * ({@link LighthouseWorkerModule}).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([LighthouseRunEntity]),
    BullModule.registerQueue({ name: QUEUES.lighthouse }),
    UsersModule,
  ],
  providers: [LighthouseService, LighthouseUsageService, AnalyzerClient],
  exports: [LighthouseService],
})
export class LighthouseModule {}
