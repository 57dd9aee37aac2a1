import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Request, Response } from 'express';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Authentication, CredentialStrategy } from '../../common/identity/credential-strategy';
import { IdentityError, IdentityErrorCode } from '../../common/identity/identity.error';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { redisOptionsFromUrl } from '../../config/redis';
import { UserAccountsService } from '../users/user-accounts.service';
import { hashApiKey, isWellFormedApiKey } from './api-key-format';
import { ApiKeysError, ApiKeysErrorCode } from './api-keys.error';
import { ApiKeysService } from './api-keys.service';

/**
 * A missing, malformed, unknown or revoked key: 401 with the identity layer's stable code (the spec's 401 means
 * "not signed in"), its detail naming the key as the cause.
 */
const invalidKey = () =>
  new IdentityError(
    IdentityErrorCode.SignUpRequired,
    'The API key in the Authorization header (Bearer sl_live_…) is unknown, malformed or revoked.',
  );

/** Name of the policy in the `RateLimit` / `RateLimit-Policy` headers. */
const POLICY = 'per-key';

/**
 * The integrators' credential: `Authorization: Bearer sl_live_…`. It decides alone for every request
 * that carries an Authorization header (the session cookie of such a request is ignored, see `app.setup.ts`), acts as
 * the key's owner within the key's scopes (checked against the route's `@RequireScope` by `SignedInGuard`), and
 * limits each key to API_KEY_RATE_LIMIT_PER_MINUTE requests a minute in Redis, answering with `RateLimit-Policy` and
 * `RateLimit` headers (IETF draft-ietf-httpapi-ratelimit-headers) and, past the limit, 429 rate-limited with
 * `Retry-After`.
 */
@Injectable()
export class ApiKeyCredentialStrategy implements CredentialStrategy, OnModuleDestroy {
  readonly name = 'api-key';
  private readonly redis: Redis;
  private readonly limiter: RateLimiterRedis;
  private readonly limit: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly keys: ApiKeysService,
    private readonly accounts: UserAccountsService,
  ) {
    this.limit = config.apiKeys.rateLimitPerMinute;
    this.redis = new Redis({ ...redisOptionsFromUrl(config.redis.url), maxRetriesPerRequest: 3 });
    this.limiter = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${config.queue.prefix}:api-key-rate`,
      points: this.limit,
      duration: 60,
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** Every request with an Authorization header is this strategy's, whatever its scheme. */
  appliesTo(req: Request): boolean {
    return req.headers.authorization !== undefined;
  }

  /**
   * The key's owner and the key's scopes.
   * @throws IdentityError sign-up-required (401: not a Bearer key, malformed, unknown or revoked), account-disabled (403)
   * @throws ApiKeysError rate-limited (429)
   */
  async authenticate(req: Request, res: Response): Promise<Authentication> {
    const key = /^Bearer[ ]+(\S+)[ ]*$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!key || !isWellFormedApiKey(key)) throw invalidKey();
    await this.countRequest(hashApiKey(key), res);
    const found = await this.keys.findActive(key);
    if (!found) throw invalidKey();
    const owner = await this.accounts.findById(found.userId);
    if (!owner) throw invalidKey();
    if (owner.disabledAt) throw new IdentityError(IdentityErrorCode.AccountDisabled);
    return { user: owner, scopes: found.scopes };
  }

  /** Counts the request against the key's minute; sets the rate-limit headers. @throws ApiKeysError rate-limited */
  private async countRequest(keyHash: string, res: Response): Promise<void> {
    res.setHeader('RateLimit-Policy', `"${POLICY}";q=${this.limit};w=60`);
    try {
      const state = await this.limiter.consume(keyHash);
      res.setHeader(
        'RateLimit',
        `"${POLICY}";r=${state.remainingPoints};t=${Math.ceil(state.msBeforeNext / 1000)}`,
      );
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) throw outcome;
      const retryAfter = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      res.setHeader('RateLimit', `"${POLICY}";r=0;t=${retryAfter}`);
      res.setHeader('Retry-After', String(retryAfter));
      throw new ApiKeysError(ApiKeysErrorCode.RateLimited);
    }
  }
}
