import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Store } from 'express-session';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { RECENT_LOGIN_MS, SESSION_TTL_MS } from './session-data';
import { SESSION_REDIS, SESSION_STORE } from './session.tokens';

/**
 * Server-side sessions (express-session in Redis): sign-in with session rotation, sign-out, and ending every
 * session of a user (after a password reset, on account deletion). Each user's session ids are indexed in a
 * Redis set so that they can all be destroyed.
 */
@Injectable()
export class SessionService {
  private readonly logger = new Logger(SessionService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SESSION_REDIS) private readonly redis: Redis,
    @Inject(SESSION_STORE) private readonly store: Store,
  ) {}

  /** Signs `userId` in: a new session id (rotation, against fixation), marked as a fresh sign-in. */
  async signIn(req: Request, userId: string): Promise<void> {
    const returnTo = req.session.returnTo;
    await new Promise<void>((resolve, reject) =>
      req.session.regenerate((error) => (error ? reject(error) : resolve())),
    );
    req.session.userId = userId;
    req.session.authenticatedAt = Date.now();
    if (returnTo) req.session.returnTo = returnTo;
    await this.save(req);
    const key = this.userKey(userId);
    await this.redis.multi().sadd(key, req.session.id).pexpire(key, SESSION_TTL_MS).exec();
  }

  /** Ends the current session and clears its cookie. */
  async signOut(req: Request, res: Response): Promise<void> {
    const userId = req.session?.userId;
    const sid = req.session?.id;
    if (req.session) {
      await new Promise<void>((resolve, reject) =>
        req.session.destroy((error) => (error ? reject(error) : resolve())),
      );
    }
    if (userId && sid) await this.redis.srem(this.userKey(userId), sid);
    res.clearCookie(this.config.session.cookieName, { path: '/' });
  }

  /** Destroys every session of `userId` (sign out everywhere). */
  async endAllForUser(userId: string): Promise<number> {
    const key = this.userKey(userId);
    const ids = await this.redis.smembers(key);
    await Promise.all(
      ids.map(
        (sid) =>
          new Promise<void>((resolve) =>
            this.store.destroy(sid, (error) => {
              if (error) this.logger.warn(`Could not destroy session: ${String(error)}`);
              resolve();
            }),
          ),
      ),
    );
    await this.redis.del(key);
    return ids.length;
  }

  /** Whether the current session's sign-in happened within the last 5 minutes. */
  isRecentLogin(req: Request): boolean {
    const at = req.session?.authenticatedAt;
    return typeof at === 'number' && Date.now() - at <= RECENT_LOGIN_MS;
  }

  private save(req: Request): Promise<void> {
    return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
  }

  private userKey(userId: string): string {
    return `${this.config.queue.prefix}:user-sessions:${userId}`;
  }
}
