import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { MailService } from '../mail/mail.service';
import { AccountMailBudget } from './account-mail-budget';
import { AccountTokensService } from './account-tokens.service';
import type { IdentityProvider } from './entities/user-identity.entity';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PROVIDER_NAMES: Record<IdentityProvider, string> = { google: 'Google', github: 'GitHub' };
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What securing an account took away from whoever held it before (listed in the notice). */
export interface RevokedCredentials {
  /** API keys revoked. */
  apiKeys: number;
  /** Google/GitHub sign-ins unlinked. */
  identities: IdentityProvider[];
  /** Webhook endpoints disabled. */
  webhookEndpoints: number;
  /** Sessions (signed-in browsers) ended. */
  sessions: number;
  /** Monitored websites paused. */
  monitors: number;
  /** The pending email change that was cancelled, or null. */
  pendingEmail: string | null;
}

/** The lines of the notice, one per kind of credential that was revoked. */
export function describeRevoked(revoked: RevokedCredentials): string[] {
  const lines: string[] = [];
  if (revoked.apiKeys) lines.push(`${count(revoked.apiKeys, 'API key')} revoked`);
  for (const provider of revoked.identities) lines.push(`${PROVIDER_NAMES[provider]} sign-in unlinked`);
  if (revoked.webhookEndpoints) lines.push(`${count(revoked.webhookEndpoints, 'webhook endpoint')} disabled`);
  if (revoked.monitors) lines.push(`${count(revoked.monitors, 'monitored website')} paused`);
  if (revoked.sessions) lines.push(`${count(revoked.sessions, 'session')} signed out`);
  if (revoked.pendingEmail)
    lines.push(`the pending change of the email address to ${revoked.pendingEmail} cancelled`);
  return lines;
}

/**
 * The mails of the accounts flows, each with a single-use link into the web app (PUBLIC_URL). The mails with a link
 * are sent within the recipient's hourly budget ({@link AccountMailBudget}): they answer false, having sent nothing,
 * when it is spent.
 */
@Injectable()
export class AccountMailsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly tokens: AccountTokensService,
    private readonly budget: AccountMailBudget,
  ) {}

  /** Mails a link that verifies `email` for the user (valid 24 hours); false when the budget is spent. */
  async sendVerification(user: { id: string; email: string }): Promise<boolean> {
    if (!(await this.budget.take(user.email))) return false;
    const token = await this.tokens.issue(user.id, user.email, 'verify-email');
    const link = `${this.config.publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
    await this.mail.send({
      to: user.email,
      subject: 'Verify your email address for StackLens',
      text: `Welcome to StackLens!\n\nPlease verify your email address by opening this link:\n\n${link}\n\nThe link is valid for 24 hours. If you did not create an account, ignore this mail.\n`,
      html: this.html(
        'Verify your email address',
        'Welcome to StackLens! Please verify your email address. The link is valid for 24 hours.',
        link,
        'Verify email address',
      ),
    });
    return true;
  }

  /** Mails a password reset link (valid 1 hour); false when the budget is spent. */
  async sendPasswordReset(user: { id: string; email: string }): Promise<boolean> {
    if (!(await this.budget.take(user.email))) return false;
    const token = await this.tokens.issue(user.id, user.email, 'reset-password');
    const link = `${this.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
    await this.mail.send({
      to: user.email,
      subject: 'Reset your StackLens password',
      text: `Someone asked to reset the password of your StackLens account.\n\nChoose a new password here:\n\n${link}\n\nThe link is valid for 1 hour and works once. If it was not you, ignore this mail: your password stays as it is.\n`,
      html: this.html(
        'Reset your password',
        'Someone asked to reset the password of your StackLens account. The link is valid for 1 hour. If it was not you, ignore this mail.',
        link,
        'Choose a new password',
      ),
    });
    return true;
  }

  /**
   * Mails a one-time sign-in link (valid 15 minutes): the way in while password sign-ins are throttled; false when
   * the budget is spent.
   */
  async sendSignInLink(user: { id: string; email: string }): Promise<boolean> {
    if (!(await this.budget.take(user.email))) return false;
    const token = await this.tokens.issue(user.id, user.email, 'sign-in');
    const link = `${this.config.publicUrl}/auth/sign-in-link?token=${encodeURIComponent(token)}`;
    await this.mail.send({
      to: user.email,
      subject: 'Your StackLens sign-in link',
      text: `Someone asked for a link to sign in to your StackLens account.\n\nSign in here:\n\n${link}\n\nThe link is valid for 15 minutes and works once. If it was not you, ignore this mail; someone may be guessing your password, so choose a strong one.\n`,
      html: this.html(
        'Sign in to StackLens',
        'Someone asked for a link to sign in to your StackLens account. The link is valid for 15 minutes and works once. If it was not you, ignore this mail.',
        link,
        'Sign in',
      ),
    });
    return true;
  }

  /** Mails the link that confirms `newEmail` as the account's address (valid 24 hours); false when the budget is spent. */
  async sendEmailChangeConfirmation(newEmail: string, token: string): Promise<boolean> {
    if (!(await this.budget.take(newEmail))) return false;
    const link = `${this.config.publicUrl}/auth/confirm-email?token=${encodeURIComponent(token)}`;
    await this.mail.send({
      to: newEmail,
      subject: 'Confirm your new email address for StackLens',
      text: `Someone asked to use ${newEmail} as the email address of a StackLens account.\n\nConfirm it by opening this link:\n\n${link}\n\nThe link is valid for 24 hours. If it was not you, ignore this mail: nothing changes.\n`,
      html: this.html(
        'Confirm your new email address',
        `Someone asked to use ${newEmail} as the email address of a StackLens account. The link is valid for 24 hours. If it was not you, ignore this mail: nothing changes.`,
        link,
        'Confirm email address',
      ),
    });
    return true;
  }

  /** Tells the current address that a change to `newEmail` waits for confirmation. */
  async sendEmailChangeNotice(currentEmail: string, newEmail: string): Promise<void> {
    const text = `Someone asked to change the email address of your StackLens account to ${newEmail}. It changes only once the link mailed to that address is opened; until then ${currentEmail} stays in force. If it was not you, cancel the change on your account page and change your password.`;
    await this.mail.send({
      to: currentEmail,
      subject: 'Your StackLens email address is being changed',
      text: `${text}\n\n${this.config.publicUrl}/user/account\n`,
      html: this.html(
        'Your email address is being changed',
        text,
        `${this.config.publicUrl}/user/account`,
        'Open your account',
      ),
    });
  }

  /**
   * Tells the account's address what was revoked when it was secured: after a password reset ("password was
   * changed") or when a Google/GitHub sign-in took over the unverified account ("account was secured").
   */
  async sendAccountSecured(
    email: string,
    reason: 'password-reset' | 'takeover',
    revoked: RevokedCredentials,
  ): Promise<void> {
    const subject =
      reason === 'password-reset'
        ? 'Your StackLens password was changed'
        : 'Your StackLens account was secured';
    const intro =
      reason === 'password-reset'
        ? 'The password of your StackLens account was changed with a reset link mailed to this address.'
        : 'Your StackLens account, whose email address had not been verified, now belongs to the Google or GitHub account that proved this address.';
    const lines = describeRevoked(revoked);
    const what = lines.length
      ? `To make sure only you have access, we revoked everything else that could act as this account:\n${lines.map((line) => `- ${line}`).join('\n')}`
      : 'No other credential had access to the account.';
    await this.mail.send({
      to: email,
      subject,
      text: `${intro}\n\n${what}\n\nCreate new API keys and re-enable webhook endpoints on your account page if you need them:\n${this.config.publicUrl}/user/account\n`,
      html: this.html(
        subject,
        `${intro} ${lines.length ? `Revoked: ${lines.join('; ')}.` : ''}`,
        `${this.config.publicUrl}/user/account`,
        'Open your account',
      ),
    });
  }

  private html(title: string, text: string, link: string, action: string): string {
    return `<!doctype html><html><body style="font-family:sans-serif;max-width:560px;margin:auto">
<h1 style="font-size:20px">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(link)}" style="background:#f472b6;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#666;font-size:12px">Or open: ${escapeHtml(link)}</p></body></html>`;
  }
}
