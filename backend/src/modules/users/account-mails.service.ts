import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { MailService } from '../mail/mail.service';
import { AccountTokensService } from './account-tokens.service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mails of the accounts flows, each with a single-use link into the web app (PUBLIC_URL). */
@Injectable()
export class AccountMailsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly tokens: AccountTokensService,
  ) {}

  /** Mails a link that verifies `email` for the user (valid 24 hours). */
  async sendVerification(user: { id: string; email: string }): Promise<void> {
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
  }

  /** Mails a password reset link (valid 1 hour). */
  async sendPasswordReset(user: { id: string; email: string }): Promise<void> {
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
  }

  /** Mails a one-time sign-in link (valid 15 minutes): the way in while password sign-ins are throttled. */
  async sendSignInLink(user: { id: string; email: string }): Promise<void> {
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
  }

  private html(title: string, text: string, link: string, action: string): string {
    return `<!doctype html><html><body style="font-family:sans-serif;max-width:560px;margin:auto">
<h1 style="font-size:20px">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(link)}" style="background:#f472b6;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#666;font-size:12px">Or open: ${escapeHtml(link)}</p></body></html>`;
  }
}
