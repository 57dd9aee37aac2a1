import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  InvalidWebsiteUrlError,
  normalizeWebsiteUrl,
  type RemovalRequest,
  type RemovalRequestResponse,
} from '@stacklens/contracts';
import { DataSource, Repository } from 'typeorm';
import { InsightsService } from '../insights/insights.service';
import { WebsitesService } from '../websites/websites.service';
import { RemovalRequestEntity } from './entities/removal-request.entity';
import { RemovalsError, RemovalsErrorCode } from './removals.error';
import { toRemovalRequestResponse } from './removals.mapper';

/**
 * Removal requests for a domain's public result (Remove Domain page). Filing is idempotent per domain while a
 * request is pending; approving hides the website (`website.hidden`), which removes it from the public result,
 * similar websites, the catalogue, the insights and the sitemap.
 */
@Injectable()
export class RemovalsService {
  private readonly logger = new Logger(RemovalsService.name);

  constructor(
    @InjectRepository(RemovalRequestEntity) private readonly requests: Repository<RemovalRequestEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly insights: InsightsService,
    private readonly websites: WebsitesService,
  ) {}

  /**
   * Files a pending removal request for the domain of `body.url` (or returns the pending one).
   * @throws RemovalsError invalid-url (400)
   */
  async request(body: RemovalRequest, requestedBy: string | null): Promise<RemovalRequestResponse> {
    let normalized;
    try {
      normalized = normalizeWebsiteUrl(body.url);
    } catch (error) {
      if (error instanceof InvalidWebsiteUrlError)
        throw new RemovalsError(RemovalsErrorCode.InvalidUrl, error.message);
      throw error;
    }
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO removal_request (domain, url, email, reason, requested_by)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (domain) WHERE status = 'pending' DO NOTHING
       RETURNING id`,
      [normalized.domain, normalized.url, body.email ?? null, body.reason?.trim() || null, requestedBy],
    );
    const created = rows.length > 0;
    const request = created
      ? await this.requests.findOneByOrFail({ id: rows[0].id })
      : await this.requests.findOneByOrFail({ domain: normalized.domain, status: 'pending' });
    if (created) this.logger.log(`Removal requested for ${normalized.domain} (${request.id})`);
    return toRemovalRequestResponse(request, !created);
  }

  /**
   * Approves a pending request: the website is hidden from every public listing (admin panel; tests).
   * @throws RemovalsError removal-not-found (404), removal-not-pending (409)
   */
  async approve(id: string): Promise<RemovalRequestResponse> {
    const request = await this.dataSource.transaction(async (manager) => {
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
      await manager.update(RemovalRequestEntity, { id }, { status: 'approved', decidedAt: new Date() });
      const websiteIds = await this.websites.hideDomain(manager, found.domain);
      return { ...(await manager.findOneByOrFail(RemovalRequestEntity, { id })), websiteIds };
    });
    this.insights.invalidate();
    await this.websites.resultChanged(request.domain, request.websiteIds);
    this.logger.log(`Removal of ${request.domain} approved: website hidden`);
    return toRemovalRequestResponse(request, false);
  }

  /**
   * Rejects a pending request (the website stays public).
   * @throws RemovalsError removal-not-found (404), removal-not-pending (409)
   */
  async reject(id: string): Promise<RemovalRequestResponse> {
    const result = await this.requests.update(
      { id, status: 'pending' },
      { status: 'rejected', decidedAt: new Date() },
    );
    const request = await this.requests.findOneBy({ id });
    if (!request)
      throw new RemovalsError(RemovalsErrorCode.RemovalNotFound, `There is no removal request ${id}.`);
    if (!result.affected)
      throw new RemovalsError(
        RemovalsErrorCode.RemovalNotPending,
        `The request is already ${request.status}.`,
      );
    return toRemovalRequestResponse(request, false);
  }
}
