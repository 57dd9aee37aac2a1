import {
  AdminAnalysisPageSchema,
  AdminAnalysisSchema,
  AdminArticleSchema,
  AdminAuditPageSchema,
  AdminContactMessagePageSchema,
  AdminDashboardSchema,
  AdminRemovalRequestPageSchema,
  AdminRemovalRequestSchema,
  AdminTechnologyPageSchema,
  AdminTechnologySchema,
  AdminUserSchema,
  AUTH_MESSAGES,
  ProblemDetailsSchema,
} from '@stacklens/contracts';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { seedArticles, SEED_ARTICLES } from '../src/database/seeds/articles';
import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import {
  mailTo,
  signUp,
  startHarness,
  TEST_PASSWORD,
  waitForAnalysis,
  type Harness,
  type TestClient,
} from './support/harness';
import { insertWebsites } from './support/websites-fixture';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The operators' admin API (`/api/v2/admin/*`) end to end — API + worker + PostgreSQL + Redis + SMTP catcher +
 * fixture websites on 127.0.0.1: access rules, validation, and each moderation's public effect and audit row.
 */
describe('admin API (/api/v2/admin)', () => {
  let sites: FixtureSites;
  let harness: Harness;
  let admin: TestClient;
  let adminId: string;
  let member: TestClient;
  let memberEmail: string;
  let memberId: string;
  let failedAnalysisId: string;

  beforeAll(async () => {
    sites = await startFixtureSites();
    harness = await startHarness({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: sites.resolveRules().join(','),
      ANALYZER_SKIP_DNS: 'true',
      ANALYZER_ROBOTS_TIMEOUT_MS: '3000',
    });
    const operator = await signUp(harness);
    // The first operator is made as README says (`npm run user:admin`): the role column.
    await harness.dataSource.query(`UPDATE app_user SET role = 'admin' WHERE id = $1`, [operator.userId]);
    admin = operator.client;
    adminId = operator.userId;
    const someone = await signUp(harness);
    member = someone.client;
    memberEmail = someone.email;
    memberId = someone.userId;

    await insertWebsites(harness.dataSource, [
      { domain: 'remove-me.test', score: 91, techs: [['WordPress', '6.8.1'], 'Nginx'] },
      { domain: 'keep-me.test', score: 55, techs: ['Nginx'] },
    ]);
    for (const [url, email] of [
      ['https://remove-me.test/', 'owner@remove-me.test'],
      ['keep-me.test', 'owner@keep-me.test'],
    ]) {
      const filed = await harness.client().post('/api/v2/websites/remove', { url, email, reason: 'Mine' });
      expect(filed.status).toBe(200);
    }
    const contact = await harness.client().post('/api/v2/contact/submit', {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Please call me back about the API.',
    });
    expect(contact.status).toBe(200);
    // A failed analysis as the worker leaves it (the site was down at the time).
    const [failed] = await harness.dataSource.query(
      `INSERT INTO analysis (domain, url, status, stage, attempts, status_code, error_code, error_message,
                             requested_by, started_at, finished_at)
       VALUES ('static.test', $1, 'failed', 'done', 3, 502, 'fetch-failed', 'Connection refused', $2,
               now() - interval '5 seconds', now() - interval '2 seconds')
       RETURNING id`,
      [`http://static.test:${sites.port}`, memberId],
    );
    failedAnalysisId = failed.id;
  });

  afterAll(async () => {
    await harness?.close();
    await sites?.close();
  });

  type Call = [method: 'get' | 'post' | 'patch' | 'delete', path: string, body?: object];
  const ENDPOINTS: Call[] = [
    ['get', '/api/v2/admin/dashboard'],
    ['get', '/api/v2/admin/removal-requests'],
    ['get', `/api/v2/admin/removal-requests/${UNKNOWN_ID}`],
    ['post', `/api/v2/admin/removal-requests/${UNKNOWN_ID}/approve`],
    ['post', `/api/v2/admin/removal-requests/${UNKNOWN_ID}/reject`, { reason: 'No' }],
    ['get', '/api/v2/admin/articles'],
    ['get', `/api/v2/admin/articles/${UNKNOWN_ID}`],
    ['post', '/api/v2/admin/articles', { slug: 'x', title: 'X', author: 'A', bodyHtml: '<p>x</p>' }],
    ['patch', `/api/v2/admin/articles/${UNKNOWN_ID}`, { title: 'Y' }],
    ['delete', `/api/v2/admin/articles/${UNKNOWN_ID}`],
    ['get', '/api/v2/admin/technologies'],
    ['get', '/api/v2/admin/technologies/1'],
    ['patch', '/api/v2/admin/technologies/1', { description: 'x' }],
    ['get', '/api/v2/admin/users'],
    ['get', `/api/v2/admin/users/${UNKNOWN_ID}`],
    ['patch', `/api/v2/admin/users/${UNKNOWN_ID}`, { role: 'admin' }],
    ['post', `/api/v2/admin/users/${UNKNOWN_ID}/disable`],
    ['post', `/api/v2/admin/users/${UNKNOWN_ID}/enable`],
    ['get', '/api/v2/admin/analyses'],
    ['get', `/api/v2/admin/analyses/${UNKNOWN_ID}`],
    ['post', `/api/v2/admin/analyses/${UNKNOWN_ID}/retry`],
    ['get', '/api/v2/admin/contact-messages'],
    ['get', `/api/v2/admin/contact-messages/${UNKNOWN_ID}`],
    ['patch', `/api/v2/admin/contact-messages/${UNKNOWN_ID}`, { handled: true }],
    ['get', '/api/v2/admin/audit-log'],
    ['get', '/api/v2/admin/audit-log/1'],
  ];

  function call(client: TestClient, [method, path, body]: Call) {
    if (method === 'get') return client.get(path);
    if (method === 'delete') return client.delete(path);
    return client[method](path, body ?? {});
  }

  describe('access', () => {
    it.each(ENDPOINTS)('%s %s: 401 anonymous, 403 for a non-operator', async (...endpoint) => {
      const anonymous = await call(harness.client(), endpoint as Call);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(anonymous.body.code).toBe('sign-up-required');
      const refused = await call(member, endpoint as Call);
      expect(refused.status).toBe(403);
      expect(ProblemDetailsSchema.parse(refused.body).code).toBe('not-an-operator');
    });

    it("refuses an operator's API key (a browser session is required), for the API and bull-board", async () => {
      const created = await admin.post('/api/v2/api-keys', { name: 'operator key' });
      expect(created.status).toBe(201);
      for (const path of ['/api/v2/admin/dashboard', '/api/v2/admin/queues']) {
        const response = await harness.http().get(path).set('authorization', `Bearer ${created.body.key}`);
        expect({ path, status: response.status, code: response.body.code }).toEqual({
          path,
          status: 403,
          code: 'session-required',
        });
      }
    });

    it('needs the CSRF token on mutations from a browser session', async () => {
      const response = await admin.agent.post(`/api/v2/admin/users/${memberId}/disable`).send({});
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('csrf-invalid');
      const [{ disabled_at }] = await harness.dataSource.query(
        `SELECT disabled_at FROM app_user WHERE id = $1`,
        [memberId],
      );
      expect(disabled_at).toBeNull();
    });
  });

  describe('validation', () => {
    it.each([
      ['get', '/api/v2/admin/removal-requests?pageSize=7'],
      ['get', '/api/v2/admin/removal-requests?status=maybe'],
      ['get', '/api/v2/admin/articles?sort=password'],
      ['get', '/api/v2/admin/users?order=sideways'],
      ['get', '/api/v2/admin/analyses?status=exploded'],
      ['get', '/api/v2/admin/contact-messages?handled=perhaps'],
      ['get', '/api/v2/admin/audit-log?resource=secrets'],
      ['get', '/api/v2/admin/articles/not-a-uuid'],
      ['get', '/api/v2/admin/technologies/abc'],
      ['post', `/api/v2/admin/removal-requests/${UNKNOWN_ID}/reject`, {}],
      ['post', '/api/v2/admin/articles', { slug: 'Bad Slug!', title: '', author: 'A', bodyHtml: '' }],
      ['patch', `/api/v2/admin/articles/${UNKNOWN_ID}`, { coverImage: 'javascript:alert(1)' }],
      ['patch', '/api/v2/admin/technologies/1', { website: 'ftp://example.com' }],
      ['patch', '/api/v2/admin/technologies/1', { manualLatestVersion: 'latest' }],
      ['patch', `/api/v2/admin/users/${UNKNOWN_ID}`, { role: 'root' }],
      ['patch', `/api/v2/admin/contact-messages/${UNKNOWN_ID}`, { handled: 'yes' }],
    ] as Call[])('%s %s → 400 validation-failed', async (...endpoint) => {
      const response = await call(admin, endpoint as Call);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation-failed');
    });

    it('answers unknown records with 404 problem details', async () => {
      for (const path of [
        `/api/v2/admin/removal-requests/${UNKNOWN_ID}`,
        `/api/v2/admin/articles/${UNKNOWN_ID}`,
        '/api/v2/admin/technologies/999999',
        `/api/v2/admin/users/${UNKNOWN_ID}`,
        `/api/v2/admin/analyses/${UNKNOWN_ID}`,
        `/api/v2/admin/contact-messages/${UNKNOWN_ID}`,
        '/api/v2/admin/audit-log/999999',
      ]) {
        const response = await admin.get(path);
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
        expect(ProblemDetailsSchema.parse(response.body).status).toBe(404);
      }
    });
  });

  describe('removal requests', () => {
    async function requestOf(domain: string) {
      const response = await admin
        .get(`/api/v2/admin/removal-requests?status=pending&q=${domain}`)
        .expect(200);
      const page = AdminRemovalRequestPageSchema.parse(response.body);
      expect(page.items).toHaveLength(1);
      return page.items[0];
    }

    it('lists pending requests and shows the domain’s stored result', async () => {
      const listed = await requestOf('remove-me');
      expect(listed).toMatchObject({
        domain: 'remove-me.test',
        email: 'owner@remove-me.test',
        publicResult: null,
      });
      const byIds = await admin
        .get(`/api/v2/admin/removal-requests?ids=${listed.id},${UNKNOWN_ID}`)
        .expect(200);
      expect(byIds.body.items.map((item: { id: string }) => item.id)).toEqual([listed.id]);
      const shown = AdminRemovalRequestSchema.parse(
        (await admin.get(`/api/v2/admin/removal-requests/${listed.id}`).expect(200)).body,
      );
      expect(shown.publicResult).toMatchObject({
        domain: 'remove-me.test',
        score: 91,
        technologyCount: 2,
        hidden: false,
      });
    });

    it('approve hides the domain publicly, mails the requester and is audited', async () => {
      await harness.http().get('/api/v1/websites/remove-me.test').expect(200);
      const { id } = await requestOf('remove-me');
      const approved = await admin.post(`/api/v2/admin/removal-requests/${id}/approve`);
      expect(approved.status).toBe(200);
      expect(AdminRemovalRequestSchema.parse(approved.body)).toMatchObject({
        status: 'approved',
        decidedBy: adminId,
        publicResult: { hidden: true },
      });
      const gone = await harness.http().get('/api/v1/websites/remove-me.test');
      expect(gone.status).toBe(404);
      expect(gone.body.code).toBe('website-not-found');
      const mail = await mailTo(harness, 'owner@remove-me.test', /approved/);
      expect(mail.text).toContain('remove-me.test');

      const again = await admin.post(`/api/v2/admin/removal-requests/${id}/approve`);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('removal-not-pending');

      const audit = AdminAuditPageSchema.parse(
        (await admin.get(`/api/v2/admin/audit-log?resource=removal-requests&recordId=${id}`).expect(200))
          .body,
      );
      expect(audit.items).toHaveLength(1); // the refused second approval left no row
      expect(audit.items[0]).toMatchObject({
        action: 'approve',
        actorId: adminId,
        recordId: id,
        before: { status: 'pending' },
        after: { status: 'approved' },
      });
    });

    it('reject keeps the website public and mails the reason', async () => {
      const { id } = await requestOf('keep-me');
      const rejected = await admin.post(`/api/v2/admin/removal-requests/${id}/reject`, {
        reason: 'The result only shows public information.',
      });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({
        status: 'rejected',
        rejectionReason: 'The result only shows public information.',
      });
      await harness.http().get('/api/v1/websites/keep-me.test').expect(200);
      const mail = await mailTo(harness, 'owner@keep-me.test', /rejected/);
      expect(mail.text).toContain('The result only shows public information.');
      const [row] = await harness.dataSource.query(
        `SELECT action, before->>'status' AS before, after->>'status' AS after FROM audit_log WHERE record_id = $1`,
        [id],
      );
      expect(row).toEqual({ action: 'reject', before: 'pending', after: 'rejected' });
    });
  });

  describe('articles', () => {
    const slugs = async () =>
      (await harness.http().get('/api/v1/articles?pageSize=100').expect(200)).body.items.map(
        (item: { slug: string }) => item.slug,
      );

    it('creates a draft, publishes it to the public list at once, unpublishes and deletes it', async () => {
      const created = await admin.post('/api/v2/admin/articles', {
        slug: 'operators-guide',
        title: 'The operators’ guide',
        summary: 'How moderation works.',
        author: 'StackLens team',
        tags: ['admin'],
        bodyHtml: '<h2>Hello</h2><p onclick="x()">Text<script>alert(1)</script></p><div>kept</div>',
      });
      expect(created.status).toBe(201);
      const article = AdminArticleSchema.parse(created.body);
      expect(article).toMatchObject({ published: false, publishedAt: null });
      expect(article.bodyHtml).toBe('<h2>Hello</h2><p>Text</p>kept');
      expect(await slugs()).not.toContain('operators-guide');
      await harness.http().get('/api/v1/articles/operators-guide').expect(404);

      const duplicate = await admin.post('/api/v2/admin/articles', {
        slug: 'operators-guide',
        title: 'Again',
        author: 'A',
        bodyHtml: '<p>x</p>',
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.code).toBe('slug-taken');

      const published = await admin.patch(`/api/v2/admin/articles/${article.id}`, { published: true });
      expect(published.status).toBe(200);
      expect(published.body.published).toBe(true);
      expect(await slugs()).toContain('operators-guide');
      const publicArticle = await harness.http().get('/api/v1/articles/operators-guide').expect(200);
      expect(publicArticle.body).toMatchObject({
        title: 'The operators’ guide',
        bodyHtml: '<h2>Hello</h2><p>Text</p>kept',
      });

      await admin
        .patch(`/api/v2/admin/articles/${article.id}`, { published: false })
        .then((r) => expect(r.status).toBe(200));
      expect(await slugs()).not.toContain('operators-guide');
      await harness.http().get('/api/v1/articles/operators-guide').expect(404);

      const deleted = await admin.delete(`/api/v2/admin/articles/${article.id}`);
      expect(deleted.status).toBe(200);
      await admin.get(`/api/v2/admin/articles/${article.id}`).expect(404);
      const actions = await harness.dataSource.query(
        `SELECT action FROM audit_log WHERE resource = 'articles' AND record_id = $1 ORDER BY id`,
        [article.id],
      );
      expect(actions.map((row: { action: string }) => row.action)).toEqual([
        'create',
        'publish',
        'unpublish',
        'delete',
      ]);
    });

    it('seeds shipped articles once: an operator’s edit survives the next seed', async () => {
      expect(await seedArticles(harness.dataSource)).toBe(SEED_ARTICLES.length);
      const shipped = SEED_ARTICLES[0];
      const listed = await admin.get(`/api/v2/admin/articles?q=${shipped.slug}`).expect(200);
      const [row] = listed.body.items;
      const edited = await admin.patch(`/api/v2/admin/articles/${row.id}`, {
        title: 'Edited by an operator',
      });
      expect(edited.status).toBe(200);
      expect(await seedArticles(harness.dataSource)).toBe(0);
      const after = await harness.http().get(`/api/v1/articles/${shipped.slug}`).expect(200);
      expect(after.body.title).toBe('Edited by an operator');
      // A deleted shipped article stays deleted.
      await admin.delete(`/api/v2/admin/articles/${row.id}`).then((r) => expect(r.status).toBe(200));
      expect(await seedArticles(harness.dataSource)).toBe(0);
      await harness.http().get(`/api/v1/articles/${shipped.slug}`).expect(404);
    });
  });

  describe('technologies', () => {
    it('edits the catalogue metadata, visible on the public technology page at once', async () => {
      const found = AdminTechnologyPageSchema.parse(
        (await admin.get('/api/v2/admin/technologies?q=wordpress&category=cms').expect(200)).body,
      );
      const wordpress = found.items.find((item) => item.fingerprintName === 'WordPress');
      expect(wordpress).toBeDefined();
      const categories = await harness.dataSource.query(
        `SELECT id FROM category WHERE slug IN ('cms', 'blogs')`,
      );
      const updated = await admin.patch(`/api/v2/admin/technologies/${wordpress!.id}`, {
        name: 'WordPress CMS',
        description: 'The CMS behind a large part of the web.',
        website: 'https://wordpress.org',
        icon: 'https://example.com/wordpress.svg',
        categoryIds: categories.map((row: { id: number }) => row.id),
        manualLatestVersion: '99.1.0',
      });
      expect(updated.status).toBe(200);
      expect(AdminTechnologySchema.parse(updated.body)).toMatchObject({
        name: 'WordPress CMS',
        fingerprintName: 'WordPress',
        latestVersion: '99.1.0',
        versionSource: 'manual',
        manualLatestVersion: '99.1.0',
      });
      const page = await harness.http().get(`/api/v1/technologies/${wordpress!.slug}`).expect(200);
      expect(page.body).toMatchObject({
        name: 'WordPress CMS',
        description: 'The CMS behind a large part of the web.',
        website: 'https://wordpress.org',
        latestVersion: '99.1.0',
        icon: { url: 'https://example.com/wordpress.svg' },
      });
      expect(page.body.categories.map((c: { slug: string }) => c.slug).sort()).toEqual(['blogs', 'cms']);

      const source = await admin.patch(`/api/v2/admin/technologies/${wordpress!.id}`, {
        versionSource: 'github',
        versionSourceId: 'WordPress/WordPress',
      });
      expect(source.body).toMatchObject({ versionSource: 'github', versionSourceId: 'WordPress/WordPress' });
      const bad = await admin.patch(`/api/v2/admin/technologies/${wordpress!.id}`, {
        versionSource: 'npm',
        versionSourceId: 'Not A Package',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('invalid-version-source');
      const unknownCategory = await admin.patch(`/api/v2/admin/technologies/${wordpress!.id}`, {
        categoryIds: [987654],
      });
      expect(unknownCategory.status).toBe(400);
      const audited = await harness.dataSource.query(
        `SELECT count(*)::int AS n FROM audit_log WHERE resource = 'technologies' AND record_id = $1`,
        [String(wordpress!.id)],
      );
      expect(audited[0].n).toBe(2);
    });
  });

  describe('users', () => {
    it('shows plan, usage, analyses and sign-in methods, never secrets', async () => {
      const response = await admin.get(`/api/v2/admin/users/${memberId}`).expect(200);
      const user = AdminUserSchema.parse(response.body);
      expect(user).toMatchObject({
        email: memberEmail,
        role: 'user',
        plan: 'free',
        disabled: false,
        analysesCount: 1,
        signInMethods: ['password'],
        usage: { used: 0, limit: 10 },
      });
      expect(JSON.stringify(response.body)).not.toMatch(/argon2|password_hash|passwordHash/);
      const search = await admin.get(`/api/v2/admin/users?q=${encodeURIComponent(memberEmail)}`).expect(200);
      expect(search.body.total).toBe(1);
    });

    it('disable ends every session and refuses sign-in with the spec’s message; enable lets them back', async () => {
      const second = harness.client();
      expect(
        (await second.post('/api/v2/login', { email: memberEmail, password: TEST_PASSWORD })).status,
      ).toBe(200);
      await member.get('/api/v2/user').expect(200);
      await second.get('/api/v2/user').expect(200);

      const disabled = await admin.post(`/api/v2/admin/users/${memberId}/disable`);
      expect(disabled.status).toBe(200);
      expect(disabled.body).toMatchObject({ disabled: true });
      expect((await member.get('/api/v2/user')).status).toBe(401);
      expect((await second.get('/api/v2/user')).status).toBe(401);
      const refused = await harness
        .client()
        .post('/api/v2/login', { email: memberEmail, password: TEST_PASSWORD });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'account-disabled',
        detail: AUTH_MESSAGES['account-disabled'],
      });
      expect(AUTH_MESSAGES['account-disabled']).toBe('This account has been disabled');

      const enabled = await admin.post(`/api/v2/admin/users/${memberId}/enable`);
      expect(enabled.body).toMatchObject({ disabled: false });
      expect(
        (await member.post('/api/v2/login', { email: memberEmail, password: TEST_PASSWORD })).status,
      ).toBe(200);
      await member.get('/api/v2/user').expect(200);
      const actions = await harness.dataSource.query(
        `SELECT action FROM audit_log WHERE resource = 'users' AND record_id = $1 ORDER BY id`,
        [memberId],
      );
      expect(actions.map((row: { action: string }) => row.action)).toEqual(['disable', 'enable']);
    });

    it('grants and revokes the operator role, but never on one’s own account', async () => {
      const granted = await admin.patch(`/api/v2/admin/users/${memberId}`, { role: 'admin' });
      expect(granted.body).toMatchObject({ role: 'admin' });
      await member.get('/api/v2/admin/dashboard').expect(200);
      const revoked = await admin.patch(`/api/v2/admin/users/${memberId}`, { role: 'user' });
      expect(revoked.body).toMatchObject({ role: 'user' });
      expect((await member.get('/api/v2/admin/dashboard')).status).toBe(403);

      for (const [method, path, body] of [
        ['patch', `/api/v2/admin/users/${adminId}`, { role: 'user' }],
        ['post', `/api/v2/admin/users/${adminId}/disable`, {}],
      ] as const) {
        const refused = await admin[method](path, body);
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe('cannot-modify-self');
      }
      await admin.get('/api/v2/admin/dashboard').expect(200);
    });
  });

  describe('analyses', () => {
    it('lists failed analyses with duration and requester, and retries one through the analyzer', async () => {
      const failed = AdminAnalysisPageSchema.parse(
        (await admin.get('/api/v2/admin/analyses?status=failed').expect(200)).body,
      );
      const original = failed.items.find((item) => item.id === failedAnalysisId);
      expect(original).toMatchObject({
        domain: 'static.test',
        errorCode: 'fetch-failed',
        requesterId: memberId,
        requesterEmail: memberEmail,
      });
      expect(original!.durationMs).toBeGreaterThanOrEqual(2900);

      const retried = await admin.post(`/api/v2/admin/analyses/${failedAnalysisId}/retry`);
      expect(retried.status).toBe(200);
      const analysis = AdminAnalysisSchema.parse(retried.body);
      expect(analysis.id).not.toBe(failedAnalysisId);
      expect(analysis).toMatchObject({ domain: 'static.test', requesterId: memberId });
      const outcome = await waitForAnalysis(harness, analysis.id);
      expect(outcome).toMatchObject({ running: false, statusCode: 200 });
      await harness.http().get('/api/v1/websites/static.test').expect(200);

      const notFailed = await admin.post(`/api/v2/admin/analyses/${analysis.id}/retry`);
      expect(notFailed.status).toBe(409);
      expect(notFailed.body.code).toBe('analysis-not-retryable');
      const [row] = await harness.dataSource.query(
        `SELECT before->>'id' AS before, after->>'id' AS after FROM audit_log WHERE action = 'retry'`,
      );
      expect(row).toEqual({ before: failedAnalysisId, after: analysis.id });
    });
  });

  describe('contact messages and dashboard', () => {
    it('lists, shows and marks contact messages handled', async () => {
      const open = AdminContactMessagePageSchema.parse(
        (await admin.get('/api/v2/admin/contact-messages?handled=false&q=ada').expect(200)).body,
      );
      expect(open.items).toHaveLength(1);
      const [message] = open.items;
      expect(message).toMatchObject({ email: 'ada@example.com', handled: false });
      const handled = await admin.patch(`/api/v2/admin/contact-messages/${message.id}`, { handled: true });
      expect(handled.body).toMatchObject({ handled: true, handledBy: adminId });
      const after = await admin.get('/api/v2/admin/contact-messages?handled=false').expect(200);
      expect(after.body.total).toBe(0);
      await admin.get(`/api/v2/admin/contact-messages/${message.id}`).expect(200);
    });

    it('counts analyses, queue depth, pending removals and new users', async () => {
      const dashboard = AdminDashboardSchema.parse(
        (await admin.get('/api/v2/admin/dashboard').expect(200)).body,
      );
      expect(dashboard).toMatchObject({
        analysesToday: 2,
        analysesThisMonth: 2,
        pendingRemovalRequests: 0,
        newUsersThisWeek: 2,
      });
      expect(dashboard.queues.map((queue) => queue.name).sort()).toEqual([
        'advisories',
        'analysis',
        'billing',
        'latest-versions',
        'lighthouse',
        'monitors',
        'webhooks',
      ]);
    });
  });

  describe('queue dashboard (bull-board)', () => {
    it('answers 401 anonymous and 403 to a non-operator, as problem details', async () => {
      const anonymous = await harness.http().get('/api/v2/admin/queues');
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers['content-type']).toMatch(/application\/problem\+json/);
      const refused = await member.get('/api/v2/admin/queues/api/queues');
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('not-an-operator');
    });

    it('serves the dashboard and its queue API to an operator', async () => {
      const page = await admin.get('/api/v2/admin/queues');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const queues = await admin.get('/api/v2/admin/queues/api/queues?activeQueue=analysis&status=completed');
      expect(queues.status).toBe(200);
      const names = queues.body.queues.map((queue: { name: string }) => queue.name);
      expect(names).toEqual(expect.arrayContaining(['analysis', 'webhooks', 'billing']));
      const analysis = queues.body.queues.find((queue: { name: string }) => queue.name === 'analysis');
      expect(analysis.readOnlyMode).toBe(true);
      const pause = await admin.agent.put('/api/v2/admin/queues/api/queues/pause');
      expect(pause.status).toBe(405);
      expect(pause.body.code).toBe('queue-dashboard-read-only');
      expect(await harness.analysisQueue().isPaused()).toBe(false);
    });
  });

  it('documents every admin path in a valid OpenAPI document', async () => {
    const document = (await harness.http().get('/api/docs.json').expect(200)).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/admin/dashboard',
        '/api/v2/admin/removal-requests/{id}/approve',
        '/api/v2/admin/removal-requests/{id}/reject',
        '/api/v2/admin/articles/{id}',
        '/api/v2/admin/technologies/{id}',
        '/api/v2/admin/users/{id}/disable',
        '/api/v2/admin/analyses/{id}/retry',
        '/api/v2/admin/contact-messages/{id}',
        '/api/v2/admin/audit-log',
      ]),
    );
    expect(document.components.schemas.AdminUserDto.properties).not.toHaveProperty('passwordHash');
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
