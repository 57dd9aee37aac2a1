import request from 'supertest';
import { startHarness, type Harness } from './support/harness';

/** `GET /metrics` of the API: Prometheus text for the scraper's token only. */
describe('metrics', () => {
  const token = 'scraper-token-0123456789';
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ METRICS_TOKEN: token });
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('refuses a scraper without the token with a problem document', async () => {
    const anonymous = await harness.http().get('/metrics');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'metrics-unauthorized' });
    const wrong = await harness.http().get('/metrics').set('authorization', 'Bearer wrong-token-0123456789');
    expect(wrong.status).toBe(401);
  });

  it('exposes request latencies by route pattern, queue depths and process metrics', async () => {
    await harness.http().get('/api/v1/websites/unknown-domain.com').expect(404);
    await harness.http().get('/api/v1/websites/another-domain.org').expect(404);
    await harness.http().get('/api/no-such-route').expect(404);
    const response = await request(harness.api.getHttpServer())
      .get('/metrics')
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    const text = response.text;
    const count = text
      .split('\n')
      .find(
        (line) =>
          line.startsWith('http_request_duration_seconds_count') && line.includes('/api/v1/websites/:domain'),
      );
    expect(count).toMatch(/method="GET"/);
    expect(count).toMatch(/status_code="404"/);
    expect(count).toMatch(/ 2$/);
    // An unknown path is labelled by the pattern that caught it, never by itself: the label set stays bounded.
    expect(text).not.toContain('no-such-route');
    expect(text).toMatch(/stacklens_queue_jobs\{[^}]*queue="analysis"[^}]*state="waiting"[^}]*\} 0/);
    expect(text).toMatch(/stacklens_queue_jobs\{[^}]*queue="webhooks"/);
    expect(text).toMatch(/process_resident_memory_bytes\{process="api"\}/);
  });
});
