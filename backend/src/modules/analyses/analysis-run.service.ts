import { Injectable, Logger } from '@nestjs/common';
import { AnalyzerClient, operatorDetail } from '../../common/analyzer.client';
import type { AnalysisJobData } from '../../common/jobs';
import { Metrics } from '../../common/metrics/metrics';
import { LatestVersionsService } from '../technologies/latest-versions.service';
import { LighthouseService } from '../lighthouse/lighthouse.service';
import { AdvisoriesService, advisoryDataOf } from '../advisories/advisories.service';
import { AnalysisCompletionService } from './analysis-completion.service';
import { classifyFailure, SiteServerError, type AnalysisFailure } from './analysis-outcome';
import { AnalysisStateService } from './analysis-state.service';

/** One attempt of an analysis, as the queue hands it over. */
export interface AnalysisAttempt extends AnalysisJobData {
  /** This attempt's number, from 1. */
  attempt: number;
  /** Attempts the queue makes in all (a retryable failure on the last one ends the analysis). */
  maxAttempts: number;
  /** Milliseconds the analysis waited in the queue before this attempt started; null when unknown. */
  queueWaitMs: number | null;
}

/**
 * How an attempt ended: `skipped` (the analysis was no longer active), `stored` (result stored: website id, status
 * code 200 or 408), `handed-back` (the worker is stopping: the analysis is queued again, the attempt does not count),
 * `retry` (transient failure recorded; the queue should retry, throwing `error`), `failed` (the analysis was marked
 * failed; `error` is what was thrown, `failure` its classification).
 */
export type AnalysisRunOutcome =
  | { kind: 'skipped' }
  | { kind: 'stored'; websiteId: string; statusCode: number }
  | { kind: 'handed-back' }
  | { kind: 'retry'; error: unknown }
  | { kind: 'failed'; error: unknown; failure: AnalysisFailure };

/**
 * Runs one attempt of an analysis: claims the row, collects → detects → latest versions → known vulnerabilities →
 * score (all inside the analyzer's `analyze()`, fed the catalogue's latest versions, the advisory snapshot in use and
 * the website's latest Lighthouse report), stores the
 * result in one transaction, records the stage, logs and metrics. Transient failures (connection, timeout, 5xx) are
 * left to the queue's retries until the last attempt; definitive ones (invalid URL, blocked address, DNS, robots) end
 * the analysis at once (status codes: `analysis-outcome.ts`). Knows nothing of BullMQ: `AnalysisProcessor` turns the
 * outcome into the job's lifecycle.
 */
@Injectable()
export class AnalysisRunService {
  private readonly logger = new Logger(AnalysisRunService.name);

  constructor(
    private readonly state: AnalysisStateService,
    private readonly analyzer: AnalyzerClient,
    private readonly latestVersions: LatestVersionsService,
    private readonly completion: AnalysisCompletionService,
    private readonly metrics: Metrics,
    private readonly lighthouse: LighthouseService,
    private readonly advisories: AdvisoriesService,
  ) {}

  /**
   * Runs `attempt`. When `handBack` aborts before the analyzer has answered (the worker is stopping), the analyzer is
   * stopped (its browser context and guard proxies closed: nothing of it outlives the worker's shutdown), the analysis
   * goes back to the `queued` stage and the outcome is `handed-back`; nothing is stored.
   * @throws only when the database fails while recording the outcome
   */
  async run(attempt: AnalysisAttempt, handBack: AbortSignal): Promise<AnalysisRunOutcome> {
    const { analysisId, url, domain, queueWaitMs } = attempt;
    if (!(await this.state.claim(analysisId, attempt.attempt))) {
      this.logger.warn(`Analysis ${analysisId} is not active any more; attempt ${attempt.attempt} skipped.`);
      return { kind: 'skipped' };
    }
    // Every line about an analysis carries its id as a field (`analysisId`), as the API's lines do.
    const fields = { analysisId, domain, attempt: attempt.attempt };
    this.logger.log(
      fields,
      `Analysing ${url} (analysis ${analysisId}, attempt ${attempt.attempt}/${attempt.maxAttempts})`,
    );

    try {
      // The three reads at once (each is a round trip before the analysis can start). A Lighthouse report at most
      // 30 days old feeds the score's Performance and Best practice; the advisory snapshot in use (the newest
      // refreshed one, else the bundled one) gives result.vulnerabilities.
      const [latestVersions, lighthouse, { snapshot: advisories }] = await Promise.all([
        this.latestVersions.loadLookup(),
        this.lighthouse.latestEvidence(domain),
        this.advisories.current(),
      ]);
      const result = await untilHandedBack(
        this.analyzer.analyze(url, { latestVersions, lighthouse, advisories, signal: handBack }),
        handBack,
      );
      // a result the hand-back cut short is partial: never stored as the analysis' outcome
      if (result === HANDED_BACK || handBack.aborted) {
        await this.state.setStage(analysisId, 'queued');
        return { kind: 'handed-back' };
      }
      if (result.statusCode >= 500) throw new SiteServerError(result.statusCode);
      await this.state.setStage(analysisId, 'storing');
      const stored = await this.completion.saveSuccess(
        {
          analysisId,
          domain,
          url,
          timings: { queueWaitMs },
          advisoryData: advisoryDataOf(advisories, result.vulnerabilities ?? []),
        },
        result,
      );
      this.metrics.recordAnalysis({
        statusCode: stored.statusCode,
        queueWaitMs,
        timings: result.timings,
        browserOutcome: result.browserOutcome,
      });
      this.logger.log(
        { ...fields, statusCode: stored.statusCode, score: result.score.value, ms: result.timings.totalMs },
        `Analysed ${url}: ${stored.statusCode}, score ${result.score.value}, ${result.technologies.length} technologies`,
      );
      return { kind: 'stored', ...stored };
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.errorCode === 'internal-error') {
        this.logger.error(
          { ...fields, err: error },
          `Unexpected failure analysing ${url} (analysis ${analysisId})`,
        );
      }
      if (failure.retryable && attempt.attempt < attempt.maxAttempts) {
        this.logger.warn(
          { ...fields, errorCode: failure.errorCode },
          `Analysis of ${url} failed (${failure.errorCode}), retrying: ${operatorDetail(error)}`,
        );
        await this.state.markRetrying(analysisId, failure);
        return { kind: 'retry', error };
      }
      this.logger.warn(
        { ...fields, errorCode: failure.errorCode },
        `Analysis of ${url} failed: ${failure.errorCode} (${failure.statusCode}) ${operatorDetail(error)}`,
      );
      await this.completion.saveFailure({ analysisId, domain, url }, failure);
      this.metrics.recordFailure(failure.errorCode);
      return { kind: 'failed', error, failure };
    }
  }

  /**
   * Ends an analysis whose job failed for good outside {@link run} (e.g. stalled too often); logs instead of throwing
   * when the database refuses.
   */
  async failAbandoned(analysis: AnalysisJobData, error: Error): Promise<void> {
    await this.completion
      .saveFailure(analysis, classifyFailure(error))
      .catch((e: unknown) =>
        this.logger.error(`Could not mark analysis ${analysis.analysisId} failed: ${String(e)}`),
      );
  }
}

/** What the hand-back race resolves to (never a result of the analyzer). */
const HANDED_BACK = Symbol('handed-back');

/**
 * `work`'s value, or {@link HANDED_BACK} as soon as `handBack` aborts. The listener is removed once settled (the
 * signal lives as long as the worker).
 */
async function untilHandedBack<T>(work: Promise<T>, handBack: AbortSignal): Promise<T | typeof HANDED_BACK> {
  work.catch(() => undefined); // a rejection after the hand-back is nobody's outcome
  let onAbort: (() => void) | undefined;
  const handedBack = new Promise<typeof HANDED_BACK>((resolve) => {
    onAbort = () => resolve(HANDED_BACK);
    if (handBack.aborted) onAbort();
    else handBack.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, handedBack]);
  } finally {
    if (onAbort) handBack.removeEventListener('abort', onAbort);
  }
}
