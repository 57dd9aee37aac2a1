import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../common/database-errors';
import { IdentityError, IdentityErrorCode } from '../../common/identity/identity.error';
import { UserAccountsService, type IdentityProvider, type UserAccount } from '../users/user-accounts.service';
import { AccountSecuringService } from './account-securing.service';
import { AuthError, AuthErrorCode } from './auth.error';
import { storableText } from '../../common/request-text';

/** What StackLens takes from a Google or GitHub profile. */
export interface ProviderProfile {
  provider: IdentityProvider;
  providerUserId: string;
  email: string | null;
  /** The provider vouches that the user controls `email`. */
  emailVerified: boolean;
  name: string | null;
}

/**
 * Google/GitHub sign-in: finds the user by the linked identity, else links by a *verified* email, else creates
 * an account. An account whose address the provider does not vouch for is never linked
 * (account-exists-with-different-credential). Linking to an account whose address was never verified takes the
 * account over for the provider's (verified) owner: its password is removed and every other credential (API keys,
 * other identities, webhook endpoints, sessions) is revoked ({@link AccountSecuringService}), so that whoever held
 * the account before cannot keep access.
 */
@Injectable()
export class OAuthService {
  constructor(
    private readonly accounts: UserAccountsService,
    private readonly securing: AccountSecuringService,
  ) {}

  /** @throws AuthError account-disabled, account-exists-with-different-credential, auth-error */
  async signIn(profile: ProviderProfile): Promise<UserAccount> {
    const email = profile.email?.trim().toLowerCase() || null;
    const user = await this.accounts.findByIdentity(profile.provider, profile.providerUserId);
    if (user) {
      if (user.disabledAt) throw new IdentityError(IdentityErrorCode.AccountDisabled);
      if (!user.emailVerifiedAt && profile.emailVerified && email === user.email) {
        await this.accounts.markEmailVerified(user.id, new Date());
        user.emailVerifiedAt = new Date();
      }
      return user;
    }
    if (!email) {
      throw new AuthError(
        AuthErrorCode.AuthError,
        `Your ${profile.provider === 'github' ? 'GitHub' : 'Google'} account has no email address StackLens can use.`,
      );
    }

    const identity = { provider: profile.provider, providerUserId: profile.providerUserId, email };
    const existing = await this.accounts.findByEmail(email);
    if (existing) {
      if (existing.disabledAt) throw new IdentityError(IdentityErrorCode.AccountDisabled);
      if (!profile.emailVerified) throw new AuthError(AuthErrorCode.AccountExistsWithDifferentCredential);
      const takeOver = !existing.emailVerifiedAt;
      const linked = await this.accounts.linkIdentity(existing.id, identity, { takeOver });
      if (takeOver) {
        await this.securing.secure(existing, 'takeover', { keepIdentity: identity, pauseMonitors: true });
      }
      return linked;
    }

    try {
      return await this.accounts.createFromProvider(
        {
          email,
          name: storableText(profile.name ?? '').trim() || null,
          emailVerified: profile.emailVerified,
        },
        identity,
      );
    } catch (error) {
      // A concurrent sign-in created the user or the identity first: resolve it the normal way.
      if (isUniqueViolation(error)) return this.signIn(profile);
      throw error;
    }
  }
}
