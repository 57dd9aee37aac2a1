import { expect, test } from './support/test';
import { PASSWORD, linkPath, newEmail, signUpViaApi, waitForMail } from './support/accounts';

/**
 * The account page's security parts: the Sessions section lists the signed-in browsers and signs out
 * everywhere else; a new email address stays pending ("pending confirmation: …") until the mailed link is opened.
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

test('lists the sessions and signs out everywhere else', async ({ page, playwright }) => {
  const email = await signUpViaApi(page);
  // Another device signs in.
  const phone = await playwright.request.newContext({
    baseURL: process.env.E2E_BASE_URL,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
  });
  const csrf = ((await (await phone.get('/api/v2/auth/csrf')).json()) as { token: string }).token;
  const signedIn = await phone.post('/api/v2/login', {
    data: { email, password: PASSWORD },
    headers: { 'x-csrf-token': csrf },
  });
  expect(signedIn.status()).toBe(200);

  await page.goto('/user/account');
  const sessions = page.getByRole('table', { name: 'Active sessions' });
  await expect(sessions.getByRole('row')).toHaveCount(3); // header + 2 sessions
  await expect(sessions.getByRole('row', { name: /this device/ })).toContainText('Chrome');
  await expect(sessions.getByRole('row', { name: /Safari on iOS/ })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('Signed out of 1 other session.')).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toBeDisabled();
  expect((await phone.get('/api/v2/user')).status()).toBe(401);
  await phone.dispose();
});

test('a new email stays pending until its link is opened; it can be cancelled', async ({ page }) => {
  const email = await signUpViaApi(page);
  await page.goto('/user/account');
  const first = newEmail('first');
  await page.getByLabel('Email', { exact: true }).fill(first);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByTestId('pending-email')).toContainText(`pending confirmation: ${first}`);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await waitForMail(first, /Confirm your new email address/);
  await page.getByTestId('pending-email').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('pending-email')).toHaveCount(0);

  const second = newEmail('second');
  await page.getByLabel('Email', { exact: true }).fill(second);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByTestId('pending-email')).toContainText(second);
  const mail = await waitForMail(second, /Confirm your new email address/);
  await page.goto(linkPath(mail, '/auth/confirm-email'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your new email address is confirmed' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Open your account' }).click();
  await expect(page.getByText(second, { exact: true })).toBeVisible();
  await expect(page.getByTestId('pending-email')).toHaveCount(0);
});
