import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { ApiKeyCredentialStrategy } from './api-key-credential.strategy';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';
import { ApiKeyEntity } from './entities/api-key.entity';

/**
 * API keys (owns `api_key`): their management endpoints and the Bearer credential strategy, which the composition
 * root plugs into the identity layer (`IdentityModule.forRoot({ strategies: [ApiKeyCredentialStrategy] })`), and
 * the service through which the auth module revokes every key of an account it secures.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ApiKeyEntity]), UsersModule],
  controllers: [ApiKeysController],
  providers: [ApiKeysService, ApiKeyCredentialStrategy],
  exports: [ApiKeyCredentialStrategy, ApiKeysService],
})
export class ApiKeysModule {}
