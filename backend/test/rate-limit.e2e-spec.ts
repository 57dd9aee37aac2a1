import { signUp, startHarness, testEmail, type Harness } from './support/harness';

/** Sign-in, sign-up, reset and resend are rate-limited per client address (AUTH_RATE_LIMIT_PER_MINUTE). */
describe('rate limiting of the auth endpoints', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('answers 429 rate-limited past the limit, per endpoint', async () => {
    const client = harness.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await client.post('/api/v2/auth/forgot-password', { email: testEmail() })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await client.post('/api/v2/auth/forgot-password', { email: testEmail() });
    expect(limited.body).toMatchObject({ status: 429, code: 'rate-limited' });
    expect(limited.headers['retry-after']).toBeDefined();

    // Another endpoint has its own budget: sign-in still answers (here: user not found), three times.
    const signIns: number[] = [];
    for (let i = 0; i < 4; i++) {
      signIns.push((await client.post('/api/v2/login', { email: testEmail(), password: 'whatever' })).status);
    }
    expect(signIns).toEqual([401, 401, 401, 429]);
    // Sign-up too.
    await signUp(harness, { verify: false });
    await signUp(harness, { verify: false });
    await signUp(harness, { verify: false });
    await expect(signUp(harness, { verify: false })).rejects.toThrow(/429/);
  });
});
