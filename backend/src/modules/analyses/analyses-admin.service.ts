import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminAnalysis, AdminAnalysisListQuery, AdminAnalysisPage } from '@stacklens/contracts';
import { DataSource } from 'typeorm';
import type { ChangeHook } from '../../common/change-hook';
import { escapeLike, toSkipTake } from '../../common/pagination';
import { AnalysisError, AnalysisErrorCode } from './analysis.error';
import { type AdminAnalysisRow, toAdminAnalysis } from './analysis.mapper';
import { AnalysisService } from './analysis.service';

/** Sort fields of the list (contracts) → SQL. */
const SORT_COLUMNS: Record<AdminAnalysisListQuery['sort'], string> = {
  createdAt: 'a.created_at',
  domain: 'a.domain',
  status: 'a.status',
  finishedAt: 'a.finished_at',
};

/**
 * Analyses as operators see them (admin panel): recent analyses with status, duration, error code and requester;
 * a failed analysis can be retried — a new analysis of the same address for the same requester, through
 * {@link AnalysisService.request} (one active per domain, robots.txt), not charged to the requester's quota.
 */
@Injectable()
export class AnalysesAdminService {
  private readonly logger = new Logger(AnalysesAdminService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analyses: AnalysisService,
  ) {}

  /** A page of analyses: `status`, `requesterId`, `q` = domain substring, `ids`. */
  async list(query: AdminAnalysisListQuery): Promise<AdminAnalysisPage> {
    const params = [
      query.status ?? null,
      query.requesterId ?? null,
      query.q ? `%${escapeLike(query.q.toLowerCase())}%` : null,
      query.ids ?? null,
    ];
    const where = `
      WHERE ($1::text IS NULL OR a.status = $1)
        AND ($2::uuid IS NULL OR a.requested_by = $2)
        AND ($3::text IS NULL OR a.domain LIKE $3)
        AND ($4::text[] IS NULL OR a.id::text = ANY($4::text[]))`;
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const [rows, counted]: [AdminAnalysisRow[], { n: number }[]] = await Promise.all([
      this.dataSource.query(
        `${SELECT} ${where} ORDER BY ${SORT_COLUMNS[query.sort]} ${direction} NULLS LAST, a.id ASC LIMIT $5 OFFSET $6`,
        [...params, query.pageSize, toSkipTake(query).skip],
      ),
      this.dataSource.query(`SELECT count(*)::int AS n FROM analysis a ${where}`, params),
    ]);
    return {
      items: rows.map(toAdminAnalysis),
      page: query.page,
      pageSize: query.pageSize,
      total: counted[0]?.n ?? 0,
    };
  }

  /** @throws AnalysisError analysis-not-found (404) */
  async get(id: string): Promise<AdminAnalysis> {
    const rows: AdminAnalysisRow[] = await this.dataSource.query(`${SELECT} WHERE a.id = $1`, [id]);
    if (!rows[0]) throw new AnalysisError(AnalysisErrorCode.AnalysisNotFound, `There is no analysis ${id}.`);
    return toAdminAnalysis(rows[0]);
  }

  /**
   * Retries failed analysis `id`: requests a new analysis of its address for its requester (free) and returns
   * it — or the analysis already active for the domain. `onChange` gets the failed analysis and the new one.
   * @throws AnalysisError analysis-not-found (404), analysis-not-retryable (409, not failed),
   *   blocked-by-robots (405), too-many-queued-analyses (429: the requester already has ANALYSIS_MAX_QUEUED_PER_USER
   *   queued or running — a retry counts for them like their own request), queue-full / queue-unavailable (503)
   */
  async retry(id: string, onChange?: ChangeHook<AdminAnalysis>): Promise<AdminAnalysis> {
    const failed = await this.get(id);
    if (failed.status !== 'failed')
      throw new AnalysisError(
        AnalysisErrorCode.AnalysisNotRetryable,
        `Only failed analyses can be retried; this one is ${failed.status}.`,
      );
    const accepted = await this.analyses.request(failed.url, failed.requesterId);
    const retried = await this.get(accepted.id);
    this.logger.log(`Analysis ${id} of ${failed.domain} retried as ${retried.id}`);
    if (onChange)
      await this.dataSource.transaction((manager) => onChange(manager, { before: failed, after: retried }));
    return retried;
  }
}

const SELECT = `
  SELECT a.id, a.domain, a.url, a.status, a.stage, a.attempts, a.status_code, a.error_code, a.error_message,
         a.requested_by, u.email AS requester_email, a.created_at, a.started_at, a.finished_at
    FROM analysis a LEFT JOIN app_user u ON u.id = a.requested_by`;
