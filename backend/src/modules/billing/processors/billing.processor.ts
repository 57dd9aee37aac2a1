import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { JOBS, METER_SWEEP_SCHEDULER_ID, QUEUES, WORKER_LOCK_OPTIONS } from '../../../common/queues';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import type { MeterEventJobData } from '../../../common/jobs';
import { MeterEventsService } from '../meter-events.service';

/**
 * The `billing` queue: one job per Pay as you go analysis to report (`JOBS.reportMeterEvent`, retried with backoff),
 * and the sweeper (`JOBS.sweepMeterEvents`, every BILLING_METER_SWEEP_INTERVAL_MS) that re-queues anything still
 * unreported — e.g. usage recorded while Stripe or Redis was down.
 */
@Processor(QUEUES.billing, { ...WORKER_LOCK_OPTIONS, concurrency: 4 })
export class BillingProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(BillingProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.billing) private readonly queue: Queue,
    private readonly meterEvents: MeterEventsService,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.stripe.enabled) return;
    await this.queue.upsertJobScheduler(
      METER_SWEEP_SCHEDULER_ID,
      { every: this.config.stripe.meterSweepIntervalMs },
      { name: JOBS.sweepMeterEvents, data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
  }

  async process(job: Job<MeterEventJobData>): Promise<string | number> {
    if (job.name === JOBS.sweepMeterEvents) {
      const queued = await this.meterEvents.sweep();
      if (queued) this.logger.log(`Re-queued ${queued} unreported meter events`);
      return queued;
    }
    return this.meterEvents.report(job.data.analysisId);
  }
}
