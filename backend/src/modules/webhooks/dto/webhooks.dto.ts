import {
  CreateWebhookEndpointRequestSchema,
  PageQuerySchema,
  UpdateWebhookEndpointRequestSchema,
  WebhookDeliveryPageSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  WEBHOOK_EVENT_SCHEMAS,
} from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import type { WebhookEventDoc } from '../../../common/openapi';

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

/** The events of the OpenAPI document's `webhooks` section (OpenAPI 3.1), with their body schemas from the contracts. */
export const WEBHOOK_EVENT_DOCS: WebhookEventDoc[] = [
  {
    type: 'analysis.completed',
    schemaName: 'AnalysisCompletedEvent',
    schema: WEBHOOK_EVENT_SCHEMAS['analysis.completed'],
    summary:
      'An analysis you requested finished: score, technologies with versions and their known vulnerabilities (advisories with severity, fixed-in version, source), the advisory data used, result page',
  },
  {
    type: 'analysis.failed',
    schemaName: 'AnalysisFailedEvent',
    schema: WEBHOOK_EVENT_SCHEMAS['analysis.failed'],
    summary: 'An analysis you requested failed: its status, problem code and detail',
  },
  {
    type: 'website.technologies.changed',
    schemaName: 'WebsiteTechnologiesChangedEvent',
    schema: WEBHOOK_EVENT_SCHEMAS['website.technologies.changed'],
    summary:
      'A re-analysis of a website you requested or monitor found technologies added, removed or at another version, or technologies that became vulnerable (`becameVulnerable`, with the advisory ids); an advisory refresh sends it too (`trigger: advisory-refresh`, `analysisId: null`) to the users monitoring the website when a newly published advisory applies to a detected version that had none',
  },
  {
    type: 'webhook.test',
    schemaName: 'WebhookTestEvent',
    schema: WEBHOOK_EVENT_SCHEMAS['webhook.test'],
    summary: 'Sent on request (POST /api/v2/webhook-endpoints/{id}/test) to check an endpoint',
  },
];
