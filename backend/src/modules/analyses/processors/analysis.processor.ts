import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DelayedError, Job, UnrecoverableError } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import type { AnalysisJobData } from '../../../common/jobs';
import { JobDrain } from '../../../common/job-drain';
import { QUEUES, WORKER_LOCK_OPTIONS } from '../../../common/queues';
import { AnalysisRunService } from '../analysis-run.service';

/** What a finished job returns (kept by BullMQ for inspection). */
export interface AnalysisJobResult {
  statusCode: number | null;
  websiteId?: string;
  skipped?: boolean;
}

/**
 * The `analysis` queue's BullMQ lifecycle; {@link AnalysisRunService} runs each attempt. A transient failure is
 * thrown for BullMQ to retry with exponential backoff; a definitive one (or the last attempt's) ends the job through
 * `UnrecoverableError`.
 *
 * Stopping (SIGTERM): the worker takes no new job, lets running analyses finish for `WORKER_SHUTDOWN_GRACE_MS`,
 * then stops the rest (their analyzer calls are aborted) and hands them back to the queue (moved to the wait list at
 * once, attempt not counted) so that another worker runs them; nothing is half-stored, since a result is written in
 * one transaction after collection.
 * A worker killed outright (SIGKILL) loses its locks; see `WORKER_LOCK_OPTIONS` for how fast another takes over.
 */
@Processor(QUEUES.analysis, { ...WORKER_LOCK_OPTIONS })
export class AnalysisProcessor
  extends WorkerHost
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger(AnalysisProcessor.name);
  /** Running analyses and their hand-back at the end of the grace period. */
  private readonly jobs = new JobDrain(this.logger, 'analyses');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runs: AnalysisRunService,
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
    await this.jobs.drain(this.worker, this.config.worker.shutdownGraceMs);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.drain();
  }

  async process(job: Job<AnalysisJobData>, token?: string): Promise<AnalysisJobResult> {
    return this.jobs.track(job.id ?? job.data.analysisId, this.run(job, token));
  }

  private async run(job: Job<AnalysisJobData>, token?: string): Promise<AnalysisJobResult> {
    const outcome = await this.runs.run(
      {
        ...job.data,
        attempt: job.attemptsMade + 1,
        maxAttempts: job.opts.attempts ?? 1,
        queueWaitMs: job.processedOn ? Math.max(0, job.processedOn - job.timestamp) : null,
      },
      this.jobs.signal,
    );
    switch (outcome.kind) {
      case 'skipped':
        return { statusCode: null, skipped: true };
      case 'stored':
        return { websiteId: outcome.websiteId, statusCode: outcome.statusCode };
      case 'handed-back':
        // The worker is stopping: back to the wait list now (not a failed attempt); another worker runs it.
        await job.moveToDelayed(Date.now(), token);
        throw new DelayedError();
      case 'retry':
        throw outcome.error;
      case 'failed':
        if (outcome.failure.retryable) throw outcome.error;
        throw new UnrecoverableError(`${outcome.failure.errorCode}: ${outcome.failure.message}`);
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
    await this.runs.failAbandoned(job.data, error);
  }
}
