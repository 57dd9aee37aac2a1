import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MonitorEntity } from './entities/monitor.entity';
import { MonitorsService } from './monitors.service';

/**
 * Monitored websites (owns `monitor`): the service the API and the worker share. No controller, so that the worker
 * can import it; the HTTP endpoints are {@link MonitorsApiModule}; the scheduler that runs due monitors lives in the
 * analyses worker module (it requests analyses).
 */
@Module({
  imports: [TypeOrmModule.forFeature([MonitorEntity])],
  providers: [MonitorsService],
  exports: [MonitorsService],
})
export class MonitorsModule {}
