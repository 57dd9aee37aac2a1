import { z } from 'zod';
import { pageSchema } from './pagination';
import { AdvisoryDataSchema, NamedSoftwareSchema, TechnologyVulnerabilitiesSchema } from './websites';

/**
 * Webhook events (Standard Webhooks, https://www.standardwebhooks.com): `analysis.completed`,
 * `analysis.failed`, `website.technologies.changed` — and `webhook.test`, sent on request to check an endpoint.
 * Payloads are versioned by `version` (currently 1).
 */
export const WEBHOOK_EVENT_TYPES = [
  'analysis.completed',
  'analysis.failed',
  'website.technologies.changed',
] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;
/** The test event, sent only by `POST /api/v2/webhook-endpoints/{id}/test`. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** Endpoints one user may have. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** Version of the payloads below. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

const url = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const parsed = new URL(value);
      return (
        (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.username && !parsed.password
      );
    } catch {
      return false;
    }
  }, 'Enter an http(s) URL without credentials.');

/** `POST /api/v2/webhook-endpoints` body. */
export const CreateWebhookEndpointRequestSchema = z.object({
  url,
  description: z.string().trim().max(200).optional(),
  events: z.array(WebhookEventTypeSchema).min(1, 'Choose at least one event.'),
});
export type CreateWebhookEndpointRequest = z.infer<typeof CreateWebhookEndpointRequestSchema>;

/** `PATCH /api/v2/webhook-endpoints/{id}` body (any subset). */
export const UpdateWebhookEndpointRequestSchema = z.object({
  url: url.optional(),
  description: z.string().trim().max(200).nullable().optional(),
  events: z.array(WebhookEventTypeSchema).min(1, 'Choose at least one event.').optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointRequest = z.infer<typeof UpdateWebhookEndpointRequestSchema>;

/** A webhook endpoint (never its secret, except right after creation or rotation). */
export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(WebhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why the endpoint was disabled automatically (e.g. failing for 5 days), or null. */
  disabledReason: z.string().nullable(),
  /**
   * After a rotation, until when (ISO 8601) the previous secret still signs deliveries next to the new one (both
   * signatures in `webhook-signature`); null outside that window.
   */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** Creation and rotation answer with the signing secret (`whsec_…`, Standard Webhooks): shown this once. */
export const WebhookEndpointWithSecretSchema = WebhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const WebhookEndpointListSchema = z.object({ items: z.array(WebhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointListSchema>;

/** One delivery of one event to one endpoint, with its attempts so far. */
export const WebhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt (receivers deduplicate by it). */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastDurationMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** The first 1 KB of the receiver's last answer. */
  responseSnippet: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  payload: z.unknown(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryPageSchema = pageSchema(WebhookDeliverySchema);
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPageSchema>;

/** `data` of `analysis.completed`. */
export const AnalysisCompletedDataSchema = z.object({
  analysisId: z.string(),
  domain: z.string(),
  url: z.string(),
  /** 200, or 408 for partial results. */
  statusCode: z.number().int(),
  score: z.number().int(),
  technologies: z.array(
    z.object({
      name: z.string(),
      version: z.string().nullable(),
      /**
       * Known vulnerabilities of the detected version (issue 20): advisories with severity, fixed-in version and
       * source; null when nothing could be checked (no detected version, or no advisory data for the technology).
       */
      vulnerabilities: TechnologyVulnerabilitiesSchema.nullable().optional(),
    }),
  ),
  /** The advisory data the vulnerabilities come from (date, credited sources); null when no lookup ran. */
  advisoryData: AdvisoryDataSchema.nullable().optional(),
  /**
   * Software the site names about itself that no fingerprint knows (its Server header, generator, footer, banners),
   * as `GET /api/v1/websites/{domain}` serves it: the site's own unverified words, never a detection, at most 8.
   */
  namedSoftware: z.array(NamedSoftwareSchema).max(8).optional(),
  /** The public result page. */
  resultUrl: z.string(),
});
export type AnalysisCompletedData = z.infer<typeof AnalysisCompletedDataSchema>;

/** `data` of `analysis.failed`. */
export const AnalysisFailedDataSchema = z.object({
  analysisId: z.string(),
  domain: z.string(),
  url: z.string(),
  statusCode: z.number().int(),
  code: z.string(),
  detail: z.string(),
});
export type AnalysisFailedData = z.infer<typeof AnalysisFailedDataSchema>;

const ChangedTechnologySchema = z.object({ name: z.string(), version: z.string().nullable() });

/**
 * A technology that became vulnerable (issue 20): the website's previous result had been looked up for known
 * vulnerabilities and showed none for it — checked clean, or, for the same detected version, not covered by the advisory
 * data then — and now at least one advisory applies (a re-analysis found another version, or an advisory refresh
 * published one for the version).
 */
export const BecameVulnerableSchema = z.object({
  name: z.string(),
  /** The detected version the advisories apply to. */
  version: z.string(),
  /** Ids of the advisories that apply now (most severe first), as in `TechnologyVulnerabilities.advisories[].id`. */
  advisoryIds: z.array(z.string()),
  /** Advisories per severity. */
  counts: z.record(z.string(), z.number().int().min(0)),
  /** The version may already be patched by the distribution that packages it. */
  mayBePatchedByDistribution: z.boolean(),
});
export type BecameVulnerable = z.infer<typeof BecameVulnerableSchema>;

/**
 * `data` of `website.technologies.changed`: what a re-analysis found different from the website's previous result, or
 * what an advisory refresh changed in the stored result (`trigger`). After an analysis it is sent to the analysis'
 * requester and to every user monitoring the domain; after an advisory refresh to every user monitoring the domain. A
 * version that was not detected this time is not a change (no evidence is not a new version); a partial result (408)
 * never reports removals.
 */
export const WebsiteTechnologiesChangedDataSchema = z.object({
  /** The analysis that found the change; null when an advisory refresh did (no new analysis). */
  analysisId: z.string().nullable(),
  /** What found the change: a new analysis, or the worker's refresh of the advisory data (`becameVulnerable` only). */
  trigger: z.enum(['analysis', 'advisory-refresh']),
  domain: z.string(),
  url: z.string(),
  /** Technologies detected now and not by the previous analysis. */
  added: z.array(ChangedTechnologySchema),
  /** Technologies of the previous analysis not detected now, with their last known version. */
  removed: z.array(ChangedTechnologySchema),
  /** Technologies whose detected version changed. */
  versionChanged: z.array(z.object({ name: z.string(), from: z.string(), to: z.string() })),
  /** Technologies that became vulnerable (see `BecameVulnerableSchema`), change kind `became-vulnerable`. */
  becameVulnerable: z.array(BecameVulnerableSchema),
  /** The public result page. */
  resultUrl: z.string(),
});
export type WebsiteTechnologiesChangedData = z.infer<typeof WebsiteTechnologiesChangedDataSchema>;

/** `data` of `webhook.test`. */
export const WebhookTestDataSchema = z.object({ endpointId: z.string(), message: z.string() });

/** The body of every delivery: `{type, version, timestamp (ISO-8601), data}`. */
export const WebhookEventSchema = z.object({
  type: z.string(),
  version: z.literal(WEBHOOK_PAYLOAD_VERSION),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

/** The body of one event type: `{type: <that type>, version, timestamp, data: <its data>}`. */
const eventOf = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    type: z.literal(type),
    version: z.literal(WEBHOOK_PAYLOAD_VERSION),
    /** When the event happened (ISO-8601). */
    timestamp: z.string(),
    data,
  });

/**
 * Every event StackLens sends, by type, with the full body of its deliveries: the OpenAPI document's `webhooks`
 * section is generated from this table, and receivers may validate with it.
 */
export const WEBHOOK_EVENT_SCHEMAS = {
  'analysis.completed': eventOf('analysis.completed', AnalysisCompletedDataSchema),
  'analysis.failed': eventOf('analysis.failed', AnalysisFailedDataSchema),
  'website.technologies.changed': eventOf(
    'website.technologies.changed',
    WebsiteTechnologiesChangedDataSchema,
  ),
  [WEBHOOK_TEST_EVENT]: eventOf(WEBHOOK_TEST_EVENT, WebhookTestDataSchema),
} as const;

/** Stable problem codes of the webhook endpoints. */
export const WebhooksProblemCode = {
  WebhookEndpointNotFound: 'webhook-endpoint-not-found',
  WebhookDeliveryNotFound: 'webhook-delivery-not-found',
  TooManyWebhookEndpoints: 'too-many-webhook-endpoints',
  InsecureWebhookUrl: 'insecure-webhook-url',
} as const;
