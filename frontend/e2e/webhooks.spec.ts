import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './support/test';
import { signUpViaApi } from './support/accounts';
import { choosePageSize } from './support/menus';

/**
 * Webhook endpoints in the browser: add an endpoint (the secret is shown once), send a test event that a
 * local receiver verifies with the Standard Webhooks package, and see it delivered in the delivery log; rotate the
 * secret and see until when the previous one is still accepted (deliveries verify with either meanwhile).
 */
test.use({ baseURL: process.env.E2E_BASE_URL });

test('add an endpoint, send a test event, see it in the delivery log', async ({ page }) => {
  const received: { headers: Record<string, string>; body: string }[] = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  try {
    await signUpViaApi(page);
    await page.goto('/user/webhook-endpoints');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhook endpoints' })).toBeVisible();
    await page.getByLabel('Endpoint URL').fill(url);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = ((await page.getByTestId('webhook-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_/);

    await page.getByRole('button', { name: new RegExp(url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')) }).click();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    expect(new Webhook(secret).verify(received[0].body, received[0].headers)).toMatchObject({
      type: 'webhook.test',
    });

    const row = page.getByRole('row', { name: /webhook\.test/ });
    await expect(row).toContainText('delivered', { timeout: 15_000 });
    await expect(row).toContainText('200');
    await choosePageSize(page, page.locator('.sl-user-page'), 'All');
    await expect(row).toContainText('delivered');

    // Rotation: the new secret is shown once; the old one is still accepted (both signatures) until the stated time.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await expect(page.getByTestId('webhook-secret')).not.toHaveText(secret);
    const rotated = ((await page.getByTestId('webhook-secret').textContent()) ?? '').trim();
    expect(rotated).toMatch(/^whsec_/);
    await expect(page.getByTestId('webhook-secret-overlap')).toContainText(
      'The previous secret is still accepted until',
    );
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
    expect(received[1].headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const key of [secret, rotated])
      expect(new Webhook(key).verify(received[1].body, received[1].headers)).toMatchObject({
        type: 'webhook.test',
      });
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
