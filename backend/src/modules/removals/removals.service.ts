import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  InvalidWebsiteUrlError,
  normalizeWebsiteUrl,
  type AccountExport,
  type RemovalRequest,
  type RemovalRequestResponse,
} from '@stacklens/contracts';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { RemovalRequestEntity } from './entities/removal-request.entity';
import { RemovalsError, RemovalsErrorCode } from './removals.error';
import { toRemovalRequestResponse } from './removals.mapper';

/**
 * Removal requests for a domain's public result (Remove Domain page). Filing is idempotent per domain while a
 * request is pending. Operators decide in the admin panel ({@link RemovalsAdminService}): approving hides the
 * website (`website.hidden`), which removes it from the public result, similar websites, the catalogue, the
 * insights and the sitemap.
 */
@Injectable()
export class RemovalsService {
  private readonly logger = new Logger(RemovalsService.name);

  constructor(
    @InjectRepository(RemovalRequestEntity) private readonly requests: Repository<RemovalRequestEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
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

  /** The removal requests a person filed: signed in as `userId`, or with `email` (case-insensitive); oldest first. */
  async requestsOf(userId: string, email: string): Promise<AccountExport['removalRequests']> {
    const rows = await this.requests
      .createQueryBuilder('r')
      .where('r.requestedBy = :userId OR lower(r.email) = lower(:email)', { userId, email })
      .orderBy('r.createdAt', 'ASC')
      .getMany();
    return rows.map((row) => ({
      id: row.id,
      domain: row.domain,
      url: row.url,
      email: row.email,
      reason: row.reason,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * Anonymises a deleted person's removal requests in `manager`'s transaction: the contact email is dropped (no
   * decision is mailed any more); domain, reason and status stay. Matches `userId` or `email` (case-insensitive).
   * @returns the ids of the requests changed (their audit-log snapshots are anonymised too)
   */
  async anonymiseRequester(manager: EntityManager, userId: string, email: string): Promise<string[]> {
    const [rows]: [{ id: string }[], number] = await manager.query(
      `UPDATE removal_request SET email = NULL
        WHERE requested_by = $1 OR lower(email) = lower($2)
        RETURNING id`,
      [userId, email],
    );
    return rows.map((row) => row.id);
  }
}
