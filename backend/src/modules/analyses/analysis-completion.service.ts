import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AnalysisResult } from '../../common/analyzer.client';
import type {
  AdvisoryData,
  AnalysisCompletedData,
  AnalysisFailedData,
  WebsiteTechnologiesChangedData,
} from '@stacklens/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { TechnologiesService } from '../technologies/technologies.service';
import { WebhookDeliveriesService } from '../webhooks/webhook-deliveries.service';
import { MonitorsService } from '../monitors/monitors.service';
import { hasTechnologyChanges, WebsitesService, type TechnologyChanges } from '../websites/websites.service';
import type { AnalysisFailure } from './analysis-outcome';
import { AnalysisStateService } from './analysis-state.service';
import { toTechnologyVulnerabilities } from '../advisories/advisories.service';

/** What the worker knows about the analysis being completed. */
export interface CompletedAnalysis {
  analysisId: string;
  domain: string;
  url: string;
  /** Extra timings measured by the worker (queue wait), merged into the analyzer's. */
  timings?: Record<string, number | null>;
  /** The advisory data `result.vulnerabilities` were matched against (null or absent: no lookup ran). */
  advisoryData?: AdvisoryData | null;
}

/**
 * Ends an analysis in one transaction, each module writing its own tables. Success: the catalogue rows of the
 * detected technologies (technologies), the website's latest result with its technologies (confidence ≤ 0 dropped)
 * and a score-history entry and the technology history (websites), the analysis outcome (200, or 408 for partial
 * results), the requester's `analysis.completed` webhook deliveries (webhooks, outbox) and, when the stack changed,
 * `website.technologies.changed` for the requester and the domain's monitors (monitors). Failure: the outcome and `analysis.failed` deliveries.
 * The deliveries are queued once the transaction committed (the webhooks sweeper catches up if the worker dies
 * in between), so an event is never lost and never recorded twice.
 */
@Injectable()
export class AnalysisCompletionService {
  private readonly logger = new Logger(AnalysisCompletionService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly technologies: TechnologiesService,
    private readonly websites: WebsitesService,
    private readonly state: AnalysisStateService,
    private readonly webhooks: WebhookDeliveriesService,
    private readonly monitors: MonitorsService,
  ) {}

  /** @returns the website id and the analysis' status code (200 or 408) */
  async saveSuccess(
    analysis: CompletedAnalysis,
    result: AnalysisResult,
  ): Promise<{ websiteId: string; statusCode: number }> {
    const statusCode = result.partial ? 408 : 200;
    const technologies = result.technologies.filter((tech) => tech.confidence > 0);
    const namedSoftware = result.namedSoftware ?? [];
    const vulnerabilities = new Map(
      (result.vulnerabilities ?? []).map((v) => [v.name, toTechnologyVulnerabilities(v)]),
    );
    const { websiteId, deliveries } = await this.dataSource.transaction(async (manager) => {
      const technologyIds = await this.technologies.ensureListed(manager, technologies);
      const { websiteId: id, changes } = await this.websites.saveResult(manager, {
        domain: analysis.domain,
        url: analysis.url,
        statusCode,
        score: result.score,
        technologies: technologies.map((tech) => ({
          technologyId: technologyIds.get(tech.name) as number,
          version: tech.version,
          latestVersion: tech.latestVersion,
          versionStatus: tech.versionStatus,
          confidence: Math.min(100, Math.round(tech.confidence)),
          implied: tech.implied,
          evidence: tech.evidence,
          vulnerabilities: vulnerabilities.get(tech.name) ?? null,
        })),
        advisoryData: analysis.advisoryData ?? null,
        namedSoftware,
      });
      await this.state.markSucceeded(manager, analysis.analysisId, {
        statusCode,
        websiteId: id,
        timings: { ...result.timings, ...analysis.timings },
      });
      const requester = await this.state.requesterOf(manager, analysis.analysisId);
      const data: AnalysisCompletedData = {
        analysisId: analysis.analysisId,
        domain: analysis.domain,
        url: analysis.url,
        statusCode,
        score: result.score.value,
        technologies: technologies.map((tech) => ({
          name: tech.name,
          version: tech.version,
          vulnerabilities: vulnerabilities.get(tech.name) ?? null,
        })),
        advisoryData: analysis.advisoryData ?? null,
        namedSoftware,
        resultUrl: this.resultUrl(analysis),
      };
      const recorded = requester
        ? await this.webhooks.record(manager, requester, 'analysis.completed', { ...data })
        : [];
      const changed = await this.recordChanges(manager, analysis, requester, changes, technologyIds);
      return { websiteId: id, deliveries: [...recorded, ...changed] };
    });
    await this.websites.resultChanged(analysis.domain, [websiteId]);
    await this.queueDeliveries(deliveries);
    return { websiteId, statusCode };
  }

  /**
   * Marks an active analysis failed and records the requester's `analysis.failed` deliveries, in one transaction;
   * nothing happens (and nothing is sent) when the analysis had already ended.
   * @returns whether the analysis was marked failed now
   */
  async saveFailure(analysis: CompletedAnalysis, failure: AnalysisFailure): Promise<boolean> {
    const { marked, deliveries } = await this.dataSource.transaction(async (manager) => {
      const count = await this.state.markFailed({ id: analysis.analysisId }, failure, manager);
      if (!count) return { marked: false, deliveries: [] as string[] };
      const requester = await this.state.requesterOf(manager, analysis.analysisId);
      const data: AnalysisFailedData = {
        analysisId: analysis.analysisId,
        domain: analysis.domain,
        url: analysis.url,
        statusCode: failure.statusCode,
        code: failure.errorCode,
        detail: failure.message,
      };
      const recorded = requester
        ? await this.webhooks.record(manager, requester, 'analysis.failed', { ...data })
        : [];
      return { marked: true, deliveries: recorded };
    });
    await this.queueDeliveries(deliveries);
    return marked;
  }

  /**
   * When the stack changed since the website's previous result: notes it on the domain's monitors and records
   * `website.technologies.changed` for the requester and every user monitoring the domain (once each).
   * @returns the ids of the deliveries created
   */
  private async recordChanges(
    manager: EntityManager,
    analysis: CompletedAnalysis,
    requester: string | null,
    changes: TechnologyChanges,
    technologyIds: Map<string, number>,
  ): Promise<string[]> {
    if (!hasTechnologyChanges(changes)) return [];
    const names = new Map([...technologyIds].map(([name, id]) => [id, name]));
    const removedIds = changes.removed.map((entry) => entry.technologyId).filter((id) => !names.has(id));
    for (const [id, name] of await this.technologies.namesOf(manager, removedIds)) names.set(id, name);
    const nameOf = (id: number) => names.get(id) ?? `#${id}`;
    const data: WebsiteTechnologiesChangedData = {
      analysisId: analysis.analysisId,
      trigger: 'analysis',
      domain: analysis.domain,
      url: analysis.url,
      added: changes.added.map((entry) => ({ name: nameOf(entry.technologyId), version: entry.version })),
      removed: changes.removed.map((entry) => ({ name: nameOf(entry.technologyId), version: entry.version })),
      versionChanged: changes.versionChanged.map((entry) => ({
        name: nameOf(entry.technologyId),
        from: entry.from,
        to: entry.to,
      })),
      becameVulnerable: changes.becameVulnerable.map(({ technologyId, ...entry }) => ({
        name: nameOf(technologyId),
        ...entry,
      })),
      resultUrl: this.resultUrl(analysis),
    };
    await this.monitors.noteChanged(manager, analysis.domain, new Date());
    const recipients = new Set(await this.monitors.watchersOf(manager, analysis.domain));
    if (requester) recipients.add(requester);
    const deliveries: string[] = [];
    for (const userId of recipients) {
      deliveries.push(
        ...(await this.webhooks.record(manager, userId, 'website.technologies.changed', { ...data })),
      );
    }
    return deliveries;
  }

  /**
   * Fails the stale analyses (active for longer than STALE_ANALYSIS_MS — lost by a worker crash or a flushed queue:
   * 504 `timeout`), at most `limit`, through {@link saveFailure}, so that their requesters get `analysis.failed` too.
   * Run by the worker's scheduled job, never in a request.
   * @returns how many were failed
   */
  async failStale(limit = 500): Promise<number> {
    let failed = 0;
    for (const stale of await this.state.findStale(limit)) {
      const marked = await this.saveFailure(
        { analysisId: stale.id, domain: stale.domain, url: stale.url },
        {
          errorCode: 'timeout',
          statusCode: 504,
          retryable: false,
          message: 'The analysis did not finish in time.',
        },
      );
      if (marked) failed++;
    }
    return failed;
  }

  /** The public result page of the analysed website (with its protocol and port when not the defaults). */
  private resultUrl(analysis: CompletedAnalysis): string {
    const target = new URL(analysis.url);
    const query = new URLSearchParams();
    if (target.protocol === 'http:') query.set('protocol', 'http');
    if (target.port) query.set('port', target.port);
    const search = query.size ? `?${query}` : '';
    return `${this.config.publicUrl}/analysis/website/${encodeURIComponent(analysis.domain)}${search}`;
  }

  private async queueDeliveries(ids: string[]): Promise<void> {
    await this.webhooks
      .enqueue(ids)
      .catch((error: unknown) =>
        this.logger.warn(
          `Webhook deliveries ${ids.join(', ')} will be queued by the sweeper: ${String(error)}`,
        ),
      );
  }
}
