import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../../common/queues';
import { MonitorsModule } from '../monitors/monitors.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { WebsitesModule } from '../websites/websites.module';
import { AdvisoriesModule } from './advisories.module';
import { AdvisoryRefreshService } from './advisory-refresh.service';
import { AdvisoryRefreshProcessor } from './processors/advisory-refresh.processor';

/**
 * Worker side of the advisories module: the scheduled refresh of the advisory snapshot and the revision of the
 * stored results (websites), with "became vulnerable" events (webhooks) for the domains' monitors (monitors).
 */
@Module({
  imports: [
    AdvisoriesModule,
    WebsitesModule,
    WebhooksModule,
    MonitorsModule,
    BullModule.registerQueue({ name: QUEUES.advisories }),
  ],
  providers: [AdvisoryRefreshService, AdvisoryRefreshProcessor],
  exports: [AdvisoryRefreshService],
})
export class AdvisoriesWorkerModule {}
