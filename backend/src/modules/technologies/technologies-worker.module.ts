import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../../common/queues';
import { LatestVersionsProcessor } from './processors/latest-versions.processor';
import { TechnologiesModule } from './technologies.module';

/** Worker side of the technologies module: the daily latest-versions refresh job and its schedule. */
@Module({
  imports: [TechnologiesModule, BullModule.registerQueue({ name: QUEUES.latestVersions })],
  providers: [LatestVersionsProcessor],
})
export class TechnologiesWorkerModule {}
