import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AdminContactMessage,
  AdminContactMessageListQuery,
  AdminContactMessagePage,
} from '@stacklens/contracts';
import { DataSource } from 'typeorm';
import type { ChangeHook } from '../../common/change-hook';
import { escapeLike } from '../../common/pagination';
import { ContactError, ContactErrorCode } from './contact.error';
import { toAdminContactMessage } from './contact.mapper';
import { ContactMessageEntity } from './entities/contact-message.entity';

/** Sort fields of the list (contracts) → query-builder properties. */
const SORT_FIELDS: Record<AdminContactMessageListQuery['sort'], string> = {
  createdAt: 'm.createdAt',
  email: 'm.email',
};

/** Contact messages as operators work through them (admin panel): list, show, mark handled (or not). */
@Injectable()
export class ContactAdminService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of messages: `handled`, `q` = email/name/message substring, `ids`. */
  async list(query: AdminContactMessageListQuery): Promise<AdminContactMessagePage> {
    const qb = this.dataSource.getRepository(ContactMessageEntity).createQueryBuilder('m');
    if (query.handled !== undefined)
      qb.andWhere(query.handled ? 'm.handledAt IS NOT NULL' : 'm.handledAt IS NULL');
    if (query.q)
      qb.andWhere('(m.email ILIKE :q OR m.name ILIKE :q OR m.message ILIKE :q)', {
        q: `%${escapeLike(query.q)}%`,
      });
    if (query.ids) qb.andWhere('m.id::text IN (:...ids)', { ids: query.ids });
    const [rows, total] = await qb
      .orderBy(SORT_FIELDS[query.sort], query.order === 'asc' ? 'ASC' : 'DESC')
      .addOrderBy('m.id', 'ASC')
      .skip((query.page - 1) * query.pageSize)
      .take(query.pageSize)
      .getManyAndCount();
    return { items: rows.map(toAdminContactMessage), page: query.page, pageSize: query.pageSize, total };
  }

  /** @throws ContactError contact-message-not-found (404) */
  async get(id: string): Promise<AdminContactMessage> {
    const message = await this.dataSource.getRepository(ContactMessageEntity).findOneBy({ id });
    if (!message)
      throw new ContactError(ContactErrorCode.ContactMessageNotFound, `There is no contact message ${id}.`);
    return toAdminContactMessage(message);
  }

  /**
   * Marks message `id` handled by operator `actorId` (or not handled again).
   * @throws ContactError contact-message-not-found (404)
   */
  async setHandled(
    id: string,
    handled: boolean,
    actorId: string,
    onChange?: ChangeHook<AdminContactMessage>,
  ): Promise<AdminContactMessage> {
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(ContactMessageEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!found)
        throw new ContactError(ContactErrorCode.ContactMessageNotFound, `There is no contact message ${id}.`);
      if ((found.handledAt !== null) === handled) return toAdminContactMessage(found);
      await manager.update(
        ContactMessageEntity,
        { id },
        handled ? { handledAt: new Date(), handledBy: actorId } : { handledAt: null, handledBy: null },
      );
      const after = toAdminContactMessage(await manager.findOneByOrFail(ContactMessageEntity, { id }));
      await onChange?.(manager, { before: toAdminContactMessage(found), after });
      return after;
    });
  }
}
