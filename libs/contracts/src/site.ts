import { z } from 'zod';

/**
 * What a StackLens deployment tells every visitor about itself: `GET /api/v1/site` → {@link SiteInfo}. Read from the
 * API's configuration at run time (never built into the web app), so that an operator publishes its details,
 * support address and social profiles, and turns sign-in providers and billing on, by configuration alone.
 */

/** Who operates the deployment (the imprint, privacy and terms pages name it); `null`/empty when not configured. */
export const SiteOperatorSchema = z.object({
  name: z.string().nullable(),
  /** Postal address, one line per entry. */
  address: z.array(z.string()),
  email: z.string().nullable(),
  representative: z.string().nullable(),
  /** E.g. "Commercial register: …, no. …". */
  register: z.string().nullable(),
  vat: z.string().nullable(),
});
export type SiteOperator = z.infer<typeof SiteOperatorSchema>;

/** One social profile of the footer. */
export const SocialLinkSchema = z.object({ name: z.string(), href: z.string().url() });
export type SocialLink = z.infer<typeof SocialLinkSchema>;

export const SiteInfoSchema = z.object({
  operator: SiteOperatorSchema,
  /** Where people write to the team (contact page, error hints); `null` when not configured. */
  supportEmail: z.string().nullable(),
  socialLinks: z.array(SocialLinkSchema),
  /** Sign-in providers the API is configured for: a button is shown only for these. */
  signIn: z.object({ google: z.boolean(), github: z.boolean() }),
  /** Whether online payments (Stripe) are configured on this server. */
  billing: z.object({ enabled: z.boolean() }),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
