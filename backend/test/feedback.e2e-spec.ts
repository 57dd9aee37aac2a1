import { AdminDetectionReportPageSchema, DetectionReportResponseSchema } from '@stacklens/contracts';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { signUp, startHarness, type Harness, type TestClient } from './support/harness';
import { insertWebsites } from './support/websites-fixture';

const RATE_LIMIT = 6;

/** Detection reports: filing with the stored evidence, access rules, validation, rate limit, operators' review. */
describe('detection reports (/api/v2/websites/{domain}/feedback)', () => {
  let harness: Harness;
  let reporter: { client: TestClient; userId: string };
  const wordpressEvidence = [
    {
      family: 'meta',
      key: 'generator',
      pattern: '^WordPress ?([\\d.]+)?',
      value: 'WordPress 6.8.1',
      confidence: 100,
      version: '6.8.1',
    },
  ];

  beforeAll(async () => {
    harness = await startHarness({ FEEDBACK_RATE_LIMIT_PER_HOUR: String(RATE_LIMIT) });
    const ids = await insertWebsites(harness.dataSource, [
      { domain: 'reported.test', score: 71, techs: [['WordPress', '6.8.1'], 'Nginx'] },
      { domain: 'hidden-site.test', score: 50, techs: ['Nginx'], hidden: true },
    ]);
    await harness.dataSource.query(
      `UPDATE website_technology SET evidence = $2
       WHERE website_id = $1 AND technology_id = (SELECT id FROM technology WHERE name = 'WordPress')`,
      [ids['reported.test'], JSON.stringify(wordpressEvidence)],
    );
    reporter = await signUp(harness);
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('refuses anonymous (401) and unverified (403) users', async () => {
    const body = { technology: 'WordPress', kind: 'false-positive', detail: 'Not WordPress' };
    const anonymous = await harness.client().post('/api/v2/websites/reported.test/feedback', body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('sign-up-required');
    const { client } = await signUp(harness, { verify: false });
    const unverified = await client.post('/api/v2/websites/reported.test/feedback', body);
    expect(unverified.status).toBe(403);
    expect(unverified.body.code).toBe('email-not-verified');
  });

  it('answers problem details for bad input and unknown domains', async () => {
    const post = (domain: string, body: object) =>
      reporter.client.post(`/api/v2/websites/${domain}/feedback`, body);
    const noTechnology = await post('reported.test', { kind: 'wrong-version', detail: 'It is 6.7' });
    expect(noTechnology.status).toBe(400);
    expect(noTechnology.body.code).toBe('validation-failed');
    expect((await post('reported.test', { kind: 'other', detail: 'x' })).body.code).toBe('validation-failed');
    const longDetail = await post('reported.test', { kind: 'missing', detail: 'x'.repeat(2001) });
    expect(longDetail.status).toBe(400);
    const notDetected = await post('reported.test', {
      technology: 'Drupal',
      kind: 'false-positive',
      detail: 'x',
    });
    expect(notDetected.status).toBe(400);
    expect(notDetected.body.code).toBe('technology-not-detected');
    const unknown = await post('never-analysed.test', { kind: 'missing', detail: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('website-not-found');
    const hidden = await post('hidden-site.test', { kind: 'missing', detail: 'x' });
    expect(hidden.status).toBe(404);
    expect(await harness.dataSource.query(`SELECT id FROM detection_report`)).toHaveLength(0);
  });

  it('stores a report with the evidence StackLens had at the time', async () => {
    const response = await reporter.client.post('/api/v2/websites/www.Reported.test/feedback', {
      technology: 'wordpress',
      kind: 'false-positive',
      detail: '  The generator tag is left over from a migration.  ',
    });
    expect(response.status).toBe(201);
    const { id } = DetectionReportResponseSchema.parse(response.body);
    const [row] = await harness.dataSource.query(`SELECT * FROM detection_report WHERE id = $1`, [id]);
    expect(row).toMatchObject({
      domain: 'reported.test',
      technology: 'WordPress',
      kind: 'false-positive',
      detail: 'The generator tag is left over from a migration.',
      reported_by: reporter.userId,
      status: 'open',
    });
    expect(row.evidence).toMatchObject({ url: 'https://reported.test', score: 71, modelVersion: 1 });
    expect(row.evidence.technologies).toHaveLength(1);
    expect(row.evidence.technologies[0]).toMatchObject({
      name: 'WordPress',
      version: '6.8.1',
      evidence: wordpressEvidence,
    });

    const missing = await reporter.client.post('/api/v2/websites/reported.test/feedback', {
      technology: 'Cloudflare',
      kind: 'missing',
      detail: 'The site is behind Cloudflare.',
    });
    expect(missing.status).toBe(201);
    const [missingRow] = await harness.dataSource.query(`SELECT * FROM detection_report WHERE id = $1`, [
      missing.body.id,
    ]);
    expect(missingRow.technology).toBe('Cloudflare');
    expect(missingRow.evidence.technologies.map((t: { name: string }) => t.name).sort()).toEqual([
      'Nginx',
      'WordPress',
    ]);
  });

  it('accepts API keys', async () => {
    const created = await reporter.client.post('/api/v2/api-keys', { name: 'feedback' });
    expect(created.status).toBe(201);
    const response = await harness
      .http()
      .post('/api/v2/websites/reported.test/feedback')
      .set('authorization', `Bearer ${created.body.key}`)
      .send({ technology: 'Nginx', kind: 'wrong-version', detail: 'It runs 1.27.' });
    expect(response.status).toBe(201);
  });

  it('limits each account to FEEDBACK_RATE_LIMIT_PER_HOUR reports an hour (429 with Retry-After)', async () => {
    const { client } = await signUp(harness);
    const body = { kind: 'missing', detail: 'Uses Cloudflare' };
    for (let i = 0; i < RATE_LIMIT; i += 1)
      expect((await client.post('/api/v2/websites/reported.test/feedback', body)).status).toBe(201);
    const limited = await client.post('/api/v2/websites/reported.test/feedback', body);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account has its own budget.
    const other = await signUp(harness);
    expect((await other.client.post('/api/v2/websites/reported.test/feedback', body)).status).toBe(201);
  });

  it('lets operators list and review reports, audited; others get 403', async () => {
    const list = '/api/v2/admin/detection-reports';
    expect((await reporter.client.get(list)).status).toBe(403);
    const [{ id }] = await harness.dataSource.query(
      `SELECT id FROM detection_report WHERE kind = 'false-positive'`,
    );
    const forbidden = await reporter.client.patch(`${list}/${id}`, { status: 'accepted' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('not-an-operator');

    const operator = await signUp(harness);
    await harness.dataSource.query(`UPDATE app_user SET role = 'admin' WHERE id = $1`, [operator.userId]);
    const page = AdminDetectionReportPageSchema.parse(
      (await operator.client.get(`${list}?kind=false-positive&status=open&q=reported`).expect(200)).body,
    );
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id, technology: 'WordPress', reportedBy: reporter.userId });
    expect((await operator.client.get(`${list}?kind=missing`).expect(200)).body.total).toBe(RATE_LIMIT + 2);
    expect((await operator.client.get(`${list}?q=nothing-like-it`).expect(200)).body.total).toBe(0);
    expect((await operator.client.get(`${list}?status=closed`)).status).toBe(400);

    const shown = await operator.client.get(`${list}/${id}`).expect(200);
    expect(shown.body.evidence.technologies[0].evidence).toEqual(wordpressEvidence);

    const reviewed = await operator.client.patch(`${list}/${id}`, {
      status: 'accepted',
      reviewNote: 'Overlay: drop the generator pattern for this theme.',
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body).toMatchObject({ status: 'accepted', reviewedBy: operator.userId });
    expect(reviewed.body.reviewedAt).not.toBeNull();
    const [audit] = await harness.dataSource.query(
      `SELECT * FROM audit_log WHERE resource = 'detection-reports' AND record_id = $1`,
      [id],
    );
    expect(audit).toMatchObject({ action: 'review', actor_id: operator.userId });
    expect(audit.before.status).toBe('open');
    expect(audit.after.status).toBe('accepted');

    const bad = await operator.client.patch(`${list}/${id}`, { status: 'done' });
    expect(bad.status).toBe(400);
    const unknown = await operator.client.patch(`${list}/00000000-0000-4000-8000-000000000000`, {
      status: 'rejected',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('detection-report-not-found');
  });

  it('documents the paths in a valid OpenAPI document', async () => {
    const document = (await harness.http().get('/api/docs.json').expect(200)).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/websites/{domain}/feedback',
        '/api/v2/admin/detection-reports',
        '/api/v2/admin/detection-reports/{id}',
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
