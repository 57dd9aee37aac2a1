import { LighthouseService } from '../../lighthouse/lighthouse.service';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, UnrecoverableError } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { QUEUES } from '../../../common/queues';
import { LatestVersionsService } from '../../technologies/latest-versions.service';
import { AnalysisCompletionService } from '../analysis-completion.service';
import { classifyFailure, SiteServerError } from '../analysis-outcome';
import { AnalysisStateService } from '../analysis-state.service';
import { AnalyzerClient } from '../analyzer.client';

/** Data of a `JOBS.analyzeWebsite` job (job id = analysisId). */
export interface AnalysisJobData {
  analysisId: string;
  /** Normalised address to analyse, e.g. `https://example.com` or `http://shop.test:45678`. */
  url: string;
  /** Website key (host name without `www.` and port). */
  domain: string;
}

/** What a finished job returns (kept by BullMQ for inspection). */
export interface AnalysisJobResult {
  statusCode: number | null;
  websiteId?: string;
  skipped?: boolean;
}

/**
 * Runs analyses: collect → detect → latest versions → score (all inside `analyze()`), then stores the result in
 * one transaction. Records stages on the analysis row. Transient failures (connection, timeout, 5xx) are thrown
 * for BullMQ to retry with exponential backoff; definitive ones (invalid URL, blocked address, DNS, robots) end
 * the analysis at once through `UnrecoverableError`. See `analysis-outcome.ts` for the status codes.
 */
@Processor(QUEUES.analysis)
export class AnalysisProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(AnalysisProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly state: AnalysisStateService,
    private readonly analyzer: AnalyzerClient,
    private readonly latestVersions: LatestVersionsService,
    private readonly completion: AnalysisCompletionService,
    private readonly lighthouse: LighthouseService,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.worker.concurrency;
  }

  async process(job: Job<AnalysisJobData>): Promise<AnalysisJobResult> {
    const { analysisId, url, domain } = job.data;
    const attempt = job.attemptsMade + 1;
    const maxAttempts = job.opts.attempts ?? 1;
    if (!(await this.state.claim(analysisId, attempt))) {
      this.logger.warn(`Analysis ${analysisId} is not active any more; job ${job.id} skipped.`);
      return { statusCode: null, skipped: true };
    }
    const queueWaitMs = job.processedOn ? Math.max(0, job.processedOn - job.timestamp) : null;
    this.logger.log(`Analysing ${url} (analysis ${analysisId}, attempt ${attempt}/${maxAttempts})`);

    try {
      const latestVersions = await this.latestVersions.loadLookup();
      // Score v2: a Lighthouse report ≤ 30 days old feeds Performance and Best practice (DESIGN §5).
      const lighthouse = await this.lighthouse.latestEvidence(domain);
      const result = await this.analyzer.analyze(url, { latestVersions, lighthouse });
      if (result.statusCode >= 500) throw new SiteServerError(result.statusCode);
      await this.state.setStage(analysisId, 'storing');
      const stored = await this.completion.saveSuccess(
        { analysisId, domain, url, timings: { queueWaitMs } },
        result,
      );
      this.logger.log(
        `Analysed ${url}: ${stored.statusCode}, score ${result.score.value}, ${result.technologies.length} technologies`,
      );
      return stored;
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.errorCode === 'internal-error') {
        this.logger.error({ err: error }, `Unexpected failure analysing ${url} (analysis ${analysisId})`);
      }
      if (failure.retryable && attempt < maxAttempts) {
        this.logger.warn(`Analysis of ${url} failed (${failure.errorCode}), retrying: ${failure.message}`);
        await this.state.markRetrying(analysisId, failure);
        throw error;
      }
      this.logger.warn(
        `Analysis of ${url} failed: ${failure.errorCode} (${failure.statusCode}) ${failure.message}`,
      );
      await this.completion.saveFailure({ analysisId, domain, url }, failure);
      if (failure.retryable) throw error;
      throw new UnrecoverableError(`${failure.errorCode}: ${failure.message}`);
    }
  }

  /** Safety net: a job that failed outside `process` (e.g. stalled too often) still ends its analysis. */
  @OnWorkerEvent('failed')
  async onFailed(job: Job<AnalysisJobData> | undefined, error: Error): Promise<void> {
    if (!job) return;
    const final =
      job.attemptsMade >= (job.opts.attempts ?? 1) ||
      error.name === 'UnrecoverableError' ||
      /stalled/i.test(error.message);
    if (!final) return; // BullMQ retries it; the row stays running
    const failure = classifyFailure(error);
    await this.completion
      .saveFailure(job.data, failure)
      .catch((e: unknown) =>
        this.logger.error(`Could not mark analysis ${job.data.analysisId} failed: ${String(e)}`),
      );
  }
}
