import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import type { ScheduledJobData } from '../../../common/jobs';
import {
  JOBS,
  MONITORS_SCHEDULER_ID,
  QUEUES,
  STALE_ANALYSES_SCHEDULER_ID,
  WORKER_LOCK_OPTIONS,
} from '../../../common/queues';
import { ProblemError } from '../../../common/problem-error';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { MonitorsService, type DueMonitor, type MonitorRunOutcome } from '../../monitors/monitors.service';
import { UserAccountsService } from '../../users/user-accounts.service';
import { AnalysisCompletionService } from '../analysis-completion.service';
import { AnalysisService } from '../analysis.service';

/** Monitors claimed per scheduler tick (the rest wait for the next one). */
const MONITORS_PER_TICK = 200;

/**
 * The analyses' scheduled jobs, on the `monitors` queue (BullMQ job schedulers, one tick at a time across workers):
 *
 * - `JOBS.runDueMonitors`, every MONITORS_CHECK_INTERVAL_MS: claims the due monitored websites and requests their
 *   analyses for their owners — gated and charged like any analysis (verified email, enabled account, monthly quota),
 *   or joined when one of that domain is already running. A refused run is recorded on the monitor (code and detail)
 *   and tried again one interval later.
 * - `JOBS.failStaleAnalyses`, every ANALYSIS_STALE_SWEEP_INTERVAL_MS: fails the analyses lost by a worker crash or a
 *   flushed queue (see `AnalysisCompletionService.failStale`), so that a new request of their domain is not joined to
 *   them for long.
 */
@Processor(QUEUES.monitors, { ...WORKER_LOCK_OPTIONS })
export class AnalysisSchedulesProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(AnalysisSchedulesProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.monitors) private readonly queue: Queue<ScheduledJobData>,
    private readonly monitors: MonitorsService,
    private readonly analyses: AnalysisService,
    private readonly completion: AnalysisCompletionService,
    private readonly accounts: UserAccountsService,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    const opts = { removeOnComplete: true, removeOnFail: 100 };
    await this.queue.upsertJobScheduler(
      MONITORS_SCHEDULER_ID,
      { every: this.config.monitors.checkIntervalMs },
      { name: JOBS.runDueMonitors, data: {}, opts },
    );
    await this.queue.upsertJobScheduler(
      STALE_ANALYSES_SCHEDULER_ID,
      { every: this.config.analyzer.staleSweepIntervalMs },
      { name: JOBS.failStaleAnalyses, data: {}, opts },
    );
  }

  /** Runs one scheduled job, by its name; @returns what it did (kept by BullMQ for inspection). */
  async process(
    job: Job<ScheduledJobData>,
  ): Promise<{ started: number; refused: number } | { failed: number }> {
    if (job.name === JOBS.failStaleAnalyses) {
      const failed = await this.completion.failStale();
      if (failed) this.logger.warn(`Failed ${failed} stale analyses (504 timeout)`);
      return { failed };
    }
    return this.runDueMonitors();
  }

  /** Requests the analyses of the due monitors (at most MONITORS_PER_TICK). */
  private async runDueMonitors(): Promise<{ started: number; refused: number }> {
    const due = await this.monitors.claimDue(MONITORS_PER_TICK);
    let refused = 0;
    for (const monitor of due) {
      const outcome = await this.run(monitor);
      if ('error' in outcome) refused++;
      await this.monitors.recordRun(monitor.id, outcome);
    }
    if (due.length)
      this.logger.log(`Monitors: ${due.length - refused} analyses requested, ${refused} refused`);
    return { started: due.length - refused, refused };
  }

  /** Requests one monitor's analysis for its owner; a problem (quota, unverified…) becomes the run's outcome. */
  private async run(monitor: DueMonitor): Promise<MonitorRunOutcome> {
    const owner = await this.accounts.findById(monitor.userId);
    if (!owner || owner.disabledAt) {
      return { error: { code: 'account-disabled', detail: 'The account of this monitor is disabled.' } };
    }
    if (!owner.emailVerifiedAt) {
      return {
        error: { code: 'email-not-verified', detail: 'Verify your email address to run monitored analyses.' },
      };
    }
    try {
      const accepted = await this.analyses.request(monitor.url, owner.id, this.analyses.quotaOf(owner));
      return { analysisId: accepted.id };
    } catch (error) {
      if (error instanceof ProblemError) return { error: { code: error.code, detail: error.message } };
      this.logger.error({ err: error }, `Monitor ${monitor.id} of ${monitor.domain} could not run`);
      return {
        error: {
          code: 'internal-error',
          detail: 'The analysis could not be requested; it will be tried again.',
        },
      };
    }
  }
}
