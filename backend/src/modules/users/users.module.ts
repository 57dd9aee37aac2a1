import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserTokenEntity } from './entities/user-token.entity';
import { SessionModule } from '../../common/identity/session/session.module';
import { MailModule } from '../mail/mail.module';
import { AccountMailBudget } from './account-mail-budget';
import { AccountMailsService } from './account-mails.service';
import { AccountTokensService } from './account-tokens.service';
import { EmailChangeService } from './email-change.service';
import { UserIdentityEntity } from './entities/user-identity.entity';
import { UserEntity } from './entities/user.entity';
import { UsageService } from './usage.service';
import { UserAccountsService } from './user-accounts.service';
import { UserAccountLookup } from './user-account.lookup';
import { UsersAdminService } from './users-admin.service';
import { UsersService } from './users.service';

/**
 * Users (owns `app_user`, `user_identity`, `user_token`, `usage_period`): accounts, profile, history, deletion, the
 * monthly analysis usage and the mailed account links. No controller, so that the worker can import it; the HTTP
 * endpoints are in {@link UsersApiModule}.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, UserIdentityEntity, UserTokenEntity]),
    SessionModule,
    MailModule,
  ],
  providers: [
    UsersService,
    UsageService,
    AccountTokensService,
    AccountMailBudget,
    AccountMailsService,
    EmailChangeService,
    UserAccountsService,
    UserAccountLookup,
    UsersAdminService,
  ],
  exports: [
    UsersService,
    UsageService,
    AccountTokensService,
    AccountMailsService,
    EmailChangeService,
    UserAccountsService,
    UserAccountLookup,
    UsersAdminService,
  ],
})
export class UsersModule {}
