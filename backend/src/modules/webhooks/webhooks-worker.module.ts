import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../../common/queues';
import { WebhooksProcessor } from './processors/webhooks.processor';
import { WebhooksModule } from './webhooks.module';

/** Worker side of webhooks: delivery attempts and the sweeper of lost jobs. */
@Module({
  imports: [WebhooksModule, BullModule.registerQueue({ name: QUEUES.webhooks })],
  providers: [WebhooksProcessor],
})
export class WebhooksWorkerModule {}
