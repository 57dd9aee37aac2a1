import { gunzipSync, gzipSync } from 'node:zlib';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AnalyzerClient,
  isAnalyzerError,
  operatorDetail,
  type LighthouseEvidence,
} from '../../common/analyzer.client';
import {
  InvalidWebsiteUrlError,
  LIGHTHOUSE_REFRESH_INTERVAL_MS,
  LIGHTHOUSE_REPORT_FRESH_MS,
  toAnalysableWebsite,
  type LighthouseRun,
  type LighthouseSummary,
  type NormalizedWebsiteUrl,
} from '@stacklens/contracts';
import { Queue } from 'bullmq';
import { In, Repository } from 'typeorm';
import { CACHE_TAGS } from '@stacklens/contracts';
import { SharedCacheService } from '../../common/cache/shared-cache.service';
import { isUniqueViolation } from '../../common/database-errors';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { JOBS, QUEUES } from '../../common/queues';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { UsageService } from '../users/usage.service';
import { LighthouseRunEntity } from './entities/lighthouse-run.entity';
import type { LighthouseJobData } from '../../common/jobs';
import { LighthouseError, LighthouseErrorCode } from './lighthouse.error';
import { LighthouseUsageService } from './lighthouse-usage.service';
import { toLighthouseEvidence, toLighthouseRun, toLighthouseSummary } from './lighthouse.mapper';

/** What `POST /api/v2/websites/report` answers: the HTML report, or the run to poll. */
export type LighthouseRequestOutcome =
  { html: string; run: LighthouseRun } | { html: null; run: LighthouseRun };

/** How often a request waiting for its run looks at the run's row, ms. */
const WAIT_POLL_MS = 250;
/** A queued run older than this never got a worker (lost job): it is failed so a new one can start. */
const QUEUED_STALE_MS = 30 * 60 * 1000;
/** Retry-After (seconds) of 503 queue-full: about one run's time. */
const QUEUE_FULL_RETRY_AFTER_SECONDS = 60;

const ACTIVE: LighthouseRunEntity['status'][] = ['queued', 'running'];

/**
 * Lighthouse reports (owns `lighthouse_run` and the `lighthouse` queue): requests gated like analyses
 * (the identity guards give 401/403; here: 405 subdomain or robots.txt, 402 no analysis left this month) — a report
 * costs no analysis, but a new run counts against the plan's Lighthouse runs a day (429); one active run
 * per domain; a report younger than 24 h is answered as is (`fresh=true` refreshes it at most once an hour); new runs
 * are refused past LIGHTHOUSE_MAX_QUEUE_DEPTH waiting (503); runs on the worker behind the analyzer's address guard;
 * the latest summary for website results and the score.
 */
@Injectable()
export class LighthouseService {
  private readonly logger = new Logger(LighthouseService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(LighthouseRunEntity) private readonly runs: Repository<LighthouseRunEntity>,
    @InjectQueue(QUEUES.lighthouse) private readonly queue: Queue<LighthouseJobData>,
    private readonly usage: UsageService,
    private readonly runsPerDay: LighthouseUsageService,
    private readonly cache: SharedCacheService,
    private readonly analyzer: AnalyzerClient,
  ) {}

  /**
   * `POST /api/v2/websites/report?url=`: answers the latest report younger than 24 h — with `fresh`, only while it is
   * younger than an hour ({@link LIGHTHOUSE_REFRESH_INTERVAL_MS}) — or joins the domain's active run, or starts a run
   * (counted against the plan's runs a day, robots.txt checked) and waits up to LIGHTHOUSE_REQUEST_WAIT_MS for it.
   * @returns `{html, run}` when a report is ready, `{html: null, run}` (queued, running or failed) otherwise
   * @throws LighthouseError invalid-url (400), subdomain-not-allowed / blocked-by-robots (405),
   *   lighthouse-limit-reached (429, Retry-After until the next UTC day), queue-full (503: LIGHTHOUSE_MAX_QUEUE_DEPTH
   *   runs waiting), queue-unavailable (503)
   * @throws UsersError quota-exceeded (402)
   */
  async request(
    input: string,
    user: AuthenticatedUser,
    options: { fresh: boolean },
  ): Promise<LighthouseRequestOutcome> {
    const address = toAddress(input);
    await this.usage.assertQuotaLeft(user);
    const latest = await this.latestDone(address.domain);
    const age = latest?.finishedAt ? Date.now() - latest.finishedAt.getTime() : Infinity;
    if (latest && age < (options.fresh ? LIGHTHOUSE_REFRESH_INTERVAL_MS : LIGHTHOUSE_REPORT_FRESH_MS)) {
      return { html: await this.reportHtml(latest.id), run: toLighthouseRun(latest) };
    }
    const run = await this.start(address, user);
    const final = await this.waitFor(run.id, this.config.lighthouse.requestWaitMs);
    if (final.status === 'done')
      return { html: await this.reportHtml(final.id), run: toLighthouseRun(final) };
    return { html: null, run: toLighthouseRun(final) };
  }

  /** @throws LighthouseError lighthouse-run-not-found (404) */
  async status(id: string): Promise<LighthouseRun> {
    return toLighthouseRun(await this.findRun(id));
  }

  /**
   * Lighthouse's HTML report of a finished run.
   * @throws LighthouseError lighthouse-run-not-found (404), lighthouse-report-not-found (404, not finished)
   */
  async reportHtml(id: string): Promise<string> {
    const row = await this.runs
      .createQueryBuilder('run')
      .addSelect('run.reportGz')
      .where('run.id = :id', { id })
      .getOne();
    if (!row) throw new LighthouseError(LighthouseErrorCode.RunNotFound, `There is no Lighthouse run ${id}.`);
    if (row.status !== 'done' || !row.reportGz) {
      throw new LighthouseError(
        LighthouseErrorCode.ReportNotFound,
        `Lighthouse run ${id} has no report (${row.status}).`,
      );
    }
    return gunzipSync(row.reportGz).toString('utf8');
  }

  /**
   * The latest finished run of the website `input` (public).
   * @throws LighthouseError invalid-url / subdomain-not-allowed, lighthouse-report-not-found (404)
   */
  async latestRun(input: string): Promise<LighthouseRun> {
    const address = toAddress(input);
    const latest = await this.latestDone(address.domain);
    if (!latest) {
      throw new LighthouseError(
        LighthouseErrorCode.ReportNotFound,
        `No Lighthouse report of ${address.domain} yet.`,
      );
    }
    return toLighthouseRun(latest);
  }

  /** The website result's `lighthouse` summary of `domain` (null when no run finished). */
  async latestSummary(domain: string): Promise<LighthouseSummary | null> {
    const latest = await this.latestDone(domain);
    return latest ? toLighthouseSummary(latest) : null;
  }

  /** The latest finished run of `domain` as the score's evidence (the score itself ignores one older than 30 days). */
  async latestEvidence(domain: string): Promise<LighthouseEvidence | null> {
    const latest = await this.latestDone(domain);
    return latest ? toLighthouseEvidence(latest) : null;
  }

  /**
   * Worker: runs the queued run `runId` (claimed once: a run that is not queued any more is skipped), stores its
   * scores, metrics, result JSON and HTML report (gzip) — or its failure with the analyzer's error code. When
   * `handBack` aborts meanwhile (the worker is stopping), Lighthouse and its Chromium are killed, the run is queued
   * again (not failed: another worker runs it) and the outcome is `handed-back`.
   */
  async execute(runId: string, handBack?: AbortSignal): Promise<'done' | 'skipped' | 'handed-back'> {
    const claimed = await this.runs.update(
      { id: runId, status: 'queued' },
      { status: 'running', startedAt: new Date() },
    );
    const run = claimed.affected ? await this.runs.findOneBy({ id: runId }) : null;
    if (!run) {
      this.logger.warn(`Lighthouse run ${runId} is not queued any more; skipped.`);
      return 'skipped';
    }
    const { lighthouse } = this.config;
    try {
      const result = await this.analyzer.runLighthouse(run.url, {
        timeoutMs: lighthouse.timeoutMs,
        maxConcurrentBrowsers: lighthouse.maxBrowsers,
        signal: handBack,
      });
      const { evidence } = result;
      await this.runs.update(runId, {
        status: 'done',
        performance: evidence.performance,
        accessibility: evidence.accessibility,
        bestPractices: evidence.bestPractices,
        seo: evidence.seo,
        lcpMs: evidence.metrics.lcpMs,
        cls: evidence.metrics.cls,
        tbtMs: evidence.metrics.tbtMs,
        fcpMs: evidence.metrics.fcpMs,
        speedIndexMs: evidence.metrics.speedIndexMs,
        resultGz: gzipSync(result.json),
        reportGz: gzipSync(result.html),
        lighthouseVersion: result.lighthouseVersion,
        durationMs: result.durationMs,
        finishedAt: new Date(),
      });
      // The website's cached result (and result page) carry the latest report's summary: drop them.
      await this.cache.invalidate([CACHE_TAGS.website(run.domain)]);
      this.logger.log(
        `Lighthouse ${run.url}: performance ${evidence.performance} in ${result.durationMs} ms` +
          (result.blocked.length ? `, ${result.blocked.length} requests refused by the guard` : ''),
      );
      return 'done';
    } catch (error) {
      if (handBack?.aborted) {
        await this.runs.update({ id: runId, status: 'running' }, { status: 'queued', startedAt: null });
        return 'handed-back';
      }
      const code = isAnalyzerError(error) ? error.code : 'internal-error';
      const message = isAnalyzerError(error) ? error.message : 'Lighthouse failed unexpectedly.';
      if (!isAnalyzerError(error)) this.logger.error({ err: error }, `Lighthouse run ${runId} failed`);
      else this.logger.warn(`Lighthouse run ${runId} failed: ${code} ${operatorDetail(error)}`);
      await this.fail(runId, code, message);
      return 'done';
    }
  }

  /** Marks a run failed (worker failures, lost jobs). */
  async fail(runId: string, code: string, message: string): Promise<void> {
    await this.runs.update(
      { id: runId, status: In(ACTIVE) },
      { status: 'failed', errorCode: code, errorMessage: message.slice(0, 500), finishedAt: new Date() },
    );
  }

  private async findRun(id: string): Promise<LighthouseRunEntity> {
    const run = await this.runs.findOneBy({ id });
    if (!run) throw new LighthouseError(LighthouseErrorCode.RunNotFound, `There is no Lighthouse run ${id}.`);
    return run;
  }

  private latestDone(domain: string): Promise<LighthouseRunEntity | null> {
    return this.runs.findOne({ where: { domain, status: 'done' }, order: { finishedAt: 'DESC' } });
  }

  /** The domain's active run after failing a stale one (never claimed, or running past twice its deadline). */
  private async findActive(domain: string): Promise<LighthouseRunEntity | null> {
    await this.runs.query(
      `UPDATE lighthouse_run SET status = 'failed', error_code = 'stale', finished_at = now(),
              error_message = 'The run was lost by its worker.'
        WHERE domain = $1 AND ((status = 'queued' AND created_at < now() - $2 * interval '1 millisecond')
           OR (status = 'running' AND started_at < now() - $3 * interval '1 millisecond'))`,
      [domain, QUEUED_STALE_MS, this.config.lighthouse.timeoutMs * 2],
    );
    return this.runs.findOne({ where: { domain, status: In(ACTIVE) } });
  }

  /**
   * Joins the domain's active run (free), or admits a new one — the queue has room, the user has a run left today
   * (both checked before robots.txt is fetched), robots.txt allows it — then creates it and counts it in one
   * transaction and queues it (the count given back when it could not be queued).
   */
  private async start(address: NormalizedWebsiteUrl, user: AuthenticatedUser): Promise<LighthouseRunEntity> {
    let allowedByRobots: boolean | undefined;
    for (let attempt = 0; attempt < 3; attempt++) {
      const active = await this.findActive(address.domain);
      if (active) return active;
      await this.refuseWhenQueueFull();
      await this.runsPerDay.assertRunLeft(user);
      allowedByRobots ??= await this.analyzer.isAllowedByRobots(address.url);
      if (!allowedByRobots) {
        throw new LighthouseError(
          LighthouseErrorCode.BlockedByRobots,
          `robots.txt of ${address.domain} does not allow StackLensBot to analyse it.`,
        );
      }
      let created: LighthouseRunEntity;
      let chargedDay: string;
      try {
        ({ created, chargedDay } = await this.runs.manager.transaction(async (manager) => {
          const run = await manager.save(
            manager.create(LighthouseRunEntity, {
              domain: address.domain,
              url: address.url,
              status: 'queued',
              requestedBy: user.id,
            }),
          );
          return { created: run, chargedDay: await this.runsPerDay.consume(manager, user) };
        }));
      } catch (error) {
        if (isUniqueViolation(error)) continue; // a concurrent request created it: join that one
        throw error;
      }
      try {
        await this.queue.add(
          JOBS.runLighthouse,
          { runId: created.id },
          {
            jobId: created.id,
            attempts: 1,
            removeOnComplete: { age: 24 * 3600, count: 1000 },
            removeOnFail: { age: 7 * 24 * 3600 },
          },
        );
      } catch (error) {
        this.logger.error(
          `Could not queue Lighthouse run ${created.id}: ${error instanceof Error ? error.message : error}`,
        );
        await this.fail(
          created.id,
          LighthouseErrorCode.QueueUnavailable,
          'The Lighthouse run could not be queued.',
        );
        await this.runsPerDay.refund(user, chargedDay);
        throw new LighthouseError(
          LighthouseErrorCode.QueueUnavailable,
          'The Lighthouse queue is unavailable, try again later.',
        );
      }
      return created;
    }
    throw new LighthouseError(
      LighthouseErrorCode.QueueUnavailable,
      'The Lighthouse run could not be queued, try again.',
    );
  }

  /**
   * Back-pressure: past LIGHTHOUSE_MAX_QUEUE_DEPTH runs waiting, a new run is refused before anything is fetched,
   * written or counted. A soft limit (requests arriving together may pass it by as many as arrive). Joining the
   * domain's active run is never refused.
   * @throws LighthouseError queue-full (503, Retry-After)
   */
  private async refuseWhenQueueFull(): Promise<void> {
    // While the queue is paused (an operator's pause), waiting jobs are counted as `paused`.
    const counts = await this.queue.getJobCounts('waiting', 'paused', 'delayed', 'prioritized');
    const depth = Object.values(counts).reduce((sum, count) => sum + count, 0);
    if (depth >= this.config.lighthouse.maxQueueDepth) {
      throw new LighthouseError(
        LighthouseErrorCode.QueueFull,
        `${depth} Lighthouse runs are waiting; try again in a minute.`,
        { retryAfterSeconds: QUEUE_FULL_RETRY_AFTER_SECONDS },
      );
    }
  }

  /** Polls the run until it is done or failed, or `waitMs` passed; returns its latest state. */
  private async waitFor(id: string, waitMs: number): Promise<LighthouseRunEntity> {
    const until = Date.now() + waitMs;
    for (;;) {
      const run = await this.findRun(id);
      if (run.status === 'done' || run.status === 'failed' || Date.now() >= until) return run;
      await new Promise((resume) =>
        setTimeout(resume, Math.min(WAIT_POLL_MS, Math.max(0, until - Date.now()))),
      );
    }
  }
}

/** Spec §5 normalisation (registrable domains only) with its failures as this module's problems. */
function toAddress(input: string): NormalizedWebsiteUrl {
  try {
    return toAnalysableWebsite(input);
  } catch (error) {
    if (error instanceof InvalidWebsiteUrlError) {
      throw new LighthouseError(
        error.code === 'subdomain-not-allowed'
          ? LighthouseErrorCode.SubdomainNotAllowed
          : LighthouseErrorCode.InvalidUrl,
        error.message,
      );
    }
    throw error;
  }
}
