import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/database-errors';
import { AccountMailsService } from './account-mails.service';
import { hashToken, newToken } from './account-tokens.service';
import { UserEntity } from './entities/user.entity';
import { mailBudgetSpent, UsersError, UsersErrorCode } from './users.error';

/** How long the confirmation link of a new address stays valid. */
export const EMAIL_CHANGE_TTL_MS = 24 * 3600 * 1000;

/**
 * Email changes: a new address is only pending — recorded beside `email` with the hash of
 * a single-use token mailed to it, the old address notified — until the link is followed. The old address stays in
 * force for sign-in, password reset and mails meanwhile; confirming replaces it and marks it verified.
 */
@Injectable()
export class EmailChangeService {
  private readonly logger = new Logger(EmailChangeService.name);

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly mails: AccountMailsService,
  ) {}

  /**
   * Records `newEmail` (lowercased) as the user's pending address (replacing any earlier pending one), mails the
   * confirmation link to it and a notice to the current address.
   * @throws UsersError email-already-in-use (409) when another account has the address; rate-limited (429) when the
   *   new address's hourly budget of account mails is spent (the change stays pending; resend later)
   */
  async request(user: { id: string; email: string }, newEmail: string): Promise<void> {
    const email = newEmail.trim().toLowerCase();
    if (await this.users.existsBy({ email })) {
      throw new UsersError(UsersErrorCode.EmailAlreadyInUse, 'This email is already in use');
    }
    await this.issueAndMail(user.id, email);
    await this.mails
      .sendEmailChangeNotice(user.email, email)
      .catch((error: unknown) => this.logger.error(`Email change notice failed: ${String(error)}`));
  }

  /**
   * Mails a new confirmation link for the pending address (the earlier link stops working).
   * @throws UsersError no-pending-email-change (404); rate-limited (429) when the address's mail budget is spent
   */
  async resend(userId: string): Promise<void> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user?.pendingEmail)
      throw new UsersError(UsersErrorCode.NoPendingEmailChange, 'No email change is pending.');
    await this.issueAndMail(user.id, user.pendingEmail);
  }

  /** Forgets the pending address (its link stops working); nothing happens when none is pending. */
  async cancel(userId: string): Promise<void> {
    await this.users.update(
      { id: userId },
      { pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null },
    );
  }

  /**
   * Applies the pending address of the token's account in one statement (single use): it becomes `email`,
   * verified now.
   * @returns the account's id and its new address
   * @throws UsersError invalid-token (400) when unknown, used or expired; email-already-in-use (409) when another
   *   account took the address meanwhile (the change stays pending)
   */
  async confirm(token: string): Promise<{ userId: string; email: string }> {
    let rows: { id: string; email: string }[];
    try {
      // An UPDATE through query() answers [rows, affected count] (TypeORM, PostgreSQL).
      [rows] = (await this.users.query(
        `UPDATE app_user
            SET email = pending_email, email_verified_at = now(), pending_email = NULL,
                pending_email_token_hash = NULL, pending_email_expires_at = NULL, updated_at = now()
          WHERE pending_email_token_hash = $1 AND pending_email_expires_at > now()
          RETURNING id, email`,
        [hashToken(token)],
      )) as [{ id: string; email: string }[], number];
    } catch (error) {
      if (isUniqueViolation(error))
        throw new UsersError(UsersErrorCode.EmailAlreadyInUse, 'This email is already in use');
      throw error;
    }
    const row = rows[0];
    if (!row) throw new UsersError(UsersErrorCode.InvalidToken, 'This link is invalid or has expired.');
    return { userId: row.id, email: row.email };
  }

  private async issueAndMail(userId: string, email: string): Promise<void> {
    const token = newToken();
    await this.users.update(
      { id: userId },
      {
        pendingEmail: email,
        pendingEmailTokenHash: hashToken(token),
        pendingEmailExpiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
      },
    );
    const sent = await this.mails.sendEmailChangeConfirmation(email, token).catch((error: unknown) => {
      this.logger.error(`Email change confirmation mail failed: ${String(error)}`);
      return true; // a mail failure is logged, as before; only a spent budget refuses
    });
    if (!sent) throw mailBudgetSpent();
  }
}
