import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  AdminAuditEntry,
  AdminAuditListQuery,
  AdminAuditPage,
  AdminResource,
} from '@stacklens/contracts';
import { EntityManager, Repository } from 'typeorm';
import type { ChangeHook } from '../../common/change-hook';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { paginate, type Sortable } from '../../common/pagination';
import { AdminError, AdminErrorCode } from './admin.error';
import { AuditLogEntity } from './entities/audit-log.entity';

/** Sort fields of the list (contracts) → query-builder properties. */
/** The list's sort fields, search and id (query-builder properties); ids are bigints, ties follow the order. */
const LIST: Sortable<AdminAuditListQuery['sort']> = {
  sort: { at: 'l.at', id: 'l.id' },
  id: 'l.id',
  search: ['l.recordId'],
  idPattern: /^\d{1,18}$/,
  tieFollowsOrder: true,
};

/**
 * The audit log of admin mutations (owns `audit_log`): {@link AuditLogService.hook} gives the owning module's
 * service a {@link ChangeHook} that writes the row in the mutation's own transaction; the log is read-only in the
 * panel.
 */
@Injectable()
export class AuditLogService {
  constructor(@InjectRepository(AuditLogEntity) private readonly entries: Repository<AuditLogEntity>) {}

  /**
   * A hook that records `action` by `actor` on a record of `resource` (its id taken from the record after, or
   * before when deleted) with both versions, in the caller's transaction.
   */
  hook<T extends { id: string | number }>(
    actor: AuthenticatedUser,
    action: string,
    resource: AdminResource,
  ): ChangeHook<T> {
    return async (manager, { before, after }) => {
      const record = after ?? before;
      if (!record) return;
      await manager.insert(AuditLogEntity, {
        actorId: actor.id,
        actorEmail: actor.email,
        action,
        resource,
        recordId: String(record.id),
        before: (before ?? null) as object | null,
        after: (after ?? null) as object | null,
      });
    };
  }

  /**
   * Anonymises the audit log of a deleted person in `manager`'s transaction: rows they made as an operator keep
   * their id (`actor_id`) but lose `actor_email`; the snapshots (before/after) of their account, of their contact
   * messages and of their removal requests lose the `email` and `name` fields. Rows are never deleted.
   */
  async anonymise(
    manager: EntityManager,
    person: { userId: string; contactMessageIds: string[]; removalRequestIds: string[] },
  ): Promise<void> {
    await manager.query(`UPDATE audit_log SET actor_email = NULL WHERE actor_id = $1`, [person.userId]);
    await manager.query(
      `UPDATE audit_log
          SET before = before - '{email,name}'::text[], after = after - '{email,name}'::text[]
        WHERE (resource = 'users' AND record_id = $1)
           OR (resource = 'contact-messages' AND record_id = ANY($2::text[]))
           OR (resource = 'removal-requests' AND record_id = ANY($3::text[]))`,
      [person.userId, person.contactMessageIds, person.removalRequestIds],
    );
  }

  /** A page of entries, newest first by default: `resource`, `action`, `actorId`, `recordId`, `q` (record id), `ids`. */
  async list(query: AdminAuditListQuery): Promise<AdminAuditPage> {
    const qb = this.entries.createQueryBuilder('l');
    if (query.resource) qb.andWhere('l.resource = :resource', { resource: query.resource });
    if (query.action) qb.andWhere('l.action = :action', { action: query.action });
    if (query.actorId) qb.andWhere('l.actorId = :actorId', { actorId: query.actorId });
    if (query.recordId) qb.andWhere('l.recordId = :recordId', { recordId: query.recordId });
    const page = await paginate(qb, query, LIST);
    return { ...page, items: page.items.map(toAuditEntry) };
  }

  /** @throws AdminError admin-record-not-found (404) */
  async get(id: number): Promise<AdminAuditEntry> {
    const entry = await this.entries.findOneBy({ id: String(id) });
    if (!entry) throw new AdminError(AdminErrorCode.RecordNotFound, `There is no audit-log entry ${id}.`);
    return toAuditEntry(entry);
  }
}

/** An audit-log row as the admin contract shows it. */
function toAuditEntry(entry: AuditLogEntity): AdminAuditEntry {
  return {
    id: Number(entry.id),
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    resource: entry.resource as AdminResource,
    recordId: entry.recordId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: entry.at.toISOString(),
  };
}
