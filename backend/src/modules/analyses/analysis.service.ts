import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type {
  AnalyzeAccepted,
  AnalyzeStatus,
  BulkAnalyzeItem,
  NormalizedWebsiteUrl,
} from '@stacklens/contracts';
import { Queue } from 'bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { MeterEventsService } from '../billing/meter-events.service';
import { UsageService } from '../users/usage.service';
import { ProblemError } from '../../common/problem-error';
import { ANALYSIS_JOB_ATTEMPTS, ANALYSIS_JOB_BACKOFF_MS, JOBS, QUEUES } from '../../common/queues';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { AnalysisError, AnalysisErrorCode } from './analysis.error';
import { toAnalyzeStatus } from './analysis.mapper';
import { AnalysisCompletionService } from './analysis-completion.service';
import { AnalysisStateService } from './analysis-state.service';
import { AnalyzerClient } from '../../common/analyzer.client';
import type { AnalysisEntity } from './entities/analysis.entity';
import type { AnalysisJobData } from '../../common/jobs';
import { toAnalysableAddress } from './website-address';

/**
 * How a new analysis is paid for: `left` checks, before robots.txt is fetched, that the quota admits one (throws when
 * it is used up; returns how many it admits, null = unlimited), `charge` runs in the transaction that creates the
 * analysis (it throws when the quota is used up, which rolls the analysis back; a billable Pay as you go analysis
 * records its meter-event outbox row there too), `refund` gives the charge back when the analysis could not be queued.
 */
export interface AnalysisQuota {
  left(): Promise<number | null>;
  charge(manager: EntityManager, analysisId: string): Promise<{ billable: boolean }>;
  refund(analysisId: string): Promise<void>;
}

/** robots.txt fetches a bulk request makes at once (never more than its quota admits). */
const ROBOTS_BATCH = 8;
/** Retry-After (seconds) of 429 too-many-queued-analyses: about one analysis's time. */
const TOO_MANY_QUEUED_RETRY_AFTER_SECONDS = 60;

/**
 * robots.txt verdict of an address a new analysis is about to be admitted for, fetched only then; `admits` = how many
 * analyses the quota and the requester's queued cap admit at that point (null = unlimited), which bounds a bulk
 * request's prefetch.
 */
type RobotsVerdict = (admits: number | null) => Promise<boolean>;

/** Requests analyses (one active per domain) and reports their status. */
@Injectable()
export class AnalysisService {
  private readonly logger = new Logger(AnalysisService.name);

  constructor(
    private readonly state: AnalysisStateService,
    @InjectQueue(QUEUES.analysis) private readonly queue: Queue<AnalysisJobData>,
    private readonly analyzer: AnalyzerClient,
    private readonly completion: AnalysisCompletionService,
    private readonly usage: UsageService,
    private readonly meterEvents: MeterEventsService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Validates and normalises `input` and returns the id of the analysis already queued or running for the same domain
   * (which costs no quota) — or admits a new one: queue not full, the requester under its queued cap, quota left (all
   * checked before robots.txt is fetched), robots.txt allowing it; then creates, charges and queues it.
   * @param requestedBy the user who asked (recorded on the analysis; at most ANALYSIS_MAX_QUEUED_PER_USER of theirs
   *   queued or running at once)
   * @param quota checked before the robots.txt fetch, charged when the analysis is created, refunded if not queued
   * @throws AnalysisError invalid-url (400), subdomain-not-allowed (405), blocked-by-robots (405),
   *   too-many-queued-analyses (429, Retry-After), queue-unavailable (503), queue-full (503: more than
   *   ANALYSIS_MAX_QUEUE_DEPTH analyses waiting)
   * @throws whatever `quota.left` / `quota.charge` throw (e.g. 402 quota-exceeded)
   */
  async request(
    input: string,
    requestedBy: string | null = null,
    quota?: AnalysisQuota,
  ): Promise<AnalyzeAccepted> {
    const address = toAnalysableAddress(input);
    const active = await this.state.findActive(address.domain);
    if (active) return { id: active.id };
    return this.requestAddress(
      address,
      () => this.analyzer.isAllowedByRobots(address.url),
      requestedBy,
      quota,
    );
  }

  /**
   * A bulk request: each address is validated, normalised and gated on its own, in the order given — a refused
   * address (invalid, subdomain, robots.txt, quota used up, too many queued…) becomes an error item and the others go
   * on, so a quota that runs out mid-list refuses the rest with 402 items. Addresses of the same domain share one
   * analysis (and one charge). robots.txt files are fetched only for addresses about to be admitted, in parallel
   * batches of up to 8 but never more than the quota and the requester's queued cap admit at that point: with no
   * quota left, none is fetched.
   * @returns one item per input address, in order
   */
  async requestMany(
    inputs: string[],
    requestedBy: string | null,
    quota?: AnalysisQuota,
  ): Promise<BulkAnalyzeItem[]> {
    const parsed = inputs.map((url) => {
      try {
        return { url, address: toAnalysableAddress(url) };
      } catch (error) {
        return { url, error: bulkError(error) };
      }
    });
    const robots = this.robotsPrefetch(parsed.flatMap((item) => (item.address ? [item.address] : [])));
    const byDomain = new Map<string, BulkAnalyzeItem>();
    const items: BulkAnalyzeItem[] = [];
    for (const item of parsed) {
      if (!item.address) {
        items.push({ url: item.url, error: item.error });
        continue;
      }
      const { domain } = item.address;
      let outcome = byDomain.get(domain);
      if (!outcome) {
        try {
          const active = await this.state.findActive(domain);
          const accepted =
            active ??
            (await this.requestAddress(item.address, (admits) => robots(domain, admits), requestedBy, quota));
          outcome = { url: item.url, id: accepted.id };
        } catch (error) {
          outcome = { url: item.url, error: bulkError(error) };
        }
        byDomain.set(domain, outcome);
      }
      items.push(
        'id' in outcome ? { url: item.url, id: outcome.id } : { url: item.url, error: outcome.error },
      );
    }
    return items;
  }

  /**
   * robots.txt verdicts of a bulk request's addresses, by domain: asking for one not fetched yet fetches it together
   * with the next addresses not fetched yet (in request order), as many as `admits` (quota and queued cap), at most 8.
   */
  private robotsPrefetch(
    addresses: NormalizedWebsiteUrl[],
  ): (domain: string, admits: number | null) => Promise<boolean> {
    const unique = [...new Map(addresses.map((address) => [address.domain, address])).values()];
    const verdicts = new Map<string, Promise<boolean>>();
    return (domain, admits) => {
      if (!verdicts.has(domain)) {
        const from = unique.findIndex((address) => address.domain === domain);
        const batch = unique
          .slice(from)
          .filter((address) => !verdicts.has(address.domain))
          .slice(0, Math.max(1, Math.min(ROBOTS_BATCH, admits ?? ROBOTS_BATCH)));
        // isAllowedByRobots never rejects (an unreadable robots.txt allows).
        for (const address of batch)
          verdicts.set(address.domain, this.analyzer.isAllowedByRobots(address.url));
      }
      return verdicts.get(domain)!;
    };
  }

  /**
   * Admits and queues a new analysis of a normalised address: the cheap refusals first (queue full, the requester's
   * queued cap, no quota left), then robots.txt, then the analysis is created and charged in one transaction.
   */
  private async requestAddress(
    address: NormalizedWebsiteUrl,
    allowedByRobots: RobotsVerdict,
    requestedBy: string | null,
    quota?: AnalysisQuota,
  ): Promise<AnalyzeAccepted> {
    await this.refuseWhenQueueFull();
    const room = requestedBy
      ? await this.refuseWhenTooManyQueued(this.dataSource.manager, requestedBy, false)
      : null;
    const left = quota ? await quota.left() : null;
    const admits = left === null ? room : room === null ? left : Math.min(left, room);
    if (!(await allowedByRobots(admits))) {
      throw new AnalysisError(
        AnalysisErrorCode.BlockedByRobots,
        `robots.txt of ${address.domain} does not allow StackLensBot to analyse it.`,
      );
    }

    for (let attempt = 0; attempt < 3; attempt++) {
      // The analysis and its charge commit together: a refused charge leaves no analysis, a lost race no charge.
      const created = await this.dataSource.transaction(async (manager) => {
        if (requestedBy) await this.refuseWhenTooManyQueued(manager, requestedBy, true);
        const analysis = await this.state.insertQueued(manager, address.domain, address.url, requestedBy);
        if (!analysis) return null;
        const charge = (await quota?.charge(manager, analysis.id)) ?? { billable: false };
        return { analysis, billable: charge.billable };
      });
      if (created) {
        if (created.billable) await this.meterEvents.enqueue(created.analysis.id);
        await this.enqueue(created.analysis, quota);
        // The worker's lines about it carry the same `analysisId` field (and this one the request's id).
        this.logger.log(
          { analysisId: created.analysis.id, domain: address.domain, requestedBy },
          `Analysis ${created.analysis.id} of ${address.url} queued`,
        );
        return { id: created.analysis.id };
      }
      // Lost the race against a concurrent request: the partial unique index kept one active row.
      const winner = await this.state.findActive(address.domain);
      if (winner) return { id: winner.id };
    }
    throw new AnalysisError(
      AnalysisErrorCode.QueueUnavailable,
      'The analysis could not be queued, try again.',
    );
  }

  /**
   * Back-pressure: past ANALYSIS_MAX_QUEUE_DEPTH analyses waiting (or delayed for a retry), a new analysis is refused
   * with 503 queue-full (and Retry-After) before anything is written or charged, instead of piling up. A soft limit:
   * requests arriving together may pass it by as many as run at once. Joining an analysis already queued or running
   * for the domain is never refused.
   * @throws AnalysisError queue-full (503)
   */
  private async refuseWhenQueueFull(): Promise<void> {
    // While the queue is paused (an operator's pause), waiting jobs are counted as `paused`.
    const counts = await this.queue.getJobCounts('waiting', 'paused', 'delayed', 'prioritized');
    const depth = Object.values(counts).reduce((sum, count) => sum + count, 0);
    if (depth >= this.config.analyzer.maxQueueDepth) {
      throw new AnalysisError(
        AnalysisErrorCode.QueueFull,
        `${depth} analyses are waiting; try again in a minute.`,
      );
    }
  }

  /**
   * Fair share: a user with ANALYSIS_MAX_QUEUED_PER_USER analyses queued or running (paid plans and monitors' runs
   * included) is refused a new one, so that one customer cannot fill the queue for everyone. Joining an analysis
   * already queued or running for the domain is never refused. With `lock` (inside the creating transaction) the count
   * is serialised per user, so concurrent requests cannot pass the cap together.
   * @returns how many more analyses the user may have queued (at least 1)
   * @throws AnalysisError too-many-queued-analyses (429, Retry-After)
   */
  private async refuseWhenTooManyQueued(
    manager: EntityManager,
    userId: string,
    lock: boolean,
  ): Promise<number> {
    const cap = this.config.analyzer.maxQueuedPerUser;
    const active = await this.state.countActiveOf(manager, userId, { lock });
    if (active >= cap) {
      throw new AnalysisError(
        AnalysisErrorCode.TooManyQueued,
        `You have ${cap} analyses queued or running; wait for some to finish before requesting more.`,
        { retryAfterSeconds: TOO_MANY_QUEUED_RETRY_AFTER_SECONDS },
      );
    }
    return cap - active;
  }

  /** @throws AnalysisError analysis-not-found (404) */
  async status(id: string): Promise<AnalyzeStatus> {
    const analysis = await this.state.findById(id);
    if (!analysis) throw new AnalysisError(AnalysisErrorCode.AnalysisNotFound, `There is no analysis ${id}.`);
    return toAnalyzeStatus(analysis);
  }

  /** The monthly quota of `user` (users module), as an {@link AnalysisQuota}. */
  quotaOf(user: Pick<AuthenticatedUser, 'id' | 'plan'>): AnalysisQuota {
    return {
      left: () => this.usage.assertQuotaLeft(user),
      charge: (manager, analysisId) => this.usage.consume(manager, user, analysisId),
      refund: (analysisId) => this.usage.refund(user, analysisId),
    };
  }

  private async enqueue(analysis: AnalysisEntity, quota?: AnalysisQuota): Promise<void> {
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
      await quota?.refund(analysis.id);
      // The requester's endpoints get analysis.failed (the sweeper delivers it once the queue is back).
      await this.completion.saveFailure(
        { analysisId: analysis.id, domain: analysis.domain, url: analysis.url },
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

/** The problem a single analyze request would have answered, as a bulk item's error; unexpected errors rethrown. */
function bulkError(error: unknown): { status: number; code: string; detail: string } {
  if (error instanceof ProblemError) return { status: error.status, code: error.code, detail: error.detail };
  throw error;
}
