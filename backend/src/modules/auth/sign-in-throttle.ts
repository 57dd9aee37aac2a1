import { CanActivate, ExecutionContext, Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Request, Response } from 'express';
import Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { redisOptionsFromUrl } from '../../config/redis';
import { AuthError, AuthErrorCode } from './auth.error';

/** Failed sign-ins a scope may make before each further failure makes it wait. */
const FREE_FAILURES = {
  /** One client address, whatever the accounts (credential stuffing). */
  address: 20,
  /** One client address on one account (password guessing from one place). */
  accountAddress: 5,
  /**
   * One account, from every address (a distributed guess; each address counts at most its `accountAddress` free
   * failures); addresses that signed in to the account before are exempt.
   */
  account: 50,
} as const;
type Scope = keyof typeof FREE_FAILURES;

/** The first wait, in seconds; each further failure doubles it … */
export const FIRST_DELAY_SECONDS = 1;
/** … up to this many seconds. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** How long failures are remembered (seconds from a scope's first failure). */
const FAILURE_WINDOW_SECONDS = 24 * 3600;
/**
 * Sign-in links and password-reset links mailed to one recipient per hour, whoever asks and from however many
 * addresses: beyond it the request is answered alike and nothing is mailed (no inbox can be flooded through us).
 */
export const ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR = 5;
/** How long an address stays known for an account after a sign-in there (seconds). */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600;

/** Seconds a scope waits after its `failures`-th failure: 0 while free, then 1, 2, 4 … up to 15 minutes. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** Math.min(failures - free, 30));
}

const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url');

/**
 * Sign-in throttling that cannot be turned on the owner: failed password sign-ins are
 * counted in Redis (`rate-limiter-flexible`) per client address, per (account, address) and per account, and past
 * {@link FREE_FAILURES} each further failure blocks that scope for a doubling delay ({@link delayAfter}). Failures
 * from one address therefore never block the owner elsewhere: each address adds at most its free failures to the
 * account-wide count, the account-wide delay skips addresses the account signed in from before, and a throttled
 * owner can always sign in through a mailed one-time link.
 * Accounts are keyed by the lowercased email (existing or not, so the throttle tells nothing about which accounts
 * exist); emails and addresses are stored only as SHA-256 digests.
 */
@Injectable()
export class SignInThrottle implements OnModuleDestroy {
  private readonly redis: Redis;
  /** Failures per scope key, for {@link FAILURE_WINDOW_SECONDS}. */
  private readonly failures: RateLimiterRedis;
  /** Blocked scope keys (`block()` with the delay). */
  private readonly blocks: RateLimiterRedis;
  /** Account mails per recipient ({@link ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR}). */
  private readonly mailBudget: RateLimiterRedis;
  private readonly knownPrefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = new Redis({ ...redisOptionsFromUrl(config.redis.url), maxRetriesPerRequest: 3 });
    const prefix = `${config.queue.prefix}:sign-in`;
    this.failures = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${prefix}-failures`,
      points: FREE_FAILURES.account,
      duration: FAILURE_WINDOW_SECONDS,
    });
    this.blocks = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${prefix}-blocks`,
      points: 1,
      duration: MAX_DELAY_SECONDS,
    });
    this.mailBudget = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${prefix}-mails`,
      points: ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR,
      duration: 3600,
    });
    this.knownPrefix = `${prefix}-known:`;
  }

  /**
   * Takes one mail from `email`'s hourly budget of sign-in and reset links; false when it is spent (then nothing is
   * mailed and the caller answers as usual). Counted whether or not the account exists, keyed by the email's digest.
   * @param email lowercased
   */
  async mayMail(email: string): Promise<boolean> {
    try {
      await this.mailBudget.consume(`recipient:${digest(email)}`);
      return true;
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection; // Redis failed: not a spent budget
      return false;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /**
   * Seconds `address` must wait before trying `email` again, or null when it may try now.
   * @param email lowercased
   * @param address the request's client address (`req.ip`)
   */
  async retryAfter(email: string, address: string): Promise<number | null> {
    const keys = this.keys(email, address);
    const known = await this.redis.exists(this.knownKey(email, address));
    const scopes: Scope[] = known ? ['address', 'accountAddress'] : ['address', 'accountAddress', 'account'];
    const states = await Promise.all(scopes.map((scope) => this.blocks.get(keys[scope])));
    const waits = states
      .filter((state) => state && state.consumedPoints > 1)
      .map((state) => state!.msBeforeNext);
    return waits.length ? Math.max(1, Math.ceil(Math.max(...waits) / 1000)) : null;
  }

  /**
   * Counts a failed sign-in of `address` on `email`, blocking the scopes past their free failures. An address adds
   * to the account-wide count only while its own (account, address) failures are free, so the account-wide delay
   * needs failures from at least FREE_FAILURES.account / FREE_FAILURES.accountAddress addresses: one address alone
   * never delays the account.
   */
  async recordFailure(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    const count = async (scope: Scope): Promise<number> => {
      const { consumedPoints } = await this.failures.penalty(keys[scope], 1);
      const delay = delayAfter(consumedPoints, FREE_FAILURES[scope]);
      if (delay > 0) await this.blocks.block(keys[scope], delay);
      return consumedPoints;
    };
    const [, fromAddress] = await Promise.all([count('address'), count('accountAddress')]);
    if (fromAddress <= FREE_FAILURES.accountAddress) await count('account');
  }

  /**
   * A sign-in of `email` from `address` succeeded (password or mailed link): clears the account's and the
   * (account, address) failures and remembers the address as known for the account. The address's own count
   * (all accounts) stays.
   */
  async recordSuccess(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    await Promise.all(
      [keys.account, keys.accountAddress].flatMap((key) => [
        this.failures.delete(key),
        this.blocks.delete(key),
      ]),
    );
    await this.redis.set(this.knownKey(email, address), '1', 'EX', KNOWN_ADDRESS_SECONDS);
  }

  private keys(email: string, address: string): Record<Scope, string> {
    return {
      address: `address:${digest(address)}`,
      accountAddress: `account-address:${digest(email, address)}`,
      account: `account:${digest(email)}`,
    };
  }

  private knownKey(email: string, address: string): string {
    return `${this.knownPrefix}${digest(email, address)}`;
  }
}

/** The client address a request's sign-in counts against (`req.ip`, which follows TRUST_PROXY). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/**
 * Before `POST /api/v2/login`: 429 too-many-attempts with `Retry-After` (seconds) while the client address, or
 * the address on the account named in the body, waits out its delay ({@link SignInThrottle}). The password is not
 * checked then, so a throttled guess tells nothing. A body without a string `email` passes on to validation.
 */
@Injectable()
export class SignInThrottleGuard implements CanActivate {
  constructor(private readonly throttle: SignInThrottle) {}

  /** @throws AuthError too-many-attempts (429) */
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string') return true;
    const wait = await this.throttle.retryAfter(email.trim().toLowerCase(), clientAddress(req));
    if (wait === null) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(wait));
    throw new AuthError(AuthErrorCode.TooManyAttempts);
  }
}
