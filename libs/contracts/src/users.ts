import { z } from 'zod';
import { EmailSchema } from './auth';
import { JOB_TITLES } from './job-titles';

export const PlanSchema = z.enum(['free', 'paid']);
export type Plan = z.infer<typeof PlanSchema>;

export const RoleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

/** Analyses of the current calendar month (UTC). `limit` null = unlimited (paid plan). */
export const UsageSchema = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative().nullable(),
  /** ISO-8601 UTC, first instant of the month. */
  periodStart: z.string(),
  /** ISO-8601 UTC, first instant of the next month (exclusive). */
  periodEnd: z.string(),
});
export type Usage = z.infer<typeof UsageSchema>;

/** `GET /api/v2/user` (the account with its plan, usage, verification and role). */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  /** The name to show: name, else the email. */
  displayName: z.string(),
  /** One of `JOB_TITLES`' ids, or null. */
  jobTitleId: z.number().int().nullable(),
  /** Technologies of interest: catalogue slugs. */
  technologies: z.array(z.string()),
  /**
   * The account-setup step after sign-up: `pending` until the user saved or skipped it (the web app offers it
   * once the email is verified), then `done`.
   */
  accountSetup: z.enum(['pending', 'done']),
  isCustomer: z.boolean(),
  emailVerified: z.boolean(),
  /** A new address waiting for its confirmation link (`email` stays in force until then), or null. */
  pendingEmail: z.string().nullable(),
  role: RoleSchema,
  plan: PlanSchema,
  usage: UsageSchema,
  /** Whether the account has a password (false for Google/GitHub-only accounts). */
  hasPassword: z.boolean(),
  providers: z.array(z.enum(['google', 'github'])),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * `POST /api/v2/user {name, email, jobTitleId, technologies, accountSetup}`: changing the email needs a recent
 * sign-in, and a new email is only pending (`User.pendingEmail`) until the link mailed to it is followed.
 * `accountSetup: 'done'` ends the account-setup step (its Save and its Skip both send it).
 */
export const UpdateUserRequestSchema = z.object({
  name: z.string().trim().max(100).nullable().optional(),
  email: EmailSchema.optional(),
  jobTitleId: z
    .number()
    .int()
    .refine((id) => JOB_TITLES.some((title) => title.id === id), { message: 'Unknown job title.' })
    .nullable()
    .optional(),
  accountSetup: z.literal('done').optional(),
  technologies: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
});
export type UpdateUserRequest = z.input<typeof UpdateUserRequestSchema>;

/** One analysis the user asked for (`GET /api/v2/user/history`). */
export const HistoryEntrySchema = z.object({
  id: z.string(),
  domain: z.string(),
  url: z.string(),
  running: z.boolean(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  statusCode: z.number().int().nullable(),
  errorCode: z.string().nullable(),
  /** Current score of the website, when a result exists. */
  score: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const HistoryPageSchema = z.object({
  items: z.array(HistoryEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

/** `POST /api/v2/user/email-change/confirm`: the token of the link mailed to the new address (single use, 24 h). */
export const ConfirmEmailChangeRequestSchema = z.object({ token: z.string().trim().min(16).max(200) });
export type ConfirmEmailChangeRequest = z.infer<typeof ConfirmEmailChangeRequestSchema>;

/** One signed-in browser session of the user (`GET /api/v2/user/sessions`). */
export const SessionSchema = z.object({
  /** An opaque, stable identifier of the session (not the session id itself). */
  id: z.string(),
  /** When the session signed in (ISO-8601 UTC). */
  createdAt: z.string(),
  /** The last request seen on the session, to the minute (ISO-8601 UTC). */
  lastSeenAt: z.string(),
  /** The browser's User-Agent header at sign-in, or null. */
  userAgent: z.string().nullable(),
  /** The session of this request ("this device"). */
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

/** `GET /api/v2/user/sessions`: the active sessions, most recently seen first. */
export const SessionListSchema = z.object({ items: z.array(SessionSchema) });
export type SessionList = z.infer<typeof SessionListSchema>;

/** `POST /api/v2/user/sessions/sign-out-everywhere`: how many other sessions were ended. */
export const SignOutEverywhereResponseSchema = z.object({ ended: z.number().int().min(0) });
export type SignOutEverywhereResponse = z.infer<typeof SignOutEverywhereResponseSchema>;
