import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactRequest, ContactResponse } from '@stacklens/contracts';
import { Repository } from 'typeorm';
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
}
