import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '../../common/queues';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { UsersModule } from '../users/users.module';
import { BillingCustomerEntity } from './entities/billing-customer.entity';
import { BillingEventEntity } from './entities/billing-event.entity';
import { BillingSubscriptionEntity } from './entities/billing-subscription.entity';
import { BillingService } from './billing.service';
import { MeterEventsService } from './meter-events.service';
import { createStripeClient, STRIPE_CLIENT } from './stripe.client';

/**
 * Billing on Stripe (owns `billing_customer`, `billing_subscription`, `billing_event` and the `billing` queue): the
 * Stripe client, the billing service and the meter-event reporter other modules queue reports through. No
 * controller, so that the worker can import it: the HTTP endpoints are {@link BillingApiModule}, the processor
 * {@link BillingWorkerModule}.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([BillingCustomerEntity, BillingSubscriptionEntity, BillingEventEntity]),
    BullModule.registerQueue({ name: QUEUES.billing }),
    UsersModule,
  ],
  providers: [
    {
      provide: STRIPE_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createStripeClient(config.stripe),
    },
    BillingService,
    MeterEventsService,
  ],
  exports: [STRIPE_CLIENT, BillingService, MeterEventsService],
})
export class BillingModule {}
