import { expect, test, type Page } from './support/test';
import { newEmail, PASSWORD, signUpViaApi, sql, waitForMail } from './support/accounts';

/**
 * The operators' admin panel (`admin/`, served under /admin by the web server) against the real API, worker,
 * PostgreSQL and the fixture websites: an operator signs in on the main site, opens /admin, approves a removal
 * request (the domain's public result is gone), writes and publishes an article (listed on /content/articles) and
 * edits a technology's description (shown on its page); anyone else gets the refusal page.
 */
const fixturePort = Number(process.env.E2E_FIXTURE_PORT);
/** A fixture site no other browser test analyses (its result is removed here). */
const SITE = 'shop.test';

test.use({ baseURL: process.env.E2E_BASE_URL });

async function csrf(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/v2/auth/csrf')).json()) as { token: string }).token;
}

/** Analyses `host` (a fixture site) through the API as the page's user and waits until it is done. */
async function analyze(page: Page, host: string): Promise<void> {
  const accepted = await page.request.post('/api/v2/websites/analyze', {
    data: { url: `http://${host}:${fixturePort}` },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect(accepted.status()).toBe(200);
  const { id } = (await accepted.json()) as { id: string };
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/v2/websites/analyze/status/${id}`)).json()) as {
            running: boolean;
          }
        ).running,
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(false);
}

/** Signs in on the main site with the header's sign-in dialog. */
async function signInOnMainSite(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to StackLens' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `User menu of ${email}` })).toBeVisible();
}

test('an operator approves a removal, publishes an article and edits a technology in /admin', async ({
  page,
  browser,
}) => {
  // The operator: a verified account (made in another browser), granted the role as `npm run user:admin` does.
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const email = await signUpViaApi(await other.newPage(), newEmail('operator'));
  await other.close();
  await sql(`UPDATE app_user SET role = 'admin' WHERE email = $1`, [email]);

  await signInOnMainSite(page, email);
  // A public result for the site, then a removal request for it through the public Remove Domain API.
  // Start from a site that was never removed (a retry or a repeat runs against the same stack).
  await sql(`DELETE FROM removal_request WHERE domain = $1`, [SITE]);
  await sql(`UPDATE website SET hidden = false WHERE domain = $1`, [SITE]);
  await analyze(page, SITE);
  expect((await page.request.get(`/api/v1/websites/${SITE}`)).status()).toBe(200);
  const requester = newEmail('requester');
  const filed = await page.request.post('/api/v2/websites/remove', {
    data: { url: SITE, email: requester, reason: 'Our staging shop should not be listed.' },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect(filed.status()).toBe(200);

  // The panel opens on the dashboard.
  await page.goto('/admin');
  await expect(page.getByText('Pending removal requests')).toBeVisible();
  await expect(page.getByLabel(/^Pending removal requests: [1-9]/)).toBeVisible();
  await expect(page.getByLabel(/^Analyses today: [1-9]/)).toBeVisible();

  // The queue dashboard (@bull-board, served by the API behind the same rule) opens in a new tab.
  const [queues] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: 'Queues' }).click(),
  ]);
  await expect(queues).toHaveURL(/\/api\/v2\/admin\/queues/);
  await expect(queues.getByText('StackLens queues').first()).toBeVisible();
  await expect(queues.getByText('analysis', { exact: true }).first()).toBeVisible();
  await queues.close();

  // Removal requests: the pending one, with the domain's current public result; approve it.
  await page.getByRole('menuitem', { name: 'Removal requests' }).click();
  await page.getByRole('cell', { name: SITE, exact: true }).click();
  await expect(page.getByText(`Current result of ${SITE} (public)`)).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Approved: ${SITE} is no longer shown`)).toBeVisible();
  await expect(page.getByText('approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeHidden();
  // Requested and decided by the operator (users fetched by id: react-admin's getMany).
  await expect(page.getByRole('link', { name: email })).toHaveCount(2);
  // The public effect: the result is gone; the requester is told.
  expect((await page.request.get(`/api/v1/websites/${SITE}`)).status()).toBe(404);
  await waitForMail(requester, new RegExp(`Your removal request for ${SITE} was approved`));

  // Articles: write one with the rich-text editor and publish it.
  const slug = `operators-note-${Date.now().toString(36)}`;
  const title = `Operators' note ${slug.slice(-6)}`;
  await page.getByRole('menuitem', { name: 'Articles' }).click();
  await page.getByRole('link', { name: 'New article' }).click();
  const body = page.locator('.ProseMirror');
  await expect(body).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await page.getByRole('textbox', { name: 'Summary' }).fill('What the admin panel changes for operators.');
  // Type first, then make the line a heading: locator actions focus the editor themselves, so nothing typed can land
  // elsewhere while the toolbar's menu closes.
  await body.click();
  await body.pressSequentially('From SQL to the panel');
  await page.getByRole('button', { name: 'Current level' }).click();
  await page.getByRole('menuitem', { name: 'Heading 2' }).click();
  await expect(body.locator('h2')).toHaveText('From SQL to the panel');
  await body.press('End');
  await body.press('Enter');
  await body.pressSequentially('Moderation moved from SQL to the panel. ');
  await page.getByRole('button', { name: 'Strong' }).click();
  await body.pressSequentially('No redeploy needed.');
  await expect(body.locator('p strong')).toHaveText('No redeploy needed.');
  await page.getByLabel('Published', { exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element created')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on site' })).toHaveAttribute(
    'href',
    `/content/articles/${slug}`,
  );
  // Listed on the public site at once, with the body as written.
  await page.goto('/content/articles');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(`/content/articles/${slug}`);
  await expect(page.getByRole('heading', { level: 2, name: 'From SQL to the panel' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'No redeploy needed.' })).toBeVisible();

  // The API's problem details show as notifications: a second article with the same slug is refused.
  await page.goto('/admin/articles/create');
  await expect(page.locator('.ProseMirror')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Same address');
  await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('A duplicate.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Another article already uses the slug "${slug}".`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articles\/create$/);
  // Delete the article again: it is gone from the site (and other tests find the seeded articles first again).
  await page.goto('/admin/articles');
  await page.getByRole('cell', { name: title, exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Element deleted')).toBeVisible();
  expect((await page.request.get(`/api/v1/articles/${slug}`)).status()).toBe(404);

  // Technologies: search, edit the description, see it on the technology's page.
  await page.goto('/admin/technologies');
  // (Drupal: no fixture site uses it, so no other test sees the change.)
  await page.getByPlaceholder('Name').fill('Drupal');
  await expect(page).toHaveURL(/Drupal/);
  await page.getByRole('cell', { name: 'Drupal', exact: true }).click();
  const description = `Drupal, as corrected by an operator (${slug.slice(-6)}).`;
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  // And a manual latest version, which becomes the latest version at once.
  await page.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Manual latest version' }).click();
  await page.getByRole('textbox', { name: 'Manual latest version' }).fill('99.1.0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await page.goto('/technologies/drupal');
  await expect(page.getByText(description).first()).toBeVisible();
  await expect(page.getByText('99.1.0').first()).toBeVisible();

  // Every change is in the audit log.
  await page.goto('/admin/audit-log');
  for (const action of ['approve', 'create', 'update']) {
    await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
  // The latest update (Drupal's description) reads as a field-by-field diff, not raw JSON.
  await page.getByRole('cell', { name: 'update', exact: true }).first().click();
  const changes = page.getByRole('table', { name: 'Changes' });
  const descriptionRow = changes
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'description' }) });
  await expect(descriptionRow.getByRole('cell', { name: 'changed' })).toBeVisible();
  await expect(descriptionRow.getByRole('cell', { name: description })).toBeVisible();
  await expect(changes.getByRole('rowheader', { name: 'id', exact: true })).toHaveCount(0);
});

test('an operator rejects a removal with a reason, retries a failed analysis, handles a contact message and disables and promotes a user', async ({
  page,
  browser,
}) => {
  const operator = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const email = await signUpViaApi(await operator.newPage(), newEmail('operator'));
  await operator.close();
  await sql(`UPDATE app_user SET role = 'admin' WHERE email = $1`, [email]);
  const login = await page.request.post('/api/v2/login', {
    data: { email, password: PASSWORD },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect(login.status()).toBe(200);

  // Another account, signed in in its own browser; and what the public sends: a removal request, a contact message.
  const userContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const userPage = await userContext.newPage();
  const user = await signUpViaApi(userPage, newEmail('member'));
  const requester = newEmail('requester');
  const domain = `removal-${Date.now().toString(36)}.com`;
  expect(
    (
      await page.request.post('/api/v2/websites/remove', {
        data: { url: domain, email: requester },
        headers: { 'x-csrf-token': await csrf(page) },
      })
    ).status(),
  ).toBe(200);
  const message = `Please call me back (${domain}).`;
  expect(
    (
      await page.request.post('/api/v2/contact/submit', {
        data: { name: 'Ada', email: requester, message },
        headers: { 'x-csrf-token': await csrf(page) },
      })
    ).status(),
  ).toBe(200);
  // An analysis that fails: the fixture site redirects to a link-local address, which the analyzer refuses.
  await analyze(page, 'evil.test');

  // Reject the removal with a reason; the requester is mailed it.
  await page.goto('/admin/removal-requests');
  await page.getByPlaceholder('Domain').fill(domain);
  // The search is applied (debounced) once it is in the address; click the row after that.
  await expect(page).toHaveURL(new RegExp(domain.replace(/\./g, '\\.')));
  await page.getByRole('cell', { name: domain, exact: true }).click();
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject the removal of ${domain}` });
  await expect(dialog.getByText(`The reason is mailed to ${requester}.`)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The result only shows public information.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(`Rejected the removal of ${domain}`)).toBeVisible();
  await expect(page.getByText('rejected', { exact: true })).toBeVisible();
  await expect(page.getByText('The result only shows public information.')).toBeVisible();
  const mail = await waitForMail(requester, new RegExp(`Your removal request for ${domain} was rejected`));
  expect(mail.text).toContain('Reason: The result only shows public information.');

  // Retry the failed analysis: a new one of the same address is queued and shown.
  await page.goto('/admin/analyses');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'failed' }).click();
  // The filter is in the address once applied (debounced); a click before could be undone by that navigation.
  await expect(page).toHaveURL(/%22status%22%3A%22failed%22/);
  const failedRow = page.getByRole('row').filter({ hasText: 'evil.test' }).first();
  await expect(failedRow).toContainText('blocked-address');
  const analysesOfSite = async () => (await sql(`SELECT 1 FROM analysis WHERE domain = 'evil.test'`)).length;
  const before = await analysesOfSite();
  await failedRow.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Queued a new analysis of evil.test')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/analyses\/[0-9a-f-]+\/show$/);
  await expect.poll(analysesOfSite).toBe(before + 1);

  // Mark the contact message handled: it leaves the list of unhandled messages.
  await page.goto('/admin/contact-messages');
  const messageRow = page.getByRole('row').filter({ hasText: message });
  await messageRow.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('Marked handled')).toBeVisible();
  await expect(messageRow).toHaveCount(0);

  // The other account: grant and revoke the operator role, then disable it (its session ends) and enable it.
  await page.goto('/admin/users');
  await page.getByPlaceholder('Email or name').fill(user);
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(user).replace(/\./g, '\\.')));
  await page.getByRole('cell', { name: user, exact: true }).click();
  await page.getByRole('button', { name: 'Grant admin' }).click();
  await expect(page.getByText(`${user} is now an operator`)).toBeVisible();
  await page.getByRole('button', { name: 'Revoke admin' }).click();
  await expect(page.getByText(`${user} is no longer an operator`)).toBeVisible();
  await page.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`${user} is disabled`)).toBeVisible();
  expect((await userPage.request.get('/api/v2/user')).status()).toBe(401);
  await page.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText(`${user} is enabled`)).toBeVisible();
  await userContext.close();

  // The operator's own account: plan and usage, and its analyses (react-admin's getManyReference); no role or
  // disable buttons on one's own account.
  await page.goto('/admin/users');
  await page.getByPlaceholder('Email or name').fill(email);
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(email).replace(/\./g, '\\.')));
  await page.getByRole('cell', { name: email, exact: true }).click();
  await expect(page.getByText('password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Plan and usage' }).click();
  await expect(page.getByText(/^\d+ of 10 analyses in /)).toBeVisible();
  await page.getByRole('tab', { name: 'Analyses' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'evil.test' })).toHaveCount(2);
});

test('anyone but an operator gets the refusal page with a link to sign in', async ({ page }) => {
  // Signed out.
  await page.goto('/admin/articles');
  await expect(page.getByRole('heading', { name: 'Not an operator' })).toBeVisible();
  await expect(page.getByText('You are not signed in')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in on StackLens' })).toHaveAttribute('href', '/');
  expect((await page.request.get('/api/v2/admin/articles')).status()).toBe(401);

  // Signed in, not an operator: no data either.
  const email = await signUpViaApi(page, newEmail('not-operator'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Not an operator' })).toBeVisible();
  await expect(
    page.getByText(`You are signed in as ${email}, which is not an operator account`),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to StackLens' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('menuitem', { name: 'Articles' })).toHaveCount(0);
  expect((await page.request.get('/api/v2/admin/articles')).status()).toBe(403);
});
