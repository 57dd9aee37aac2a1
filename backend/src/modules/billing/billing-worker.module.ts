import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../../common/queues';
import { BillingModule } from './billing.module';
import { BillingProcessor } from './processors/billing.processor';

/** Worker side of billing: meter-event reports and their sweeper. */
@Module({
  imports: [BillingModule, BullModule.registerQueue({ name: QUEUES.billing })],
  providers: [BillingProcessor],
})
export class BillingWorkerModule {}
