import { ProblemDetailsSchema } from '@stacklens/contracts';
import { ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR } from '../src/modules/users/account-mail-budget';
import { signUp, startHarness, testEmail, type Harness } from './support/harness';

/**
 * Nobody floods an inbox through StackLens: account mails with a link to one recipient are capped per hour
 * (ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR) even when the asker holds a session — an attacker who signs up with someone
 * else's address and resends the verification, or who sets someone else's address as the pending new address and
 * resends its confirmation, gets 429 `rate-limited` once the recipient's budget is spent, and nothing more is mailed.
 * (The anonymous flows — sign-in links and password resets — are covered in sign-in-throttle.e2e-spec.ts.)
 */
describe('account mails per recipient (API + Redis + SMTP)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Mails to `email` whose subject matches, once the mailbox had time to receive stragglers. */
  const mailsTo = async (email: string, subject: RegExp) => {
    await sleep(1000);
    return harness.mailbox.mails.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
  };
  const expectRateLimited = (response: { status: number; body: unknown }) => {
    expect(response.status).toBe(429);
    expect(ProblemDetailsSchema.parse(response.body).code).toBe('rate-limited');
  };

  it('refuses a verification resend once the address has had its budget', async () => {
    const victim = testEmail('victim');
    const { client } = await signUp(harness, { email: victim, verify: false }); // 1 mail
    for (let i = 1; i < ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR; i += 1) {
      expect((await client.post('/api/v2/auth/resend-verification')).status).toBe(200);
    }
    expectRateLimited(await client.post('/api/v2/auth/resend-verification'));
    expectRateLimited(await client.post('/api/v2/auth/resend-verification'));
    expect(await mailsTo(victim, /Verify your email/)).toHaveLength(ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR);
  });

  it('refuses to mail a pending address again once it has had its budget', async () => {
    const victim = testEmail('pending-victim');
    const { client } = await signUp(harness);
    expect((await client.post('/api/v2/user', { email: victim })).status).toBe(200); // 1 mail
    for (let i = 1; i < ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR; i += 1) {
      expect((await client.post('/api/v2/user/email-change/resend')).status).toBe(200);
    }
    expectRateLimited(await client.post('/api/v2/user/email-change/resend'));
    // A second account cannot start over on the same recipient either.
    const { client: other } = await signUp(harness);
    expectRateLimited(await other.post('/api/v2/user', { email: victim }));
    expect(await mailsTo(victim, /Confirm your new email address/)).toHaveLength(
      ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR,
    );
  });
});
