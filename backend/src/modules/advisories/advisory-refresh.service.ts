import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { WebsiteTechnologiesChangedData } from '@stacklens/contracts';
import { DataSource } from 'typeorm';
import {
  DEFAULT_ADVISORY_SOURCE_URLS,
  HttpClient,
  loadAdvisorySnapshot,
  parseResolveRules,
  refreshAdvisories,
  vulnerabilitiesOf,
  type AdvisorySnapshot,
  type AdvisorySourceUrls,
} from '../../common/analyzer.client';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { MonitorsService } from '../monitors/monitors.service';
import { WebhookDeliveriesService } from '../webhooks/webhook-deliveries.service';
import { WebsitesService, type RevisedVulnerabilities } from '../websites/websites.service';
import {
  AdvisoriesService,
  advisoryDataOf,
  toTechnologyVulnerabilities,
  type StoredSnapshotSummary,
} from './advisories.service';

/** Overall deadline of one source file's fetch, ms. */
export const ADVISORY_FETCH_TIMEOUT_MS = 120_000;
/** Largest source file accepted (retire.js's repository is about 1 MB; the whole CVE list of a vendor far less). */
export const ADVISORY_MAX_BODY_BYTES = 64 * 1024 * 1024;
/** Stored results re-matched per transaction. */
const REVISION_BATCH = 100;

/** What one refresh did (kept by BullMQ as the job's result, logged). */
export interface AdvisoryRefreshResult {
  /** The stored snapshot's figures; null when no source could be refreshed (nothing stored). */
  stored: StoredSnapshotSummary | null;
  /** Per source: `refreshed`, `kept` (no URL) or the error message. */
  outcome: Record<string, string>;
  /** Fetch + parse + build time, ms. */
  refreshMs: number;
  /** Stored results whose vulnerabilities changed. */
  revised: number;
  /** `website.technologies.changed` deliveries recorded for technologies that became vulnerable. */
  deliveries: number;
}

/**
 * The advisory refresh (issue 20), run by the worker's scheduled job: fetches every configured source
 * (ADVISORY_SOURCE_URLS, default the analyzer's `DEFAULT_ADVISORY_SOURCE_URLS`: retire.js, nginx.org, … and osv.dev's
 * API for the GitHub Advisory Database's npm advisories) through the analyzer's address guard, builds a new snapshot
 * with the analyzer's `refreshAdvisories` (a failing source keeps the previous snapshot's data), stores it with its
 * figures (size, time, per-source outcome) — from then on every worker's analyses use it — and re-matches every stored
 * result against it. A technology that became vulnerable is recorded as `website.technologies.changed`
 * (`trigger: advisory-refresh`, `becameVulnerable`) for the users monitoring the domain, in the transaction that
 * stores the revised vulnerabilities (outbox); a rerun finds nothing new to tell, so events are never doubled.
 */
@Injectable()
export class AdvisoryRefreshService implements OnModuleDestroy {
  private readonly logger = new Logger(AdvisoryRefreshService.name);
  private readonly client: HttpClient;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly advisories: AdvisoriesService,
    private readonly websites: WebsitesService,
    private readonly webhooks: WebhookDeliveriesService,
    private readonly monitors: MonitorsService,
  ) {
    this.client = new HttpClient({
      allowPrivateNetworks: config.advisories.allowPrivateNetworks,
      resolve: parseResolveRules(config.analyzer.resolve),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.close();
  }

  /** The configured source URLs (the analyzer's defaults when ADVISORY_SOURCE_URLS is empty). */
  sourceUrls(): AdvisorySourceUrls {
    return this.config.advisories.sourceUrls ?? { ...DEFAULT_ADVISORY_SOURCE_URLS };
  }

  /**
   * One refresh (see the class). `signal` stops it (a worker stopping): the fetches are aborted and the revision stops
   * between two batches; a rerun does it all again (stored revisions are idempotent).
   * @throws Error when no configured source could be refreshed (the job is retried; nothing was stored), or when
   *   `signal` stopped it
   */
  async refresh(signal?: AbortSignal): Promise<AdvisoryRefreshResult> {
    const started = performance.now();
    const previous = await this.advisories.current();
    const { snapshot, outcome } = await refreshAdvisories(
      this.sourceUrls(),
      (url, init) => this.fetchText(url, init),
      // the bundled snapshot answers for a source the stored one predates (added by a newer release)
      { previous: previous.snapshot, fallback: loadAdvisorySnapshot(), signal },
    );
    signal?.throwIfAborted();
    const refreshMs = Math.round(performance.now() - started);
    const outcomes = outcome as Record<string, string>;
    const refreshed = Object.values(outcomes).filter((o) => o === 'refreshed').length;
    const failed = Object.entries(outcomes).filter(([, o]) => o !== 'refreshed' && o !== 'kept');
    if (failed.length)
      this.logger.warn(`Advisory sources not refreshed: ${failed.map(([s, o]) => `${s}: ${o}`).join('; ')}`);
    if (refreshed === 0) throw new Error('No advisory source could be refreshed; the snapshot in use stays.');
    const stored = await this.dataSource.transaction((manager) =>
      this.advisories.store(manager, snapshot, { durationMs: refreshMs, outcome: outcomes }),
    );
    this.logger.log(
      `Advisory snapshot ${stored.id} stored: ${stored.technologies} technologies, ${stored.advisories} advisories, ${stored.sizeBytes} bytes (${stored.storedBytes} gzip), refreshed in ${refreshMs} ms`,
    );
    const { revised, deliveries } = await this.reviseStoredResults(snapshot, signal);
    return { stored, outcome: outcomes, refreshMs, revised, deliveries };
  }

  /**
   * Re-matches every stored result against `snapshot`, a batch of websites per transaction; records the
   * "became vulnerable" events with the change and queues them once committed.
   * @throws the abort reason when `signal` aborts (checked before each batch)
   */
  async reviseStoredResults(
    snapshot: AdvisorySnapshot,
    signal?: AbortSignal,
  ): Promise<{ revised: number; deliveries: number }> {
    let afterId: string | null = null;
    let revised = 0;
    let deliveries = 0;
    for (;;) {
      signal?.throwIfAborted();
      const ids = await this.websites.idsAfter(afterId, REVISION_BATCH);
      if (!ids.length) break;
      afterId = ids[ids.length - 1];
      const { changed, recorded } = await this.dataSource.transaction(async (manager) => {
        const changedResults: RevisedVulnerabilities[] = [];
        const recordedIds: string[] = [];
        for (const id of ids) {
          const result = await this.websites.reviseVulnerabilities(manager, id, (technologies) => {
            const found = vulnerabilitiesOf(technologies, snapshot);
            const byName = new Map(found.map((v) => [v.name, toTechnologyVulnerabilities(v)]));
            return {
              advisoryData: advisoryDataOf(snapshot, found),
              vulnerabilities: new Map(technologies.map((t) => [t.technologyId, byName.get(t.name) ?? null])),
            };
          });
          if (!result?.changed) continue;
          changedResults.push(result);
          if (result.hidden || !result.becameVulnerable.length) continue;
          const data: WebsiteTechnologiesChangedData = {
            analysisId: null,
            trigger: 'advisory-refresh',
            domain: result.domain,
            url: result.url,
            added: [],
            removed: [],
            versionChanged: [],
            becameVulnerable: result.becameVulnerable.map(({ technologyId: _id, ...entry }) => entry),
            resultUrl: this.resultUrl(result),
          };
          for (const userId of new Set(await this.monitors.watchersOf(manager, result.domain)))
            recordedIds.push(
              ...(await this.webhooks.record(manager, userId, 'website.technologies.changed', { ...data })),
            );
        }
        return { changed: changedResults, recorded: recordedIds };
      });
      revised += changed.length;
      deliveries += recorded.length;
      for (const result of changed) await this.websites.resultChanged(result.domain, [result.websiteId]);
      await this.webhooks
        .enqueue(recorded)
        .catch((error: unknown) =>
          this.logger.warn(`Webhook deliveries will be queued by the sweeper: ${String(error)}`),
        );
    }
    return { revised, deliveries };
  }

  /** GET (or POST of a JSON body: osv.dev's querybatch) through the address guard; rejects on a non-2xx answer. */
  private async fetchText(
    url: string,
    init: { signal?: AbortSignal; method?: 'POST'; body?: string },
  ): Promise<string> {
    const response = await this.client.fetch(url, {
      timeoutMs: ADVISORY_FETCH_TIMEOUT_MS,
      maxBodyBytes: ADVISORY_MAX_BODY_BYTES,
      headers: {
        accept: 'application/json, application/xml, text/plain, */*',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.method ? { method: init.method } : {}),
      ...(init.body !== undefined ? { body: init.body } : {}),
      ...(init.signal ? { signal: init.signal } : {}),
    });
    if (response.statusCode < 200 || response.statusCode >= 300)
      throw new Error(`${url} answered HTTP ${response.statusCode}`);
    return response.body.toString('utf8');
  }

  /** The public result page of a stored website (with its protocol and port when not the defaults). */
  private resultUrl(result: Pick<RevisedVulnerabilities, 'domain' | 'url'>): string {
    const target = new URL(result.url);
    const query = new URLSearchParams();
    if (target.protocol === 'http:') query.set('protocol', 'http');
    if (target.port) query.set('port', target.port);
    const search = query.size ? `?${query}` : '';
    return `${this.config.publicUrl}/analysis/website/${encodeURIComponent(result.domain)}${search}`;
  }
}
