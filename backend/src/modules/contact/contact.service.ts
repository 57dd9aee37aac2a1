import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AccountExport, ContactRequest, ContactResponse } from '@stacklens/contracts';
import { EntityManager, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { MailService } from '../mail/mail.service';
import { contactMail } from './contact.mail';
import { ContactMessageEntity } from './entities/contact-message.entity';

/** Answer of every accepted submission (also of honeypot submissions, which are not stored). */
export const CONTACT_THANKS = 'Thank you for your message. We will get back to you soon.';

/** Who sent a contact message. */
export interface ContactSender {
  userId: string | null;
  clientAddress: string | null;
}

/**
 * The contact form: stores each message and mails it to the operators (CONTACT_RECIPIENTS). A filled honeypot
 * field is answered like a success, and nothing is stored or sent. A message that was stored counts as received
 * even when the mail fails (it stays with `mailed_at` null for the operators to find).
 */
@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async submit(request: ContactRequest, sender: ContactSender): Promise<ContactResponse> {
    if (request.website?.trim()) {
      this.logger.warn(`Contact honeypot filled from ${sender.clientAddress ?? 'unknown address'}: ignored`);
      return { ok: true, message: CONTACT_THANKS };
    }
    const message = await this.messages.save(
      this.messages.create({
        name: request.name ?? '',
        email: request.email,
        message: request.message,
        receiveUpdates: request.receiveUpdates ?? false,
        userId: sender.userId,
        clientAddress: sender.clientAddress,
      }),
    );
    try {
      await this.mail.send(contactMail(message, this.config.contact.recipients));
      await this.messages.update({ id: message.id }, { mailedAt: new Date() });
    } catch (error) {
      this.logger.error(`Contact message ${message.id} stored but not mailed: ${String(error)}`);
    }
    return { ok: true, message: CONTACT_THANKS };
  }

  /** The messages a person sent: signed in as `userId`, or from `email` (case-insensitive); oldest first. */
  async messagesOf(userId: string, email: string): Promise<AccountExport['contactMessages']> {
    const rows = await this.messages
      .createQueryBuilder('m')
      .where('m.userId = :userId OR lower(m.email) = lower(:email)', { userId, email })
      .orderBy('m.createdAt', 'ASC')
      .getMany();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * Anonymises a deleted person's messages in `manager`'s transaction: name and email become empty and the client
   * address is dropped; the message text and its id stay for the operators. Matches `userId` or `email`
   * (case-insensitive). @returns the ids of the messages changed (their audit-log snapshots are anonymised too)
   */
  async anonymiseSender(manager: EntityManager, userId: string, email: string): Promise<string[]> {
    const [rows]: [{ id: string }[], number] = await manager.query(
      `UPDATE contact_message SET name = '', email = '', client_address = NULL
        WHERE user_id = $1 OR lower(email) = lower($2)
        RETURNING id`,
      [userId, email],
    );
    return rows.map((row) => row.id);
  }
}
