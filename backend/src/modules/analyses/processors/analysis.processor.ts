import { LighthouseService } from '../../lighthouse/lighthouse.service';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DelayedError, Job, UnrecoverableError } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { Metrics } from '../../../common/metrics/metrics';
import { QUEUES, WORKER_LOCK_OPTIONS } from '../../../common/queues';
import { LatestVersionsService } from '../../technologies/latest-versions.service';
import { AnalysisCompletionService } from '../analysis-completion.service';
import { classifyFailure, SiteServerError } from '../analysis-outcome';
import { AnalysisStateService } from '../analysis-state.service';
import { AnalyzerClient, operatorDetail } from '../../../common/analyzer.client';

/** Data of a `JOBS.analyzeWebsite` job (job id = analysisId). */
export interface AnalysisJobData {
  analysisId: string;
  /** Normalised address to analyse, e.g. `https://example.com` or `http://shop.test:45678`. */
  url: string;
  /** Website key (host name without `www.` and port). */
  domain: string;
}

/** What a finished job returns (kept by BullMQ for inspection). */
export interface AnalysisJobResult {
  statusCode: number | null;
  websiteId?: string;
  skipped?: boolean;
}

/**
 * Runs analyses: collect → detect → latest versions → score (all inside `analyze()`), then stores the result in
 * one transaction. Records stages on the analysis row. Transient failures (connection, timeout, 5xx) are thrown
 * for BullMQ to retry with exponential backoff; definitive ones (invalid URL, blocked address, DNS, robots) end
 * the analysis at once through `UnrecoverableError`. See `analysis-outcome.ts` for the status codes.
 *
 * Stopping (SIGTERM): the worker takes no new job, lets running analyses finish for `WORKER_SHUTDOWN_GRACE_MS`,
 * then hands the rest back to the queue (moved to the wait list at once, attempt not counted) so that another
 * worker runs them; nothing is half-stored, since a result is written in one transaction after collection.
 * A worker killed outright (SIGKILL) loses its locks; see `WORKER_LOCK_OPTIONS` for how fast another takes over.
 */
@Processor(QUEUES.analysis, { ...WORKER_LOCK_OPTIONS })
export class AnalysisProcessor
  extends WorkerHost
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger(AnalysisProcessor.name);
  /** Running analyses (job id → settles when its `process` call has returned or thrown). */
  private readonly running = new Map<string, Promise<unknown>>();
  /** Resolves when the shutdown grace period is over: running analyses are handed back then. */
  private readonly handBack: { promise: Promise<typeof HAND_BACK>; fire(): void } = deferredHandBack();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly state: AnalysisStateService,
    private readonly analyzer: AnalyzerClient,
    private readonly latestVersions: LatestVersionsService,
    private readonly completion: AnalysisCompletionService,
    private readonly metrics: Metrics,
    private readonly lighthouse: LighthouseService,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.worker.concurrency;
  }

  /**
   * Drains this worker for a stop: takes no new analysis, waits up to `WORKER_SHUTDOWN_GRACE_MS` for the running
   * ones, then hands back those still collecting (see the class comment). `worker.ts` calls it on SIGTERM/SIGINT
   * before anything else shuts down, so a finishing analysis still has its database, queues and webhook client;
   * Nest's own shutdown calls it again (then a no-op).
   */
  async drain(): Promise<void> {
    // Closing (not pausing) makes BullMQ fetch no further job, not even the one it would take on finishing this one;
    // it resolves once the running jobs have ended (stored, failed or handed back).
    const closed = this.worker.close();
    if (this.running.size) {
      const all = Promise.allSettled([...this.running.values()]);
      const grace = new Promise((resolve) => setTimeout(resolve, this.config.worker.shutdownGraceMs).unref());
      await Promise.race([all, grace]);
      if (this.running.size) {
        this.logger.warn(`Stopping: handing ${this.running.size} running analyses back to the queue`);
        this.handBack.fire();
        await all;
      }
    }
    await closed;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.drain();
  }

  async process(job: Job<AnalysisJobData>, token?: string): Promise<AnalysisJobResult> {
    const run = this.run(job, token);
    const key = job.id ?? job.data.analysisId;
    this.running.set(
      key,
      run.catch(() => undefined),
    );
    try {
      return await run;
    } finally {
      this.running.delete(key);
    }
  }

  private async run(job: Job<AnalysisJobData>, token?: string): Promise<AnalysisJobResult> {
    const { analysisId, url, domain } = job.data;
    const attempt = job.attemptsMade + 1;
    const maxAttempts = job.opts.attempts ?? 1;
    if (!(await this.state.claim(analysisId, attempt))) {
      this.logger.warn(`Analysis ${analysisId} is not active any more; job ${job.id} skipped.`);
      return { statusCode: null, skipped: true };
    }
    const queueWaitMs = job.processedOn ? Math.max(0, job.processedOn - job.timestamp) : null;
    // Every line about an analysis carries its id as a field (`analysisId`), as the API's lines do.
    const fields = { analysisId, domain, attempt };
    this.logger.log(fields, `Analysing ${url} (analysis ${analysisId}, attempt ${attempt}/${maxAttempts})`);

    try {
      const latestVersions = await this.latestVersions.loadLookup();
      // Score v2: a Lighthouse report ≤ 30 days old feeds Performance and Best practice (DESIGN §5).
      const lighthouse = await this.lighthouse.latestEvidence(domain);
      const result = await Promise.race([
        this.analyzer.analyze(url, { latestVersions, lighthouse }),
        this.handBack.promise,
      ]);
      if (result === HAND_BACK) {
        // The worker is stopping: back to the wait list now (not a failed attempt); another worker runs it.
        await this.state.setStage(analysisId, 'queued');
        await job.moveToDelayed(Date.now(), token);
        throw new DelayedError();
      }
      if (result.statusCode >= 500) throw new SiteServerError(result.statusCode);
      await this.state.setStage(analysisId, 'storing');
      const stored = await this.completion.saveSuccess(
        { analysisId, domain, url, timings: { queueWaitMs } },
        result,
      );
      this.metrics.recordAnalysis({
        statusCode: stored.statusCode,
        queueWaitMs,
        timings: result.timings,
        browserOutcome: result.browserOutcome,
      });
      this.logger.log(
        { ...fields, statusCode: stored.statusCode, score: result.score.value, ms: result.timings.totalMs },
        `Analysed ${url}: ${stored.statusCode}, score ${result.score.value}, ${result.technologies.length} technologies`,
      );
      return stored;
    } catch (error) {
      if (error instanceof DelayedError) throw error;
      const failure = classifyFailure(error);
      if (failure.errorCode === 'internal-error') {
        this.logger.error(
          { ...fields, err: error },
          `Unexpected failure analysing ${url} (analysis ${analysisId})`,
        );
      }
      if (failure.retryable && attempt < maxAttempts) {
        this.logger.warn(
          { ...fields, errorCode: failure.errorCode },
          `Analysis of ${url} failed (${failure.errorCode}), retrying: ${operatorDetail(error)}`,
        );
        await this.state.markRetrying(analysisId, failure);
        throw error;
      }
      this.logger.warn(
        { ...fields, errorCode: failure.errorCode },
        `Analysis of ${url} failed: ${failure.errorCode} (${failure.statusCode}) ${operatorDetail(error)}`,
      );
      await this.completion.saveFailure({ analysisId, domain, url }, failure);
      this.metrics.recordFailure(failure.errorCode);
      if (failure.retryable) throw error;
      throw new UnrecoverableError(`${failure.errorCode}: ${failure.message}`);
    }
  }

  /** Safety net: a job that failed outside `process` (e.g. stalled too often) still ends its analysis. */
  @OnWorkerEvent('failed')
  async onFailed(job: Job<AnalysisJobData> | undefined, error: Error): Promise<void> {
    if (!job) return;
    const final =
      job.attemptsMade >= (job.opts.attempts ?? 1) ||
      error.name === 'UnrecoverableError' ||
      /stalled/i.test(error.message);
    if (!final) return; // BullMQ retries it; the row stays running
    const failure = classifyFailure(error);
    await this.completion
      .saveFailure(job.data, failure)
      .catch((e: unknown) =>
        this.logger.error(`Could not mark analysis ${job.data.analysisId} failed: ${String(e)}`),
      );
  }
}

/** What the hand-back promise resolves to (never a result of the analyzer). */
const HAND_BACK = Symbol('hand-back');

function deferredHandBack(): { promise: Promise<typeof HAND_BACK>; fire(): void } {
  let fire: () => void = () => undefined;
  const promise = new Promise<typeof HAND_BACK>((resolve) => {
    fire = () => resolve(HAND_BACK);
  });
  return { promise, fire };
}
