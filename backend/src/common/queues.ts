/**
 * Every BullMQ queue and job name of the backend, in one place. The job data types are in `jobs.ts`.
 */
export const QUEUES = {
  analysis: 'analysis',
  latestVersions: 'latest-versions',
  webhooks: 'webhooks',
  monitors: 'monitors',
  billing: 'billing',
  lighthouse: 'lighthouse',
  advisories: 'advisories',
} as const;

export const JOBS = {
  /** Analyse one website: data `AnalysisJobData`, job id = analysis id. */
  analyzeWebsite: 'analyze-website',
  /** Refresh the catalogue's latest versions from their sources: data `LatestVersionsJobData`. */
  refreshLatestVersions: 'refresh-latest-versions',
  /** One attempt of a webhook delivery: data `WebhookJobData` (the delivery id only), job id `<delivery>-<attempt>`. */
  deliverWebhook: 'deliver-webhook',
  /** Re-queues due webhook deliveries whose job was lost (worker died between commit and enqueue). */
  sweepWebhooks: 'sweep-webhooks',
  /** Requests the analyses of due monitored websites (MONITORS_CHECK_INTERVAL_MS). */
  runDueMonitors: 'run-due-monitors',
  /** Fails the analyses active for longer than 15 minutes (ANALYSIS_STALE_SWEEP_INTERVAL_MS), on `monitors`. */
  failStaleAnalyses: 'fail-stale-analyses',
  /** Report one Pay as you go analysis to Stripe as a meter event: data `MeterEventJobData`, job id `meter-<analysis>`. */
  reportMeterEvent: 'report-meter-event',
  /** Re-queues billable usage not reported yet (BILLING_METER_SWEEP_INTERVAL_MS). */
  sweepMeterEvents: 'sweep-meter-events',
  /** One Lighthouse run: data `LighthouseJobData` (the run id), job id = run id. */
  runLighthouse: 'run-lighthouse',
  /**
   * Refresh the advisory snapshot from ADVISORY_SOURCE_URLS, store it, re-match the stored results
   * (ADVISORY_REFRESH_INTERVAL_MS): data `AdvisoryRefreshJobData`.
   */
  refreshAdvisories: 'refresh-advisories',
} as const;

/** Id of the BullMQ job scheduler that runs `JOBS.sweepMeterEvents`. */
export const METER_SWEEP_SCHEDULER_ID = 'meter-event-sweep';

/** Id of the BullMQ job scheduler that runs `JOBS.sweepWebhooks`. */
export const WEBHOOK_SWEEP_SCHEDULER_ID = 'webhook-sweep';

/** Id of the BullMQ job scheduler that runs `JOBS.runDueMonitors`. */
export const MONITORS_SCHEDULER_ID = 'monitors';

/** Id of the BullMQ job scheduler that runs `JOBS.failStaleAnalyses`. */
export const STALE_ANALYSES_SCHEDULER_ID = 'stale-analyses';

/** Id of the BullMQ job scheduler that runs `JOBS.refreshLatestVersions` on `LATEST_VERSIONS_SCHEDULE`. */
export const LATEST_VERSIONS_SCHEDULER_ID = 'daily-latest-versions';

/** Id of the BullMQ job scheduler that runs `JOBS.refreshAdvisories` every ADVISORY_REFRESH_INTERVAL_MS. */
export const ADVISORY_REFRESH_SCHEDULER_ID = 'advisory-refresh';

/** Retry policy of the analysis job: transient failures are retried with exponential backoff. */
export const ANALYSIS_JOB_ATTEMPTS = 3;
export const ANALYSIS_JOB_BACKOFF_MS = 2000;

/**
 * Lock and stalled-check settings of every BullMQ worker of this project (BullMQ's defaults are 30 s and 30 s, so a
 * job of a worker killed with SIGKILL waited up to a minute). A running job's lock is renewed every
 * `lockDuration / 2`; once a worker dies its lock expires after at most `lockDuration`, and the next stalled check of
 * any live worker (every `stalledInterval`) moves the job back to the wait list: another worker starts it again within
 * about 20 s. `maxStalledCount` 2 lets a job survive two crashes before it is failed as stalled. Nothing in a
 * processor blocks the event loop for seconds (the browser runs in Chromium's own processes), so a live worker always
 * renews its locks in time.
 */
export const WORKER_LOCK_OPTIONS = Object.freeze({
  lockDuration: 15_000,
  stalledInterval: 5_000,
  maxStalledCount: 2,
});
