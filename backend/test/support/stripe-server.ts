/**
 * A local HTTP server that speaks Stripe's wire format for every Stripe endpoint StackLens calls, so that the backend
 * (through the official `stripe` SDK, STRIPE_API_URL pointed here) and the browser (through the Stripe.js stand-in,
 * frontend/e2e/support/stripe-js-standin.js) are tested without Stripe's servers, which this machine cannot reach.
 *
 * Wire format, as Stripe documents it (https://docs.stripe.com/api): form-encoded request bodies with bracket
 * notation (`items[0][price]=…`, parsed with `qs`), JSON objects with `id`/`object`, list envelopes
 * `{object: 'list', data, has_more, url}`, errors `{error: {type, code, message, param, decline_code}}` with Stripe's
 * statuses (400, 401, 402 card errors, 404), `Idempotency-Key` replays (same key → same answer, `Idempotent-Replayed`),
 * and webhook events POSTed to a target with a `Stripe-Signature: t=…,v1=…` header (HMAC-SHA256 of `t.payload`).
 *
 * Test controls: `failNext(n)` answers the next n API requests 500 (Stripe down), `webhookTarget` receives events,
 * `endPeriod(subscriptionId)` rolls a subscription over (or ends it when cancelling at period end), `meterEvents` and
 * `duplicateMeterEvents` show what was reported, `requests` every API request in order. Cancelling a subscription
 * (`DELETE /v1/subscriptions/{id}`) with `invoice_now=true` invoices the customer's meter events not invoiced yet
 * ($0.035 each, the Pay as you go price; `prorate=true` would credit a flat price's unused time); deleting a customer
 * (`DELETE /v1/customers/{id}`) leaves only `{id, object, deleted}` (later reads see that, every other use is 404),
 * cancels its live subscriptions without an invoice (as Stripe does) and keeps its invoices. Card numbers: 4000000000000002 is declined when set up
 * (`card_declined`), 4000000000000341 is set up but declined when charged, any other number is accepted. Only Node built-ins and `qs`.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';

type Json = Record<string, unknown>;

/** A Stripe error answer. */
class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string; decline_code?: string },
  ) {
    super(body.message);
  }
}

/** Declined when the card is set up (Stripe's test card). */
const DECLINED_CARD = '4000000000000002';
/** Set up fine, declined when charged (Stripe's test card "attaches, then charges fail"). */
const CHARGE_DECLINED_CARD = '4000000000000341';
const DAY_S = 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

function notFound(kind: string, id: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });
}

function list(url: string, data: Json[]): Json {
  return { object: 'list', data, has_more: false, url };
}

/** A running local Stripe. */
export interface LocalStripe {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  prices: { payg: string; pro: string };
  meterEventName: string;
  /** Where events are POSTed (null: not sent). */
  webhookTarget: string | null;
  /** Accepted meter events, one per identifier. */
  meterEvents: Json[];
  /** Meter events received again with an identifier already accepted (not replays of an idempotency key). */
  duplicateMeterEvents: number;
  /** Every API request (secret or publishable key), in order, with its parameters and the status answered. */
  requests: { method: string; path: string; params: Json; status: number }[];
  /** Every event created, in order, and what the webhook target answered. */
  events: { event: Json; status: number | null }[];
  customers: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Json[];
  /** The next `count` API requests fail with 500 (Stripe down). */
  failNext(count: number): void;
  /** Ends the current period: a subscription cancelling at period end is deleted, others renew with an invoice. */
  endPeriod(subscriptionId: string): Promise<void>;
  /** Resolves once every event created so far has been delivered. */
  idle(): Promise<void>;
  /** Signs and POSTs an event to the webhook target (again, e.g. to test a redelivery). @returns the status */
  deliver(event: Json): Promise<number>;
  /** Stripe's `Stripe-Signature` header for `payload` (a wrong `secret` makes a bad signature). */
  signature(payload: string, secret?: string, timestamp?: number): string;
  close(): Promise<void>;
}

/** Starts the local Stripe on 127.0.0.1 (a free port). */
export async function startLocalStripe(): Promise<LocalStripe> {
  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const taxIds = new Map<string, Json>();
  const invoices: Json[] = [];
  const idempotent = new Map<string, { status: number; body: string }>();
  const seenIdentifiers = new Set<string>();
  /** Identifiers of meter events already on an invoice. */
  const invoicedIdentifiers = new Set<string>();
  let failures = 0;
  let invoiceNumber = 0;
  let deliveries: Promise<void> = Promise.resolve();

  const stripe: LocalStripe = {
    url: '',
    secretKey: 'sk_test_local',
    publishableKey: 'pk_test_local',
    webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
    prices: { payg: 'price_payg_local', pro: 'price_pro_local' },
    meterEventName: 'stacklens_analysis',
    webhookTarget: null,
    meterEvents: [],
    duplicateMeterEvents: 0,
    requests: [],
    events: [],
    customers,
    subscriptions,
    invoices,
    failNext(count) {
      failures = count;
    },
    async endPeriod(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const item = (subscription.items as { data: Json[] }).data[0];
      if (subscription.cancel_at_period_end) {
        subscription.status = 'canceled';
        subscription.ended_at = now();
        await emit('customer.subscription.deleted', subscription);
        return;
      }
      const start = item.current_period_end as number;
      item.current_period_start = start;
      item.current_period_end = start + 30 * DAY_S;
      await invoice(subscription, (item.price as Json).id === stripe.prices.pro ? 999 : 0);
      await emit('customer.subscription.updated', subscription);
    },
    deliver,
    idle: () => deliveries,
    signature(payload, secret = stripe.webhookSecret, timestamp = now()) {
      const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
      return `t=${timestamp},v1=${v1}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  async function deliver(event: Json): Promise<number> {
    if (!stripe.webhookTarget) return 0;
    const payload = JSON.stringify(event, null, 2);
    const response = await fetch(stripe.webhookTarget, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.signature(payload) },
      body: payload,
    });
    await response.arrayBuffer();
    return response.status;
  }

  async function emit(type: string, object: Json): Promise<void> {
    const event: Json = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    const record: { event: Json; status: number | null } = { event, status: null };
    stripe.events.push(record);
    // Delivered after the API call answered, one at a time in order (as Stripe mostly does).
    deliveries = deliveries.then(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      record.status = await deliver(event).catch(() => null);
    });
  }

  async function invoice(subscription: Json, total: number, extra: Json = {}): Promise<Json> {
    const item = (subscription.items as { data: Json[] }).data[0];
    invoiceNumber += 1;
    const id = newId('in');
    const created: Json = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      number: `LOCAL-${String(invoiceNumber).padStart(4, '0')}`,
      status: 'paid',
      total,
      amount_paid: total,
      currency: 'usd',
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      created: now(),
      hosted_invoice_url: `${stripe.url}/invoices/${id}`,
      invoice_pdf: `${stripe.url}/invoices/${id}/pdf`,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      livemode: false,
      ...extra,
    };
    invoices.unshift(created);
    await emit('invoice.paid', created);
    return created;
  }

  const customerOf = (id: unknown): Json => {
    const customer = customers.get(String(id));
    if (!customer || customer.deleted) throw notFound('customer', String(id));
    return customer;
  };
  const paymentMethodOf = (id: unknown): Json => {
    const method = paymentMethods.get(String(id));
    if (!method) throw notFound('payment_method', String(id));
    return method;
  };
  const subscriptionOf = (id: unknown): Json => {
    const subscription = subscriptions.get(String(id));
    if (!subscription) throw notFound('subscription', String(id));
    return subscription;
  };
  const address = (value: unknown) => {
    const a = (value ?? {}) as Json;
    return {
      line1: a.line1 ?? null,
      line2: a.line2 || null,
      postal_code: a.postal_code ?? null,
      city: a.city ?? null,
      state: a.state || null,
      country: a.country ?? null,
    };
  };
  const createTaxId = (customer: string, data: Json): Json => {
    const value = String(data.value ?? '');
    if (data.type === 'eu_vat' && !/^[A-Z]{2}[0-9A-Z]{8,12}$/.test(value)) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'tax_id_invalid',
        message: `Invalid value for eu_vat: ${value}`,
        param: 'value',
      });
    }
    const taxId: Json = {
      id: newId('txi'),
      object: 'tax_id',
      customer,
      type: data.type,
      value,
      created: now(),
    };
    taxIds.set(taxId.id as string, taxId);
    return taxId;
  };
  const attach = async (method: Json, customer: string) => {
    if (method.customer === customer) return;
    method.customer = customer;
    await emit('payment_method.attached', method);
  };
  const chargeable = (customer: Json) => {
    const id = (customer.invoice_settings as Json).default_payment_method;
    const method = id ? paymentMethods.get(String(id)) : undefined;
    if (!method) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'This customer has no attached payment source or default payment method.',
      });
    }
    if ((method as Json).number === DECLINED_CARD || (method as Json).number === CHARGE_DECLINED_CARD) {
      throw new StripeApiError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      });
    }
  };

  /** Routes one request; `secret` tells whether the secret key authenticated it (else the publishable key). */
  async function route(method: string, path: string, params: Json, secret: boolean): Promise<Json> {
    const parts = path.split('/').filter(Boolean).slice(1); // drop "v1"
    const [resource, id, sub, subId] = parts;
    const requireSecret = () => {
      if (!secret)
        throw new StripeApiError(401, {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided.',
        });
    };
    if (resource === 'customers') {
      requireSecret();
      if (!id && method === 'POST') {
        const customer: Json = {
          id: newId('cus'),
          object: 'customer',
          name: params.name ?? null,
          email: params.email ?? null,
          address: address(params.address),
          invoice_settings: { default_payment_method: null },
          metadata: params.metadata ?? {},
          created: now(),
          livemode: false,
        };
        for (const data of (params.tax_id_data as Json[] | undefined) ?? [])
          createTaxId(customer.id as string, data);
        customers.set(customer.id as string, customer);
        return customer;
      }
      if (!sub && method === 'GET' && customers.get(id)?.deleted) return customers.get(id) as Json;
      const customer = customerOf(id);
      if (!sub && method === 'GET') return customer;
      if (!sub && method === 'DELETE') {
        for (const subscription of subscriptions.values()) {
          if (subscription.customer === id && subscription.status !== 'canceled') {
            subscription.status = 'canceled';
            subscription.ended_at = now();
            await emit('customer.subscription.deleted', subscription);
          }
        }
        for (const [taxId, entry] of taxIds) if (entry.customer === id) taxIds.delete(taxId);
        const deleted: Json = { id, object: 'customer', deleted: true };
        customers.set(id, deleted);
        await emit('customer.deleted', customer);
        return deleted;
      }
      if (!sub && method === 'POST') {
        if (params.name !== undefined) customer.name = params.name;
        if (params.email !== undefined) customer.email = params.email;
        if (params.address !== undefined) customer.address = address(params.address);
        const settings = params.invoice_settings as Json | undefined;
        if (settings && 'default_payment_method' in settings) {
          const value = settings.default_payment_method;
          if (value) paymentMethodOf(value);
          (customer.invoice_settings as Json).default_payment_method = value || null;
        }
        await emit('customer.updated', customer);
        return customer;
      }
      if (sub === 'tax_ids') {
        if (method === 'GET')
          return list(
            `/v1/customers/${id}/tax_ids`,
            [...taxIds.values()].filter((t) => t.customer === id),
          );
        if (method === 'POST') return createTaxId(id, params);
        if (method === 'DELETE') {
          taxIds.delete(subId);
          return { id: subId, object: 'tax_id', deleted: true };
        }
      }
      if (sub === 'payment_methods' && method === 'GET') {
        return list(
          `/v1/customers/${id}/payment_methods`,
          [...paymentMethods.values()].filter((m) => m.customer === id).map(publicMethod),
        );
      }
    }
    if (resource === 'payment_methods') {
      if (!id && method === 'POST') {
        const card = (params.card ?? {}) as Json;
        const number = String(card.number ?? '').replace(/\s/g, '');
        if (!/^\d{12,19}$/.test(number)) {
          throw new StripeApiError(402, {
            type: 'card_error',
            code: 'incorrect_number',
            message: 'Your card number is incorrect.',
            param: 'card[number]',
          });
        }
        const created: Json = {
          id: newId('pm'),
          object: 'payment_method',
          type: 'card',
          number,
          card: {
            brand: number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'unknown',
            last4: number.slice(-4),
            exp_month: Number(card.exp_month),
            exp_year: Number(card.exp_year),
          },
          billing_details: { name: ((params.billing_details ?? {}) as Json).name ?? null },
          customer: null,
          created: now(),
          livemode: false,
        };
        paymentMethods.set(created.id as string, created);
        return publicMethod(created);
      }
      requireSecret();
      const found = paymentMethodOf(id);
      if (!sub && method === 'GET') return publicMethod(found);
      if (sub === 'attach') {
        await attach(found, String(params.customer));
        return publicMethod(found);
      }
      if (sub === 'detach') {
        if (!found.customer) {
          throw new StripeApiError(400, {
            type: 'invalid_request_error',
            message:
              'The payment method you provided is not attached to a customer so detachment is impossible.',
          });
        }
        found.customer = null;
        await emit('payment_method.detached', publicMethod(found));
        return publicMethod(found);
      }
    }
    if (resource === 'setup_intents') {
      if (!id && method === 'POST') {
        requireSecret();
        customerOf(params.customer);
        const intentId = newId('seti');
        const intent: Json = {
          id: intentId,
          object: 'setup_intent',
          customer: params.customer,
          client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
          status: 'requires_payment_method',
          payment_method: null,
          usage: params.usage ?? 'off_session',
          created: now(),
          livemode: false,
        };
        setupIntents.set(intentId, intent);
        return intent;
      }
      const intent = setupIntents.get(id);
      if (!intent) throw notFound('setup_intent', id);
      if (!secret && params.client_secret !== intent.client_secret) throw notFound('setup_intent', id);
      if (method === 'GET') return intent;
      if (sub === 'confirm') {
        const found = paymentMethodOf(params.payment_method);
        if (found.number === DECLINED_CARD) {
          const error = {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          };
          intent.last_setup_error = error;
          throw new StripeApiError(402, error);
        }
        await attach(found, String(intent.customer));
        intent.payment_method = found.id;
        intent.status = 'succeeded';
        return intent;
      }
    }
    if (resource === 'subscriptions') {
      requireSecret();
      if (!id && method === 'POST') {
        const customer = customerOf(params.customer);
        const price = String(((params.items as Json[] | undefined)?.[0] ?? {}).price ?? '');
        if (price !== stripe.prices.payg && price !== stripe.prices.pro) throw notFound('price', price);
        if (price === stripe.prices.pro) chargeable(customer);
        else if (!(customer.invoice_settings as Json).default_payment_method) chargeable(customer);
        const start = now();
        const subscription: Json = {
          id: newId('sub'),
          object: 'subscription',
          customer: customer.id,
          status: 'active',
          cancel_at_period_end: false,
          canceled_at: null,
          created: start,
          metadata: params.metadata ?? {},
          livemode: false,
          items: list('/v1/subscription_items', [
            {
              id: newId('si'),
              object: 'subscription_item',
              price: { id: price, object: 'price', currency: 'usd' },
              current_period_start: start,
              current_period_end: start + 30 * DAY_S,
            },
          ]),
        };
        subscriptions.set(subscription.id as string, subscription);
        await emit('customer.subscription.created', subscription);
        // Stripe invoices the first period at once: Pro's flat price, $0 for usage-based Pay as you go.
        await invoice(subscription, price === stripe.prices.pro ? 999 : 0);
        return subscription;
      }
      const subscription = subscriptionOf(id);
      if (method === 'GET') return subscription;
      if (method === 'POST') {
        if (params.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
          subscription.canceled_at = subscription.cancel_at_period_end ? now() : null;
        }
        const items = params.items as Json[] | undefined;
        if (items?.[0]?.price) {
          const item = (subscription.items as { data: Json[] }).data.find(
            (entry) => entry.id === items[0].id,
          );
          if (!item) throw notFound('subscription_item', String(items[0].id));
          const price = String(items[0].price);
          if (price === stripe.prices.pro) chargeable(customerOf(subscription.customer));
          item.price = { id: price, object: 'price', currency: 'usd' };
        }
        await emit('customer.subscription.updated', subscription);
        return subscription;
      }
      if (method === 'DELETE') {
        if (subscription.status === 'canceled') {
          throw new StripeApiError(400, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such subscription: '${id}'`,
          });
        }
        subscription.status = 'canceled';
        subscription.canceled_at = now();
        subscription.ended_at = now();
        if (params.invoice_now === 'true') {
          // The final invoice: the customer's metered usage not invoiced yet (and, with prorate, a credit for a
          // flat price's unused time).
          const usage = stripe.meterEvents.filter(
            (event) =>
              (event.payload as Json).stripe_customer_id === subscription.customer &&
              !invoicedIdentifiers.has(String(event.identifier)),
          );
          for (const event of usage) invoicedIdentifiers.add(String(event.identifier));
          const item = (subscription.items as { data: Json[] }).data[0];
          const flat = (item.price as Json).id === stripe.prices.pro;
          const credit =
            params.prorate === 'true' && flat
              ? -Math.round(
                  (999 * ((item.current_period_end as number) - now())) /
                    ((item.current_period_end as number) - (item.current_period_start as number)),
                )
              : 0;
          await invoice(subscription, Math.round(usage.length * 3.5) + credit, {
            lines: list('/v1/invoices/lines', [
              {
                object: 'line_item',
                description: 'Metered usage',
                quantity: usage.length,
                amount: Math.round(usage.length * 3.5),
              },
              ...(credit
                ? [{ object: 'line_item', description: 'Unused time', quantity: 1, amount: credit }]
                : []),
            ]),
          });
        }
        await emit('customer.subscription.deleted', subscription);
        return subscription;
      }
    }
    if (resource === 'invoices' && method === 'GET') {
      requireSecret();
      const limit = Number(params.limit ?? 10);
      const mine = invoices.filter((entry) => !params.customer || entry.customer === params.customer);
      const after = params.starting_after
        ? mine.findIndex((entry) => entry.id === params.starting_after) + 1
        : 0;
      const page = mine.slice(after, after + limit);
      return { ...list('/v1/invoices', page), has_more: after + limit < mine.length };
    }
    if (resource === 'billing' && id === 'meter_events' && method === 'POST') {
      requireSecret();
      const payload = (params.payload ?? {}) as Json;
      if (params.event_name !== stripe.meterEventName) {
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          message: `No active meter found for event_name ${String(params.event_name)}`,
          param: 'event_name',
        });
      }
      customerOf(payload.stripe_customer_id);
      const identifier = String(params.identifier ?? newId('mev'));
      const meterEvent: Json = {
        object: 'billing.meter_event',
        event_name: params.event_name,
        identifier,
        payload,
        timestamp: Number(params.timestamp ?? now()),
        created: now(),
        livemode: false,
      };
      if (seenIdentifiers.has(identifier)) {
        stripe.duplicateMeterEvents += 1;
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          message: `An event already exists with identifier ${identifier}.`,
          param: 'identifier',
        });
      }
      seenIdentifiers.add(identifier);
      stripe.meterEvents.push(meterEvent);
      return meterEvent;
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  /** A payment method without the card number this server keeps to decide declines. */
  function publicMethod(method: Json): Json {
    const { number: _number, ...rest } = method;
    return rest;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const cors = {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-version',
          'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
        };
        const send = (status: number, body: string, extra: Record<string, string> = {}) =>
          res
            .writeHead(status, {
              'content-type': 'application/json',
              'request-id': newId('req'),
              ...cors,
              ...extra,
            })
            .end(body);
        if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
        const url = new URL(req.url ?? '/', 'http://localhost');
        const raw = Buffer.concat(chunks).toString('utf8');
        const params = {
          ...(qs.parse(url.search.slice(1)) as Json),
          ...(qs.parse(raw, { depth: 10, arrayLimit: 100 }) as Json),
        };
        const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
        const secret = token === stripe.secretKey;
        if (!secret && token !== stripe.publishableKey) {
          return send(
            401,
            JSON.stringify({
              error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
            }),
          );
        }
        const record = { method: req.method ?? 'GET', path: url.pathname, params, status: 0 };
        stripe.requests.push(record);
        if (failures > 0) {
          failures -= 1;
          record.status = 500;
          return send(
            500,
            JSON.stringify({ error: { type: 'api_error', message: 'Stripe is unavailable (local test).' } }),
          );
        }
        const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
        const cacheKey = typeof key === 'string' ? `${token}:${key}` : null;
        const replay = cacheKey ? idempotent.get(cacheKey) : undefined;
        if (replay) {
          record.status = replay.status;
          return send(replay.status, replay.body, { 'idempotent-replayed': 'true' });
        }
        let status = 200;
        let body: string;
        try {
          body = JSON.stringify(await route(req.method ?? 'GET', url.pathname, params, secret));
        } catch (error) {
          if (!(error instanceof StripeApiError)) throw error;
          status = error.status;
          body = JSON.stringify({ error: error.body });
        }
        // Stripe keeps the answer of an idempotency key (errors included, except 5xx) for 24 hours.
        if (cacheKey) idempotent.set(cacheKey, { status, body });
        record.status = status;
        send(status, body);
      })().catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stripe.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stripe;
}
