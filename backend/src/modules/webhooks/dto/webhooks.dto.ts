import {
  CreateWebhookEndpointRequestSchema,
  PageQuerySchema,
  UpdateWebhookEndpointRequestSchema,
  WebhookDeliveryPageSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** DTOs of the webhook endpoints, built from the contracts' schemas (validation + OpenAPI). */
export class CreateWebhookEndpointRequestDto extends createZodDto(CreateWebhookEndpointRequestSchema) {}
export class UpdateWebhookEndpointRequestDto extends createZodDto(UpdateWebhookEndpointRequestSchema) {}
export class WebhookEndpointDto extends createZodDto(WebhookEndpointSchema) {}
export class WebhookEndpointWithSecretDto extends createZodDto(WebhookEndpointWithSecretSchema) {}
export class WebhookEndpointListDto extends createZodDto(WebhookEndpointListSchema) {}
export class WebhookDeliveryDto extends createZodDto(WebhookDeliverySchema) {}
export class WebhookDeliveryPageDto extends createZodDto(WebhookDeliveryPageSchema) {}
export class DeliveriesQueryDto extends createZodDto(PageQuerySchema) {}
export class WebhookIdParamsDto extends createZodDto(
  z.object({ id: z.uuid({ message: 'The id must be a UUID.' }) }),
) {}

/** DTOs whose OpenAPI schemas come from zod (see common/openapi.ts). */
export const WEBHOOKS_OPENAPI_DTOS = [
  CreateWebhookEndpointRequestDto,
  UpdateWebhookEndpointRequestDto,
  WebhookEndpointDto,
  WebhookEndpointWithSecretDto,
  WebhookEndpointListDto,
  WebhookDeliveryDto,
  WebhookDeliveryPageDto,
];
