import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import {
  createVersionSources,
  loadReleaseSnapshot,
  loadVersionSourceMapping,
  refreshLatestVersions,
  summarizeRefresh,
} from '../../../common/analyzer.client';
import { Job, Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import type { LatestVersionsJobData } from '../../../common/jobs';
import { JOBS, LATEST_VERSIONS_SCHEDULER_ID, QUEUES, WORKER_LOCK_OPTIONS } from '../../../common/queues';
import { LatestVersionsService } from '../latest-versions.service';

/** What a refresh returns (kept by BullMQ): counts per outcome and source, and the first failures. */
export interface LatestVersionsJobResult {
  ok: number;
  failed: number;
  updated: number;
  bySource: Record<string, { ok: number; failed: number }>;
  failures: string[];
}

/**
 * The daily latest-versions refresh, run by the worker: reads the reviewed technology → source mapping
 * (npm registry dist-tags, endoflife.date cycles, GitHub releases, manual values) with the operators' overrides
 * from the admin panel, asks each source with its rate
 * limit and retries (`refreshLatestVersions` of the analyzer), and writes every answer into the catalogue as it
 * arrives. A source that fails falls back to the analyzer's bundled release snapshot (then the mapping's manual
 * value); the catalogue keeps a newer value than that fallback's. Analyses only read the catalogue.
 * Scheduled with a BullMQ job scheduler on `LATEST_VERSIONS_SCHEDULE` (cron, UTC); `off` removes the schedule.
 */
@Processor(QUEUES.latestVersions, { ...WORKER_LOCK_OPTIONS, concurrency: 1 })
export class LatestVersionsProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(LatestVersionsProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.latestVersions) private readonly queue: Queue<LatestVersionsJobData>,
    private readonly latestVersions: LatestVersionsService,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    const { schedule } = this.config.versions;
    if (!schedule) {
      await this.queue.removeJobScheduler(LATEST_VERSIONS_SCHEDULER_ID);
      return;
    }
    await this.queue.upsertJobScheduler(
      LATEST_VERSIONS_SCHEDULER_ID,
      { pattern: schedule, tz: 'UTC' },
      {
        name: JOBS.refreshLatestVersions,
        data: {},
        opts: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 60_000 },
          removeOnComplete: 20,
          removeOnFail: 50,
        },
      },
    );
    this.logger.log(`Latest-versions refresh scheduled (${schedule} UTC)`);
  }

  async process(job: Job<LatestVersionsJobData>): Promise<LatestVersionsJobResult> {
    const { npmRegistry, endoflifeUrl, githubUrl, githubToken, mappingFile, concurrency } =
      this.config.versions;
    const { mapping, stored } = await this.latestVersions.withOverrides(
      loadVersionSourceMapping(mappingFile ?? undefined),
    );
    const sources = createVersionSources({
      npm: { registry: npmRegistry },
      endoflife: { baseUrl: endoflifeUrl },
      github: { baseUrl: githubUrl, ...(githubToken ? { token: githubToken } : {}) },
    });
    let updated = 0;
    const results = await refreshLatestVersions(mapping, sources, {
      concurrency,
      manualFallback: true,
      // offline first: the bundled release snapshot answers for a source that is unreachable
      snapshot: loadReleaseSnapshot(),
      onResult: async (name, result, entry) => {
        if (result instanceof Error) return;
        if (await this.latestVersions.saveRelease(name, result, entry, stored[name] ?? null)) updated++;
      },
    });
    const summary = summarizeRefresh(results, mapping);
    this.logger.log(
      `Latest versions refreshed (job ${job.id}): ${summary.ok} ok, ${summary.failed} failed, ${updated} catalogue rows updated`,
    );
    if (summary.failures.length)
      this.logger.warn(`Refresh failures: ${summary.failures.slice(0, 10).join('; ')}`);
    return { ...summary, updated, failures: summary.failures.slice(0, 50) };
  }
}
