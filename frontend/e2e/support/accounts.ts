import { expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CaughtMailFile } from './stack';
import { repoRoot } from './stack';

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

/** Runs SQL in the stack's schema (to seed state the UI cannot create quickly, e.g. a used-up month). */
export async function sql(statement: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const { Client } = createRequire(path.join(repoRoot, 'backend', 'package.json'))('pg') as {
    Client: new (options: { connectionString: string; options?: string }) => {
      connect(): Promise<void>;
      query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
      end(): Promise<void>;
    };
  };
  const client = new Client({
    connectionString: process.env.E2E_DATABASE_URL as string,
    options: `-c search_path=${process.env.E2E_DATABASE_SCHEMA},public`,
  });
  await client.connect();
  try {
    return (await client.query(statement, params)).rows;
  } finally {
    await client.end();
  }
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
