import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ACCOUNT_LOOKUP, type AccountLookup } from './authenticated-user';
import type { Authentication, CredentialStrategy } from './credential-strategy';
import { IdentityError, IdentityErrorCode } from './identity.error';
import { SessionService } from './session/session.service';

/** Name of the session strategy (the value of the request's credential when the cookie authenticated it). */
export const SESSION_CREDENTIAL = 'session';

/**
 * The browser's credential: the server-side session (cookie `stacklens.sid`). A session whose account was deleted
 * or disabled is ended (401 sign-up-required / 403 account-disabled); an authenticated request updates the
 * session's last-seen time (the sessions list).
 */
@Injectable()
export class SessionCredentialStrategy implements CredentialStrategy {
  readonly name = SESSION_CREDENTIAL;

  constructor(
    @Inject(ACCOUNT_LOOKUP) private readonly accounts: AccountLookup,
    private readonly sessions: SessionService,
  ) {}

  /** Every request may carry a session; this strategy is the fallback after the others. */
  appliesTo(): boolean {
    return true;
  }

  async authenticate(req: Request, res: Response): Promise<Authentication> {
    const userId = req.session?.userId;
    if (!userId) throw new IdentityError(IdentityErrorCode.SignUpRequired);
    const user = await this.accounts.findAccount(userId);
    if (!user) {
      await this.sessions.signOut(req, res);
      throw new IdentityError(IdentityErrorCode.SignUpRequired);
    }
    if (user.disabledAt) {
      await this.sessions.signOut(req, res);
      throw new IdentityError(IdentityErrorCode.AccountDisabled);
    }
    await this.sessions.touch(req);
    return { user };
  }
}
