import { expect, test } from './support/test';
import { linkPath, signUpViaApi, waitForMail } from './support/accounts';

/**
 * Sign-in throttling: after repeated wrong passwords the sign-in dialog shows the API's
 * too-many-attempts message and offers "Email me a sign-in link"; the mailed link signs the owner in.
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

test('a throttled sign-in offers a mailed sign-in link that signs the owner in', async ({
  page,
  browser,
}) => {
  // An existing, verified account (created in another browser context).
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const email = await signUpViaApi(await other.newPage());
  await other.close();

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to StackLens' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('wrong password');
  const submit = dialog.locator('button[type="submit"]');
  // Five failures are free; the next attempts (within the growing delay) are answered 429.
  const statuses: number[] = [];
  while (!statuses.includes(429) && statuses.length < 12) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v2/login'));
    await submit.click();
    statuses.push((await answer).status());
    if (statuses.length < 5) {
      await expect(dialog.getByText('Incorrect password')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Email me a sign-in link' })).toBeHidden();
    }
  }
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses).toContain(429);
  await expect(dialog.getByText('Too many failed sign-in attempts. Please try again later.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(
    dialog.getByText('If an account exists for this email, we sent a link to sign in.'),
  ).toBeVisible();

  const mail = await waitForMail(email, /sign-in link/i);
  await page.goto(linkPath(mail, '/auth/sign-in-link'));
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeHidden();

  // The link works once.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You could not be signed in' })).toBeVisible();
});
