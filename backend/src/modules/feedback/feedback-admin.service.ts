import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AdminDetectionReport,
  AdminDetectionReportListQuery,
  AdminDetectionReportPage,
  AdminDetectionReportUpdate,
} from '@stacklens/contracts';
import { DataSource } from 'typeorm';
import type { ChangeHook } from '../../common/change-hook';
import { paginate, type Sortable } from '../../common/pagination';
import { DetectionReportEntity } from './entities/detection-report.entity';
import { FeedbackError, FeedbackErrorCode } from './feedback.error';
import { toAdminDetectionReport } from './feedback.mapper';

/** The list's sort fields, search and id (query-builder properties). */
const LIST: Sortable<AdminDetectionReportListQuery['sort']> = {
  sort: { createdAt: 'r.createdAt', domain: 'r.domain', status: 'r.status', kind: 'r.kind' },
  id: 'r.id',
  search: ['r.domain'],
  nullsLast: true,
};

/**
 * The operators' side of detection reports (admin panel): list them, read one with the evidence stored when it was
 * filed, and review it (`accepted`: it becomes an overlay fingerprint entry, see the overlay README; `rejected`;
 * `open` again) with an internal note.
 */
@Injectable()
export class FeedbackAdminService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of reports: `status` and `kind` filters, `q` = domain substring, `ids`. */
  async list(query: AdminDetectionReportListQuery): Promise<AdminDetectionReportPage> {
    const qb = this.dataSource.getRepository(DetectionReportEntity).createQueryBuilder('r');
    if (query.status) qb.andWhere('r.status = :status', { status: query.status });
    if (query.kind) qb.andWhere('r.kind = :kind', { kind: query.kind });
    const page = await paginate(qb, query, LIST);
    return { ...page, items: page.items.map(toAdminDetectionReport) };
  }

  /** One report. @throws FeedbackError detection-report-not-found (404) */
  async get(id: string): Promise<AdminDetectionReport> {
    const report = await this.dataSource.getRepository(DetectionReportEntity).findOneBy({ id });
    if (!report) throw notFound(id);
    return toAdminDetectionReport(report);
  }

  /**
   * Records operator `reviewedBy`'s review (status and note; `open` clears the reviewer) in one transaction with
   * `onChange` (the audit row). @throws FeedbackError detection-report-not-found (404)
   */
  async review(
    id: string,
    change: AdminDetectionReportUpdate,
    reviewedBy: string,
    onChange?: ChangeHook<AdminDetectionReport>,
  ): Promise<AdminDetectionReport> {
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(DetectionReportEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!found) throw notFound(id);
      const reopened = change.status === 'open';
      await manager.update(
        DetectionReportEntity,
        { id },
        {
          status: change.status,
          reviewedBy: reopened ? null : reviewedBy,
          reviewedAt: reopened ? null : new Date(),
          ...(change.reviewNote !== undefined ? { reviewNote: change.reviewNote?.trim() || null } : {}),
        },
      );
      const after = toAdminDetectionReport(await manager.findOneByOrFail(DetectionReportEntity, { id }));
      await onChange?.(manager, { before: toAdminDetectionReport(found), after });
      return after;
    });
  }
}

function notFound(id: string): FeedbackError {
  return new FeedbackError(FeedbackErrorCode.DetectionReportNotFound, `There is no detection report ${id}.`);
}
