import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AdminRemovalRequest,
  type AdminRemovalRequestListQuery,
  type AdminRemovalRequestPage,
  CACHE_TAGS,
} from '@stacklens/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { SharedCacheService } from '../../common/cache/shared-cache.service';
import type { ChangeHook } from '../../common/change-hook';
import { paginate, type Sortable } from '../../common/pagination';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { MailService } from '../mail/mail.service';
import { WebsitesService } from '../websites/websites.service';
import { RemovalRequestEntity } from './entities/removal-request.entity';
import { removalDecisionMail, toAdminRemovalRequest } from './removals.mapper';
import { RemovalsError, RemovalsErrorCode } from './removals.error';

/** The list's sort fields, search and id (query-builder properties). */
const LIST: Sortable<AdminRemovalRequestListQuery['sort']> = {
  sort: { createdAt: 'r.createdAt', domain: 'r.domain', status: 'r.status', decidedAt: 'r.decidedAt' },
  id: 'r.id',
  search: ['r.domain'],
  nullsLast: true,
};

/**
 * The operators' side of removal requests (admin panel): list and review them with the domain's stored result,
 * approve (the website is hidden from every public listing — `WebsitesService.hideDomain`) or reject with a
 * reason; the requester is mailed the decision when they gave an email address.
 */
@Injectable()
export class RemovalsAdminService {
  private readonly logger = new Logger(RemovalsAdminService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly websites: WebsitesService,
    private readonly cache: SharedCacheService,
    private readonly mail: MailService,
  ) {}

  /** A page of requests: `status` filter, `q` = domain substring, `ids`; `publicResult` is null in lists. */
  async list(query: AdminRemovalRequestListQuery): Promise<AdminRemovalRequestPage> {
    const qb = this.dataSource.getRepository(RemovalRequestEntity).createQueryBuilder('r');
    if (query.status) qb.andWhere('r.status = :status', { status: query.status });
    const page = await paginate(qb, query, LIST);
    return { ...page, items: page.items.map((row) => toAdminRemovalRequest(row, null)) };
  }

  /** One request with the domain's stored result (or null). @throws RemovalsError removal-not-found (404) */
  async get(id: string): Promise<AdminRemovalRequest> {
    const request = await this.dataSource.getRepository(RemovalRequestEntity).findOneBy({ id });
    if (!request)
      throw new RemovalsError(RemovalsErrorCode.RemovalNotFound, `There is no removal request ${id}.`);
    return toAdminRemovalRequest(request, await this.websites.resultSummary(request.domain));
  }

  /**
   * Approves a pending request by operator `decidedBy`: in one transaction the request is decided, the website
   * hidden and `onChange` called; then the cached insights, answers and pages showing the domain are invalidated in
   * every process and the requester mailed.
   * @throws RemovalsError removal-not-found (404), removal-not-pending (409)
   */
  async approve(
    id: string,
    decidedBy: string,
    onChange?: ChangeHook<AdminRemovalRequest>,
  ): Promise<AdminRemovalRequest> {
    let hiddenIds: string[] = [];
    const after = await this.decide(id, onChange, async (manager, request) => {
      await manager.update(
        RemovalRequestEntity,
        { id },
        { status: 'approved', decidedAt: new Date(), decidedBy },
      );
      hiddenIds = await this.websites.hideDomain(manager, request.domain);
    });
    // The insights first: the pages invalidated next are rendered again from them.
    await this.cache.invalidate([CACHE_TAGS.insights]);
    await this.websites.resultChanged(after.domain, hiddenIds);
    this.logger.log(`Removal of ${after.domain} approved by ${decidedBy}: website hidden`);
    await this.mailDecision(after);
    return this.get(id);
  }

  /**
   * Rejects a pending request with `reason` (mailed to the requester); the website stays public.
   * @throws RemovalsError removal-not-found (404), removal-not-pending (409)
   */
  async reject(
    id: string,
    decidedBy: string,
    reason: string,
    onChange?: ChangeHook<AdminRemovalRequest>,
  ): Promise<AdminRemovalRequest> {
    const after = await this.decide(id, onChange, async (manager) => {
      await manager.update(
        RemovalRequestEntity,
        { id },
        { status: 'rejected', decidedAt: new Date(), decidedBy, rejectionReason: reason },
      );
    });
    this.logger.log(`Removal of ${after.domain} rejected by ${decidedBy}`);
    await this.mailDecision(after);
    return this.get(id);
  }

  /** Locks a pending request, applies `change`, calls `onChange` with before/after; returns the decided entity. */
  private async decide(
    id: string,
    onChange: ChangeHook<AdminRemovalRequest> | undefined,
    change: (manager: EntityManager, request: RemovalRequestEntity) => Promise<void>,
  ): Promise<RemovalRequestEntity> {
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(RemovalRequestEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!found)
        throw new RemovalsError(RemovalsErrorCode.RemovalNotFound, `There is no removal request ${id}.`);
      if (found.status !== 'pending')
        throw new RemovalsError(
          RemovalsErrorCode.RemovalNotPending,
          `The request is already ${found.status}.`,
        );
      await change(manager, found);
      const decided = await manager.findOneByOrFail(RemovalRequestEntity, { id });
      await onChange?.(manager, {
        before: toAdminRemovalRequest(found, null),
        after: toAdminRemovalRequest(decided, null),
      });
      return decided;
    });
  }

  /** Mails the decision to the requester's address, if they gave one (a failed mail is logged, not thrown). */
  private async mailDecision(request: RemovalRequestEntity): Promise<void> {
    if (!request.email) return;
    try {
      await this.mail.send(removalDecisionMail(request, this.config.publicUrl));
    } catch (error) {
      this.logger.error(`Decision on removal request ${request.id} not mailed: ${String(error)}`);
    }
  }
}
