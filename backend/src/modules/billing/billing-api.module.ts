import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { BillingController, BillingWebhookController } from './billing.controller';
import { BillingModule } from './billing.module';
import { BillingWebhooksService } from './billing-webhooks.service';

/** The billing API (`/api/v2/billing`, Stripe's webhook endpoint), over {@link BillingModule}. */
@Module({
  imports: [BillingModule, UsersModule],
  controllers: [BillingController, BillingWebhookController],
  providers: [BillingWebhooksService],
})
export class BillingApiModule {}
