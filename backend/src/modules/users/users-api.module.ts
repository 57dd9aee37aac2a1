import { Module } from '@nestjs/common';
import { UsersController } from './users.controller';
import { UsersModule } from './users.module';

/** The signed-in user's endpoints (`/api/v2/user`), over {@link UsersModule}. */
@Module({
  imports: [UsersModule],
  controllers: [UsersController],
})
export class UsersApiModule {}
