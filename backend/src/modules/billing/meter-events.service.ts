import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { Repository } from 'typeorm';
import { JOBS, QUEUES } from '../../common/queues';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { UsageService } from '../users/usage.service';
import { BillingCustomerEntity } from './entities/billing-customer.entity';
import type { MeterEventJobData } from '../../common/jobs';
import { STRIPE_CLIENT, type StripeClient } from './stripe.client';

/** Attempts of one report job (exponential backoff from 2 s); the sweeper starts over after that. */
const REPORT_ATTEMPTS = 6;
/** Billable usage younger than this is left to its own job by the sweeper. */
const SWEEP_GRACE_MS = 30_000;

/**
 * Reports Pay as you go analyses to Stripe: each billable-usage row (written with the analysis, users module) becomes
 * one `POST /v1/billing/meter_events` (event STRIPE_METER_EVENT_NAME, `payload.stripe_customer_id`, `payload.value`
 * 1, `identifier` = the analysis id, which Stripe deduplicates for at least 24 hours, and the same idempotency key on
 * every try), then is marked reported. A job per row (`meter-<analysis id>`, retried with backoff) and a periodic
 * sweep of anything unreported: nothing lost, nothing billed twice.
 */
@Injectable()
export class MeterEventsService {
  private readonly logger = new Logger(MeterEventsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STRIPE_CLIENT) private readonly stripe: StripeClient,
    @InjectQueue(QUEUES.billing) private readonly queue: Queue<MeterEventJobData>,
    @InjectRepository(BillingCustomerEntity) private readonly customers: Repository<BillingCustomerEntity>,
    private readonly usage: UsageService,
  ) {}

  /** Queues the report of one billable analysis; a failure to queue is left to the sweeper (logged). */
  async enqueue(analysisId: string): Promise<void> {
    await this.queue
      .add(
        JOBS.reportMeterEvent,
        { analysisId },
        {
          jobId: `meter-${analysisId}`,
          attempts: REPORT_ATTEMPTS,
          backoff: { type: 'exponential', delay: 2000 },
          removeOnComplete: true,
          removeOnFail: { age: 24 * 3600 },
        },
      )
      .catch((error: unknown) =>
        this.logger.warn(`Meter event of ${analysisId} will be sent by the sweeper: ${String(error)}`),
      );
  }

  /**
   * Reports one billable analysis to Stripe and marks it reported; nothing when already reported or voided.
   * @throws the Stripe error when Stripe cannot be reached or refuses (the job retries; the attempt is recorded)
   */
  async report(analysisId: string): Promise<'reported' | 'skipped'> {
    const pending = await this.usage.findPendingBillable(analysisId);
    if (!pending || !this.stripe) return 'skipped';
    const customer = await this.customers.findOneBy({ userId: pending.userId });
    if (!customer) {
      await this.usage.recordBillableFailure(analysisId, 'The user has no Stripe customer.');
      this.logger.error(`Billable analysis ${analysisId} has no Stripe customer (user ${pending.userId})`);
      return 'skipped';
    }
    try {
      await this.stripe.billing.meterEvents.create(
        {
          event_name: this.config.stripe.meterEventName,
          identifier: analysisId,
          timestamp: Math.floor(pending.createdAt.getTime() / 1000),
          payload: { stripe_customer_id: customer.stripeCustomerId, value: '1' },
        },
        { idempotencyKey: `meter-event-${analysisId}` },
      );
    } catch (error) {
      await this.usage.recordBillableFailure(
        analysisId,
        error instanceof Error ? error.message : String(error),
      );
      throw error;
    }
    await this.usage.markBillableReported(analysisId);
    return 'reported';
  }

  /**
   * Reports every unreported billable analysis of one user now, in order (before the account is deleted), each with
   * the same identifier and idempotency key as its job, so a job running at the same time bills nothing twice.
   * @returns how many were reported
   * @throws the Stripe error of the first report that fails (the rest stay unreported, nothing is lost)
   */
  async reportAllOf(userId: string): Promise<number> {
    let reported = 0;
    for (const usage of await this.usage.pendingBillableOf(userId)) {
      if ((await this.report(usage.analysisId)) === 'reported') reported += 1;
    }
    return reported;
  }

  /** Queues a report for every billable analysis still unreported after a grace period. @returns how many */
  async sweep(): Promise<number> {
    if (!this.stripe) return 0;
    const pending = await this.usage.pendingBillable(500, SWEEP_GRACE_MS);
    for (const usage of pending) {
      // A finished job of the same id would make add() a no-op: the sweeper's jobs carry the attempt time.
      await this.queue.add(
        JOBS.reportMeterEvent,
        { analysisId: usage.analysisId },
        {
          jobId: `meter-${usage.analysisId}-sweep-${Date.now()}`,
          attempts: 1,
          removeOnComplete: true,
          removeOnFail: { age: 3600 },
        },
      );
    }
    return pending.length;
  }
}
