import { z } from 'zod';

/**
 * Monitored websites: a user or API key marks a domain as monitored; the worker re-analyses it on time
 * (counted like any analysis) and sends `website.technologies.changed` when its stack changed.
 */
export const MONITOR_INTERVALS = ['daily', 'weekly'] as const;
export const MonitorIntervalSchema = z.enum(MONITOR_INTERVALS);
export type MonitorInterval = z.infer<typeof MonitorIntervalSchema>;

/** Monitors one user may have, per plan. */
export const MONITOR_LIMITS = { free: 3, paid: 100 } as const;

/** `POST /api/v2/monitors` body. */
export const CreateMonitorRequestSchema = z.object({
  url: z.string().trim().min(1, 'Enter a website address.').max(2048),
  interval: MonitorIntervalSchema.default('weekly'),
});
export type CreateMonitorRequest = z.infer<typeof CreateMonitorRequestSchema>;

/** `PATCH /api/v2/monitors/{id}` body (also resumes a paused monitor). */
export const UpdateMonitorRequestSchema = z.object({ interval: MonitorIntervalSchema });
export type UpdateMonitorRequest = z.infer<typeof UpdateMonitorRequestSchema>;

/** One monitored website of the user. */
export const MonitorSchema = z.object({
  id: z.string(),
  domain: z.string(),
  /** The address re-analysed (protocol and port kept). */
  url: z.string(),
  interval: MonitorIntervalSchema,
  createdAt: z.string(),
  /** When the worker re-analyses it next (ISO-8601). */
  nextRunAt: z.string(),
  lastRunAt: z.string().nullable(),
  /** The analysis the last run started (or joined), null before the first run or when it was refused. */
  lastAnalysisId: z.string().nullable(),
  /** Why the last run was refused (e.g. quota-exceeded), null when it started. */
  lastError: z.object({ code: z.string(), detail: z.string() }).nullable(),
  /** When an analysis last found the stack changed. */
  lastChangedAt: z.string().nullable(),
  /** When the monitor was paused (its account was taken over), or null; saving its interval resumes it. */
  pausedAt: z.string().nullable(),
});
export type Monitor = z.infer<typeof MonitorSchema>;

/** `GET /api/v2/monitors`: every monitor of the user (at most the plan's limit) and that limit. */
export const MonitorListSchema = z.object({ items: z.array(MonitorSchema), limit: z.number().int() });
export type MonitorList = z.infer<typeof MonitorListSchema>;

/** Stable problem codes of the monitors endpoints. */
export const MonitorsProblemCode = {
  MonitorNotFound: 'monitor-not-found',
  MonitorExists: 'monitor-exists',
  TooManyMonitors: 'too-many-monitors',
} as const;
