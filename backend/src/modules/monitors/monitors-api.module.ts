import { Module } from '@nestjs/common';
import { MonitorsController } from './monitors.controller';
import { MonitorsModule } from './monitors.module';

/** The monitors API (`/api/v2/monitors`), over {@link MonitorsModule}. */
@Module({
  imports: [MonitorsModule],
  controllers: [MonitorsController],
})
export class MonitorsApiModule {}
