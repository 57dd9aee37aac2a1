import { Inject, Module, OnModuleDestroy } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import RedisStore from 'connect-redis';
import session from 'express-session';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { redisOptionsFromUrl } from '../../../config/redis';
import { CsrfGuard } from './csrf.guard';
import { CsrfService } from './csrf.service';
import { SESSION_TTL_MS } from './session-data';
import { SessionService } from './session.service';
import { SESSION_MIDDLEWARE, SESSION_REDIS, SESSION_STORE } from './session.tokens';

/**
 * Browser sessions: express-session with a Redis store (cookie httpOnly, SameSite=Lax, Secure in production)
 * and the global CSRF guard. Imports no feature module.
 */
@Module({
  providers: [
    {
      provide: SESSION_REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new Redis({ ...redisOptionsFromUrl(config.redis.url), maxRetriesPerRequest: 3 }),
    },
    {
      provide: SESSION_STORE,
      inject: [APP_CONFIG, SESSION_REDIS],
      useFactory: (config: AppConfig, redis: Redis) =>
        new RedisStore({
          client: redis,
          prefix: `${config.queue.prefix}:sess:`,
          ttl: SESSION_TTL_MS / 1000,
        }),
    },
    {
      provide: SESSION_MIDDLEWARE,
      inject: [APP_CONFIG, SESSION_STORE],
      useFactory: (config: AppConfig, store: session.Store) =>
        session({
          name: config.session.cookieName,
          secret: config.session.secret,
          store,
          resave: false,
          saveUninitialized: false,
          rolling: false,
          cookie: {
            httpOnly: true,
            sameSite: 'lax',
            secure: config.session.secureCookie,
            path: '/',
            maxAge: SESSION_TTL_MS,
          },
        }),
    },
    SessionService,
    CsrfService,
    { provide: APP_GUARD, useClass: CsrfGuard },
  ],
  exports: [SESSION_MIDDLEWARE, SessionService, CsrfService],
})
export class SessionModule implements OnModuleDestroy {
  constructor(@Inject(SESSION_REDIS) private readonly redis: Redis) {}

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
