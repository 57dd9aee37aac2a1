import { Injectable, Logger } from '@nestjs/common';
import type { SignInRequest, SignUpRequest } from '@stacklens/contracts';
import { IdentityError, IdentityErrorCode } from '../../common/identity/identity.error';
import { AccountMailsService } from '../users/account-mails.service';
import { AccountTokensService } from '../users/account-tokens.service';
import { UserAccountsService, type UserAccount } from '../users/user-accounts.service';
import { AccountSecuringService } from './account-securing.service';
import { AuthError, AuthErrorCode } from './auth.error';
import { hashPassword, verifyPassword } from './passwords';

/** Failed password sign-ins in a row that lock the account … */
export const MAX_FAILED_SIGN_INS = 5;
/** … for this long. */
export const LOCK_MS = 15 * 60 * 1000;

/** Email + password accounts: sign-up, sign-in, email verification, password reset. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly accounts: UserAccountsService,
    private readonly tokens: AccountTokensService,
    private readonly mails: AccountMailsService,
    private readonly securing: AccountSecuringService,
  ) {}

  /**
   * Creates an unverified account and mails the verification link.
   * @throws AuthError email-already-exists (409)
   */
  async signUp(
    body: Required<Pick<SignUpRequest, 'email' | 'password'>> & { name?: string },
  ): Promise<UserAccount> {
    const passwordHash = await hashPassword(body.password);
    const user = await this.accounts.createWithPassword({
      email: body.email,
      name: body.name?.trim() || null,
      passwordHash,
    });
    if (!user) throw new AuthError(AuthErrorCode.EmailAlreadyExists);
    await this.sendVerificationQuietly(user);
    return user;
  }

  /**
   * Checks email + password, with a per-account failure counter (5 failures lock the account for 15 minutes).
   * @throws AuthError user-not-found, wrong-password (401), account-disabled (403),
   *   account-exists-with-different-credential (409, a Google/GitHub-only account), too-many-attempts (429)
   */
  async checkPassword(body: SignInRequest): Promise<UserAccount> {
    const user = await this.accounts.findByEmail(body.email.trim().toLowerCase());
    if (!user) throw new AuthError(AuthErrorCode.UserNotFound);
    if (user.disabledAt) throw new IdentityError(IdentityErrorCode.AccountDisabled);
    if (user.lockedUntil && user.lockedUntil.getTime() > Date.now())
      throw new AuthError(AuthErrorCode.TooManyAttempts);
    if (!user.passwordHash) throw new AuthError(AuthErrorCode.AccountExistsWithDifferentCredential);
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      await this.accounts.recordFailedSignIn(user.id, MAX_FAILED_SIGN_INS, LOCK_MS);
      throw new AuthError(AuthErrorCode.WrongPassword);
    }
    if (user.failedSignIns || user.lockedUntil) {
      await this.accounts.clearFailedSignIns(user.id);
    }
    return user;
  }

  /** Mails a new verification link. @throws AuthError already-verified (409) */
  async resendVerification(user: UserAccount): Promise<void> {
    if (user.emailVerifiedAt) throw new AuthError(AuthErrorCode.AlreadyVerified);
    await this.mails.sendVerification(user);
  }

  /** Verifies the address a token was mailed to. @throws AuthError invalid-token (400) */
  async verifyEmail(token: string): Promise<UserAccount> {
    const used = await this.tokens.consume(token, 'verify-email');
    const user = used ? await this.accounts.findById(used.userId) : null;
    if (!used || !user || user.email !== used.email) throw new AuthError(AuthErrorCode.InvalidToken);
    if (!user.emailVerifiedAt) {
      user.emailVerifiedAt = new Date();
      await this.accounts.markEmailVerified(user.id, user.emailVerifiedAt);
    }
    return user;
  }

  /** Mails a reset link when the account exists (the answer is the same either way; the mail is sent in the background). */
  forgotPassword(email: string): void {
    void (async () => {
      const user = await this.accounts.findByEmail(email);
      if (!user || user.disabledAt) return;
      await this.mails.sendPasswordReset(user);
    })().catch((error: unknown) => this.logger.error(`Password reset mail failed: ${String(error)}`));
  }

  /**
   * Sets a new password with a reset token, then secures the account for whoever received the mail: every API key,
   * Google/GitHub identity, webhook endpoint and session is revoked and the address is told so
   * ({@link AccountSecuringService}). Receiving the mail proves the address, so an unverified address becomes verified.
   * @throws AuthError invalid-token (400)
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const used = await this.tokens.consume(token, 'reset-password');
    const user = used ? await this.accounts.findById(used.userId) : null;
    if (!used || !user || user.email !== used.email) throw new AuthError(AuthErrorCode.InvalidToken);
    await this.accounts.setPassword(user.id, await hashPassword(password), {
      verifyEmail: !user.emailVerifiedAt,
    });
    await this.tokens.revokeAll(user.id, 'reset-password');
    await this.securing.secure(user, 'password-reset', { pauseMonitors: !user.emailVerifiedAt });
  }

  private async sendVerificationQuietly(user: UserAccount): Promise<void> {
    try {
      await this.mails.sendVerification(user);
    } catch (error) {
      this.logger.error(`Verification mail to user ${user.id} failed: ${String(error)}`);
    }
  }
}
