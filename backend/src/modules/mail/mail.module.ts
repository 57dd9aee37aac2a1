import { Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** Outgoing mail (nodemailer over SMTP). */
@Module({
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
