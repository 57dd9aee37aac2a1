import { expect, test, type Page } from './support/test';
import { PASSWORD, linkPath, newEmail, signUpViaApi, sql, waitForMail } from './support/accounts';

/**
 * Account setup after sign-up: right after the email verification the user is led to the setup step (name, job
 * title from the list, technologies of interest from the catalogue), which the account page then shows; Skip ends
 * the step changing nothing, and a verified user with the step pending is offered it once.
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

/**
 * Picks `option` in the antd Select labelled `label`, typing `search` first (antd lists only the options near the
 * active one in its accessible listbox, so the visible item is clicked, by its title). With `searched`, the options
 * come from the server: the click waits until every listed option is a result of the search. Until then the picker
 * keeps showing the previous list (the catalogue's most popular technologies, WordPress among them), which the
 * results then replace under the pointer: the click on the old item retried for the whole test timeout (its virtual
 * list had scrolled it out of view), one failure in a CI run.
 */
async function pick(page: Page, label: string, option: string, search: string, searched = false) {
  const field = page.getByRole('combobox', { name: label });
  await field.click();
  await field.fill(search);
  // The previous select's popup may still be leaving (antd's slide-up motion): take the one that holds the option.
  const dropdown = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])',
  );
  const item = dropdown.locator(`.ant-select-item-option[title="${option}"]`);
  if (searched) {
    const needle = search.toLowerCase();
    await expect
      .poll(async () => {
        const titles = await dropdown
          .locator('.ant-select-item-option')
          .evaluateAll((els) => els.map((el) => el.getAttribute('title') ?? ''));
        return titles.length > 0 && titles.every((title) => title.toLowerCase().includes(needle));
      })
      .toBe(true);
  }
  await expect(item).toBeVisible();
  await item.click();
  await page.keyboard.press('Escape');
}

test('sign up, verify, set up the account; the home page and the account page show it', async ({ page }) => {
  // A visible website whose WordPress changed version: the home page lists it once WordPress is picked.
  const domain = `onboarding-${Date.now().toString(36)}.test`;
  const [website] = await sql(
    `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code)
     VALUES ($1, $2, 'https', 80, 'warning', 1, 200) RETURNING id`,
    [domain, `https://${domain}`],
  );
  await sql(
    `INSERT INTO website_technology_history
       (website_id, technology_id, first_seen_at, last_seen_at, first_version, last_version)
     SELECT $1, id, now() - interval '3 days', now() - interval '1 day', '6.7.0', '6.8.1'
       FROM technology WHERE name = 'WordPress'`,
    [website.id],
  );

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your free account' });
  const email = newEmail('onboarding');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();

  const mail = await waitForMail(email, /Verify your email/);
  await page.goto(linkPath(mail, '/auth/verify-email'));
  await expect(page.getByRole('heading', { name: 'Your email address is verified' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up your account' }).click();
  await expect(page).toHaveURL('/user/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to StackLens' })).toBeVisible();

  await page.getByLabel('Name').fill('Ada Lovelace');
  await pick(page, 'Job title', 'DevOps / SRE', 'DevOps');
  await pick(page, 'Technologies of interest', 'WordPress', 'WordPr', true);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/');

  const changes = page.getByRole('list', { name: 'Recent changes in your technologies' });
  // The version change and, older, the addition.
  await expect(changes.getByRole('listitem').filter({ hasText: domain })).toHaveText([
    /^WordPress 6\.7\.0 → 6\.8\.1 on onboarding-/,
    /^WordPress 6\.7\.0 added on onboarding-/,
  ]);

  await page.goto('/user/account');
  const profile = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save profile' }) });
  await expect(profile.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(profile.locator('.ant-form-item').filter({ hasText: 'Job title' })).toContainText(
    'DevOps / SRE',
  );
  await expect(
    profile.locator('.ant-form-item').filter({ hasText: 'Technologies of interest' }),
  ).toContainText('WordPress');
  // Reloading offers nothing more: the step is done.
  await page.reload();
  await expect(page.getByText('Set up now')).toHaveCount(0);
});

test('a verified user with setup pending is offered it once; Skip ends it and changes nothing', async ({
  page,
}) => {
  const email = await signUpViaApi(page);
  // A browser where no cookie choice is made yet (signed in elsewhere): the consent banner shows beside the offer.
  await page.context().clearCookies({ name: /^cookie_control_/ });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Set up now' })).toBeVisible();
  // The offer stays until closed: it must cover neither the header's controls nor the consent banner meanwhile (a
  // trial click fails on a covered element).
  await page.getByRole('button', { name: /^User menu of / }).click({ trial: true, timeout: 5_000 });
  await page
    .getByRole('region', { name: 'Cookies on StackLens' })
    .getByRole('button', { name: 'Accept all' })
    .click({ trial: true, timeout: 5_000 });
  await page.getByRole('button', { name: 'Set up now' }).click();
  await expect(page).toHaveURL('/user/welcome');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL('/');
  const [row] = await sql(
    `SELECT name, job_title_id, technologies, onboarded_at FROM app_user WHERE email = $1`,
    [email],
  );
  expect({ ...row, onboarded_at: row.onboarded_at !== null }).toEqual({
    name: null,
    job_title_id: null,
    technologies: [],
    onboarded_at: true,
  });

  await page.goto('/user/account');
  const profile = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save profile' }) });
  await expect(profile.locator('.ant-form-item').filter({ hasText: 'Job title' })).toContainText(
    'Pick your role',
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recent changes in your technologies' })).toBeVisible();
  await expect(page.getByText('Set up now')).toHaveCount(0);
});
