import { expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
export { sql, sqlIn } from './sql';
import type { CaughtMailFile } from './stack';

export const PASSWORD = 'correct horse battery';

/** A unique address for a test account. */
export function newEmail(label = 'e2e'): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

/** Waits until the stack's SMTP server has received a mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<CaughtMailFile> {
  const dir = process.env.E2E_MAIL_DIR as string;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of readdirSync(dir).sort()) {
      const mail = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CaughtMailFile;
      if (mail.to.includes(to.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path + query of the mail's link to `pathname` (the links point at the web app). */
export function linkPath(mail: CaughtMailFile, pathname: string): string {
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === pathname);
  if (!link) throw new Error(`No ${pathname} link in ${mail.subject}`);
  return `${link.pathname}${link.search}`;
}

/**
 * Creates a verified account through the API, in the page's browser context (so the page is signed in):
 * sign-up, then the verification link of the mail.
 */
export async function signUpViaApi(page: Page, email = newEmail()): Promise<string> {
  const csrf = async () =>
    ((await (await page.request.get('/api/v2/auth/csrf')).json()) as { token: string }).token;
  const created = await page.request.post('/api/v2/auth/signup', {
    data: { email, password: PASSWORD },
    headers: { 'x-csrf-token': await csrf() },
  });
  expect(created.status()).toBe(201);
  const mail = await waitForMail(email, /Verify your email/);
  const token = new URLSearchParams(linkPath(mail, '/auth/verify-email').split('?')[1]).get('token');
  const verified = await page.request.post('/api/v2/auth/verify-email', {
    data: { token },
    headers: { 'x-csrf-token': await csrf() },
  });
  expect(verified.status()).toBe(200);
  return email;
}
