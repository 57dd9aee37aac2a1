import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyzerClient } from '../../common/analyzer.client';
import { QUEUES } from '../../common/queues';
import { UsersModule } from '../users/users.module';
import { LighthouseRunEntity } from './entities/lighthouse-run.entity';
import { LighthouseService } from './lighthouse.service';

/**
 * Lighthouse reports (owns `lighthouse_run` and the `lighthouse` queue): the service websites and analyses read the
 * latest summary through. The endpoints are {@link LighthouseApiModule}; the processor runs in the worker
 * ({@link LighthouseWorkerModule}).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([LighthouseRunEntity]),
    BullModule.registerQueue({ name: QUEUES.lighthouse }),
    UsersModule,
  ],
  providers: [LighthouseService, AnalyzerClient],
  exports: [LighthouseService],
})
export class LighthouseModule {}
