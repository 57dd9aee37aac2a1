/**
 * The data of every BullMQ job of the backend (the queue and job names are in `queues.ts`): what a producer (API or
 * worker) puts on a queue and its processor reads. Ids only where a row holds the rest, never secrets or payloads.
 */

/** Data of a `JOBS.analyzeWebsite` job (job id = analysisId). */
export interface AnalysisJobData {
  analysisId: string;
  /** Normalised address to analyse, e.g. `https://example.com` or `http://shop.test:45678`. */
  url: string;
  /** Website key (host name without `www.` and port). */
  domain: string;
}

/** Data of the `monitors` queue's scheduled jobs (`JOBS.runDueMonitors`, `JOBS.failStaleAnalyses`): none. */
export type ScheduledJobData = Record<string, never>;

/** Data of a `JOBS.refreshLatestVersions` job: none (what to refresh comes from the mapping file). */
export type LatestVersionsJobData = Record<string, never>;

/** Data of a `JOBS.refreshAdvisories` job: none (the sources come from ADVISORY_SOURCE_URLS). */
export type AdvisoryRefreshJobData = Record<string, never>;

/** Data of a `JOBS.deliverWebhook` job: the delivery and the attempt (never the secret or the payload). */
export interface WebhookJobData {
  deliveryId: string;
  /** Attempts made before this one (0 for the first). */
  attempt: number;
}

/** Data of a `JOBS.reportMeterEvent` job: the analysis whose billable usage to report (nothing else). */
export interface MeterEventJobData {
  analysisId: string;
}

/** Data of a `JOBS.runLighthouse` job (job id = run id). */
export interface LighthouseJobData {
  runId: string;
}
