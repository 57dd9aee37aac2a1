import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { JOBS, QUEUES, WORKER_LOCK_OPTIONS, WEBHOOK_SWEEP_SCHEDULER_ID } from '../../../common/queues';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import type { WebhookJobData } from '../../../common/jobs';
import { WebhookDeliveriesService } from '../webhook-deliveries.service';

/**
 * The `webhooks` queue: one job per delivery attempt (`JOBS.deliverWebhook`), and the sweeper (`JOBS.sweepWebhooks`,
 * every WEBHOOKS_SWEEP_INTERVAL_MS) that re-queues due deliveries whose job was lost.
 */
@Processor(QUEUES.webhooks, { ...WORKER_LOCK_OPTIONS, concurrency: 8 })
export class WebhooksProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(WebhooksProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.webhooks) private readonly queue: Queue,
    private readonly deliveries: WebhookDeliveriesService,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      WEBHOOK_SWEEP_SCHEDULER_ID,
      { every: this.config.webhooks.sweepIntervalMs },
      { name: JOBS.sweepWebhooks, data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
  }

  async process(job: Job<WebhookJobData>): Promise<void> {
    if (job.name === JOBS.sweepWebhooks) {
      const requeued = await this.deliveries.sweep();
      if (requeued) this.logger.log(`Re-queued ${requeued} due webhook deliveries`);
      return;
    }
    await this.deliveries.attempt(job.data.deliveryId, job.data.attempt);
  }
}
