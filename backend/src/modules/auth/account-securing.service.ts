import { Injectable, Logger } from '@nestjs/common';
import { SessionService } from '../../common/identity/session/session.service';
import { ApiKeysService } from '../api-keys/api-keys.service';
import { MonitorsService } from '../monitors/monitors.service';
import { AccountMailsService, type RevokedCredentials } from '../users/account-mails.service';
import { EmailChangeService } from '../users/email-change.service';
import { UserAccountsService, type ProviderIdentity } from '../users/user-accounts.service';
import { WebhookEndpointsAccessService } from '../webhooks/webhook-endpoints-access.service';

/** Why an account is being secured: its password was reset, or a Google/GitHub sign-in took the unverified account over. */
export type SecuringReason = 'password-reset' | 'takeover';

/**
 * Credentials follow the person who controls the email: when a password reset or a
 * takeover of an unverified account hands the account to whoever proved the address, everything someone else may
 * have set up to act as the account is revoked — every API key, every Google/GitHub identity but the one signing in,
 * every webhook endpoint (disabled), every session, a pending email change, and for a takeover of an unverified
 * account its monitors (paused) — and the address is told what was revoked.
 */
@Injectable()
export class AccountSecuringService {
  private readonly logger = new Logger(AccountSecuringService.name);

  constructor(
    private readonly accounts: UserAccountsService,
    private readonly emailChange: EmailChangeService,
    private readonly apiKeys: ApiKeysService,
    private readonly webhookEndpoints: WebhookEndpointsAccessService,
    private readonly monitors: MonitorsService,
    private readonly sessions: SessionService,
    private readonly mails: AccountMailsService,
  ) {}

  /**
   * Revokes every other credential of the account `user` and mails the notice to `user.email` (a mail failure is
   * logged, the revocation stands).
   * @param options.keepIdentity the identity signing in (a takeover by Google/GitHub), which stays linked
   * @param options.pauseMonitors the account's address was unverified (a takeover): whoever held the account set its
   *   monitors up, so they are paused too
   * @returns what was revoked
   */
  async secure(
    user: { id: string; email: string; pendingEmail: string | null },
    reason: SecuringReason,
    options: {
      keepIdentity?: Pick<ProviderIdentity, 'provider' | 'providerUserId'>;
      pauseMonitors?: boolean;
    } = {},
  ): Promise<RevokedCredentials> {
    const [apiKeys, identities, webhookEndpoints, monitors] = await Promise.all([
      this.apiKeys.revokeAllOf(user.id),
      this.accounts.unlinkIdentities(user.id, options.keepIdentity),
      this.webhookEndpoints.disableAllOf(user.id),
      options.pauseMonitors ? this.monitors.pauseAllOf(user.id) : 0,
    ]);
    if (user.pendingEmail) await this.emailChange.cancel(user.id);
    const sessions = await this.sessions.endAllForUser(user.id);
    const revoked: RevokedCredentials = {
      apiKeys,
      identities,
      webhookEndpoints,
      sessions,
      monitors,
      pendingEmail: user.pendingEmail,
    };
    await this.mails
      .sendAccountSecured(user.email, reason, revoked)
      .catch((error: unknown) => this.logger.error(`Account secured mail failed: ${String(error)}`));
    return revoked;
  }
}
