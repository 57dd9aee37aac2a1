import { ProblemDetailsSchema, UserSchema } from '@stacklens/contracts';
import { ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR } from '../src/modules/auth/sign-in-throttle';
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
 * Sign-in throttling that cannot be turned on the owner: failed sign-ins are limited per client
 * address and per (account, address) with growing delays, a throttled owner gets in through a mailed one-time
 * sign-in link, and unknown emails cost an argon2 verification like known ones. The API trusts one proxy hop
 * (TRUST_PROXY=1), so each request's client address is the X-Forwarded-For it carries.
 */
describe('sign-in throttling (API + Redis + SMTP)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await harness?.close();
  });

  let addressCounter = 0;
  /** A client address of its own (TEST-NET-3, 203.0.113.0/24) for each call. */
  const newAddress = () => `203.0.113.${(addressCounter += 1)}`;

  /** POST from `address` (X-Forwarded-For), with the client's session and CSRF token. */
  async function postFrom(client: TestClient, address: string, path: string, body: object) {
    const token = await client.csrfToken();
    return client.agent.post(path).set('x-csrf-token', token).set('X-Forwarded-For', address).send(body);
  }

  function expectProblem(response: { status: number; body: unknown }, status: number, code: string) {
    expect({ status: response.status, code: (response.body as { code?: string }).code }).toEqual({
      status,
      code,
    });
    return ProblemDetailsSchema.parse(response.body);
  }

  const retryAfter = (response: { headers: Record<string, string> }) => {
    const value = Number(response.headers['retry-after']);
    expect(Number.isInteger(value) && value > 0).toBe(true);
    return value;
  };

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('lets the owner sign in from another address while one address fails again and again', async () => {
    const { email } = await signUp(harness, { verify: false });
    const attacker = harness.client();
    const a = newAddress();
    for (let attempt = 1; attempt <= 8; attempt++) {
      const response = await postFrom(attacker, a, '/api/v2/login', { email, password: `wrong-${attempt}` });
      expect([401, 429]).toContain(response.status);
    }
    const owner = harness.client();
    const signedIn = await postFrom(owner, newAddress(), '/api/v2/login', { email, password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(UserSchema.parse(signedIn.body).email).toBe(email);
  });

  it('answers 429 with Retry-After to the failing address, with growing delays', async () => {
    const { email } = await signUp(harness, { verify: false });
    const client = harness.client();
    const a = newAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await postFrom(client, a, '/api/v2/login', { email, password: 'wrong-password' });
      expectProblem(wrong, 401, 'wrong-password');
    }
    // Throttled, even with the right password: the address has to wait.
    const first = await postFrom(client, a, '/api/v2/login', { email, password: TEST_PASSWORD });
    expectProblem(first, 429, 'too-many-attempts');
    const firstWait = retryAfter(first);

    await sleep(firstWait * 1000 + 200);
    expectProblem(
      await postFrom(client, a, '/api/v2/login', { email, password: 'wrong-password' }),
      401,
      'wrong-password',
    );
    const second = await postFrom(client, a, '/api/v2/login', { email, password: 'wrong-password' });
    expectProblem(second, 429, 'too-many-attempts');
    const secondWait = retryAfter(second);
    expect(secondWait).toBeGreaterThan(firstWait);

    await sleep(secondWait * 1000 + 200);
    expectProblem(
      await postFrom(client, a, '/api/v2/login', { email, password: 'wrong-password' }),
      401,
      'wrong-password',
    );
    const third = await postFrom(client, a, '/api/v2/login', { email, password: 'wrong-password' });
    expectProblem(third, 429, 'too-many-attempts');
    expect(retryAfter(third)).toBeGreaterThan(secondWait);

    // Failures spread over many accounts are throttled for the address too (credential stuffing).
    const stuffer = harness.client();
    const b = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt++) {
      statuses.push(
        (await postFrom(stuffer, b, '/api/v2/login', { email: testEmail('stuffed'), password: 'guess' }))
          .status,
      );
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(25);
  }, 30_000);

  it('delays a guess spread over many addresses on one account, but not the owner at a known address', async () => {
    const { email } = await signUp(harness, { verify: false });
    const home = newAddress();
    expect(
      (await postFrom(harness.client(), home, '/api/v2/login', { email, password: TEST_PASSWORD })).status,
    ).toBe(200);
    // One address alone, however often it fails, adds only its 5 free failures to the account's count …
    const single = harness.client();
    const a = newAddress();
    for (let attempt = 0; attempt < 12; attempt++) {
      await postFrom(single, a, '/api/v2/login', { email, password: 'wrong-password' });
      await sleep(50);
    }
    // … so it takes 9 more addresses × 5 failures (50 in all) to delay a new address, with Retry-After.
    for (let bot = 0; bot < 9; bot++) {
      const client = harness.client();
      const address = newAddress();
      for (let attempt = 0; attempt < 5; attempt++) {
        expectProblem(
          await postFrom(client, address, '/api/v2/login', { email, password: `guess-${bot}-${attempt}` }),
          401,
          'wrong-password',
        );
      }
    }
    const elsewhere = await postFrom(harness.client(), newAddress(), '/api/v2/login', {
      email,
      password: TEST_PASSWORD,
    });
    expectProblem(elsewhere, 429, 'too-many-attempts');
    retryAfter(elsewhere);
    // The owner at the address they signed in from before is not delayed.
    const atHome = await postFrom(harness.client(), home, '/api/v2/login', {
      email,
      password: TEST_PASSWORD,
    });
    expect(atHome.status).toBe(200);
  }, 30_000);

  it('signs a throttled owner in through a mailed one-time link, once', async () => {
    const { email } = await signUp(harness, { verify: false });
    const owner = harness.client();
    const a = newAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await postFrom(owner, a, '/api/v2/login', { email, password: 'wrong-password' });
    }
    expectProblem(
      await postFrom(owner, a, '/api/v2/login', { email, password: TEST_PASSWORD }),
      429,
      'too-many-attempts',
    );

    const asked = await postFrom(owner, a, '/api/v2/auth/sign-in-link', { email });
    expect(asked.status).toBe(200);
    // The same answer for an address without an account.
    const unknown = await postFrom(harness.client(), a, '/api/v2/auth/sign-in-link', {
      email: testEmail('nobody'),
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(asked.body);

    const mail = await mailTo(harness, email, /sign-in link/i);
    const token = linkIn(mail, '/auth/sign-in-link').searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(16);

    const signedIn = await postFrom(owner, a, '/api/v2/auth/sign-in-with-link', { token });
    expect(signedIn.status).toBe(200);
    expect(UserSchema.parse(signedIn.body).email).toBe(email);
    const profile = await owner.agent.get('/api/v2/user').set('X-Forwarded-For', a);
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe(email);

    // Single use: a second consumption (from anyone) is refused.
    expectProblem(
      await postFrom(harness.client(), newAddress(), '/api/v2/auth/sign-in-with-link', { token }),
      400,
      'invalid-token',
    );
  });

  it('mails one recipient at most its hourly budget of sign-in and reset links, however many addresses ask', async () => {
    const { email } = await signUp(harness, { verify: false });
    const asks = ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR + 3;
    for (let i = 0; i < asks; i += 1) {
      const path = i % 2 === 0 ? '/api/v2/auth/sign-in-link' : '/api/v2/auth/forgot-password';
      const response = await postFrom(harness.client(), newAddress(), path, { email });
      expect(response.status).toBe(200); // the same answer, mailed or not
    }
    const accountMail = (mail: { to: string[]; subject: string }) =>
      mail.to.includes(email) && /sign-in link|reset/i.test(mail.subject);
    // The budget's last mail arrives; nothing beyond it follows.
    await harness.mailbox.waitFor(
      () => harness.mailbox.mails.filter(accountMail).length >= ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR,
    );
    await sleep(1500);
    expect(harness.mailbox.mails.filter(accountMail)).toHaveLength(ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR);
  });

  it('verifies a password with argon2 whether or not the account exists or has a password', async () => {
    const { email } = await signUp(harness, { verify: false });
    const passwordless = await signUp(harness, { verify: false });
    await harness.dataSource.query(`UPDATE app_user SET password_hash = NULL WHERE email = $1`, [
      passwordless.email,
    ]);
    // The module object the API's password check calls into (a spy that calls through, not a stand-in).
    const argon2 = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
    const verify = jest.spyOn(argon2, 'verify');
    try {
      const client = harness.client();
      const known = await postFrom(client, newAddress(), '/api/v2/login', { email, password: 'wrong' });
      expectProblem(known, 401, 'wrong-password');
      expect(verify).toHaveBeenCalledTimes(1);

      const unknown = await postFrom(client, newAddress(), '/api/v2/login', {
        email: testEmail('nobody'),
        password: 'wrong',
      });
      expectProblem(unknown, 401, 'user-not-found');
      expect(verify).toHaveBeenCalledTimes(2);

      const withoutPassword = await postFrom(client, newAddress(), '/api/v2/login', {
        email: passwordless.email,
        password: 'wrong',
      });
      expectProblem(withoutPassword, 409, 'account-exists-with-different-credential');
      expect(verify).toHaveBeenCalledTimes(3);
    } finally {
      verify.mockRestore();
    }
  });
});
