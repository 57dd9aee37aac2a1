import { BillingOverviewSchema, InvoicePageSchema, PaymentMethodListSchema } from '@stacklens/contracts';
import type { AddressInfo } from 'node:net';
import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { signUp, startHarness, waitForAnalysis, type Harness, type TestClient } from './support/harness';
import { startLocalStripe, type LocalStripe } from './support/stripe-server';
import { eventually } from './support/eventually';

const DETAILS = {
  name: 'Ada Lovelace',
  email: 'billing@example.com',
  address: { line1: '1 Analytical Way', postalCode: '10115', city: 'Berlin', country: 'de' },
  taxIds: [{ type: 'eu_vat', value: 'DE123456789' }],
};

/**
 * Billing end to end against a local server that speaks Stripe's wire format (the official SDK talks to
 * it through STRIPE_API_URL): billing details, cards through SetupIntents the way Stripe.js confirms them, Pay as you
 * go with exactly one meter event per billable analysis (also when Stripe is down for a while), Pro, switching,
 * cancelling at period end, Stripe webhooks (signature, redelivery), payment methods and invoices.
 */
describe('billing (API + worker + local Stripe)', () => {
  let harness: Harness;
  let stripe: LocalStripe;
  let sites: FixtureSites;

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
      BILLING_METER_SWEEP_INTERVAL_MS: '1000',
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: sites.resolveRules().join(','),
      ANALYZER_SKIP_DNS: 'true',
      ANALYZER_ROBOTS_TIMEOUT_MS: '3000',
    });
    await harness.api.listen(0, '127.0.0.1');
    const { port } = harness.api.getHttpServer().address() as AddressInfo;
    stripe.webhookTarget = `http://127.0.0.1:${port}/api/v2/billing/webhook`;
  });

  afterAll(async () => {
    await harness?.close();
    await stripe?.close();
    await sites?.close();
  });

  const overview = async (client: TestClient) =>
    BillingOverviewSchema.parse((await client.get('/api/v2/billing').expect(200)).body);

  /** Adds a card the way Stripe.js does: a PaymentMethod with the publishable key, then confirms the SetupIntent. */
  async function addCard(
    client: TestClient,
    number = '4242424242424242',
  ): Promise<{ id: string; status: number }> {
    const intent = await client.post('/api/v2/billing/setup-intent');
    expect(intent.status).toBe(200);
    const clientSecret = intent.body.clientSecret as string;
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const headers = {
      authorization: `Bearer ${stripe.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    };
    const method = (await (
      await fetch(`${stripe.url}/v1/payment_methods`, {
        method: 'POST',
        headers,
        body: form({
          type: 'card',
          'card[number]': number,
          'card[exp_month]': '12',
          'card[exp_year]': '2031',
          'card[cvc]': '123',
          'billing_details[name]': 'Ada Lovelace',
        }),
      })
    ).json()) as { id: string };
    const confirmed = await fetch(
      `${stripe.url}/v1/setup_intents/${clientSecret.split('_secret_')[0]}/confirm`,
      {
        method: 'POST',
        headers,
        body: form({ payment_method: method.id, client_secret: clientSecret }),
      },
    );
    await confirmed.arrayBuffer();
    return { id: method.id, status: confirmed.status };
  }

  /** A signed-up, verified user with billing details and a card. */
  async function customer(card?: string) {
    const account = await signUp(harness);
    expect((await account.client.agent.put('/api/v2/billing/customer')).status).toBe(403); // no CSRF token
    const saved = await account.client.agent
      .put('/api/v2/billing/customer')
      .set('x-csrf-token', await account.client.csrfToken())
      .send(DETAILS);
    expect(saved.status).toBe(200);
    const method = await addCard(account.client, card);
    return { ...account, paymentMethodId: method.id };
  }

  const setUsed = (userId: string, used: number) =>
    harness.dataSource.query(
      `INSERT INTO usage_period (user_id, period_start, used)
       VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, $2)
       ON CONFLICT (user_id, period_start) DO UPDATE SET used = $2`,
      [userId, used],
    );

  it('billing details: validated, Stripe customer created once, tax id checked by Stripe', async () => {
    const { client } = await signUp(harness);
    const before = await overview(client);
    expect(before).toMatchObject({
      enabled: true,
      publishableKey: stripe.publishableKey,
      plan: 'free',
      isCustomer: false,
    });
    expect(before.usage).toMatchObject({
      used: 0,
      free: 10,
      billable: 0,
      estimatedAmount: { amount: 0, currency: 'usd' },
    });
    const csrf = await client.csrfToken();
    const put = (body: object) =>
      client.agent.put('/api/v2/billing/customer').set('x-csrf-token', csrf).send(body);

    const invalid = await put({ ...DETAILS, name: '' });
    expect([invalid.status, invalid.body.code]).toEqual([400, 'validation-failed']);
    const badTaxId = await put({ ...DETAILS, taxIds: [{ type: 'eu_vat', value: 'nope' }] });
    expect([badTaxId.status, badTaxId.body.code]).toEqual([400, 'invalid-tax-id']);
    expect((await client.post('/api/v2/billing/setup-intent')).body.code).toBe('customer-required');

    expect((await put(DETAILS)).status).toBe(200);
    expect((await put({ ...DETAILS, name: 'Ada King' })).status).toBe(200);
    const after = await overview(client);
    expect(after.isCustomer).toBe(true);
    expect(after.customer).toMatchObject({
      name: 'Ada King',
      address: { country: 'DE' },
      taxIds: DETAILS.taxIds,
    });
    expect((await client.get('/api/v2/user')).body.isCustomer).toBe(true);
    expect([...stripe.customers.values()].filter((c) => c.name === 'Ada King')).toHaveLength(1);
  });

  it('Pay as you go: one meter event per billable analysis (analysis id as identifier), none for free or joined ones', async () => {
    const { client, userId, paymentMethodId } = await customer();
    const subscribed = await client.post('/api/v2/billing/subscription', { plan: 'payg', paymentMethodId });
    expect(subscribed.status).toBe(200);
    expect(BillingOverviewSchema.parse(subscribed.body)).toMatchObject({
      plan: 'paid',
      subscription: { plan: 'payg', status: 'active', cancelAtPeriodEnd: false },
    });

    await setUsed(userId, 9);
    const free = await client.post('/api/v2/websites/analyze', { url: `http://static.test:${sites.port}` });
    expect(free.status).toBe(200);
    const billed = await client.post('/api/v2/websites/analyze', {
      url: `http://wordpress.test:${sites.port}`,
    });
    const joined = await client.post('/api/v2/websites/analyze', {
      url: `http://wordpress.test:${sites.port}`,
    });
    expect(joined.body.id).toBe(billed.body.id);
    // The first billable analysis is reported before Stripe goes down: otherwise its report and the next one share the
    // failed requests, and the Stripe client's own retries can absorb them without a failed attempt (a race).
    await waitForAnalysis(harness, billed.body.id);
    await eventually(
      () => (stripe.meterEvents.some((e) => e.identifier === billed.body.id) ? true : undefined),
      30_000,
    );
    // Stripe is down for the next report: the job retries, the event is still sent once.
    stripe.failNext(3);
    const second = await client.post('/api/v2/websites/analyze', { url: `http://shop.test:${sites.port}` });
    await Promise.all([free, billed, second].map((r) => waitForAnalysis(harness, r.body.id)));

    const events = await eventually(() => {
      const mine = stripe.meterEvents.filter((e) => [billed.body.id, second.body.id].includes(e.identifier));
      return mine.length === 2 ? mine : undefined;
    }, 30_000);
    const customerId = [...stripe.customers.values()].find(
      (c) => (c.metadata as { userId?: string }).userId === userId,
    )?.id;
    for (const event of events) {
      expect(event).toMatchObject({
        event_name: 'stacklens_analysis',
        payload: { stripe_customer_id: customerId, value: '1' },
      });
    }
    expect(stripe.meterEvents.find((e) => e.identifier === free.body.id)).toBeUndefined();
    const rows: { analysis_id: string; attempts: number }[] = await harness.dataSource.query(
      `SELECT analysis_id, attempts FROM billable_usage WHERE user_id = $1`,
      [userId],
    );
    expect(rows.map((r) => r.analysis_id).sort()).toEqual([billed.body.id, second.body.id].sort());
    // The report that met Stripe down failed first, then went through.
    expect(Math.max(...rows.map((r) => r.attempts))).toBeGreaterThanOrEqual(2);
    await eventually(async () => {
      const pending = await harness.dataSource.query(
        `SELECT 1 FROM billable_usage WHERE user_id = $1 AND reported_at IS NULL`,
        [userId],
      );
      return pending.length === 0 ? true : undefined;
    });
    // The sweeper runs every second: a few more seconds must not report anything twice.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(stripe.meterEvents.filter((e) => e.identifier === billed.body.id)).toHaveLength(1);
    expect(stripe.duplicateMeterEvents).toBe(0);
    const usage = (await overview(client)).usage;
    expect(usage).toMatchObject({ used: 12, billable: 2, estimatedAmount: { amount: 7, currency: 'usd' } });
  });

  it('Pro is unlimited and unmetered; switching swaps the price; cancel keeps paid until the period ends', async () => {
    const { client, userId, paymentMethodId } = await customer();
    const pro = await client.post('/api/v2/billing/subscription', { plan: 'pro', paymentMethodId });
    expect(pro.status).toBe(200);
    expect(pro.body.subscription.plan).toBe('pro');
    const again = await client.post('/api/v2/billing/subscription', { plan: 'pro' });
    expect([again.status, again.body.code]).toEqual([409, 'already-subscribed']);

    await setUsed(userId, 25);
    const started = await client.post('/api/v2/websites/analyze', {
      url: `http://secure.test:${sites.port}`,
    });
    expect(started.status).toBe(200);
    await waitForAnalysis(harness, started.body.id);
    expect(
      await harness.dataSource.query(`SELECT 1 FROM billable_usage WHERE user_id = $1`, [userId]),
    ).toHaveLength(0);

    const invoices = await eventually(async () => {
      const page = InvoicePageSchema.parse(
        (await client.get('/api/v2/billing/invoices?page=1&pageSize=10')).body,
      );
      return page.total >= 1 ? page : undefined;
    });
    expect(invoices.items[0]).toMatchObject({ status: 'paid', total: { amount: 999, currency: 'usd' } });
    expect(invoices.items[0].hostedInvoiceUrl).toMatch(/^http/);

    const switched = await client.post('/api/v2/billing/subscription', { plan: 'payg' });
    expect(switched.status).toBe(200);
    expect(switched.body.subscription).toMatchObject({ plan: 'payg', status: 'active' });
    const subscriptionId = [...stripe.subscriptions.values()].find(
      (s) => (s.metadata as { userId?: string }).userId === userId,
    )?.id as string;

    const cancelled = await client.delete('/api/v2/billing/subscription');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ plan: 'paid', subscription: { cancelAtPeriodEnd: true } });
    await stripe.endPeriod(subscriptionId);
    await stripe.idle();
    await eventually(async () => ((await overview(client)).plan === 'free' ? true : undefined));
    expect((await overview(client)).subscription?.status).toBe('canceled');
    expect((await client.get('/api/v2/user')).body.plan).toBe('free');
  });

  it('a declined card gets the spec message and leaves the plan free', async () => {
    const declinedAtSetup = await signUp(harness);
    await declinedAtSetup.client.agent
      .put('/api/v2/billing/customer')
      .set('x-csrf-token', await declinedAtSetup.client.csrfToken())
      .send(DETAILS);
    expect((await addCard(declinedAtSetup.client, '4000000000000002')).status).toBe(402);

    const { client, paymentMethodId } = await customer('4000000000000341');
    const refused = await client.post('/api/v2/billing/subscription', { plan: 'pro', paymentMethodId });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'card-declined', detail: 'Your card was declined.' });
    expect((await overview(client)).plan).toBe('free');
  });

  it('payment methods: listed from Stripe, default set, removed; another user’s card is not found', async () => {
    const { client, paymentMethodId } = await customer();
    const second = await addCard(client, '5555555555554444');
    await client.post(`/api/v2/billing/payment-methods/${paymentMethodId}/default`);
    let methods = PaymentMethodListSchema.parse((await client.get('/api/v2/billing/payment-methods')).body);
    expect(methods.items).toHaveLength(2);
    expect(methods.items.find((m) => m.isDefault)).toMatchObject({
      id: paymentMethodId,
      brand: 'visa',
      last4: '4242',
    });
    const made = await client.post(`/api/v2/billing/payment-methods/${second.id}/default`);
    expect(made.status).toBe(200);
    methods = PaymentMethodListSchema.parse(made.body);
    expect(methods.items.find((m) => m.isDefault)).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const removed = await client.delete(`/api/v2/billing/payment-methods/${second.id}`);
    expect(removed.status).toBe(200);
    expect(PaymentMethodListSchema.parse(removed.body).items).toEqual([
      expect.objectContaining({ id: paymentMethodId, isDefault: true }),
    ]);
    const other = await customer();
    const foreign = await other.client.delete(`/api/v2/billing/payment-methods/${paymentMethodId}`);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'payment-method-not-found']);
  });

  it('Stripe webhooks: a bad signature is refused, a redelivered event changes nothing, unknown customers are acknowledged', async () => {
    const { client, paymentMethodId } = await customer();
    await client.post('/api/v2/billing/subscription', { plan: 'payg', paymentMethodId });
    await stripe.idle();
    const event = stripe.events.find((e) => e.event.type === 'customer.subscription.created')?.event;
    expect(event).toBeDefined();
    const payload = JSON.stringify(event);
    const post = (signature: string) =>
      harness
        .http()
        .post('/api/v2/billing/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', signature)
        .send(payload);
    const forged = await post(stripe.signature(payload, 'whsec_wrong'));
    expect([forged.status, forged.body.code]).toEqual([400, 'invalid-webhook-signature']);
    const stale = await post(
      stripe.signature(payload, stripe.webhookSecret, Math.floor(Date.now() / 1000) - 600),
    );
    expect(stale.status).toBe(400);
    const again = await post(stripe.signature(payload));
    expect(again.status).toBe(200);
    expect(again.body.outcome).toBe('duplicate');

    const unknown = {
      ...event,
      id: 'evt_unknown_customer',
      type: 'customer.updated',
      data: { object: { id: 'cus_nobody', object: 'customer' } },
    };
    const unknownPayload = JSON.stringify(unknown);
    const acknowledged = await harness
      .http()
      .post('/api/v2/billing/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', stripe.signature(unknownPayload))
      .send(unknownPayload);
    expect([acknowledged.status, acknowledged.body.outcome]).toEqual([200, 'ignored']);
  });

  it('changes need a browser session: an API key with billing:read may read billing but not change it', async () => {
    const { client } = await signUp(harness);
    const key = (await client.post('/api/v2/api-keys', { name: 'billing', scopes: ['billing:read'] })).body
      .key as string;
    const read = await harness.http().get('/api/v2/billing').set('authorization', `Bearer ${key}`);
    expect(read.status).toBe(200);
    const invoices = await harness
      .http()
      .get('/api/v2/billing/invoices')
      .set('authorization', `Bearer ${key}`);
    expect(invoices.status).toBe(200);
    const defaultKey = (await client.post('/api/v2/api-keys', { name: 'default' })).body.key as string;
    const refused = await harness
      .http()
      .get('/api/v2/billing/invoices')
      .set('authorization', `Bearer ${defaultKey}`);
    expect([refused.status, refused.body.code]).toEqual([403, 'insufficient-scope']);
    const change = await harness
      .http()
      .put('/api/v2/billing/customer')
      .set('authorization', `Bearer ${key}`)
      .send(DETAILS);
    expect([change.status, change.body.code]).toEqual([403, 'session-required']);
  });
});

describe('billing without a Stripe key', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('says billing is off instead of failing', async () => {
    const { client } = await signUp(harness);
    const overview = BillingOverviewSchema.parse((await client.get('/api/v2/billing').expect(200)).body);
    expect(overview).toMatchObject({ enabled: false, publishableKey: null, plan: 'free' });
    const refused = await client.post('/api/v2/billing/setup-intent');
    expect([refused.status, refused.body.code]).toEqual([503, 'billing-disabled']);
    const webhook = await harness.http().post('/api/v2/billing/webhook').send('{}');
    expect(webhook.body.code).toBe('billing-disabled');
  });
});
