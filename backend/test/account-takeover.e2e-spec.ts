import { MonitorListSchema, ProblemDetailsSchema, SessionListSchema, UserSchema } from '@stacklens/contracts';
import { OAuth2Server } from 'oauth2-mock-server';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { MonitorsService } from '../src/modules/monitors/monitors.service';
import {
  linkIn,
  mailTo,
  signUp,
  startHarness,
  TEST_PASSWORD,
  testEmail,
  type Harness,
  type TestClient,
} from './support/harness';

/**
 * Credentials belong to the person who controls the email: a pending email change until the new
 * address confirms it, a password reset or a takeover of an unverified account revoking every API key, other
 * identity, webhook endpoint and session, and the account page's sessions list. Real PostgreSQL, Redis, SMTP
 * catcher and an OAuth2 server (oauth2-mock-server) standing in for Google.
 */
describe('credentials follow the email (API + SMTP + OAuth2 server)', () => {
  let oauth: OAuth2Server;
  let harness: Harness;
  /** What the OAuth2 server's userinfo endpoint answers next, per provider. */
  const providerUsers: Record<'google' | 'github' | 'github-emails', unknown> = {
    google: {},
    github: {},
    'github-emails': [],
  };

  beforeAll(async () => {
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    oauth.service.on('beforeUserinfo', (response: { body: unknown }, req: IncomingMessage) => {
      const provider = new URL(req.url ?? '/', 'http://x').searchParams.get(
        'provider',
      ) as keyof typeof providerUsers;
      response.body = providerUsers[provider] ?? {};
    });
    const issuer = oauth.issuer.url as string;
    harness = await startHarness({
      WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo?provider=google`,
      GITHUB_CLIENT_ID: 'github-client',
      GITHUB_CLIENT_SECRET: 'github-secret',
      GITHUB_AUTHORIZATION_URL: `${issuer}/authorize`,
      GITHUB_TOKEN_URL: `${issuer}/token`,
      GITHUB_USERINFO_URL: `${issuer}/userinfo?provider=github`,
      GITHUB_EMAILS_URL: `${issuer}/userinfo?provider=github-emails`,
    });
  });

  afterAll(async () => {
    await harness?.close();
    await oauth?.stop();
  });

  function expectProblem(response: { status: number; body: unknown }, status: number, code: string) {
    expect({ status: response.status, code: (response.body as { code?: string }).code }).toEqual({
      status,
      code,
    });
    return ProblemDetailsSchema.parse(response.body);
  }

  async function me(client: TestClient) {
    const response = await client.get('/api/v2/user');
    expect(response.status).toBe(200);
    return UserSchema.parse(response.body);
  }

  async function signIn(email: string, password = TEST_PASSWORD, userAgent?: string): Promise<TestClient> {
    const client = harness.client();
    if (userAgent) client.agent.set('user-agent', userAgent);
    const response = await client.post('/api/v2/login', { email, password });
    expect(response.status).toBe(200);
    return client;
  }

  /** Runs the redirect dance StackLens → OAuth2 server → StackLens callback; returns where StackLens sends the browser. */
  async function oauthSignIn(client: TestClient, provider: 'google' | 'github') {
    const start = await client.get(`/api/v2/auth/${provider}?returnTo=/user/account`);
    expect(start.status).toBe(302);
    const back = await fetch(new URL(start.headers.location), { redirect: 'manual' });
    const callback = new URL(back.headers.get('location') as string);
    const done = await client.get(`${callback.pathname}${callback.search}`);
    expect(done.status).toBe(302);
    return new URL(done.headers.location);
  }

  const keyAnswers = async (key: string) =>
    (await harness.http().get('/api/v2/user').set('authorization', `Bearer ${key}`)).status;

  async function createKey(client: TestClient): Promise<string> {
    const created = await client.post('/api/v2/api-keys', { name: 'attacker' });
    expect(created.status).toBe(201);
    return created.body.key as string;
  }

  async function createWebhookEndpoint(client: TestClient): Promise<string> {
    const created = await client.post('/api/v2/webhook-endpoints', {
      url: 'http://127.0.0.1:9/hooks',
      events: ['analysis.completed'],
    });
    expect(created.status).toBe(201);
    return created.body.id as string;
  }

  async function resetPassword(email: string, password: string): Promise<void> {
    const anonymous = harness.client();
    expect((await anonymous.post('/api/v2/auth/forgot-password', { email })).status).toBe(200);
    const mail = await mailTo(harness, email, /Reset your StackLens password/);
    const token = linkIn(mail, '/auth/reset-password').searchParams.get('token');
    const reset = await anonymous.post('/api/v2/auth/reset-password', { token, password });
    expect(reset.status).toBe(200);
  }

  /** Waits a moment for background mails, then the mails to `email` so far. */
  async function mailsTo(email: string) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    return harness.mailbox.mails.filter((mail) => mail.to.includes(email.toLowerCase()));
  }

  describe('email change', () => {
    it('keeps the old address until the new one confirms; the victim cannot receive a reset for a pending address', async () => {
      const attacker = await signUp(harness);
      const victim = testEmail('victim');
      const key = await createKey(attacker.client);

      const changed = await attacker.client.post('/api/v2/user', { email: victim });
      expect(changed.status).toBe(200);
      expect(UserSchema.parse(changed.body)).toMatchObject({
        email: attacker.email,
        emailVerified: true,
        pendingEmail: victim,
      });
      const confirmation = await mailTo(harness, victim, /Confirm your new email address/);
      const notice = await mailTo(harness, attacker.email, /email address is being changed/);
      expect(notice.text).toContain(victim);

      // The pending address is no sign-in, reset or account address yet.
      expect((await harness.client().post('/api/v2/auth/forgot-password', { email: victim })).status).toBe(
        200,
      );
      expect((await mailsTo(victim)).filter((mail) => /Reset/.test(mail.subject))).toEqual([]);
      expectProblem(
        await harness.client().post('/api/v2/login', { email: victim, password: TEST_PASSWORD }),
        401,
        'user-not-found',
      );
      expect(await keyAnswers(key)).toBe(200);

      // The victim, confused, follows the link: the account now has their (verified) address.
      const token = linkIn(confirmation, '/auth/confirm-email').searchParams.get('token');
      const confirmed = await harness.client().post('/api/v2/user/email-change/confirm', { token });
      expect(confirmed.status).toBe(200);
      expectProblem(
        await harness.client().post('/api/v2/user/email-change/confirm', { token }),
        400,
        'invalid-token',
      );
      expect(await me(attacker.client)).toMatchObject({
        email: victim,
        emailVerified: true,
        pendingEmail: null,
      });

      // The victim resets the password: the attacker's key no longer answers.
      await resetPassword(victim, 'the victim password');
      expect(await keyAnswers(key)).toBe(401);
      expectProblem(await attacker.client.get('/api/v2/user'), 401, 'sign-up-required');
      const secured = await mailTo(harness, victim, /password was changed/);
      expect(secured.text).toMatch(/1 API key/);
    });

    it('resends and cancels a pending change; confirming an address taken meanwhile is 409', async () => {
      const { client, email } = await signUp(harness);
      const wanted = testEmail('wanted');
      expect((await client.post('/api/v2/user', { email: wanted })).status).toBe(200);
      const first = await mailTo(harness, wanted, /Confirm your new email address/);
      expect((await client.post('/api/v2/user/email-change/resend')).status).toBe(200);
      const second = await harness.mailbox.waitFor(
        (mail) => mail !== first && mail.to.includes(wanted) && /Confirm/.test(mail.subject),
      );
      // The resent link replaces the first.
      expectProblem(
        await client.post('/api/v2/user/email-change/confirm', {
          token: linkIn(first, '/auth/confirm-email').searchParams.get('token'),
        }),
        400,
        'invalid-token',
      );

      // Someone signs up with the wanted address meanwhile.
      await signUp(harness, { email: wanted, verify: false });
      expectProblem(
        await client.post('/api/v2/user/email-change/confirm', {
          token: linkIn(second, '/auth/confirm-email').searchParams.get('token'),
        }),
        409,
        'email-already-in-use',
      );
      expect(await me(client)).toMatchObject({ email, pendingEmail: wanted });

      expect((await client.delete('/api/v2/user/email-change')).status).toBe(204);
      expect(await me(client)).toMatchObject({ email, pendingEmail: null });
      expectProblem(await client.post('/api/v2/user/email-change/resend'), 404, 'no-pending-email-change');
    });
  });

  describe('a password reset revokes every credential', () => {
    it('unlinks the attacker-linked identity and disables the webhook endpoints', async () => {
      const attacker = await signUp(harness);
      providerUsers.github = { id: 990001, login: 'mallory', name: 'Mallory' };
      providerUsers['github-emails'] = [{ email: attacker.email, primary: true, verified: true }];
      const linked = await oauthSignIn(harness.client(), 'github');
      expect(linked.searchParams.get('authError')).toBeNull();
      expect((await me(attacker.client)).providers).toEqual(['github']);
      const endpointId = await createWebhookEndpoint(attacker.client);
      const key = await createKey(attacker.client);

      // The account now belongs to whoever controls the address (here: the password reset of its mail).
      await resetPassword(attacker.email, 'the owner password');
      const owner = await signIn(attacker.email, 'the owner password');
      expect(await me(owner)).toMatchObject({ providers: [] });
      expect(await keyAnswers(key)).toBe(401);
      const endpoint = await owner.get(`/api/v2/webhook-endpoints/${endpointId}`);
      expect(endpoint.body).toMatchObject({ enabled: false });
      expect(
        await harness.dataSource.query(`SELECT provider FROM user_identity WHERE user_id = $1`, [
          attacker.userId,
        ]),
      ).toEqual([]);

      const secured = await mailTo(harness, attacker.email, /password was changed/);
      expect(secured.text).toMatch(/1 API key/);
      expect(secured.text).toMatch(/GitHub/);
      expect(secured.text).toMatch(/1 webhook endpoint/);
    });
  });

  describe('a Google sign-in taking over an unverified account', () => {
    it('revokes the keys, other identities and webhook endpoints, pauses the monitors and ends the other sessions', async () => {
      // A verified account whose address is then made unverified (the state an immediate, unconfirmed email change
      // used to leave behind) — its keys, identity and endpoints were created by whoever held it.
      const squatter = await signUp(harness);
      const key = await createKey(squatter.client);
      const endpointId = await createWebhookEndpoint(squatter.client);
      expect((await squatter.client.post('/api/v2/monitors', { url: 'example.com' })).status).toBe(201);
      providerUsers.github = { id: 990002, login: 'squatter', name: 'Squatter' };
      providerUsers['github-emails'] = [{ email: squatter.email, primary: true, verified: true }];
      await oauthSignIn(harness.client(), 'github');
      await harness.dataSource.query(`UPDATE app_user SET email_verified_at = NULL WHERE id = $1`, [
        squatter.userId,
      ]);

      providerUsers.google = {
        sub: `g-owner-${squatter.email}`,
        email: squatter.email,
        email_verified: true,
        name: 'Owner',
      };
      const owner = harness.client();
      await oauthSignIn(owner, 'google');
      expect(await me(owner)).toMatchObject({
        id: squatter.userId,
        emailVerified: true,
        hasPassword: false,
        providers: ['google'],
      });
      expect(await keyAnswers(key)).toBe(401);
      expectProblem(await squatter.client.get('/api/v2/user'), 401, 'sign-up-required');
      expect((await owner.get(`/api/v2/webhook-endpoints/${endpointId}`)).body).toMatchObject({
        enabled: false,
      });
      const monitors = MonitorListSchema.parse((await owner.get('/api/v2/monitors')).body).items;
      expect(monitors).toHaveLength(1);
      expect(monitors[0].pausedAt).not.toBeNull();
      // Due, but paused: the scheduler's claim leaves it alone.
      await harness.dataSource.query(
        `UPDATE monitor SET next_run_at = now() - interval '1 hour' WHERE id = $1`,
        [monitors[0].id],
      );
      await harness.worker.get(MonitorsService).claimDue(100);
      const [due] = await harness.dataSource.query(
        `SELECT next_run_at < now() AS due FROM monitor WHERE id = $1`,
        [monitors[0].id],
      );
      expect(due).toEqual({ due: true });
      const secured = await mailTo(harness, squatter.email, /account was secured/);
      expect(secured.text).toMatch(/1 API key/);
      expect(secured.text).toMatch(/GitHub sign-in unlinked/);
      expect(secured.text).toMatch(/1 monitored website paused/);
    });
  });

  describe('sessions', () => {
    it('lists the sessions of the user and signs out everywhere else', async () => {
      const { email } = await signUp(harness);
      const laptop = await signIn(email, TEST_PASSWORD, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0');
      const phone = await signIn(email, TEST_PASSWORD, 'Mozilla/5.0 (iPhone) Mobile Safari/604.1');
      const list = SessionListSchema.parse((await laptop.get('/api/v2/user/sessions').expect(200)).body);
      // The sign-up session and the two sign-ins.
      expect(list.items).toHaveLength(3);
      const current = list.items.filter((item) => item.current);
      expect(current).toHaveLength(1);
      expect(current[0].userAgent).toContain('Firefox');
      expect(list.items.some((item) => item.userAgent?.includes('iPhone'))).toBe(true);
      for (const item of list.items) {
        expect(Date.parse(item.createdAt)).not.toBeNaN();
        expect(Date.parse(item.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(item.createdAt));
      }

      // Session only, CSRF-protected.
      const key = await createKey(laptop);
      expectProblem(
        await harness.http().get('/api/v2/user/sessions').set('authorization', `Bearer ${key}`),
        403,
        'session-required',
      );
      expectProblem(
        await laptop.agent.post('/api/v2/user/sessions/sign-out-everywhere'),
        403,
        'csrf-invalid',
      );

      const ended = await laptop.post('/api/v2/user/sessions/sign-out-everywhere');
      expect(ended.status).toBe(200);
      expect(ended.body).toEqual({ ended: 2 });
      expectProblem(await phone.get('/api/v2/user'), 401, 'sign-up-required');
      const after = SessionListSchema.parse((await laptop.get('/api/v2/user/sessions').expect(200)).body);
      expect(after.items).toHaveLength(1);
      expect(after.items[0].current).toBe(true);
    });
  });
  it('documents the new paths in a valid OpenAPI document', async () => {
    const document = (await harness.http().get('/api/docs.json').expect(200)).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/user/email-change',
        '/api/v2/user/email-change/confirm',
        '/api/v2/user/email-change/resend',
        '/api/v2/user/sessions',
        '/api/v2/user/sessions/sign-out-everywhere',
      ]),
    );
    const validation = spawnSync(
      process.execPath,
      [path.join(__dirname, 'support', 'validate-openapi.mjs')],
      {
        input: JSON.stringify(document),
        encoding: 'utf8',
      },
    );
    expect(validation.stderr).toBe('');
    expect(validation.status).toBe(0);
  });
});
