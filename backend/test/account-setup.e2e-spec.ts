import {
  CreatedApiKeySchema,
  JOB_TITLES,
  ProblemDetailsSchema,
  TechnologyChangesResponseSchema,
  UserSchema,
} from '@stacklens/contracts';
import { AccountSetup1795762138889 } from '../src/database/migrations/1795762138889-account-setup';
import { signUp, startHarness, type Harness } from './support/harness';
import { insertWebsites, slugOf } from './support/websites-fixture';

/**
 * Account setup after sign-up (job title from the contracts' list, the setup state, technologies of interest) and
 * the signed-in home feed of recent changes of those technologies — against the real API, PostgreSQL and Redis.
 */
describe('account setup and technology changes (API)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  const days = (n: number) => new Date(Date.now() - n * 86_400_000);

  it('refuses a job title id that is not in JOB_TITLES with a field error, and stores one that is', async () => {
    const { client } = await signUp(harness);
    for (const jobTitleId of [999, 0, 17]) {
      const refused = await client.post('/api/v2/user', { jobTitleId });
      expect(refused.status).toBe(400);
      const problem = ProblemDetailsSchema.parse(refused.body);
      expect(problem.code).toBe('validation-failed');
      expect(problem.errors?.map((error) => error.path)).toEqual(['jobTitleId']);
    }
    const devOps = JOB_TITLES.find((title) => title.label === 'DevOps / SRE')!;
    const saved = await client.post('/api/v2/user', { jobTitleId: devOps.id });
    expect(saved.status).toBe(200);
    expect(UserSchema.parse(saved.body).jobTitleId).toBe(devOps.id);
    // null clears it.
    expect(UserSchema.parse((await client.post('/api/v2/user', { jobTitleId: null })).body).jobTitleId).toBe(
      null,
    );
  });

  it('a new account is pending setup; Save ends it with the profile, Skip ends it changing nothing else', async () => {
    const saver = await signUp(harness);
    expect(UserSchema.parse((await saver.client.get('/api/v2/user')).body).accountSetup).toBe('pending');
    const wordpress = await slugOf(harness.dataSource, 'WordPress');
    const saved = await saver.client.post('/api/v2/user', {
      name: 'Ada',
      jobTitleId: 2,
      technologies: [wordpress],
      accountSetup: 'done',
    });
    expect(saved.status).toBe(200);
    expect(UserSchema.parse(saved.body)).toMatchObject({
      name: 'Ada',
      jobTitleId: 2,
      technologies: [wordpress],
      accountSetup: 'done',
    });
    // Later edits keep it done.
    expect(
      UserSchema.parse((await saver.client.post('/api/v2/user', { name: 'Ada L' })).body).accountSetup,
    ).toBe('done');

    const skipper = await signUp(harness, { name: 'Grace' });
    const before = UserSchema.parse((await skipper.client.get('/api/v2/user')).body);
    const skipped = await skipper.client.post('/api/v2/user', { accountSetup: 'done' });
    expect(skipped.status).toBe(200);
    expect(UserSchema.parse(skipped.body)).toEqual({ ...before, accountSetup: 'done' });

    // Only 'done' is a valid value: setup cannot be re-opened through the API.
    expect((await skipper.client.post('/api/v2/user', { accountSetup: 'pending' })).status).toBe(400);
  });

  it('the migration marks the accounts that existed before the setup step as done', async () => {
    const { client } = await signUp(harness);
    expect(UserSchema.parse((await client.get('/api/v2/user')).body).accountSetup).toBe('pending');
    const runner = harness.dataSource.createQueryRunner();
    try {
      const migration = new AccountSetup1795762138889();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(UserSchema.parse((await client.get('/api/v2/user')).body).accountSetup).toBe('done');
  });

  it("lists recent changes of the user's technologies only, on visible websites only, newest first", async () => {
    const ids = await insertWebsites(harness.dataSource, [
      { domain: 'blog-changes.test', score: 80, techs: [['WordPress', '6.8.1'], 'Nginx'] },
      { domain: 'shop-changes.test', score: 70, techs: ['Nginx'] },
      { domain: 'hidden-changes.test', score: 90, techs: [['WordPress', '6.8.1']], hidden: true },
      { domain: 'react-changes.test', score: 60, techs: ['React'] },
    ]);
    const history = async (
      domain: string,
      tech: string,
      row: { firstSeen: Date; lastSeen: Date; removed?: Date; firstVersion?: string; lastVersion?: string },
    ) => {
      await harness.dataSource.query(
        `INSERT INTO website_technology_history
           (website_id, technology_id, first_seen_at, last_seen_at, removed_at, first_version, last_version)
         SELECT $1, id, $3, $4, $5, $6, $7 FROM technology WHERE name = $2`,
        [
          ids[domain],
          tech,
          row.firstSeen,
          row.lastSeen,
          row.removed ?? null,
          row.firstVersion ?? null,
          row.lastVersion ?? null,
        ],
      );
    };
    await history('blog-changes.test', 'WordPress', {
      firstSeen: days(10),
      lastSeen: days(1),
      firstVersion: '6.7.0',
      lastVersion: '6.8.1',
    });
    await history('blog-changes.test', 'Nginx', { firstSeen: days(3), lastSeen: days(1) });
    const removedAt = days(2);
    await history('shop-changes.test', 'WordPress', {
      firstSeen: days(8),
      lastSeen: removedAt,
      removed: removedAt,
    });
    await history('hidden-changes.test', 'WordPress', { firstSeen: days(0.5), lastSeen: days(0.5) });
    await history('react-changes.test', 'React', { firstSeen: days(4), lastSeen: days(4) });

    const [wordpress, react] = [
      await slugOf(harness.dataSource, 'WordPress'),
      await slugOf(harness.dataSource, 'React'),
    ];
    const { client } = await signUp(harness);
    // No technology of interest yet: nothing to show.
    const none = await client.get('/api/v2/user/technology-changes');
    expect(none.status).toBe(200);
    expect(TechnologyChangesResponseSchema.parse(none.body).items).toEqual([]);

    await client.post('/api/v2/user', { technologies: [wordpress], accountSetup: 'done' });
    const listed = TechnologyChangesResponseSchema.parse(
      (await client.get('/api/v2/user/technology-changes?limit=10')).body,
    ).items;
    expect(
      listed.map((change) => [change.domain, change.technology.slug, change.kind, change.version]),
    ).toEqual([
      ['blog-changes.test', wordpress, 'version-changed', '6.8.1'],
      ['shop-changes.test', wordpress, 'removed', null],
      ['shop-changes.test', wordpress, 'added', null],
      ['blog-changes.test', wordpress, 'added', '6.7.0'],
    ]);
    expect(listed[0].previousVersion).toBe('6.7.0');
    expect(listed[1].at).toBe(removedAt.toISOString());

    // limit caps the list; another user's interests give another list.
    const limited = await client.get('/api/v2/user/technology-changes?limit=1');
    expect(TechnologyChangesResponseSchema.parse(limited.body).items).toHaveLength(1);
    expect((await client.get('/api/v2/user/technology-changes?limit=500')).status).toBe(400);
    const other = await signUp(harness);
    await other.client.post('/api/v2/user', { technologies: [react] });
    expect(
      TechnologyChangesResponseSchema.parse(
        (await other.client.get('/api/v2/user/technology-changes')).body,
      ).items.map((change) => change.domain),
    ).toEqual(['react-changes.test']);

    // An API key with websites:read (the default) reads it too; anonymous requests are refused.
    const key = CreatedApiKeySchema.parse((await client.post('/api/v2/api-keys', { name: 'feed' })).body);
    const byKey = await harness
      .http()
      .get('/api/v2/user/technology-changes')
      .set('authorization', `Bearer ${key.key}`);
    expect(byKey.status).toBe(200);
    expect(TechnologyChangesResponseSchema.parse(byKey.body).items).toHaveLength(4);
    expect((await harness.http().get('/api/v2/user/technology-changes')).status).toBe(401);
  });
});
