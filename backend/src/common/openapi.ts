import type { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';

/** A nestjs-zod DTO class (what `createZodDto` returns). */
export interface ZodDtoClass {
  name: string;
  schema: unknown;
}

/** A zod schema as an OpenAPI 3.1 schema object (JSON Schema 2020-12, the dialect OpenAPI 3.1 uses). */
function toOpenApiSchema(schema: z.ZodType): Record<string, unknown> {
  const rendered = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
  });
  // Responses may grow fields (and problems carry extension members): do not forbid additional properties.
  const {
    $schema: _schema,
    additionalProperties: _additional,
    ...rest
  } = rendered as Record<string, unknown>;
  return rest;
}

/**
 * Replaces the component schemas of zod DTOs with zod's own JSON Schema 2020-12 rendering (OpenAPI 3.1): nestjs-zod
 * hands @nestjs/swagger schemas it partly rewrites (e.g. nullable strings); zod's rendering is the contract's.
 */
export function applyZodSchemas(document: OpenAPIObject, dtos: readonly ZodDtoClass[]): OpenAPIObject {
  const schemas = document.components?.schemas ?? {};
  for (const dto of dtos) {
    if (!(dto.name in schemas)) continue;
    schemas[dto.name] = toOpenApiSchema(dto.schema as z.ZodType);
  }
  return document;
}

/** One outgoing webhook event for {@link addWebhooks}. */
export interface WebhookEventDoc {
  /** The event type, e.g. `analysis.completed`. */
  type: string;
  /** Component schema name of its body, e.g. `AnalysisCompletedEvent`. */
  schemaName: string;
  /** The zod schema of the whole delivery body. */
  schema: z.ZodType;
  summary: string;
}

const STANDARD_WEBHOOK_HEADERS = [
  {
    name: 'webhook-id',
    description: 'The message id: the same on every attempt of one delivery (deduplicate by it).',
  },
  {
    name: 'webhook-timestamp',
    description:
      'Seconds since the Unix epoch when this attempt was signed (reject old ones: replay protection).',
  },
  {
    name: 'webhook-signature',
    description:
      'Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint secret (Standard Webhooks).',
  },
];

/**
 * Adds the OpenAPI 3.1 `webhooks` section: one `post` per event StackLens sends to webhook endpoints, with the
 * Standard Webhooks headers (https://www.standardwebhooks.com) and the body's schema under `components.schemas`.
 */
export function addWebhooks(document: OpenAPIObject, events: readonly WebhookEventDoc[]): OpenAPIObject {
  const schemas = (document.components ??= {}).schemas ?? (document.components.schemas = {});
  const webhooks: Record<string, unknown> = {};
  for (const event of events) {
    schemas[event.schemaName] = toOpenApiSchema(event.schema);
    webhooks[event.type] = {
      post: {
        operationId: `webhook_${event.type.replace(/\W/g, '_')}`,
        tags: ['webhooks'],
        summary: event.summary,
        description:
          'Sent to every enabled endpoint subscribed to this event, signed with its `whsec_` secret. A 2xx answer within 15 s is a success; anything else is retried (immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h) with the same `webhook-id`.',
        parameters: STANDARD_WEBHOOK_HEADERS.map((header) => ({
          ...header,
          in: 'header',
          required: true,
          schema: { type: 'string' },
        })),
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${event.schemaName}` } } },
        },
        responses: {
          '2XX': { description: 'Received.' },
          default: { description: 'Not received: the delivery is retried.' },
        },
      },
    };
  }
  return { ...document, webhooks } as OpenAPIObject;
}
