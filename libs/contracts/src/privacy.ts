import { z } from 'zod';
import { ApiKeySchema } from './api-keys';
import { BillingOverviewSchema } from './billing';
import { MonitorSchema } from './monitors';
import { HistoryEntrySchema, UserSchema } from './users';
import { WebhookEndpointSchema } from './webhooks';

/**
 * `GET /api/v2/user/export` ("Download my data"): everything StackLens holds about the signed-in person,
 * as one JSON document (served as an attachment). No secret: identities carry only their provider, webhook endpoints
 * no signing secret, API keys their visible prefix and no hash. Timestamps are ISO-8601 UTC.
 */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  profile: UserSchema,
  /** Google/GitHub sign-ins linked to the account: the provider and when it was linked (no provider user id). */
  identities: z.array(z.object({ provider: z.string(), linkedAt: z.string() })),
  /** Every analysis the person asked for, newest first. */
  analyses: z.array(HistoryEntrySchema),
  monitors: z.array(MonitorSchema),
  webhookEndpoints: z.array(WebhookEndpointSchema),
  apiKeys: z.array(ApiKeySchema),
  usage: z.object({
    /** Analyses counted per calendar month (UTC); `periodStart` is the month's first day (YYYY-MM-DD). */
    months: z.array(z.object({ periodStart: z.string(), used: z.number().int() })),
    /** Pay as you go analyses beyond the free ones and whether they were reported to Stripe (or voided). */
    billable: z.array(
      z.object({
        analysisId: z.string(),
        createdAt: z.string(),
        reportedAt: z.string().nullable(),
        voidedAt: z.string().nullable(),
      }),
    ),
  }),
  /** The plan, billing details and subscription as StackLens stores them (invoices are at Stripe). */
  billing: BillingOverviewSchema.pick({ plan: true, customer: true, subscription: true }),
  /** Contact messages sent signed in or from the account's email. */
  contactMessages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      message: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Removal requests filed signed in or with the account's email. */
  removalRequests: z.array(
    z.object({
      id: z.string(),
      domain: z.string(),
      url: z.string(),
      email: z.string().nullable(),
      reason: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
