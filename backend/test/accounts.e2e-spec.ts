import { AUTH_MESSAGES, HistoryPageSchema, ProblemDetailsSchema, UserSchema } from '@stacklens/contracts';
import Redis from 'ioredis';
import { OAuth2Server } from 'oauth2-mock-server';
import type { IncomingMessage } from 'node:http';
import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { redisOptionsFromUrl } from '../src/config/redis';
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
 * Accounts end to end: the API with real PostgreSQL, Redis, an SMTP server receiving the mails and a
 * real OAuth2 server (oauth2-mock-server) standing in for Google and GitHub.
 */
describe('accounts (API + SMTP + OAuth2 server)', () => {
  let sites: FixtureSites;
  let oauth: OAuth2Server;
  let harness: Harness;
  let redis: Redis;
  /** What the OAuth2 server's userinfo endpoint answers next, per provider ("github-emails" = GitHub's /user/emails). */
  const providerUsers: Record<'google' | 'github' | 'github-emails', unknown> = {
    google: {},
    github: {},
    'github-emails': [],
  };

  beforeAll(async () => {
    sites = await startFixtureSites();
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
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: sites.resolveRules().join(','),
      ANALYZER_SKIP_DNS: 'true',
      ANALYZER_ROBOTS_TIMEOUT_MS: '3000',
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
    redis = new Redis(redisOptionsFromUrl(harness.config.redis.url));
  });

  afterAll(async () => {
    redis?.disconnect();
    await harness?.close();
    await oauth?.stop();
    await sites?.close();
  });

  const siteUrl = (host: string) => `http://${host}:${sites.port}`;

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

  async function userId(email: string): Promise<string> {
    const [row] = await harness.dataSource.query(`SELECT id FROM app_user WHERE email = $1`, [email]);
    return row.id as string;
  }

  async function setUsage(id: string, used: number): Promise<void> {
    await harness.dataSource.query(
      `INSERT INTO usage_period (user_id, period_start, used) VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, $2)
       ON CONFLICT (user_id, period_start) DO UPDATE SET used = EXCLUDED.used`,
      [id, used],
    );
  }

  async function signIn(email: string, password = TEST_PASSWORD): Promise<TestClient> {
    const client = harness.client();
    const response = await client.post('/api/v2/login', { email, password });
    expect(response.status).toBe(200);
    return client;
  }

  describe('sign-up → mail → verify → analyze', () => {
    it('refuses an anonymous analysis with 401 sign-up-required', async () => {
      const anonymous = harness.client();
      const response = await anonymous.post('/api/v2/websites/analyze', { url: siteUrl('wordpress.test') });
      expectProblem(response, 401, 'sign-up-required');
      expectProblem(await anonymous.get('/api/v2/user'), 401, 'sign-up-required');
    });

    it('validates email and password with the spec messages', async () => {
      const client = harness.client();
      const response = await client.post('/api/v2/auth/signup', { email: 'not-an-email', password: '123' });
      const body = expectProblem(response, 400, 'validation-failed');
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { path: 'email', message: AUTH_MESSAGES['invalid-email'] },
          { path: 'password', message: AUTH_MESSAGES['weak-password'] },
        ]),
      );
    });

    it('signs up unverified, refuses analyses with 403 until the mailed link is followed', async () => {
      const email = testEmail('Signup').toUpperCase();
      const client = harness.client();
      const created = await client.post('/api/v2/auth/signup', {
        email,
        password: TEST_PASSWORD,
        name: 'Ada',
      });
      expect(created.status).toBe(201);
      expect(UserSchema.parse(created.body)).toMatchObject({
        email: email.toLowerCase(),
        name: 'Ada',
        displayName: 'Ada',
        emailVerified: false,
        role: 'user',
        plan: 'free',
        isCustomer: false,
        hasPassword: true,
        usage: { used: 0, limit: 10 },
      });
      const [row] = await harness.dataSource.query(`SELECT password_hash FROM app_user WHERE email = $1`, [
        email.toLowerCase(),
      ]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);

      const refused = expectProblem(
        await client.post('/api/v2/websites/analyze', { url: siteUrl('wordpress.test') }),
        403,
        'email-not-verified',
      );
      expect(refused.detail).toContain('/api/v2/auth/resend-verification');

      const first = await mailTo(harness, email, /Verify your email/);
      const resent = await client.post('/api/v2/auth/resend-verification');
      expect(resent.status).toBe(200);
      const second = await harness.mailbox.waitFor(
        (mail) => mail.to.includes(email.toLowerCase()) && mail !== first && /Verify/.test(mail.subject),
      );
      // A new link replaces the old one.
      const oldToken = linkIn(first, '/auth/verify-email').searchParams.get('token');
      expectProblem(
        await client.post('/api/v2/auth/verify-email', { token: oldToken }),
        400,
        'invalid-token',
      );
      const link = linkIn(second, '/auth/verify-email');
      expect(link.origin).toBe('http://stacklens.test');
      // Opened in another browser: verification needs no session.
      const verified = await harness
        .client()
        .post('/api/v2/auth/verify-email', { token: link.searchParams.get('token') });
      expect(verified.status).toBe(200);
      expectProblem(
        await client.post('/api/v2/auth/verify-email', { token: link.searchParams.get('token') }),
        400,
        'invalid-token',
      );
      expect((await me(client)).emailVerified).toBe(true);
      expectProblem(await client.post('/api/v2/auth/resend-verification'), 409, 'already-verified');

      const analysis = await client.post('/api/v2/websites/analyze', { url: siteUrl('wordpress.test') });
      expect(analysis.status).toBe(200);
      const [{ requested_by }] = await harness.dataSource.query(
        `SELECT requested_by FROM analysis WHERE id = $1`,
        [analysis.body.id],
      );
      expect(requested_by).toBe(created.body.id);
      expect((await me(client)).usage.used).toBe(1);

      const history = HistoryPageSchema.parse(
        (await client.get('/api/v2/user/history?page=1&pageSize=10')).body,
      );
      expect(history).toMatchObject({ page: 1, pageSize: 10, total: 1 });
      expect(history.items[0]).toMatchObject({ id: analysis.body.id, domain: 'wordpress.test' });
      expectProblem(await client.get('/api/v2/user/history?pageSize=7'), 400, 'validation-failed');
    });

    it('refuses a second account with the same email', async () => {
      const { email } = await signUp(harness, { verify: false });
      const response = await harness
        .client()
        .post('/api/v2/auth/signup', { email, password: 'another-password' });
      const body = expectProblem(response, 409, 'email-already-exists');
      expect(body.detail).toBe(AUTH_MESSAGES['email-already-exists']);
    });
  });

  describe('sign-in and sign-out', () => {
    it('answers the spec messages and throttles the address after 5 failures', async () => {
      const { email } = await signUp(harness, { verify: false });
      const client = harness.client();
      const unknown = await client.post('/api/v2/login', {
        email: testEmail('nobody'),
        password: TEST_PASSWORD,
      });
      expect(expectProblem(unknown, 401, 'user-not-found').detail).toBe('User not found');
      for (let attempt = 1; attempt <= 5; attempt++) {
        const wrong = await client.post('/api/v2/login', { email, password: 'wrong-password' });
        expect(expectProblem(wrong, 401, 'wrong-password').detail).toBe('Incorrect password');
      }
      const throttled = await client.post('/api/v2/login', { email, password: TEST_PASSWORD });
      expectProblem(throttled, 429, 'too-many-attempts');
      // The wait is short at first (sign-in-throttle.e2e-spec.ts tests the growing delays).
      await new Promise((resolve) =>
        setTimeout(resolve, Number(throttled.headers['retry-after']) * 1000 + 200),
      );
      expect((await client.post('/api/v2/login', { email, password: TEST_PASSWORD })).status).toBe(200);

      await harness.dataSource.query(`UPDATE app_user SET disabled_at = now() WHERE email = $1`, [email]);
      const disabled = await harness.client().post('/api/v2/login', { email, password: TEST_PASSWORD });
      expect(expectProblem(disabled, 403, 'account-disabled').detail).toBe('This account has been disabled');
      expectProblem(await client.get('/api/v2/user'), 403, 'account-disabled');
    });

    it('rotates the session id on sign-in and destroys the session on sign-out', async () => {
      const { email } = await signUp(harness, { verify: false });
      const client = harness.client();
      await client.csrfToken();
      const before = sessionCookie(client);
      expect(before).toBeTruthy();
      expect((await client.post('/api/v2/login', { email, password: TEST_PASSWORD })).status).toBe(200);
      const after = sessionCookie(client);
      expect(after).toBeTruthy();
      expect(after).not.toBe(before);
      expect((await me(client)).email).toBe(email);

      const logout = await client.post('/api/v2/logout');
      expect(logout.status).toBe(204);
      expect(String(logout.headers['set-cookie'])).toMatch(/stacklens\.sid=;/);
      // The old cookie is worthless even when replayed.
      const replay = await harness.http().get('/api/v2/user').set('cookie', `stacklens.sid=${after}`);
      expectProblem(replay, 401, 'sign-up-required');
    });

    it('sets an httpOnly, SameSite=Lax session cookie', async () => {
      const response = await harness.http().get('/api/v2/auth/csrf').expect(200);
      const cookie = response.headers['set-cookie']?.[0] ?? '';
      expect(cookie).toMatch(/^stacklens\.sid=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
    });
  });

  describe('CSRF', () => {
    it('rejects state-changing requests without a valid token, exempts Bearer requests', async () => {
      const client = harness.client();
      await client.csrfToken();
      expectProblem(await client.agent.post('/api/v2/logout'), 403, 'csrf-invalid');
      expectProblem(
        await client.agent.post('/api/v2/logout').set('x-csrf-token', 'forged-token-value'),
        403,
        'csrf-invalid',
      );
      expectProblem(
        await client.agent.post('/api/v2/login').send({ email: 'a@example.com', password: 'whatever' }),
        403,
        'csrf-invalid',
      );
      // A token of another session does not work either.
      const other = await harness.client().csrfToken();
      expectProblem(
        await client.agent.post('/api/v2/logout').set('x-csrf-token', other),
        403,
        'csrf-invalid',
      );
      // Bearer requests carry no ambient credentials: no CSRF check (API keys come later, so: not signed in).
      const bearer = await harness
        .http()
        .post('/api/v2/websites/analyze')
        .set('authorization', 'Bearer sl_test_123')
        .send({ url: siteUrl('wordpress.test') });
      expectProblem(bearer, 401, 'sign-up-required');
    });
  });

  describe('the free quota (10 analyses a month)', () => {
    it('answers 402 once the month is used up, counting atomically under concurrency', async () => {
      const { client, userId: id } = await signUp(harness);
      await setUsage(id, 9);
      const [first, second] = await Promise.all([
        client.post('/api/v2/websites/analyze', { url: siteUrl('shop.test') }),
        client.post('/api/v2/websites/analyze', { url: siteUrl('static.test') }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 402]);
      const refused = first.status === 402 ? first : second;
      expect(expectProblem(refused, 402, 'quota-exceeded').detail).toContain('10 free analyses');
      expect((await me(client)).usage).toMatchObject({ used: 10, limit: 10 });
      expectProblem(
        await client.post('/api/v2/websites/analyze', { url: siteUrl('secure.test') }),
        402,
        'quota-exceeded',
      );

      // Paid is unlimited.
      await harness.dataSource.query(`UPDATE app_user SET plan = 'paid' WHERE id = $1`, [id]);
      expect((await client.post('/api/v2/websites/analyze', { url: siteUrl('secure.test') })).status).toBe(
        200,
      );
      expect((await me(client)).usage).toMatchObject({ used: 11, limit: null });
    });

    it('does not count a request that returns the analysis already running for the domain', async () => {
      const { client, userId: id } = await signUp(harness);
      await setUsage(id, 5);
      const queue = harness.analysisQueue();
      await queue.pause();
      try {
        const first = await client.post('/api/v2/websites/analyze', { url: siteUrl('modern.test') });
        const again = await client.post('/api/v2/websites/analyze', { url: siteUrl('www.modern.test') });
        expect(first.status).toBe(200);
        expect(again.body.id).toBe(first.body.id);
        expect((await me(client)).usage.used).toBe(6);
      } finally {
        await queue.resume();
      }
    });

    it('does not count refused requests (invalid, subdomain, robots.txt)', async () => {
      const { client, userId: id } = await signUp(harness);
      await setUsage(id, 9);
      expectProblem(await client.post('/api/v2/websites/analyze', { url: 'not a url' }), 400, 'invalid-url');
      expectProblem(
        await client.post('/api/v2/websites/analyze', { url: siteUrl('blog.wordpress.test') }),
        405,
        'subdomain-not-allowed',
      );
      expectProblem(
        await client.post('/api/v2/websites/analyze', { url: siteUrl('blocked.test') }),
        405,
        'blocked-by-robots',
      );
      expect((await me(client)).usage.used).toBe(9);
    });
  });

  describe('password reset', () => {
    it('answers the same for unknown accounts, resets with the mailed link and ends every session', async () => {
      const { client: first, email } = await signUp(harness);
      const second = await signIn(email);
      const stranger = testEmail('stranger');
      const anonymous = harness.client();
      const unknownAnswer = await anonymous.post('/api/v2/auth/forgot-password', { email: stranger });
      const knownAnswer = await anonymous.post('/api/v2/auth/forgot-password', {
        email: email.toUpperCase(),
      });
      expect(unknownAnswer.status).toBe(200);
      expect(knownAnswer.body).toEqual(unknownAnswer.body);

      const mail = await mailTo(harness, email, /Reset your StackLens password/);
      const token = linkIn(mail, '/auth/reset-password').searchParams.get('token');
      expectProblem(
        await anonymous.post('/api/v2/auth/reset-password', { token, password: '123' }),
        400,
        'validation-failed',
      );
      const reset = await anonymous.post('/api/v2/auth/reset-password', {
        token,
        password: 'a brand new password',
      });
      expect(reset.status).toBe(200);
      expectProblem(
        await anonymous.post('/api/v2/auth/reset-password', { token, password: 'yet another password' }),
        400,
        'invalid-token',
      );

      expectProblem(await first.get('/api/v2/user'), 401, 'sign-up-required');
      expectProblem(await second.get('/api/v2/user'), 401, 'sign-up-required');
      expectProblem(
        await harness.client().post('/api/v2/login', { email, password: TEST_PASSWORD }),
        401,
        'wrong-password',
      );
      await signIn(email, 'a brand new password');
      expect(harness.mailbox.mails.some((m) => m.to.includes(stranger))).toBe(false);
    });
  });

  describe('Google and GitHub', () => {
    /** Runs the redirect dance: StackLens → OAuth2 server → StackLens callback; returns where StackLens sends the browser. */
    async function oauthSignIn(
      client: TestClient,
      provider: 'google' | 'github',
      returnTo = '/user/account',
    ) {
      const start = await client.get(`/api/v2/auth/${provider}?returnTo=${encodeURIComponent(returnTo)}`);
      expect(start.status).toBe(302);
      const authorize = new URL(start.headers.location);
      expect(authorize.origin).toBe(new URL(oauth.issuer.url as string).origin);
      expect(authorize.searchParams.get('redirect_uri')).toBe(
        `http://stacklens.test/api/v2/auth/${provider}/callback`,
      );
      expect(authorize.searchParams.get('state')).toBeTruthy();
      const back = await fetch(authorize, { redirect: 'manual' });
      const callback = new URL(back.headers.get('location') as string);
      const done = await client.get(`${callback.pathname}${callback.search}`);
      expect(done.status).toBe(302);
      return new URL(done.headers.location);
    }

    it('creates a verified account from a Google profile and signs it in', async () => {
      const email = testEmail('google');
      providerUsers.google = { sub: `g-${email}`, email, email_verified: true, name: 'Grace Hopper' };
      const client = harness.client();
      const landed = await oauthSignIn(client, 'google', '/analysis/website/wordpress.test');
      expect(landed.href).toBe('http://stacklens.test/analysis/website/wordpress.test');
      const user = await me(client);
      expect(user).toMatchObject({
        email,
        name: 'Grace Hopper',
        emailVerified: true,
        hasPassword: false,
        providers: ['google'],
      });
      expect((await client.post('/api/v2/websites/analyze', { url: siteUrl('wordpress.test') })).status).toBe(
        200,
      );
      // Password sign-in to a Google-only account.
      const password = await harness.client().post('/api/v2/login', { email, password: TEST_PASSWORD });
      expectProblem(password, 409, 'account-exists-with-different-credential');
      // The same Google account again: the same user.
      const again = harness.client();
      await oauthSignIn(again, 'google');
      expect((await me(again)).id).toBe(user.id);
    });

    it('links GitHub to an existing account by its verified primary email', async () => {
      const { email, userId: id } = await signUp(harness);
      providerUsers.github = { id: 4242, login: 'octo', name: 'Octo Cat' };
      providerUsers['github-emails'] = [
        { email: 'other@example.com', primary: false, verified: true },
        { email, primary: true, verified: true },
      ];
      const client = harness.client();
      const landed = await oauthSignIn(client, 'github');
      expect(landed.pathname).toBe('/user/account');
      expect(landed.searchParams.get('authError')).toBeNull();
      expect(await me(client)).toMatchObject({ id, email, hasPassword: true, providers: ['github'] });
    });

    it('refuses to link by an unverified provider email (account exists with different credentials)', async () => {
      const { email } = await signUp(harness);
      providerUsers.google = { sub: `g-unverified-${email}`, email, email_verified: false, name: 'Mallory' };
      const client = harness.client();
      const landed = await oauthSignIn(client, 'google', '/pricing');
      expect(landed.pathname).toBe('/pricing');
      expect(landed.searchParams.get('authError')).toBe('account-exists-with-different-credential');
      expectProblem(await client.get('/api/v2/user'), 401, 'sign-up-required');
    });

    it('takes over an unverified password account for the verified provider owner', async () => {
      const { email, client: squatter } = await signUp(harness, { verify: false });
      providerUsers.google = { sub: `g-owner-${email}`, email, email_verified: true, name: 'Owner' };
      const owner = harness.client();
      await oauthSignIn(owner, 'google');
      expect(await me(owner)).toMatchObject({ email, emailVerified: true, hasPassword: false });
      expectProblem(await squatter.get('/api/v2/user'), 401, 'sign-up-required');
    });

    it('reports a cancelled consent and a forged callback', async () => {
      const client = harness.client();
      const cancelled = await client.get('/api/v2/auth/github/callback?error=access_denied&state=x');
      expect(new URL(cancelled.headers.location).searchParams.get('authError')).toBe('operation-cancelled');
      const forged = await harness.client().get('/api/v2/auth/google/callback?code=abc&state=forged');
      expect(new URL(forged.headers.location).searchParams.get('authError')).toBe('auth-error');
      const offsite = await client.get('/api/v2/auth/google?returnTo=//evil.example');
      expectProblem(offsite, 400, 'validation-failed');
    });
  });

  describe('profile and deletion', () => {
    it('updates the profile; a new email needs a recent sign-in and stays pending until confirmed', async () => {
      const { client, email } = await signUp(harness);
      const other = await signUp(harness, { verify: false });
      const updated = await client.post('/api/v2/user', {
        name: 'Linus',
        jobTitleId: 3,
        technologies: ['react', 'react'],
      });
      expect(updated.status).toBe(200);
      expect(UserSchema.parse(updated.body)).toMatchObject({
        name: 'Linus',
        jobTitleId: 3,
        technologies: ['react'],
        email,
      });
      const taken = await client.post('/api/v2/user', { email: other.email });
      expect(expectProblem(taken, 409, 'email-already-in-use').title).toBe('This email is already in use');

      const newEmail = testEmail('renamed');
      await ageSession(await userId(email), 10 * 60 * 1000);
      expectProblem(await client.post('/api/v2/user', { email: newEmail }), 401, 'requires-recent-login');
      const fresh = await signIn(email);
      const changed = await fresh.post('/api/v2/user', { email: newEmail });
      expect(changed.body).toMatchObject({ email, emailVerified: true, pendingEmail: newEmail });
      await mailTo(harness, newEmail, /Confirm your new email address/);
    });

    it('deletes the account only after a recent sign-in, keeping the analyses anonymously', async () => {
      const { client, email, userId: id } = await signUp(harness);
      const analysis = await client.post('/api/v2/websites/analyze', { url: siteUrl('wordpress.test') });
      expect(analysis.status).toBe(200);
      const elsewhere = await signIn(email);

      await ageSession(id, 6 * 60 * 1000);
      const refused = await client.delete('/api/v2/user');
      expectProblem(refused, 401, 'requires-recent-login');

      const again = await signIn(email);
      const deleted = await again.delete('/api/v2/user');
      expect(deleted.status).toBe(204);
      expectProblem(await again.get('/api/v2/user'), 401, 'sign-up-required');
      expectProblem(await elsewhere.get('/api/v2/user'), 401, 'sign-up-required');
      expect(await harness.dataSource.query(`SELECT id FROM app_user WHERE id = $1`, [id])).toEqual([]);
      const [row] = await harness.dataSource.query(`SELECT requested_by FROM analysis WHERE id = $1`, [
        analysis.body.id,
      ]);
      expect(row).toEqual({ requested_by: null });
      expect(await redis.smembers(`${harness.config.queue.prefix}:user-sessions:${id}`)).toEqual([]);
      expectProblem(
        await harness.client().post('/api/v2/login', { email, password: TEST_PASSWORD }),
        401,
        'user-not-found',
      );
    });
  });

  /** Moves the sign-in time of every session of the user `ms` into the past. */
  async function ageSession(id: string, ms: number): Promise<void> {
    const prefix = harness.config.queue.prefix;
    for (const sid of await redis.smembers(`${prefix}:user-sessions:${id}`)) {
      const key = `${prefix}:sess:${sid}`;
      const raw = await redis.get(key);
      if (!raw) continue;
      const data = JSON.parse(raw);
      data.authenticatedAt = Date.now() - ms;
      await redis.set(key, JSON.stringify(data), 'KEEPTTL');
    }
  }
});

/** The session cookie value the client's jar holds. */
function sessionCookie(client: TestClient): string | undefined {
  const jar = (
    client.agent as unknown as {
      jar: { getCookie(name: string, access: unknown): { value: string } | undefined };
    }
  ).jar;
  return jar.getCookie('stacklens.sid', { domain: '127.0.0.1', path: '/', secure: false, script: false })
    ?.value;
}
