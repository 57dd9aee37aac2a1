import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AdminContactMessage,
  AdminContactMessageListQuery,
  AdminContactMessagePage,
} from '@stacklens/contracts';
import { DataSource } from 'typeorm';
import type { ChangeHook } from '../../common/change-hook';
import { paginate, type Sortable } from '../../common/pagination';
import { ContactError, ContactErrorCode } from './contact.error';
import { toAdminContactMessage } from './contact.mapper';
import { ContactMessageEntity } from './entities/contact-message.entity';

/** The list's sort fields, search and id (query-builder properties). */
const LIST: Sortable<AdminContactMessageListQuery['sort']> = {
  sort: { createdAt: 'm.createdAt', email: 'm.email' },
  id: 'm.id',
  search: ['m.email', 'm.name', 'm.message'],
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
    const page = await paginate(qb, query, LIST);
    return { ...page, items: page.items.map(toAdminContactMessage) };
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
