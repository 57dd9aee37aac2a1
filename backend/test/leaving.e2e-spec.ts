import { getQueueToken } from '@nestjs/bullmq';
import { AccountExportSchema } from '@stacklens/contracts';
import type { Queue } from 'bullmq';
import type { AddressInfo } from 'node:net';
import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { QUEUES } from '../src/common/queues';
import { signUp, startHarness, waitForAnalysis, type Harness, type TestClient } from './support/harness';
import { startLocalStripe, type LocalStripe } from './support/stripe-server';
import { eventually } from './support/eventually';

const DETAILS = {
  name: 'Ada Lovelace',
  email: 'billing-leaving@example.com',
  address: { line1: '1 Analytical Way', postalCode: '10115', city: 'Berlin', country: 'de' },
  taxIds: [{ type: 'eu_vat', value: 'DE123456789' }],
};

/**
 * Leaving is clean, end to end against the API, the worker, PostgreSQL, Redis and the local server that
 * speaks Stripe's wire format: deleting an account reports its outstanding usage, cancels its subscription with a
 * final invoice, detaches its cards and deletes its Stripe customer before anything is deleted here (and deletes
 * nothing while Stripe is down); contact messages, removal requests and audit-log snapshots keep their ids but lose
 * the email and name; "Download my data" returns the person's data without any secret.
 */
describe('leaving: account deletion and data export', () => {
  let harness: Harness;
  let stripe: LocalStripe;
  let sites: FixtureSites;
  /** The billing queue: paused so that billable usage stays unreported until the deletion reports it. */
  let billingQueue: Queue;

  beforeAll(async () => {
    stripe = await startLocalStripe();
    sites = await startFixtureSites();
    harness = await startHarness({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_PRICE_PAYG: stripe.prices.payg,
      STRIPE_PRICE_PRO: stripe.prices.pro,
      STRIPE_API_URL: stripe.url,
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: sites.resolveRules().join(','),
      ANALYZER_SKIP_DNS: 'true',
      ANALYZER_ROBOTS_TIMEOUT_MS: '3000',
    });
    await harness.api.listen(0, '127.0.0.1');
    const { port } = harness.api.getHttpServer().address() as AddressInfo;
    stripe.webhookTarget = `http://127.0.0.1:${port}/api/v2/billing/webhook`;
    billingQueue = harness.api.get<Queue>(getQueueToken(QUEUES.billing));
    await billingQueue.pause();
  });

  afterAll(async () => {
    await harness?.close();
    await stripe?.close();
    await sites?.close();
  });

  /** Adds a card the way Stripe.js does: a PaymentMethod with the publishable key, then confirms the SetupIntent. */
  async function addCard(client: TestClient, number = '4242424242424242'): Promise<string> {
    const intent = await client.post('/api/v2/billing/setup-intent');
    expect(intent.status).toBe(200);
    const clientSecret = intent.body.clientSecret as string;
    const headers = {
      authorization: `Bearer ${stripe.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    };
    const method = (await (
      await fetch(`${stripe.url}/v1/payment_methods`, {
        method: 'POST',
        headers,
        body: new URLSearchParams({
          type: 'card',
          'card[number]': number,
          'card[exp_month]': '12',
          'card[exp_year]': '2031',
          'card[cvc]': '123',
        }).toString(),
      })
    ).json()) as { id: string };
    const confirmed = await fetch(
      `${stripe.url}/v1/setup_intents/${clientSecret.split('_secret_')[0]}/confirm`,
      {
        method: 'POST',
        headers,
        body: new URLSearchParams({ payment_method: method.id, client_secret: clientSecret }).toString(),
      },
    );
    expect(confirmed.status).toBe(200);
    return method.id;
  }

  /** A verified user with billing details, two cards and a subscription to `plan`; its Stripe customer id. */
  async function subscriber(plan: 'payg' | 'pro') {
    const account = await signUp(harness);
    const saved = await account.client.agent
      .put('/api/v2/billing/customer')
      .set('x-csrf-token', await account.client.csrfToken())
      .send(DETAILS);
    expect(saved.status).toBe(200);
    const card = await addCard(account.client);
    await addCard(account.client, '5555555555554444');
    const subscribed = await account.client.post('/api/v2/billing/subscription', {
      plan,
      paymentMethodId: card,
    });
    expect(subscribed.status).toBe(200);
    const [{ stripe_customer_id: customerId }] = await harness.dataSource.query(
      `SELECT stripe_customer_id FROM billing_customer WHERE user_id = $1`,
      [account.userId],
    );
    const subscriptionId = [...stripe.subscriptions.values()].find((s) => s.customer === customerId)
      ?.id as string;
    return { ...account, customerId: customerId as string, subscriptionId };
  }

  /** Two analyses beyond the free ten on Pay as you go, finished, their billable usage not reported yet. */
  async function billableAnalyses(client: TestClient, userId: string): Promise<string[]> {
    await harness.dataSource.query(
      `INSERT INTO usage_period (user_id, period_start, used)
       VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, 10)
       ON CONFLICT (user_id, period_start) DO UPDATE SET used = 10`,
      [userId],
    );
    const ids: string[] = [];
    for (const host of ['wordpress.test', 'shop.test']) {
      const started = await client.post('/api/v2/websites/analyze', { url: `http://${host}:${sites.port}` });
      expect(started.status).toBe(200);
      ids.push(started.body.id as string);
    }
    await Promise.all(ids.map((id) => waitForAnalysis(harness, id)));
    const pending = await harness.dataSource.query(
      `SELECT analysis_id FROM billable_usage WHERE user_id = $1 AND reported_at IS NULL AND voided_at IS NULL`,
      [userId],
    );
    expect(pending.map((row: { analysis_id: string }) => row.analysis_id).sort()).toEqual([...ids].sort());
    return ids;
  }

  const stripeCallsOf = (customerId: string, subscriptionId: string, since: number) =>
    stripe.requests
      .slice(since)
      .filter((r) => r.status === 200)
      .map((r) => {
        if (r.path === '/v1/billing/meter_events')
          return `meter ${(r.params as { identifier: string }).identifier}`;
        if (r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`) return 'cancel';
        if (r.path.endsWith('/detach')) return 'detach';
        if (r.method === 'DELETE' && r.path === `/v1/customers/${customerId}`) return 'delete customer';
        return null;
      })
      .filter((call): call is string => call !== null);

  it('Pay as you go: the unreported usage is reported first, then the subscription is cancelled with a final invoice, the cards detached and the customer deleted', async () => {
    const { client, userId, customerId, subscriptionId } = await subscriber('payg');
    const analyses = await billableAnalyses(client, userId);
    const since = stripe.requests.length;

    const deleted = await client.delete('/api/v2/user');
    expect(deleted.status).toBe(204);

    const calls = stripeCallsOf(customerId, subscriptionId, since);
    expect(calls.slice(0, 2).sort()).toEqual(analyses.map((id) => `meter ${id}`).sort());
    expect(calls.slice(2)).toEqual(['cancel', 'detach', 'detach', 'delete customer']);
    const cancel = stripe.requests
      .slice(since)
      .find((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`);
    expect(cancel?.params).toMatchObject({ invoice_now: 'true', prorate: 'false' });
    for (const id of analyses) {
      expect(stripe.meterEvents.filter((e) => e.identifier === id)).toEqual([
        expect.objectContaining({ payload: { stripe_customer_id: customerId, value: '1' } }),
      ]);
    }
    // The final invoice bills both analyses ($0.035 each); invoices stay at Stripe.
    expect(stripe.invoices.find((i) => i.customer === customerId && i.total === 7)).toBeDefined();
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(stripe.customers.get(customerId)).toEqual({ id: customerId, object: 'customer', deleted: true });
    expect(await harness.dataSource.query(`SELECT 1 FROM app_user WHERE id = $1`, [userId])).toEqual([]);

    // The meter jobs queued with the analyses run now: nothing is billed twice.
    await billingQueue.resume();
    await eventually(async () => ((await billingQueue.getJobCounts('wait')).wait === 0 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await billingQueue.pause();
    expect(stripe.duplicateMeterEvents).toBe(0);
    for (const id of analyses) expect(stripe.meterEvents.filter((e) => e.identifier === id)).toHaveLength(1);
  });

  it('Pro: the subscription is cancelled at once with a final invoice, the cards detached and the customer deleted', async () => {
    const { client, userId, customerId, subscriptionId } = await subscriber('pro');
    const since = stripe.requests.length;

    expect((await client.delete('/api/v2/user')).status).toBe(204);

    expect(stripeCallsOf(customerId, subscriptionId, since)).toEqual([
      'cancel',
      'detach',
      'detach',
      'delete customer',
    ]);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(stripe.customers.get(customerId)?.deleted).toBe(true);
    expect(stripe.invoices.filter((i) => i.customer === customerId).map((i) => i.total)).toContain(999);
    expect(await harness.dataSource.query(`SELECT 1 FROM app_user WHERE id = $1`, [userId])).toEqual([]);
  });

  it('Stripe down: the deletion is refused with billing-unavailable and the account, usage and customer stay', async () => {
    const { client, userId, customerId, subscriptionId } = await subscriber('payg');
    const analyses = await billableAnalyses(client, userId);

    stripe.failNext(1000);
    const refused = await client.delete('/api/v2/user');
    stripe.failNext(0);
    expect(refused.status).toBe(503);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ status: 503, code: 'billing-unavailable' });
    expect(refused.body).not.toHaveProperty('stack');

    expect((await client.get('/api/v2/user')).status).toBe(200);
    const pending = await harness.dataSource.query(
      `SELECT analysis_id FROM billable_usage WHERE user_id = $1 AND reported_at IS NULL`,
      [userId],
    );
    expect(pending).toHaveLength(2);
    expect(stripe.customers.get(customerId)?.deleted).toBeUndefined();
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('active');

    // Once Stripe answers again, the same request goes through and bills each analysis once.
    expect((await client.delete('/api/v2/user')).status).toBe(204);
    for (const id of analyses) expect(stripe.meterEvents.filter((e) => e.identifier === id)).toHaveLength(1);
    expect(stripe.customers.get(customerId)?.deleted).toBe(true);
  });

  it('contact messages, removal requests and audit-log snapshots keep their ids but lose the email and the name', async () => {
    const operator = await signUp(harness, { name: 'Olive Operator' });
    await harness.dataSource.query(`UPDATE app_user SET role = 'admin' WHERE id = $1`, [operator.userId]);
    const person = await signUp(harness, { name: 'Grace Hopper' });

    const message = { name: 'Grace Hopper', email: person.email, message: 'Hello', website: '' };
    expect((await person.client.post('/api/v2/contact/submit', message)).status).toBe(200);
    // Sent signed out from the same address: the person's too.
    expect((await harness.client().post('/api/v2/contact/submit', message)).status).toBe(200);
    const filed = await person.client.post('/api/v2/websites/remove', {
      url: 'leaving-person.test',
      email: person.email,
      reason: 'My site',
    });
    expect(filed.status).toBe(200);
    const messageIds: string[] = (
      await harness.dataSource.query(`SELECT id FROM contact_message WHERE email = $1`, [person.email])
    ).map((row: { id: string }) => row.id);
    expect(messageIds).toHaveLength(2);
    const requestId = filed.body.id as string;

    // The operator's mutations snapshot the person's records (with email and name) in the audit log.
    const admin = operator.client;
    expect(
      (await admin.patch(`/api/v2/admin/contact-messages/${messageIds[0]}`, { handled: true })).status,
    ).toBe(200);
    expect(
      (await admin.post(`/api/v2/admin/removal-requests/${requestId}/reject`, { reason: 'Public data' }))
        .status,
    ).toBe(200);
    expect((await admin.patch(`/api/v2/admin/users/${person.userId}`, { role: 'admin' })).status).toBe(200);
    expect((await admin.patch(`/api/v2/admin/users/${person.userId}`, { role: 'user' })).status).toBe(200);
    const auditIds: string[] = (
      await harness.dataSource.query(
        `SELECT id FROM audit_log WHERE record_id = ANY($1::text[]) ORDER BY id`,
        [[...messageIds, requestId, person.userId]],
      )
    ).map((row: { id: string }) => row.id);
    expect(auditIds).toHaveLength(4);
    const mentioning = (text: string) =>
      harness.dataSource.query(
        `SELECT id FROM audit_log
          WHERE coalesce(before::text, '') || coalesce(after::text, '') || coalesce(actor_email, '') ILIKE $1`,
        [`%${text}%`],
      );
    expect(await mentioning(person.email)).toHaveLength(4);

    expect((await person.client.delete('/api/v2/user')).status).toBe(204);

    const messages = await harness.dataSource.query(
      `SELECT name, email, message FROM contact_message WHERE id = ANY($1::uuid[])`,
      [messageIds],
    );
    expect(messages).toEqual([
      { name: '', email: '', message: 'Hello' },
      { name: '', email: '', message: 'Hello' },
    ]);
    const [request] = await harness.dataSource.query(
      `SELECT domain, email, reason, status FROM removal_request WHERE id = $1`,
      [requestId],
    );
    expect(request).toEqual({
      domain: 'leaving-person.test',
      email: null,
      reason: 'My site',
      status: 'rejected',
    });
    expect(await mentioning(person.email)).toEqual([]);
    expect(await mentioning('Grace Hopper')).toEqual([]);
    const kept: { id: string; record_id: string }[] = await harness.dataSource.query(
      `SELECT id, record_id FROM audit_log WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [auditIds],
    );
    expect(kept.map((row) => row.id)).toEqual(auditIds);

    // An operator who leaves: their audit rows keep the operator's id, not the email.
    expect((await admin.delete('/api/v2/user')).status).toBe(204);
    const byOperator: { actor_id: string | null; actor_email: string | null }[] =
      await harness.dataSource.query(
        `SELECT actor_id, actor_email FROM audit_log WHERE id = ANY($1::bigint[])`,
        [auditIds],
      );
    expect(byOperator).toHaveLength(4);
    for (const row of byOperator) expect(row).toEqual({ actor_id: operator.userId, actor_email: null });
    expect(await mentioning(operator.email)).toEqual([]);
  });

  it('Download my data: the person’s data as an attachment, without any secret; session only', async () => {
    const person = await signUp(harness, { name: 'Katherine Johnson' });
    const { client } = person;
    const analysis = await client.post('/api/v2/websites/analyze', {
      url: `http://static.test:${sites.port}`,
    });
    expect(analysis.status).toBe(200);
    await waitForAnalysis(harness, analysis.body.id);
    expect((await client.post('/api/v2/monitors', { url: 'example.com', interval: 'daily' })).status).toBe(
      201,
    );
    const endpoint = await client.post('/api/v2/webhook-endpoints', {
      url: `http://127.0.0.1:${sites.port}/hooks`,
      events: ['analysis.failed'],
    });
    expect(endpoint.status).toBe(201);
    const key = await client.post('/api/v2/api-keys', { name: 'export key' });
    expect(key.status).toBe(201);
    await client.post('/api/v2/contact/submit', {
      name: 'Katherine Johnson',
      email: person.email,
      message: 'A question',
      website: '',
    });
    await client.post('/api/v2/websites/remove', { url: 'katherine-site.test', email: person.email });
    // Another person's data is not in the export.
    const other = await signUp(harness);
    await other.client.post('/api/v2/contact/submit', {
      email: other.email,
      message: 'Not hers',
      website: '',
    });

    const response = await client.get('/api/v2/user/export');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.json"$/);
    const data = AccountExportSchema.parse(response.body);
    expect(data.profile).toMatchObject({ id: person.userId, email: person.email, name: 'Katherine Johnson' });
    expect(data.analyses.map((a) => a.id)).toEqual([analysis.body.id]);
    expect(data.monitors.map((m) => m.domain)).toEqual(['example.com']);
    expect(data.webhookEndpoints.map((e) => e.id)).toEqual([endpoint.body.id]);
    expect(data.apiKeys).toEqual([
      expect.objectContaining({ id: key.body.id, name: 'export key', prefix: key.body.prefix }),
    ]);
    expect(data.usage.months).toEqual([expect.objectContaining({ used: 1 })]);
    expect(data.billing).toMatchObject({ plan: 'free', customer: null, subscription: null });
    expect(data.contactMessages.map((m) => m.message)).toEqual(['A question']);
    expect(data.removalRequests.map((r) => r.domain)).toEqual(['katherine-site.test']);

    const raw = JSON.stringify(response.body);
    const [stored] = await harness.dataSource.query(`SELECT password_hash FROM app_user WHERE id = $1`, [
      person.userId,
    ]);
    const [{ key_hash: keyHash }] = await harness.dataSource.query(
      `SELECT key_hash FROM api_key WHERE id = $1`,
      [key.body.id],
    );
    for (const secret of [endpoint.body.secret, key.body.key, keyHash, stored.password_hash]) {
      expect(typeof secret).toBe('string');
      expect(raw).not.toContain(secret);
    }
    expect(raw).not.toMatch(/whsec_|\$argon2|"secret"|"hash"|"keyHash"|"passwordHash"/);
    expect(raw).not.toContain(other.email);

    const byKey = await harness
      .http()
      .get('/api/v2/user/export')
      .set('authorization', `Bearer ${key.body.key as string}`);
    expect([byKey.status, byKey.body.code]).toEqual([403, 'session-required']);
  });
});
