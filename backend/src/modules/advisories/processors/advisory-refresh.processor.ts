import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DelayedError, Job, Queue } from 'bullmq';
import { JobDrain } from '../../../common/job-drain';
import type { AdvisoryRefreshJobData } from '../../../common/jobs';
import { ADVISORY_REFRESH_SCHEDULER_ID, JOBS, QUEUES, WORKER_LOCK_OPTIONS } from '../../../common/queues';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { AdvisoriesService } from '../advisories.service';
import { AdvisoryRefreshService, type AdvisoryRefreshResult } from '../advisory-refresh.service';

/**
 * The advisory snapshot refresh, run by the worker every ADVISORY_REFRESH_INTERVAL_MS (a BullMQ job scheduler; 0
 * removes it) with up to 3 attempts: see {@link AdvisoryRefreshService}. One refresh at a time per worker.
 *
 * Workers come and go (KEDA scales them on the analysis backlog) and each one upserts the scheduler as it starts:
 * that never runs a refresh by itself. An existing scheduler keeps its next run (BullMQ keeps the slot of a scheduler
 * upserted with the same interval); one that does not exist yet — first deployment, a Redis that lost its data, a
 * changed interval — first runs one interval after the newest stored refresh (`refreshed_at`), at once only when that
 * is already past or nothing was ever stored, instead of at every such start.
 *
 * Stopping (SIGTERM): a refresh (fetches of up to 2 min each, then the revision of every stored result) gets
 * `WORKER_SHUTDOWN_GRACE_MS` to finish, then is stopped and handed back to the queue for another worker, as analyses
 * are.
 */
@Processor(QUEUES.advisories, { ...WORKER_LOCK_OPTIONS, concurrency: 1 })
export class AdvisoryRefreshProcessor
  extends WorkerHost
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger(AdvisoryRefreshProcessor.name);
  /** The running refresh and its hand-back at the end of the grace period. */
  private readonly jobs = new JobDrain(this.logger, 'advisory refreshes');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.advisories) private readonly queue: Queue<AdvisoryRefreshJobData>,
    private readonly refresher: AdvisoryRefreshService,
    private readonly advisories: AdvisoriesService,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    const every = this.config.advisories.refreshIntervalMs;
    if (!every) {
      await this.queue.removeJobScheduler(ADVISORY_REFRESH_SCHEDULER_ID);
      return;
    }
    // BullMQ uses startDate only for a scheduler it creates (or whose interval changed): its first run
    const last = await this.advisories.lastRefreshedAt();
    const firstRun = Math.max(Date.now(), last ? last.getTime() + every : 0);
    await this.queue.upsertJobScheduler(
      ADVISORY_REFRESH_SCHEDULER_ID,
      { every, startDate: firstRun },
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
    const next = (await this.queue.getJobScheduler(ADVISORY_REFRESH_SCHEDULER_ID))?.next;
    this.logger.log(
      `Advisory refresh scheduled every ${every} ms, next at ${next ? new Date(next).toISOString() : 'once due'}`,
    );
  }

  /** Drains this worker for a stop (see the class); `worker.ts` calls it on SIGTERM/SIGINT, Nest's shutdown again. */
  async drain(): Promise<void> {
    await this.jobs.drain(this.worker, this.config.worker.shutdownGraceMs);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.drain();
  }

  async process(job: Job<AdvisoryRefreshJobData>, token?: string): Promise<AdvisoryRefreshResult> {
    const { signal } = this.jobs;
    let result: AdvisoryRefreshResult;
    try {
      result = await this.jobs.track(job.id ?? 'refresh', this.refresher.refresh(signal));
    } catch (error) {
      if (!signal.aborted) throw error;
      // stopped by the worker's stop: back to the wait list now (not a failed attempt); another worker runs it
      await job.moveToDelayed(Date.now(), token);
      throw new DelayedError();
    }
    this.logger.log(
      `Advisory refresh (job ${job.id}): ${result.revised} stored results revised, ${result.deliveries} deliveries recorded`,
    );
    return result;
  }
}
