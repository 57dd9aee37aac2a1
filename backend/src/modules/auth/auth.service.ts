import { Injectable, Logger } from '@nestjs/common';
import type { SignInRequest, SignUpRequest } from '@stacklens/contracts';
import { IdentityError, IdentityErrorCode } from '../../common/identity/identity.error';
import { AccountMailsService } from '../users/account-mails.service';
import { AccountTokensService } from '../users/account-tokens.service';
import { UserAccountsService, type UserAccount } from '../users/user-accounts.service';
import { AccountSecuringService } from './account-securing.service';
import { AuthError, AuthErrorCode } from './auth.error';
import { hashPassword, verifyPasswordOrDummy } from './passwords';
import { SignInThrottle } from './sign-in-throttle';

/** Email + password accounts: sign-up, sign-in (by password or mailed link), email verification, password reset. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly accounts: UserAccountsService,
    private readonly tokens: AccountTokensService,
    private readonly mails: AccountMailsService,
    private readonly throttle: SignInThrottle,
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
   * Checks email + password. Every outcome costs one argon2 verification (against a dummy hash when the account
   * does not exist or has no password); failures are counted by {@link SignInThrottle} (the guard in front of the
   * route refuses a throttled address), a success clears the account's failures.
   * @param address the request's client address
   * @throws AuthError user-not-found, wrong-password (401), account-exists-with-different-credential (409, a
   *   Google/GitHub-only account); IdentityError account-disabled (403)
   */
  async checkPassword(body: SignInRequest, address: string): Promise<UserAccount> {
    const email = body.email.trim().toLowerCase();
    const user = await this.accounts.findByEmail(email);
    if (user?.disabledAt) throw new IdentityError(IdentityErrorCode.AccountDisabled);
    const matches = await verifyPasswordOrDummy(user?.passwordHash ?? null, body.password);
    if (!user || !user.passwordHash || !matches) {
      await this.throttle.recordFailure(email, address);
      if (!user) throw new AuthError(AuthErrorCode.UserNotFound);
      if (!user.passwordHash) throw new AuthError(AuthErrorCode.AccountExistsWithDifferentCredential);
      throw new AuthError(AuthErrorCode.WrongPassword);
    }
    await this.throttle.recordSuccess(email, address);
    return user;
  }

  /**
   * Mails a one-time sign-in link (valid 15 minutes) when the account exists and is not disabled — the way in for
   * an owner whose password sign-ins are throttled. The answer is the same either way; the mail is sent in the
   * background, within the recipient's hourly budget of account mails ({@link SignInThrottle.mayMail}).
   */
  sendSignInLink(email: string): void {
    void (async () => {
      if (!(await this.throttle.mayMail(email))) return;
      const user = await this.accounts.findByEmail(email);
      if (!user || user.disabledAt) return;
      await this.mails.sendSignInLink(user);
    })().catch((error: unknown) => this.logger.error(`Sign-in link mail failed: ${String(error)}`));
  }

  /**
   * Uses a mailed sign-in link's token (once) and answers its account, whose failed sign-ins are cleared.
   * Receiving the mail proves the address, so an unverified address becomes verified.
   * @param address the request's client address (remembered as known for the account)
   * @throws AuthError invalid-token (400); IdentityError account-disabled (403)
   */
  async signInWithLink(token: string, address: string): Promise<UserAccount> {
    const used = await this.tokens.consume(token, 'sign-in');
    const user = used ? await this.accounts.findById(used.userId) : null;
    if (!used || !user || user.email !== used.email) throw new AuthError(AuthErrorCode.InvalidToken);
    if (user.disabledAt) throw new IdentityError(IdentityErrorCode.AccountDisabled);
    if (!user.emailVerifiedAt) {
      user.emailVerifiedAt = new Date();
      await this.accounts.markEmailVerified(user.id, user.emailVerifiedAt);
    }
    await this.throttle.recordSuccess(user.email, address);
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

  /**
   * Mails a reset link when the account exists (the answer is the same either way; the mail is sent in the background,
   * within the recipient's hourly budget of account mails, {@link SignInThrottle.mayMail}).
   */
  forgotPassword(email: string): void {
    void (async () => {
      if (!(await this.throttle.mayMail(email))) return;
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
