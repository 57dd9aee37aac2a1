import { z } from 'zod';
import { EmailSchema } from './auth';

/**
 * Contact form: `POST /api/v2/contact/submit` with {@link ContactRequest} → 200
 * {@link ContactResponse}. Anonymous or signed in; like every state-changing request it needs the session's CSRF
 * token (`GET /api/v2/auth/csrf`, header `x-csrf-token`). The message is stored and mailed to the operators.
 *
 * Errors: 400 `validation-failed` (field errors in `errors`), 403 `csrf-invalid`, 429 `rate-limited`
 * (`Retry-After` header), 500/503 → show {@link CONTACT_FAILURE_MESSAGE} with {@link CONTACT_RETRY_HINT}.
 */

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export const ContactRequestSchema = z.object({
  /** Optional. */
  name: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.name, `Keep the name under ${CONTACT_LIMITS.name} characters.`)
    .default(''),
  /** Required, a valid address. */
  email: EmailSchema,
  /** Required, non-empty after trimming. */
  message: z
    .string({ error: 'Enter a message.' })
    .trim()
    .min(1, 'Enter a message.')
    .max(CONTACT_LIMITS.message, `Keep the message under ${CONTACT_LIMITS.message} characters.`),
  /** Opt-in to product updates. */
  receiveUpdates: z.boolean().default(false),
  /**
   * Honeypot standing in for the app-check token: a field hidden from people (e.g. off-screen input named
   * "website", `tabIndex=-1`, `autoComplete="off"`). Bots fill it; then the API answers success and stores nothing.
   */
  website: z.string().max(2048).optional(),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

/** Spec §8: the failure text of the contact form… */
export const CONTACT_FAILURE_MESSAGE = 'Oops! There was a problem sending your message.';
/** …and its retry hint, naming the deployment's support address when it has one (`SiteInfo.supportEmail`). */
export function contactRetryHint(supportEmail: string | null): string {
  return supportEmail
    ? `Please try again in a few minutes, or email us at ${supportEmail}.`
    : 'Please try again in a few minutes.';
}
