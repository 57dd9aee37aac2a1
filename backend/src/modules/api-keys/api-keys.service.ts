import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  API_KEY_SCOPES,
  DEFAULT_API_KEY_SCOPES,
  MAX_API_KEYS,
  type ApiKey,
  type ApiKeyList,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@stacklens/contracts';
import { IsNull, Repository } from 'typeorm';
import {
  API_KEY_DISPLAY_PREFIX_LENGTH,
  generateApiKey,
  hashApiKey,
  isWellFormedApiKey,
} from './api-key-format';
import { ApiKeysError, ApiKeysErrorCode } from './api-keys.error';
import { ApiKeyEntity } from './entities/api-key.entity';

/** `last_used_at` is written at most this often per key. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** `scopes` without repetitions, in the order of {@link API_KEY_SCOPES}. */
const canonicalScopes = (scopes: readonly ApiKeyScope[]): ApiKeyScope[] =>
  API_KEY_SCOPES.filter((scope) => scopes.includes(scope));

const toApiKey = (row: ApiKeyEntity): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * API keys: created with a random 192-bit secret and scopes (default {@link DEFAULT_API_KEY_SCOPES}) and
 * shown once, stored as SHA-256, listed by prefix with their scopes, revoked at once; at most {@link MAX_API_KEYS}
 * active per user.
 */
@Injectable()
export class ApiKeysService {
  constructor(@InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>) {}

  /**
   * Creates a key for `userId` limited to `scopes` (default {@link DEFAULT_API_KEY_SCOPES}); the response is the only
   * place the full key ever appears.
   * @throws ApiKeysError too-many-api-keys (409)
   */
  async create(
    userId: string,
    name: string,
    scopes: readonly ApiKeyScope[] = DEFAULT_API_KEY_SCOPES,
  ): Promise<CreatedApiKey> {
    return this.keys.manager.transaction(async (manager) => {
      // Serialise creations per user so that two parallel requests cannot both pass the limit.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`api-key:${userId}`]);
      const active = await manager.count(ApiKeyEntity, { where: { userId, revokedAt: IsNull() } });
      if (active >= MAX_API_KEYS) throw new ApiKeysError(ApiKeysErrorCode.TooManyApiKeys);
      const key = generateApiKey();
      const row = await manager.save(
        manager.create(ApiKeyEntity, {
          userId,
          name: name.trim(),
          prefix: key.slice(0, API_KEY_DISPLAY_PREFIX_LENGTH),
          keyHash: hashApiKey(key),
          scopes: canonicalScopes(scopes),
        }),
      );
      return {
        id: row.id,
        name: row.name,
        prefix: row.prefix,
        scopes: row.scopes,
        createdAt: row.createdAt.toISOString(),
        key,
      };
    });
  }

  /** The user's active keys, newest first. */
  async list(userId: string): Promise<ApiKeyList> {
    const rows = await this.keys.find({
      where: { userId, revokedAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
    return { items: rows.map(toApiKey) };
  }

  /** Revokes one of the user's keys at once. @throws ApiKeysError api-key-not-found (404) */
  async revoke(userId: string, id: string): Promise<void> {
    const result = await this.keys.update({ id, userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    if (!result.affected) throw new ApiKeysError(ApiKeysErrorCode.ApiKeyNotFound);
  }

  /**
   * Revokes every active key of the user at once (when the account is secured after a reset or takeover).
   * @returns how many keys were revoked
   */
  async revokeAllOf(userId: string): Promise<number> {
    const result = await this.keys.update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    return result.affected ?? 0;
  }

  /**
   * The active key `key` (checked for shape and checksum first, then by hash) with its owner and scopes, recording
   * its use at most once a minute; null when malformed, unknown or revoked.
   */
  async findActive(key: string): Promise<{ id: string; userId: string; scopes: ApiKeyScope[] } | null> {
    if (!isWellFormedApiKey(key)) return null;
    const row = await this.keys.findOne({
      select: { id: true, userId: true, scopes: true },
      where: { keyHash: hashApiKey(key), revokedAt: IsNull() },
    });
    if (!row) return null;
    await this.keys.query(
      `UPDATE api_key SET last_used_at = now()
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - ($2 || ' milliseconds')::interval)`,
      [row.id, String(LAST_USED_RESOLUTION_MS)],
    );
    return { id: row.id, userId: row.userId, scopes: row.scopes };
  }
}
