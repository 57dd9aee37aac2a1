import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { RemovalRequestResponseSchema } from '@stacklens/contracts';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { configureHttpApp } from '../src/app.setup';
import { RemovalsAdminService } from '../src/modules/removals/removals-admin.service';
import { signUp, startHarness, type Harness } from './support/harness';
import { insertWebsites, slugOf } from './support/websites-fixture';

/** Remove Domain: filing (idempotent while pending), validation, approval hides the website everywhere. */
describe('removal requests (/api/v2/websites/remove)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ INSIGHTS_CACHE_TTL_SECONDS: '600' });
    await insertWebsites(harness.dataSource, [
      { domain: 'remove-me.test', score: 97, techs: [['WordPress', '6.8.1'], 'Nginx'], analysedDaysAgo: 1 },
      { domain: 'keep-me.test', score: 60, techs: [['WordPress', '6.8.1'], 'Nginx'], analysedDaysAgo: 1 },
    ]);
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('files a pending request once per domain, normalising the address', async () => {
    const client = harness.client();
    const first = await client.post('/api/v2/websites/remove', {
      url: 'HTTPS://www.Remove-Me.test/some/page',
    });
    expect(first.status).toBe(200);
    const body = RemovalRequestResponseSchema.parse(first.body);
    expect(body).toMatchObject({ domain: 'remove-me.test', status: 'pending', alreadyPending: false });

    const again = await harness
      .client()
      .post('/api/v2/websites/remove', { url: 'remove-me.test', reason: 'Mine' });
    expect(again.body).toMatchObject({ id: body.id, alreadyPending: true });
    const rows = await harness.dataSource.query(`SELECT * FROM removal_request`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ url: 'https://remove-me.test', status: 'pending', requested_by: null });
  });

  it('records the signed-in requester', async () => {
    const { client, userId } = await signUp(harness, { verify: false });
    const response = await client.post('/api/v2/websites/remove', {
      url: 'other-site.test',
      email: 'Me@Example.com',
    });
    expect(response.status).toBe(200);
    const [row] = await harness.dataSource.query(
      `SELECT * FROM removal_request WHERE domain = 'other-site.test'`,
    );
    expect(row).toMatchObject({ requested_by: userId, email: 'me@example.com' });
  });

  it('rejects addresses that are not websites (400 invalid-url)', async () => {
    const client = harness.client();
    const invalid = await client.post('/api/v2/websites/remove', { url: 'not a url' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 'invalid-url' });
    const empty = await client.post('/api/v2/websites/remove', { url: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('validation-failed');
  });

  it('hides the website from the result, similar websites, catalogue and insights once approved', async () => {
    const http = () => harness.http();
    await http().get('/api/v1/websites/remove-me.test').expect(200);
    // Warm the insights cache: approval must invalidate it.
    const before = await http().get('/api/v1/insights/websites/awesome?numOfDays=7').expect(200);
    expect(before.body.items.map((item: { domain: string }) => item.domain)).toContain('remove-me.test');

    const [{ id }] = await harness.dataSource.query(
      `SELECT id FROM removal_request WHERE domain = 'remove-me.test'`,
    );
    const { userId: operatorId } = await signUp(harness, { verify: false });
    const approved = await harness.api.get(RemovalsAdminService).approve(id, operatorId);
    expect(approved).toMatchObject({ status: 'approved', domain: 'remove-me.test' });
    await expect(harness.api.get(RemovalsAdminService).approve(id, operatorId)).rejects.toMatchObject({
      code: 'removal-not-pending',
    });

    const result = await http().get('/api/v1/websites/remove-me.test').expect(404);
    expect(result.body.code).toBe('website-not-found');
    const similar = await http().get('/api/v1/websites/similar-ranked/index?limit=5').expect(200);
    expect(similar.body.websites.map((w: { domain: string }) => w.domain)).toEqual(['keep-me.test']);
    const wordpress = await slugOf(harness.dataSource, 'WordPress');
    const detail = await http().get(`/api/v1/technologies/${wordpress}`).expect(200);
    expect(detail.body.websiteCount).toBe(1);
    expect(detail.body.topWebsites.map((w: { domain: string }) => w.domain)).toEqual(['keep-me.test']);
    const after = await http().get('/api/v1/insights/websites/awesome?numOfDays=7').expect(200);
    expect(after.body.items.map((item: { domain: string }) => item.domain)).toEqual(['keep-me.test']);

    // A new request for the domain can be filed again (nothing pending any more).
    const renewed = await harness.client().post('/api/v2/websites/remove', { url: 'remove-me.test' });
    expect(renewed.body).toMatchObject({ alreadyPending: false });
  });

  it('drops the insights of every API process, not only of the one approving', async () => {
    await insertWebsites(harness.dataSource, [
      { domain: 'elsewhere.test', score: 99, techs: ['Nginx'], analysedDaysAgo: 1 },
    ]);
    // A second API process on the same database and Redis (another replica behind the load balancer).
    let other: INestApplication | undefined;
    try {
      other = configureHttpApp(
        await NestFactory.create(AppModule.forRoot(harness.config), { bufferLogs: true }),
      );
      await other.init();
      const awesome = async () => {
        const response = await request(other!.getHttpServer())
          .get('/api/v1/insights/websites/awesome?numOfDays=30') // a window no test has cached yet
          .expect(200);
        return response.body.items.map((item: { domain: string }) => item.domain);
      };
      expect(await awesome()).toContain('elsewhere.test');

      const filed = await harness.client().post('/api/v2/websites/remove', { url: 'elsewhere.test' });
      const { userId: operatorId } = await signUp(harness, { verify: false });
      await harness.api.get(RemovalsAdminService).approve(filed.body.id, operatorId);

      // The invalidation reaches the other process over pub/sub: within a few seconds, not the 600 s TTL.
      const deadline = Date.now() + 5000;
      while ((await awesome()).includes('elsewhere.test') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await awesome()).not.toContain('elsewhere.test');
    } finally {
      await other?.close();
    }
  });
});
