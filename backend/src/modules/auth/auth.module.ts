import { Module } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { redisOptionsFromUrl } from '../../config/redis';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { MonitorsModule } from '../monitors/monitors.module';
import { UsersModule } from '../users/users.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { AccountSecuringService } from './account-securing.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AUTH_THROTTLER, PASSPORT } from './auth.tokens';
import { OAuthService } from './oauth.service';
import { createPassport } from './oauth.strategies';
import { SignInThrottle } from './sign-in-throttle';
import { SessionController } from './session.controller';
import { SessionModule } from '../../common/identity/session/session.module';

/**
 * Identity: email + password, Google and GitHub (Passport), sessions, CSRF, verification and reset.
 * Sign-in, sign-up, reset and resend are rate-limited per client address, counted in Redis; failed sign-ins are
 * throttled further per address and account with growing delays (`SignInThrottle`). A password reset or a takeover
 * of an unverified account revokes the account's other credentials (api-keys, webhooks, monitors: see
 * {@link AccountSecuringService}).
 */
@Module({
  imports: [
    SessionModule,
    UsersModule,
    ApiKeysModule,
    WebhooksModule,
    MonitorsModule,
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ name: AUTH_THROTTLER, ttl: 60_000, limit: config.auth.rateLimitPerMinute }],
        errorMessage: 'Too many requests. Please try again later.',
        storage: new ThrottlerStorageRedisService({
          ...redisOptionsFromUrl(config.redis.url),
          keyPrefix: `${config.queue.prefix}:throttle:`,
        }),
      }),
    }),
  ],
  controllers: [AuthController, SessionController],
  providers: [
    AuthService,
    OAuthService,
    SignInThrottle,
    AccountSecuringService,
    { provide: PASSPORT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createPassport(config) },
  ],
})
export class AuthModule {}
