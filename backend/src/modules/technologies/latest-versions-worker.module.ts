import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '../../common/queues';
import { TechnologyEntity } from './entities/technology.entity';
import { LatestVersionsProcessor } from './latest-versions.processor';
import { LatestVersionsService } from './latest-versions.service';

/** Worker side of the technology catalogue: the daily latest-versions refresh job and its schedule. */
@Module({
  imports: [TypeOrmModule.forFeature([TechnologyEntity]), BullModule.registerQueue({ name: QUEUES.latestVersions })],
  providers: [LatestVersionsProcessor, LatestVersionsService],
})
export class LatestVersionsWorkerModule {}
