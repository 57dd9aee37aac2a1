import { expect, test } from './support/test';
import { signUpViaApi, sql } from './support/accounts';
import { useStripeJsStandIn } from './support/stripe-js';
import { choosePageSize } from './support/menus';

/**
 * Billing in the browser: a free user who used the month's 10 analyses hits 402, upgrades to Pay as you go
 * on the subscription page — billing details, name on card required, a declined card, then a good one — through the
 * Stripe.js stand-in against the local Stripe wire-format server, analyses again, and sees the invoice.
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

const fixturePort = Number(process.env.E2E_FIXTURE_PORT);

test('402 → upgrade to Pay as you go with a card → analyse again → invoices', async ({ page }) => {
  await useStripeJsStandIn(page, process.env.E2E_STRIPE_URL ?? '');
  const email = await signUpViaApi(page);
  await sql(
    `INSERT INTO usage_period (user_id, period_start, used)
       SELECT id, date_trunc('month', now() AT TIME ZONE 'UTC')::date, 10 FROM app_user WHERE email = $1
     ON CONFLICT (user_id, period_start) DO UPDATE SET used = 10`,
    [email],
  );
  const resultPath = `/analysis/website/secure.test?protocol=http&port=${fixturePort}`;
  await page.goto(resultPath);
  await page.getByRole('button', { name: 'Analyze secure.test' }).click();
  await expect(page.getByText('You have reached the limit of 10 free analyses this month')).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/user\/subscription$/);

  await page.getByRole('button', { name: 'Choose: Pay as you go' }).click();
  const details = page.getByRole('form', { name: 'Billing details' });
  await details.getByLabel('Name or company').fill('Ada Lovelace');
  await details.getByLabel('Address', { exact: true }).fill('1 Analytical Way');
  await details.getByLabel('Postal code').fill('10115');
  await details.getByLabel('City').fill('Berlin');
  await details.getByLabel('Country').fill('Germany');
  // The search leaves Germany as the one (active) option; Enter chooses it, as a keyboard user would.
  await details.getByLabel('Country').press('Enter');
  await expect(details.locator('.ant-form-item').filter({ has: page.getByRole('combobox', { name: 'Country' }) })).toContainText('Germany');
  await details.getByRole('button', { name: 'Save billing details' }).click();

  const payment = page.getByRole('form', { name: 'Payment' });
  await expect(payment.getByLabel('Card number')).toBeVisible();
  await payment.getByRole('button', { name: 'Activate now' }).click();
  await expect(payment.getByText('Name on card is required.')).toBeVisible();
  await payment.getByLabel('Name on card').fill('Ada Lovelace');
  await payment.getByLabel('Card number').fill('4000 0000 0000 0002');
  await payment.getByLabel('Expiration date').fill('12 / 31');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: 'Activate now' }).click();
  await expect(payment.getByRole('alert')).toHaveText('Your card was declined.');
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Activate now' }).click();
  await expect(page.getByText('Pay as you go is active.')).toBeVisible();
  const plan = page.getByRole('region', { name: 'Your plan' }).or(page.locator('.ant-card').filter({ hasText: 'Your plan' }));
  await expect(plan.first()).toContainText('Pay as you go');

  // Paid now: the analysis runs (the 11th of the month, billed as a meter event).
  await page.goto(resultPath);
  await page.getByRole('button', { name: 'Analyze secure.test' }).click();
  await expect(page.getByRole('heading', { name: 'Technologies', level: 2 })).toBeVisible({ timeout: 60_000 });
  await page.goto('/user/subscription');
  await expect(page.getByTestId('estimated-charge')).toHaveText('$0.04');

  await page.goto('/user/invoice');
  const row = page.getByRole('row', { name: /LOCAL-/ });
  await expect(row).toContainText('paid');
  await expect(row).toContainText('$0.00');
  await expect(row.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', /\/pdf$/);
  await choosePageSize(page, page.locator('.sl-user-page'), 'All');
  await expect(row).toContainText('paid');

  await page.goto('/user/payment-methods');
  await expect(page.getByText('VISA •••• 4242')).toBeVisible();
  await expect(page.getByText('Default')).toBeVisible();
});
