import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job } from 'bullmq';
import { QUEUES, WORKER_LOCK_OPTIONS } from '../../../common/queues';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import type { LighthouseJobData } from '../../../common/jobs';
import { LighthouseService } from '../lighthouse.service';

/**
 * The `lighthouse` queue: one job per run (`JOBS.runLighthouse`, job id = run id), LIGHTHOUSE_CONCURRENCY at once
 * per worker (default 1: Lighthouse's guidance is never two reports at once on one machine).
 */
@Processor(QUEUES.lighthouse, { ...WORKER_LOCK_OPTIONS })
export class LighthouseProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(LighthouseProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lighthouse: LighthouseService,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.lighthouse.concurrency;
  }

  async process(job: Job<LighthouseJobData>): Promise<void> {
    await this.lighthouse.execute(job.data.runId);
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
