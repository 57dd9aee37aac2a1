import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '../../common/queues';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { WebhookDeliveryEntity } from './entities/webhook-delivery.entity';
import { WebhookEndpointEntity } from './entities/webhook-endpoint.entity';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookEndpointsAccessService } from './webhook-endpoints-access.service';
import { WebhookSecretsService } from './webhook-secrets.service';

/**
 * Webhooks (owns `webhook_endpoint`, `webhook_delivery` and the `webhooks` queue): the deliveries service other
 * modules record events through (in their own transactions), the access service the auth module disables a secured
 * account's endpoints through, and the signing secrets at rest (sealed at start-up). The endpoints API is
 * {@link WebhooksApiModule}; the processor and the sweeper run in the worker ({@link WebhooksWorkerModule}).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([WebhookEndpointEntity, WebhookDeliveryEntity]),
    BullModule.registerQueue({ name: QUEUES.webhooks }),
    UsersModule,
    MailModule,
  ],
  providers: [WebhookDeliveriesService, WebhookEndpointsAccessService, WebhookSecretsService],
  exports: [WebhookDeliveriesService, WebhookEndpointsAccessService, WebhookSecretsService],
})
export class WebhooksModule {}
