import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Session } from '@stacklens/contracts';
import type { Request, Response } from 'express';
import type { SessionData, Store } from 'express-session';
import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import {
  LAST_SEEN_RESOLUTION_MS,
  RECENT_LOGIN_MS,
  SESSION_TTL_MS,
  USER_AGENT_MAX_LENGTH,
} from './session-data';
import { SESSION_REDIS, SESSION_STORE } from './session.tokens';

/**
 * Server-side sessions (express-session in Redis): sign-in with session rotation, sign-out, listing a user's
 * sessions and ending every (other) session of a user (sign out everywhere, after a password reset, on account
 * deletion). Each user's session ids are indexed in a Redis set so that they can be listed and destroyed.
 */
@Injectable()
export class SessionService {
  private readonly logger = new Logger(SessionService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SESSION_REDIS) private readonly redis: Redis,
    @Inject(SESSION_STORE) private readonly store: Store,
  ) {}

  /**
   * Signs `userId` in: a new session id (rotation, against fixation), marked as a fresh sign-in, with the sign-in
   * time and the request's User-Agent for the sessions list.
   */
  async signIn(req: Request, userId: string): Promise<void> {
    const returnTo = req.session.returnTo;
    await new Promise<void>((resolve, reject) =>
      req.session.regenerate((error) => (error ? reject(error) : resolve())),
    );
    const now = Date.now();
    req.session.userId = userId;
    req.session.authenticatedAt = now;
    req.session.signedInAt = now;
    req.session.lastSeenAt = now;
    const userAgent = req.headers['user-agent'];
    if (userAgent) req.session.userAgent = userAgent.slice(0, USER_AGENT_MAX_LENGTH);
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

  /**
   * Notes a request on the signed-in session: its last-seen time, written (and the session saved, which may extend
   * its cookie) at most once per {@link LAST_SEEN_RESOLUTION_MS}; the user's session index is kept alive with it, so
   * that a session never outlives the index that ends it.
   */
  async touch(req: Request, now = Date.now()): Promise<void> {
    const session = req.session;
    if (!session?.userId) return;
    if (session.lastSeenAt !== undefined && now - session.lastSeenAt < LAST_SEEN_RESOLUTION_MS) return;
    session.lastSeenAt = now;
    const key = this.userKey(session.userId);
    await this.redis.multi().sadd(key, session.id).pexpire(key, SESSION_TTL_MS).exec();
  }

  /**
   * The live sessions of `userId`, most recently seen first; `currentSid` (this request's session) is marked
   * `current`. Ids of sessions that expired are dropped from the index on the way.
   */
  async listForUser(userId: string, currentSid?: string): Promise<Session[]> {
    const key = this.userKey(userId);
    const ids = await this.redis.smembers(key);
    const found = await Promise.all(ids.map(async (sid) => ({ sid, data: await this.load(sid) })));
    const gone = found.filter(({ data }) => data?.userId !== userId).map(({ sid }) => sid);
    if (gone.length) await this.redis.srem(key, ...gone);
    return found
      .filter((entry): entry is { sid: string; data: SessionData } => entry.data?.userId === userId)
      .map(({ sid, data }) => {
        const createdAt = data.signedInAt ?? data.authenticatedAt ?? Date.now();
        return {
          id: createHash('sha256').update(sid).digest('base64url').slice(0, 22),
          createdAt: new Date(createdAt).toISOString(),
          lastSeenAt: new Date(Math.max(data.lastSeenAt ?? createdAt, createdAt)).toISOString(),
          userAgent: data.userAgent ?? null,
          current: sid === currentSid,
        };
      })
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  }

  /**
   * Destroys every session of `userId` (sign out everywhere), or every one but `options.except` (the request's own).
   * @returns how many sessions were ended
   */
  async endAllForUser(userId: string, options: { except?: string } = {}): Promise<number> {
    const key = this.userKey(userId);
    const ids = (await this.redis.smembers(key)).filter((sid) => sid !== options.except);
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
    if (options.except === undefined) await this.redis.del(key);
    else if (ids.length) await this.redis.srem(key, ...ids);
    return ids.length;
  }

  /** Whether the current session's sign-in happened within the last 5 minutes. */
  isRecentLogin(req: Request): boolean {
    const at = req.session?.authenticatedAt;
    return typeof at === 'number' && Date.now() - at <= RECENT_LOGIN_MS;
  }

  private load(sid: string): Promise<SessionData | null> {
    return new Promise((resolve) =>
      this.store.get(sid, (error, data) => {
        if (error) this.logger.warn(`Could not read session: ${String(error)}`);
        resolve(error ? null : (data ?? null));
      }),
    );
  }

  private save(req: Request): Promise<void> {
    return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
  }

  private userKey(userId: string): string {
    return `${this.config.queue.prefix}:user-sessions:${userId}`;
  }
}
