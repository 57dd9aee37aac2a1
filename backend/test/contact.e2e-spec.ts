import { ContactResponseSchema } from '@stacklens/contracts';
import { signUp, startHarness, testEmail, type Harness } from './support/harness';

/** The contact form: stored, mailed to the operators, validated, honeypot, rate-limited, CSRF. */
describe('contact (/api/v2/contact/submit)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({
      CONTACT_RECIPIENTS: 'ops@stacklens.test, support@stacklens.test',
      CONTACT_RATE_LIMIT_PER_HOUR: '5',
    });
  });

  afterAll(async () => {
    await harness?.close();
  });

  const messages = () =>
    harness.dataSource.query(`SELECT * FROM contact_message ORDER BY created_at`) as Promise<
      Record<string, unknown>[]
    >;

  it('stores a message and mails it to the operators (anonymous)', async () => {
    const email = testEmail('sender');
    const client = harness.client();
    const response = await client.post('/api/v2/contact/submit', {
      name: 'Ada Lovelace',
      email,
      message: 'Hello <b>StackLens</b>,\nhow is the score computed?',
      receiveUpdates: true,
      website: '',
    });
    expect(response.status).toBe(200);
    expect(ContactResponseSchema.parse(response.body).ok).toBe(true);

    const mail = await harness.mailbox.waitFor(
      (m) => m.to.includes('ops@stacklens.test') && /Contact form: Ada Lovelace/.test(m.subject),
      10_000,
    );
    expect(mail.to).toContain('support@stacklens.test');
    expect(mail.text).toContain('how is the score computed?');
    expect(mail.text).toContain(email.toLowerCase());

    const [stored] = await messages();
    expect(stored).toMatchObject({
      name: 'Ada Lovelace',
      email: email.toLowerCase(),
      receive_updates: true,
      user_id: null,
    });
    expect(stored.mailed_at).not.toBeNull();
  });

  it('records the signed-in sender', async () => {
    const { client, userId } = await signUp(harness, { verify: false });
    const response = await client.post('/api/v2/contact/submit', {
      email: testEmail(),
      message: 'From an account',
    });
    expect(response.status).toBe(200);
    const stored = (await messages()).find((m) => m.message === 'From an account');
    expect(stored).toMatchObject({ user_id: userId, name: '', receive_updates: false });
  });

  it('validates email and message', async () => {
    const client = harness.client();
    const response = await client.post('/api/v2/contact/submit', {
      name: 'x',
      email: 'not-an-email',
      message: '   ',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation-failed');
    const paths = (response.body.errors as { path: string }[]).map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'message']));
    const tooLong = await client.post('/api/v2/contact/submit', {
      email: testEmail(),
      message: 'x'.repeat(5001),
    });
    expect(tooLong.status).toBe(400);
  });

  it('pretends success for a filled honeypot and stores nothing', async () => {
    const before = (await messages()).length;
    const response = await harness.client().post('/api/v2/contact/submit', {
      email: testEmail('bot'),
      message: 'Buy now',
      website: 'https://spam.example',
    });
    expect(response.status).toBe(200);
    expect(response.body.ok).toBe(true);
    expect((await messages()).length).toBe(before);
  });

  it('needs the CSRF token', async () => {
    const response = await harness
      .http()
      .post('/api/v2/contact/submit')
      .send({ email: testEmail(), message: 'x' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('csrf-invalid');
  });

  it('is rate-limited per client address (CONTACT_RATE_LIMIT_PER_HOUR)', async () => {
    // 5 per hour: the earlier tests used them up (two accepted, two invalid, one honeypot; CSRF failures do not count).
    const client = harness.client();
    const limited = await client.post('/api/v2/contact/submit', { email: testEmail(), message: 'One more' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: 429, code: 'rate-limited' });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
