import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SignInRequest, SignUpRequest } from '@stacklens/contracts';
import { Repository } from 'typeorm';
import { AccountMailsService } from '../users/account-mails.service';
import { AccountTokensService } from '../users/account-tokens.service';
import { UserEntity } from '../users/entities/user.entity';
import { isUniqueViolation } from '../../common/database-errors';
import { AuthError, AuthErrorCode } from './auth.error';
import { hashPassword, verifyPassword } from './passwords';
import { SessionService } from '../../common/identity/session/session.service';
import { IdentityError, IdentityErrorCode } from '../../common/identity/identity.error';

/** Failed password sign-ins in a row that lock the account … */
export const MAX_FAILED_SIGN_INS = 5;
/** … for this long. */
export const LOCK_MS = 15 * 60 * 1000;

/** Email + password accounts: sign-up, sign-in, email verification, password reset. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly tokens: AccountTokensService,
    private readonly mails: AccountMailsService,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Creates an unverified account and mails the verification link.
   * @throws AuthError email-already-exists (409)
   */
  async signUp(
    body: Required<Pick<SignUpRequest, 'email' | 'password'>> & { name?: string },
  ): Promise<UserEntity> {
    const passwordHash = await hashPassword(body.password);
    let user: UserEntity;
    try {
      user = await this.users.save(
        this.users.create({ email: body.email, name: body.name?.trim() || null, passwordHash }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new AuthError(AuthErrorCode.EmailAlreadyExists);
      throw error;
    }
    await this.sendVerificationQuietly(user);
    return user;
  }

  /**
   * Checks email + password, with a per-account failure counter (5 failures lock the account for 15 minutes).
   * @throws AuthError user-not-found, wrong-password (401), account-disabled (403),
   *   account-exists-with-different-credential (409, a Google/GitHub-only account), too-many-attempts (429)
   */
  async checkPassword(body: SignInRequest): Promise<UserEntity> {
    const user = await this.users.findOneBy({ email: body.email.trim().toLowerCase() });
    if (!user) throw new AuthError(AuthErrorCode.UserNotFound);
    if (user.disabledAt) throw new IdentityError(IdentityErrorCode.AccountDisabled);
    if (user.lockedUntil && user.lockedUntil.getTime() > Date.now())
      throw new AuthError(AuthErrorCode.TooManyAttempts);
    if (!user.passwordHash) throw new AuthError(AuthErrorCode.AccountExistsWithDifferentCredential);
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      await this.users.query(
        `UPDATE app_user SET
           failed_sign_ins = CASE WHEN failed_sign_ins + 1 >= $2 THEN 0 ELSE failed_sign_ins + 1 END,
           locked_until = CASE WHEN failed_sign_ins + 1 >= $2 THEN now() + ($3 || ' milliseconds')::interval
                               ELSE locked_until END
         WHERE id = $1`,
        [user.id, MAX_FAILED_SIGN_INS, String(LOCK_MS)],
      );
      throw new AuthError(AuthErrorCode.WrongPassword);
    }
    if (user.failedSignIns || user.lockedUntil) {
      await this.users.update({ id: user.id }, { failedSignIns: 0, lockedUntil: null });
    }
    return user;
  }

  /** Mails a new verification link. @throws AuthError already-verified (409) */
  async resendVerification(user: UserEntity): Promise<void> {
    if (user.emailVerifiedAt) throw new AuthError(AuthErrorCode.AlreadyVerified);
    await this.mails.sendVerification(user);
  }

  /** Verifies the address a token was mailed to. @throws AuthError invalid-token (400) */
  async verifyEmail(token: string): Promise<UserEntity> {
    const used = await this.tokens.consume(token, 'verify-email');
    const user = used ? await this.users.findOneBy({ id: used.userId }) : null;
    if (!used || !user || user.email !== used.email) throw new AuthError(AuthErrorCode.InvalidToken);
    if (!user.emailVerifiedAt) {
      user.emailVerifiedAt = new Date();
      await this.users.update({ id: user.id }, { emailVerifiedAt: user.emailVerifiedAt });
    }
    return user;
  }

  /** Mails a reset link when the account exists (the answer is the same either way; the mail is sent in the background). */
  forgotPassword(email: string): void {
    void (async () => {
      const user = await this.users.findOneBy({ email });
      if (!user || user.disabledAt) return;
      await this.mails.sendPasswordReset(user);
    })().catch((error: unknown) => this.logger.error(`Password reset mail failed: ${String(error)}`));
  }

  /**
   * Sets a new password with a reset token, then ends every session of the account ("sign out everywhere").
   * Receiving the mail proves the address, so an unverified address becomes verified.
   * @throws AuthError invalid-token (400)
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const used = await this.tokens.consume(token, 'reset-password');
    const user = used ? await this.users.findOneBy({ id: used.userId }) : null;
    if (!used || !user || user.email !== used.email) throw new AuthError(AuthErrorCode.InvalidToken);
    await this.users.update(
      { id: user.id },
      {
        passwordHash: await hashPassword(password),
        failedSignIns: 0,
        lockedUntil: null,
        ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }),
      },
    );
    await this.tokens.revokeAll(user.id, 'reset-password');
    await this.sessions.endAllForUser(user.id);
  }

  private async sendVerificationQuietly(user: UserEntity): Promise<void> {
    try {
      await this.mails.sendVerification(user);
    } catch (error) {
      this.logger.error(`Verification mail to user ${user.id} failed: ${String(error)}`);
    }
  }
}
