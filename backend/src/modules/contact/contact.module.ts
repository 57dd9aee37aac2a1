import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { ContactAdminService } from './contact-admin.service';
import { ContactThrottlerGuard } from './contact-throttler.guard';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { ContactMessageEntity } from './entities/contact-message.entity';

/**
 * The contact form: messages stored and mailed to the operators. Rate-limited with the throttler the auth module
 * configures (global ThrottlerModule, Redis storage). Operators work through the messages with
 * {@link ContactAdminService}.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity]), MailModule],
  controllers: [ContactController],
  providers: [ContactService, ContactThrottlerGuard, ContactAdminService],
  exports: [ContactService, ContactAdminService],
})
export class ContactModule {}
