import { z } from 'zod';
import { EmailSchema } from './auth';

/**
 * Remove Domain: `POST /api/v2/websites/remove {url}` → 200 {@link RemovalRequestResponse}.
 * Anonymous or signed in (the signed-in user is recorded as requester); needs the CSRF token like every
 * state-changing request. `url` is normalised like the search box (`normalizeWebsiteUrl`): the request is for the
 * domain. Idempotent while pending: a second request for the same domain returns the pending one
 * (`alreadyPending: true`). Operators approve or reject later (admin panel); once approved, the domain's public
 * result answers 404 and it disappears from similar websites, the catalogue and the insights.
 *
 * Errors: 400 `invalid-url` (not a website address) or `validation-failed`, 403 `csrf-invalid`, 429 `rate-limited`.
 */
export const RemovalRequestSchema = z.object({
  url: z.string().trim().min(1, 'Enter a website address.').max(2048),
  /** Optional contact address for questions about the request. */
  email: EmailSchema.optional(),
  /** Optional reason (plain text). */
  reason: z.string().trim().max(2000).optional(),
});
export type RemovalRequest = z.input<typeof RemovalRequestSchema>;

export const RemovalStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type RemovalStatus = z.infer<typeof RemovalStatusSchema>;

export const RemovalRequestResponseSchema = z.object({
  id: z.string(),
  domain: z.string(),
  status: RemovalStatusSchema,
  /** True when a pending request for the domain already existed (nothing new was filed). */
  alreadyPending: z.boolean(),
  createdAt: z.string(),
  message: z.string(),
});
export type RemovalRequestResponse = z.infer<typeof RemovalRequestResponseSchema>;

/** Stable error codes of removals (besides `invalid-url`). */
export const RemovalsProblemCode = {
  RemovalNotFound: 'removal-not-found',
  RemovalNotPending: 'removal-not-pending',
} as const;
