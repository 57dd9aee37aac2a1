import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { sql } from './support/accounts';
import { setGoogleUser } from './support/oauth';
import { repoRoot } from './support/stack';

/**
 * Sign-in with Google against the stack's local OAuth2 server (e2e/support/oauth.ts), and deleting such an account:
 * the deletion asks for a fresh sign-in (401 requires-recent-login); that sign-in is a full-page redirect to the
 * provider, and the deletion must go through when the provider sends the user back — one confirmation, not two.
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

/** Makes the page's sign-in older than the API's five-minute "recent login" (its session's `authenticatedAt`). */
async function ageSignIn(page: Page, minutes: number): Promise<void> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'stacklens.sid');
  expect(cookie).toBeDefined();
  const sid = /^s:([^.]+)\./.exec(decodeURIComponent(cookie!.value))?.[1];
  expect(sid).toBeDefined();
  const Redis = createRequire(path.join(repoRoot, 'backend', 'package.json'))(
    'ioredis',
  ) as typeof import('ioredis').default;
  const redis = new Redis(process.env.E2E_REDIS_URL as string);
  try {
    const key = `${process.env.E2E_CACHE_PREFIX}:sess:${sid}`;
    const session = JSON.parse((await redis.get(key)) ?? 'null') as { authenticatedAt?: number } | null;
    expect(session?.authenticatedAt).toBeDefined();
    session!.authenticatedAt = Date.now() - minutes * 60_000;
    await redis.set(key, JSON.stringify(session), 'KEEPTTL');
  } finally {
    redis.disconnect();
  }
}

test('an account that signs in with Google is deleted in one go across the provider redirect', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const email = `google-leaver-${run}@stacklens.test`;
  setGoogleUser({ sub: `google-${run}`, email, email_verified: true, name: 'Google Leaver' });

  // Sign up with Google: only the configured provider has a button.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to StackLens' });
  await expect(dialog.getByRole('button', { name: 'Continue with GitHub' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  // The bar names a Google account by its display name.
  await expect(page.getByRole('button', { name: 'User menu of Google Leaver' })).toBeVisible();

  // Later: the sign-in is no longer recent. Delete: one confirmation, then the provider round trip, and done.
  await ageSignIn(page, 10);
  await page.goto('/user/account');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Delete account' })
    .click();
  const again = page.getByRole('dialog', { name: 'Sign in to StackLens' });
  await expect(again.getByText('For your security, sign in again to delete your account.')).toBeVisible();
  await again.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/user\/deleted$/);
  expect(await sql(`SELECT id FROM app_user WHERE email = $1`, [email])).toEqual([]);
});
