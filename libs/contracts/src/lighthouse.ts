import { z } from 'zod';

/** A Lighthouse category score, 0..100 (Lighthouse's 0..1 × 100, rounded); null when Lighthouse could not score it. */
const CategoryScore = z.number().int().min(0).max(100).nullable();

/**
 * The latest Lighthouse summary a website result carries: the four category scores and when the
 * report was produced (ISO 8601).
 */
export const LighthouseSummarySchema = z.object({
  performance: CategoryScore,
  accessibility: CategoryScore,
  bestPractices: CategoryScore,
  seo: CategoryScore,
  fetchedAt: z.string(),
});
export type LighthouseSummary = z.infer<typeof LighthouseSummarySchema>;

/** The main lab metrics of a run: LCP, TBT, FCP and Speed Index in milliseconds, CLS unitless. */
export const LighthouseMetricsSchema = z.object({
  lcpMs: z.number().nullable(),
  cls: z.number().nullable(),
  tbtMs: z.number().nullable(),
  fcpMs: z.number().nullable(),
  speedIndexMs: z.number().nullable(),
});
export type LighthouseMetrics = z.infer<typeof LighthouseMetricsSchema>;

/** Life of a Lighthouse run: queued → running → done | failed. */
export const LighthouseRunStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type LighthouseRunStatus = z.infer<typeof LighthouseRunStatusSchema>;

/**
 * `POST /api/v2/websites/report?url=` when the report is not ready within the request's wait, and
 * `GET /api/v2/websites/report/status/{id}`: the run's id and status; once `done`, its scores, metrics and the URL of
 * its HTML report; once `failed`, a stable `errorCode` and a message.
 */
export const LighthouseRunSchema = z.object({
  id: z.string(),
  status: LighthouseRunStatusSchema,
  domain: z.string(),
  url: z.string(),
  createdAt: z.string(),
  /** When the report was produced (status `done`). */
  fetchedAt: z.string().nullable(),
  scores: LighthouseSummarySchema.omit({ fetchedAt: true }).nullable(),
  metrics: LighthouseMetricsSchema.nullable(),
  /** Run time in ms (status `done`). */
  durationMs: z.number().int().nullable(),
  /** `GET` URL of the run's HTML report (status `done`). */
  reportUrl: z.string().nullable(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type LighthouseRun = z.infer<typeof LighthouseRunSchema>;

/** `POST /api/v2/websites/report` query: the website address, as for an analysis. */
export const LighthouseReportQuerySchema = z.object({
  url: z.string().trim().min(1, 'Enter a website address.').max(2048),
  /**
   * Run a new report even when one younger than 24 hours exists ("Run again") — unless the latest report is younger
   * than {@link LIGHTHOUSE_REFRESH_INTERVAL_MS} (1 h): then that report is answered.
   */
  fresh: z.enum(['true', 'false']).optional(),
});
export type LighthouseReportQuery = z.infer<typeof LighthouseReportQuerySchema>;

/** A report younger than this (24 h) is answered instead of running a new one. */
export const LIGHTHOUSE_REPORT_FRESH_MS = 24 * 3600 * 1000;

/** `fresh=true` starts a new run only when the latest report is at least this old (1 h); otherwise it is answered. */
export const LIGHTHOUSE_REFRESH_INTERVAL_MS = 3600 * 1000;

/** `GET /api/v1/websites/report/latest?url=`: the latest finished run of a website (public), or 404. */
export const LighthouseLatestQuerySchema = z.object({ url: z.string().trim().min(1).max(2048) });
