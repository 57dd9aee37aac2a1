import { z } from 'zod';

/**
 * RFC 9457 problem details, as every StackLens error response carries them (`application/problem+json`).
 * `code` is a stable, machine-readable identifier (kebab-case) that clients switch on; `title`/`detail` are for people.
 * Source: RFC 9457 §3 (members type, title, status, detail, instance) plus the extension members `code` and `errors`.
 */
export const ProblemDetailsSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  code: z.string(),
  /** Field-level validation failures: JSON path of the field → message. */
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ProblemDetails = z.infer<typeof ProblemDetailsSchema>;

/** Stable error codes shared by the API and its clients. */
export const ProblemCode = {
  InvalidUrl: 'invalid-url',
  SubdomainNotAllowed: 'subdomain-not-allowed',
  BlockedByRobots: 'blocked-by-robots',
  BlockedAddress: 'blocked-address',
  ValidationFailed: 'validation-failed',
  /** A string in the path, the query or the body holds NUL, another C0 control or a lone UTF-16 surrogate. */
  InvalidCharacters: 'invalid-characters',
  /** The path has a `%` escape that is not valid percent-encoded UTF-8. */
  InvalidPercentEncoding: 'invalid-percent-encoding',
  NotFound: 'not-found',
  AnalysisNotFound: 'analysis-not-found',
  WebsiteNotFound: 'website-not-found',
  SignUpRequired: 'sign-up-required',
  EmailNotVerified: 'email-not-verified',
  QuotaExceeded: 'quota-exceeded',
  RateLimited: 'rate-limited',
  InternalError: 'internal-error',
} as const;
export type ProblemCode = (typeof ProblemCode)[keyof typeof ProblemCode];
