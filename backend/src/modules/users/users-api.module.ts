import { Module } from '@nestjs/common';
import { EmailChangeController } from './email-change.controller';
import { UserSessionsController } from './user-sessions.controller';
import { UsersController } from './users.controller';
import { UsersModule } from './users.module';

/** The signed-in user's endpoints (`/api/v2/user`: profile, email change, sessions), over {@link UsersModule}. */
@Module({
  imports: [UsersModule],
  controllers: [UsersController, EmailChangeController, UserSessionsController],
})
export class UsersApiModule {}
