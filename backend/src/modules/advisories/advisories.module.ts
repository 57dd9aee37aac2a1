import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdvisoriesService } from './advisories.service';
import { AdvisorySnapshotEntity } from './entities/advisory-snapshot.entity';

/**
 * Known-vulnerability data (issue 20; owns `advisory_snapshot`): the advisory snapshot every analysis matches
 * against ({@link AdvisoriesService.current}) and the credits of its sources. The refresh job is in
 * `AdvisoriesWorkerModule`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AdvisorySnapshotEntity])],
  providers: [AdvisoriesService],
  exports: [AdvisoriesService],
})
export class AdvisoriesModule {}
