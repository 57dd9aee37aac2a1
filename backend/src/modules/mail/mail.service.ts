import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../../config/config';

/** One mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/**
 * Sends mail over SMTP (SMTP_URL; in development the local mail catcher of `npm start` on port 1025) from
 * MAIL_FROM. Used by the accounts flows and the contact form.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = nodemailer.createTransport(config.mail.smtpUrl);
  }

  /** Sends `message`; rejects when the SMTP server refuses it or cannot be reached. */
  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mail.from, ...message });
    this.logger.log(`Mail "${message.subject}" sent (${info.messageId})`);
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
