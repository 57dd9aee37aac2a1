import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Queue } from 'bullmq';
import { JOBS, MONITORS_SCHEDULER_ID, QUEUES, WORKER_LOCK_OPTIONS } from '../../../common/queues';
import { ProblemError } from '../../../common/problem-error';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { MonitorsService, type DueMonitor, type MonitorRunOutcome } from '../../monitors/monitors.service';
import { UserAccountsService } from '../../users/user-accounts.service';
import { AnalysisService } from '../analysis.service';

/** Monitors claimed per scheduler tick (the rest wait for the next one). */
const MONITORS_PER_TICK = 200;

/**
 * The `monitors` queue: every MONITORS_CHECK_INTERVAL_MS (a BullMQ job scheduler, one tick at a time across
 * workers) it claims the due monitored websites and requests their analyses for their owners — gated and charged like
 * any analysis (verified email, enabled account, monthly quota), or joined when one of that domain is already
 * running. A refused run is recorded on the monitor (code and detail) and tried again one interval later.
 */
@Processor(QUEUES.monitors, { ...WORKER_LOCK_OPTIONS })
export class MonitorRunsProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(MonitorRunsProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.monitors) private readonly queue: Queue,
    private readonly monitors: MonitorsService,
    private readonly analyses: AnalysisService,
    private readonly accounts: UserAccountsService,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      MONITORS_SCHEDULER_ID,
      { every: this.config.monitors.checkIntervalMs },
      { name: JOBS.runDueMonitors, data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
  }

  async process(): Promise<{ started: number; refused: number }> {
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
