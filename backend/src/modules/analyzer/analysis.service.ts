import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { AnalyzeAccepted, AnalyzeStatus } from '@stacklens/contracts';
import { Queue } from 'bullmq';
import { ANALYSIS_JOB_ATTEMPTS, ANALYSIS_JOB_BACKOFF_MS, JOBS, QUEUES } from '../../common/queues';
import { AnalysisError, AnalysisErrorCode } from './analysis.error';
import { toAnalyzeStatus } from './analysis.mapper';
import { AnalysisStateService } from './analysis-state.service';
import { AnalyzerClient } from './analyzer.client';
import type { AnalysisEntity } from './entities/analysis.entity';
import type { AnalysisJobData } from './processors/analysis.processor';
import { toAnalysableAddress } from './website-address';

/**
 * How a new analysis is paid for: `reserve` is called once a new analysis is about to be created (it throws when
 * the quota is used up), `release` gives the reservation back when no new analysis resulted after all.
 */
export interface AnalysisQuota {
  reserve(): Promise<void>;
  release(): Promise<void>;
}

/** Requests analyses (one active per domain) and reports their status. */
@Injectable()
export class AnalysisService {
  private readonly logger = new Logger(AnalysisService.name);

  constructor(
    private readonly state: AnalysisStateService,
    @InjectQueue(QUEUES.analysis) private readonly queue: Queue<AnalysisJobData>,
    private readonly analyzer: AnalyzerClient,
  ) {}

  /**
   * Validates and normalises `input`, checks robots.txt, and queues an analysis — or returns the id of the one
   * already queued or running for the same domain (which costs no quota).
   * @param requestedBy the user who asked (recorded on the analysis)
   * @param quota reserved just before a new analysis is created, released if none was
   * @throws AnalysisError invalid-url (400), subdomain-not-allowed (405), blocked-by-robots (405), queue-unavailable (503)
   * @throws whatever `quota.reserve` throws (e.g. 402 quota-exceeded)
   */
  async request(
    input: string,
    requestedBy: string | null = null,
    quota?: AnalysisQuota,
  ): Promise<AnalyzeAccepted> {
    const address = toAnalysableAddress(input);
    const active = await this.state.findActive(address.domain);
    if (active) return { id: active.id };

    if (!(await this.analyzer.isAllowedByRobots(address.url))) {
      throw new AnalysisError(
        AnalysisErrorCode.BlockedByRobots,
        `robots.txt of ${address.domain} does not allow StackLensBot to analyse it.`,
      );
    }

    await quota?.reserve();
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await quota?.release();
    };
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        const created = await this.state.insertQueued(address.domain, address.url, requestedBy);
        if (created) {
          await this.enqueue(created);
          return { id: created.id };
        }
        // Lost the race against a concurrent request: the partial unique index kept one active row.
        const winner = await this.state.findActive(address.domain);
        if (winner) {
          await release();
          return { id: winner.id };
        }
      }
    } catch (error) {
      await release();
      throw error;
    }
    await release();
    throw new AnalysisError(
      AnalysisErrorCode.QueueUnavailable,
      'The analysis could not be queued, try again.',
    );
  }

  /** @throws AnalysisError analysis-not-found (404) */
  async status(id: string): Promise<AnalyzeStatus> {
    const analysis = await this.state.findById(id);
    if (!analysis) throw new AnalysisError(AnalysisErrorCode.AnalysisNotFound, `There is no analysis ${id}.`);
    return toAnalyzeStatus(analysis);
  }

  private async enqueue(analysis: AnalysisEntity): Promise<void> {
    const data: AnalysisJobData = { analysisId: analysis.id, url: analysis.url, domain: analysis.domain };
    try {
      await this.queue.add(JOBS.analyzeWebsite, data, {
        jobId: analysis.id,
        attempts: ANALYSIS_JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: ANALYSIS_JOB_BACKOFF_MS },
        removeOnComplete: { age: 24 * 3600, count: 1000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      });
    } catch (error) {
      this.logger.error(
        `Could not queue analysis ${analysis.id}: ${error instanceof Error ? error.message : error}`,
      );
      await this.state.markFailed(
        { id: analysis.id },
        {
          errorCode: AnalysisErrorCode.QueueUnavailable,
          statusCode: 503,
          retryable: false,
          message: 'The analysis could not be queued.',
        },
      );
      throw new AnalysisError(
        AnalysisErrorCode.QueueUnavailable,
        'The analysis queue is unavailable, try again later.',
      );
    }
  }
}
