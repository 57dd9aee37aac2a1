import { z } from 'zod';
import { EmailSchema } from './auth';

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

/** `GET /api/v2/user` (spec §3 User plus plan, usage, verification and role). */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  /** The name to show: name, else the email. */
  displayName: z.string(),
  jobTitleId: z.number().int().nullable(),
  technologies: z.array(z.string()),
  isCustomer: z.boolean(),
  emailVerified: z.boolean(),
  role: RoleSchema,
  plan: PlanSchema,
  usage: UsageSchema,
  /** Whether the account has a password (false for Google/GitHub-only accounts). */
  hasPassword: z.boolean(),
  providers: z.array(z.enum(['google', 'github'])),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** `POST /api/v2/user {name, email, jobTitleId, technologies}`: changing the email needs a recent sign-in. */
export const UpdateUserRequestSchema = z.object({
  name: z.string().trim().max(100).nullable().optional(),
  email: EmailSchema.optional(),
  jobTitleId: z.number().int().min(1).max(1000).nullable().optional(),
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
