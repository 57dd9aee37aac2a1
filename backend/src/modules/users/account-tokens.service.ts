import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, Repository } from 'typeorm';
import { UserTokenEntity, type UserTokenPurpose } from './entities/user-token.entity';

/** How long a mailed link stays valid. */
export const TOKEN_TTL_MS: Record<UserTokenPurpose, number> = {
  'verify-email': 24 * 3600 * 1000,
  'reset-password': 3600 * 1000,
  'sign-in': 15 * 60 * 1000,
};

/** The stored form of a mailed token: its SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token for a mailed link: 256 bits, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * Single-use, expiring tokens for mailed links (email verification, password reset, sign-in). The token itself is only
 * mailed; the database keeps its SHA-256 hash. Issuing a new token revokes the user's older ones of that purpose.
 */
@Injectable()
export class AccountTokensService {
  constructor(@InjectRepository(UserTokenEntity) private readonly tokens: Repository<UserTokenEntity>) {}

  /** A new token for `userId` and `email` (the address it is mailed to). */
  async issue(userId: string, email: string, purpose: UserTokenPurpose, now = new Date()): Promise<string> {
    await this.tokens.update({ userId, purpose, usedAt: IsNull() }, { usedAt: now });
    const token = newToken();
    await this.tokens.insert({
      userId,
      email,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    });
    return token;
  }

  /** Uses a token (atomically: once only); null when unknown, expired, used, or of another purpose. */
  async consume(token: string, purpose: UserTokenPurpose): Promise<{ userId: string; email: string } | null> {
    // An UPDATE through query() answers [rows, affected count] (TypeORM, PostgreSQL).
    const [rows] = (await this.tokens.query(
      `UPDATE user_token SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id, email`,
      [hashToken(token), purpose],
    )) as [{ user_id: string; email: string }[], number];
    const row = rows[0];
    return row ? { userId: row.user_id, email: row.email } : null;
  }

  /** Revokes every open token of the user (e.g. after a password reset). */
  async revokeAll(userId: string, purpose: UserTokenPurpose): Promise<void> {
    await this.tokens.update({ userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
  }
}
