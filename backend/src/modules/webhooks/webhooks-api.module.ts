import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookDeliveryEntity } from './entities/webhook-delivery.entity';
import { WebhookEndpointEntity } from './entities/webhook-endpoint.entity';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { WebhooksController } from './webhooks.controller';
import { WebhooksModule } from './webhooks.module';

/** The webhook endpoints API (`/api/v2/webhook-endpoints`, `/api/v2/webhook-deliveries`), over {@link WebhooksModule}. */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpointEntity, WebhookDeliveryEntity]), WebhooksModule],
  controllers: [WebhooksController],
  providers: [WebhookEndpointsService],
  exports: [WebhookEndpointsService],
})
export class WebhooksApiModule {}
