import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startHarness, testEmail, type Harness } from './support/harness';
import { freePort } from './support/ports';
import { startLocalStripe, type LocalStripe } from './support/stripe-server';

/**
 * The API's logs carry no secret: the built API process (`backend/dist/main.js`, as `npm start` and the
 * images run it; build first) logs every request at LOG_LEVEL=debug to its stdout, which this test reads, while it
 * goes through a sign-in (session cookie, x-csrf-token, password), a Google/GitHub callback with `?code=…&state=…`,
 * a link with `?token=…` and a Stripe webhook with its `stripe-signature`. Each request is logged; none of the secrets
 * is.
 */
describe('request logs without secrets', () => {
  let harness: Harness;
  let stripe: LocalStripe;
  let api: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    // The harness migrates a fresh schema; the API under test is a separate process on that schema.
    harness = await startHarness();
    stripe = await startLocalStripe();
    const port = await freePort();
    api = spawn(process.execPath, [path.resolve(__dirname, '..', 'dist', 'main.js')], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        PORT: String(port),
        LOG_LEVEL: 'debug',
        DATABASE_URL: harness.config.database.url,
        DATABASE_SCHEMA: harness.config.database.schema,
        REDIS_URL: harness.config.redis.url,
        QUEUE_PREFIX: harness.config.queue.prefix,
        CACHE_PREFIX: harness.config.queue.prefix,
        SMTP_URL: harness.mailbox.url,
        PUBLIC_URL: 'http://stacklens.test',
        GITHUB_CLIENT_ID: 'github-client-id',
        GITHUB_CLIENT_SECRET: 'github-client-secret',
        // Nothing listens there: the code exchange fails at once.
        GITHUB_TOKEN_URL: `http://127.0.0.1:${await freePort()}/token`,
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_PRICE_PAYG: stripe.prices.payg,
        STRIPE_PRICE_PRO: stripe.prices.pro,
        STRIPE_API_URL: stripe.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.stdout?.on('data', (chunk) => (output += chunk));
    api.stderr?.on('data', (chunk) => (output += chunk));
    base = `http://127.0.0.1:${port}`;
    const until = Date.now() + 60_000;
    while (
      !(await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (api.exitCode !== null || Date.now() > until) throw new Error(`the API did not start:\n${output}`);
      await new Promise((resume) => setTimeout(resume, 250));
    }
  }, 90_000);

  afterAll(async () => {
    api?.kill();
    await stripe?.close();
    await harness?.close();
  });

  it('logs sign-in, OAuth callback, token link and Stripe webhook requests without their secrets', async () => {
    const secrets: string[] = [];

    // Sign-in: session cookie, CSRF token, password.
    const csrf = await fetch(`${base}/api/v2/auth/csrf`);
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
    const { token } = (await csrf.json()) as { token: string };
    const password = `pw-${randomBytes(8).toString('hex')}`;
    const login = await fetch(`${base}/api/v2/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie.join('; '), 'x-csrf-token': token },
      body: JSON.stringify({ email: testEmail('log'), password }),
    });
    expect(login.status).toBe(401);
    secrets.push(token, password, ...cookie.map((c) => c.slice(c.indexOf('=') + 1)));

    // The provider's redirect back with an authorization code and state.
    const code = `code-${randomBytes(8).toString('hex')}`;
    const state = `state-${randomBytes(8).toString('hex')}`;
    const callback = await fetch(`${base}/api/v2/auth/github/callback?code=${code}&state=${state}`, {
      redirect: 'manual',
    });
    expect(callback.status).toBe(302);
    secrets.push(code, state);

    // A mailed link's token in a query (reset, verification, sign-in link).
    const resetToken = `reset-${randomBytes(8).toString('hex')}`;
    await fetch(`${base}/api/v2/auth/reset-password?token=${resetToken}&access_token=${resetToken}x`);
    secrets.push(resetToken);

    // A Stripe webhook and its signature.
    const payload = JSON.stringify({
      id: 'evt_log_test',
      object: 'event',
      type: 'ping',
      data: { object: {} },
    });
    const signature = stripe.signature(payload);
    await fetch(`${base}/api/v2/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    secrets.push(signature, /v1=([0-9a-f]+)/.exec(signature)![1]);

    // Each request was logged (the log has something to leak)…
    const logged = async (fragment: string) => {
      const until = Date.now() + 10_000;
      while (!output.includes(fragment) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      return output.includes(fragment);
    };
    for (const fragment of [
      '/api/v2/login',
      '/api/v2/auth/github/callback',
      '/api/v2/auth/reset-password',
      '/api/v2/billing/webhook',
    ]) {
      expect(await logged(fragment)).toBe(true);
    }
    expect(output).toContain('x-csrf-token');
    expect(output).toContain('stripe-signature');
    // …and none of the secrets.
    expect(secrets.filter((secret) => output.includes(secret))).toEqual([]);
  }, 60_000);
});
