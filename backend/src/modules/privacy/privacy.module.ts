import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { BillingModule } from '../billing/billing.module';
import { ContactModule } from '../contact/contact.module';
import { MonitorsModule } from '../monitors/monitors.module';
import { RemovalsModule } from '../removals/removals.module';
import { UsersModule } from '../users/users.module';
import { WebhooksApiModule } from '../webhooks/webhooks-api.module';
import { PrivacyController } from './privacy.controller';
import { PrivacyService } from './privacy.service';

/**
 * Leaving is clean (owns no table): account deletion (billing settled at Stripe first, personal data
 * deleted or anonymised by each owning module) and the data export. Above every module it reaches; API only.
 */
@Module({
  imports: [
    UsersModule,
    BillingModule,
    ContactModule,
    RemovalsModule,
    AdminModule,
    MonitorsModule,
    WebhooksApiModule,
    ApiKeysModule,
  ],
  controllers: [PrivacyController],
  providers: [PrivacyService],
})
export class PrivacyModule {}
