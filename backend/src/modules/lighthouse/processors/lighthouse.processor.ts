import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DelayedError, Job } from 'bullmq';
import { JobDrain } from '../../../common/job-drain';
import { QUEUES, WORKER_LOCK_OPTIONS } from '../../../common/queues';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import type { LighthouseJobData } from '../../../common/jobs';
import { LighthouseService } from '../lighthouse.service';

/**
 * The `lighthouse` queue: one job per run (`JOBS.runLighthouse`, job id = run id), LIGHTHOUSE_CONCURRENCY at once
 * per worker (default 1: Lighthouse's guidance is never two reports at once on one machine).
 *
 * Stopping (SIGTERM): a run takes up to LIGHTHOUSE_TIMEOUT_MS (2 min by default), longer than a pod's termination
 * grace period. As analyses do, running runs get `WORKER_SHUTDOWN_GRACE_MS` to finish, then Lighthouse and its
 * Chromium are killed and the run goes back to the queue (queued again, the job moved to the wait list at once) for
 * another worker — instead of a worker killed mid-run whose run no other worker would take up again.
 */
@Processor(QUEUES.lighthouse, { ...WORKER_LOCK_OPTIONS })
export class LighthouseProcessor
  extends WorkerHost
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger(LighthouseProcessor.name);
  /** Running runs and their hand-back at the end of the grace period. */
  private readonly jobs = new JobDrain(this.logger, 'Lighthouse runs');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lighthouse: LighthouseService,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.lighthouse.concurrency;
  }

  /** Drains this worker for a stop (see the class); `worker.ts` calls it on SIGTERM/SIGINT, Nest's shutdown again. */
  async drain(): Promise<void> {
    await this.jobs.drain(this.worker, this.config.worker.shutdownGraceMs);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.drain();
  }

  async process(job: Job<LighthouseJobData>, token?: string): Promise<void> {
    const outcome = await this.jobs.track(
      job.id ?? job.data.runId,
      this.lighthouse.execute(job.data.runId, this.jobs.signal),
    );
    if (outcome === 'handed-back') {
      // back to the wait list now (not a failed attempt); another worker runs it
      await job.moveToDelayed(Date.now(), token);
      throw new DelayedError();
    }
  }

  /** Safety net: a job that failed outside `process` (e.g. stalled) still ends its run. */
  @OnWorkerEvent('failed')
  async onFailed(job: Job<LighthouseJobData> | undefined, error: Error): Promise<void> {
    if (!job) return;
    await this.lighthouse
      .fail(job.data.runId, 'internal-error', error.message)
      .catch((e: unknown) =>
        this.logger.error(`Could not mark Lighthouse run ${job.data.runId} failed: ${String(e)}`),
      );
  }
}
