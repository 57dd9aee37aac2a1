import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import type { AdvisoryRefreshJobData } from '../../../common/jobs';
import { ADVISORY_REFRESH_SCHEDULER_ID, JOBS, QUEUES, WORKER_LOCK_OPTIONS } from '../../../common/queues';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { AdvisoryRefreshService, type AdvisoryRefreshResult } from '../advisory-refresh.service';

/**
 * The advisory snapshot refresh, run by the worker every ADVISORY_REFRESH_INTERVAL_MS (a BullMQ job scheduler; 0
 * removes it) with up to 3 attempts: see {@link AdvisoryRefreshService}. One refresh at a time per worker.
 */
@Processor(QUEUES.advisories, { ...WORKER_LOCK_OPTIONS, concurrency: 1 })
export class AdvisoryRefreshProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdvisoryRefreshProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.advisories) private readonly queue: Queue<AdvisoryRefreshJobData>,
    private readonly refresher: AdvisoryRefreshService,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    const every = this.config.advisories.refreshIntervalMs;
    if (!every) {
      await this.queue.removeJobScheduler(ADVISORY_REFRESH_SCHEDULER_ID);
      return;
    }
    await this.queue.upsertJobScheduler(
      ADVISORY_REFRESH_SCHEDULER_ID,
      { every },
      {
        name: JOBS.refreshAdvisories,
        data: {},
        opts: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 60_000 },
          removeOnComplete: 20,
          removeOnFail: 50,
        },
      },
    );
    this.logger.log(`Advisory refresh scheduled every ${every} ms`);
  }

  async process(job: Job<AdvisoryRefreshJobData>): Promise<AdvisoryRefreshResult> {
    const result = await this.refresher.refresh();
    this.logger.log(
      `Advisory refresh (job ${job.id}): ${result.revised} stored results revised, ${result.deliveries} deliveries recorded`,
    );
    return result;
  }
}
