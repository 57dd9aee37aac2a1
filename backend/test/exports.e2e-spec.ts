import {
  BulkAnalyzeResponseSchema,
  BulkExportRecordSchema,
  CreatedApiKeySchema,
  ProblemDetailsSchema,
  type ApiKeyScope,
} from '@stacklens/contracts';
import { parse } from 'csv-parse/sync';
import type { Response as AgentResponse } from 'superagent';
import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { signUp, startHarness, waitForAnalysis, type Harness } from './support/harness';

/** A download's body, read by {@link asText}. */
function bodyText(response: { body?: unknown }): string {
  if (typeof response.body !== 'string') throw new Error(`not a text body: ${typeof response.body}`);
  return response.body;
}

/** Supertest parser reading any content type (CSV, JSON Lines) as UTF-8 text into `body`. */
const asText = (res: AgentResponse, done: (error: Error | null, body: string) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
};

/**
 * Exports of one's own data (issue 21 §2) against the real API, worker, PostgreSQL and Redis: the history (streamed
 * page by page past the keyset's page size, formulas neutralised), the monitors, and a bulk request's results as CSV
 * and JSON Lines — by session and by API key, refused without websites:read.
 */
describe('exports (history, monitors, bulk results)', () => {
  let sites: FixtureSites;
  let harness: Harness;

  beforeAll(async () => {
    sites = await startFixtureSites();
    harness = await startHarness({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: sites.resolveRules().join(','),
      ANALYZER_SKIP_DNS: 'true',
      ANALYZER_ROBOTS_TIMEOUT_MS: '3000',
    });
  });

  afterAll(async () => {
    await harness?.close();
    await sites?.close();
  });

  async function keyOf(client: Awaited<ReturnType<typeof signUp>>['client'], scopes: ApiKeyScope[]) {
    const created = await client.post('/api/v2/api-keys', { name: 'exports', scopes });
    expect(created.status).toBe(201);
    return CreatedApiKeySchema.parse(created.body).key;
  }

  it("downloads a bulk request's results as CSV and JSON Lines, in the order of the ids", async () => {
    const { client } = await signUp(harness);
    const bulk = BulkAnalyzeResponseSchema.parse(
      (
        await client.post('/api/v2/websites/analyze/bulk', {
          urls: [sites.url('wordpress.test'), sites.url('static.test'), sites.url('blocked.test')],
        })
      ).body,
    );
    const ids = bulk.items.flatMap((item) => ('id' in item ? [item.id] : []));
    expect(ids).toHaveLength(2);
    for (const id of ids) await waitForAnalysis(harness, id);

    const csv = await client
      .get(`/api/v2/websites/analyze/bulk/export?ids=${[...ids].reverse().join(',')}`)
      .buffer(true)
      .parse(asText);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="stacklens-bulk-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows: Record<string, string>[] = parse(bodyText(csv), { columns: true });
    expect(rows.map((row) => row.domain)).toEqual(['static.test', 'wordpress.test']);
    expect(rows[1]).toMatchObject({ analysis_id: ids[0], status: 'succeeded', status_code: '200' });
    expect(rows[1].technologies).toContain('WordPress 6.4.2');
    expect(rows[1].technologies).toContain('Nginx 1.24.0');
    expect(rows[0].technologies).toContain('Bootstrap 5.3.2');
    expect(Number(rows[1].score)).toBeGreaterThan(0);

    const jsonl = await client
      .get(`/api/v2/websites/analyze/bulk/export?ids=${ids.join(',')}&format=jsonl`)
      .buffer(true)
      .parse(asText);
    expect(jsonl.status).toBe(200);
    expect(jsonl.headers['content-type']).toBe('application/jsonl; charset=utf-8');
    const records = bodyText(jsonl)
      .trimEnd()
      .split('\n')
      .map((line) => BulkExportRecordSchema.parse(JSON.parse(line)));
    expect(records.map((record) => record.domain)).toEqual(['wordpress.test', 'static.test']);
    expect(records[0].technologies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'WordPress',
          version: '6.4.2',
          categories: expect.arrayContaining(['CMS']),
        }),
      ]),
    );

    const invalid = await client.get('/api/v2/websites/analyze/bulk/export?ids=not-a-uuid');
    expect(invalid.status).toBe(400);
    expect(ProblemDetailsSchema.parse(invalid.body).code).toBe('validation-failed');
    const badFormat = await client.get(`/api/v2/websites/analyze/bulk/export?ids=${ids[0]}&format=xlsx`);
    expect(badFormat.status).toBe(400);
  });

  it('streams the whole history past the page size, newest first, with formulas neutralised', async () => {
    const { client, userId } = await signUp(harness);
    const schema = harness.config.database.schema;
    // 1,201 analyses, three at each instant (ties the keyset must break by id), one whose address is a formula.
    await harness.dataSource.query(
      `INSERT INTO "${schema}".analysis (domain, url, status, status_code, error_code, requested_by, created_at, finished_at)
       SELECT 'site-' || g || '.example', 'https://site-' || g || '.example', 'failed', 504, 'timeout', $1,
              now() - (g / 3) * interval '1 minute', now() - (g / 3) * interval '1 minute'
         FROM generate_series(1, 1200) g`,
      [userId],
    );
    await harness.dataSource.query(
      `INSERT INTO "${schema}".analysis (domain, url, status, requested_by, created_at)
       VALUES ('formula.example', '=HYPERLINK("http://evil.test","click")', 'failed', $1, now())`,
      [userId],
    );

    const csv = await client.get('/api/v2/user/history/export').buffer(true).parse(asText);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="stacklens-history-[\d-]+\.csv"/);
    const text = bodyText(csv);
    expect(text.split('\r\n')[0]).toBe(
      'analysis_id,domain,url,status,status_code,error_code,score,requested_at,finished_at',
    );
    const rows: Record<string, string>[] = parse(text, { columns: true });
    expect(rows).toHaveLength(1201);
    expect(new Set(rows.map((row) => row.analysis_id)).size).toBe(1201);
    expect(rows[0]).toMatchObject({
      domain: 'formula.example',
      url: `'=HYPERLINK("http://evil.test","click")`,
    });
    expect(rows[1]).toMatchObject({ status: 'failed', status_code: '504', error_code: 'timeout' });
    const times = rows.map((row) => Date.parse(row.requested_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const jsonl = await client.get('/api/v2/user/history/export?format=jsonl').buffer(true).parse(asText);
    const lines = bodyText(jsonl).trimEnd().split('\n');
    expect(lines).toHaveLength(1201);
    expect(JSON.parse(lines[0])).toMatchObject({
      domain: 'formula.example',
      url: '=HYPERLINK("http://evil.test","click")',
    });

    // Someone else's history is not in it.
    const other = await signUp(harness);
    const empty = await other.client.get('/api/v2/user/history/export').buffer(true).parse(asText);
    expect(bodyText(empty).trim()).toBe(
      'analysis_id,domain,url,status,status_code,error_code,score,requested_at,finished_at',
    );
  });

  it('downloads the monitors; an API key needs websites:read for every export', async () => {
    const { client } = await signUp(harness);
    expect((await client.post('/api/v2/monitors', { url: 'example.com', interval: 'daily' })).status).toBe(
      201,
    );
    expect((await client.post('/api/v2/monitors', { url: 'example.org' })).status).toBe(201);

    const reader = await keyOf(client, ['websites:read']);
    const csv = await harness
      .http()
      .get('/api/v2/monitors/export')
      .set('authorization', `Bearer ${reader}`)
      .buffer(true)
      .parse(asText);
    expect(csv.status).toBe(200);
    const rows: Record<string, string>[] = parse(bodyText(csv), { columns: true });
    expect(rows.map((row) => [row.domain, row.interval])).toEqual([
      ['example.com', 'daily'],
      ['example.org', 'weekly'],
    ]);
    expect(rows[0].next_run_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const writer = await keyOf(client, ['analyses:write']);
    for (const path of [
      '/api/v2/monitors/export',
      '/api/v2/user/history/export',
      `/api/v2/websites/analyze/bulk/export?ids=${rows[0].monitor_id}`,
    ]) {
      const refused = await harness.http().get(path).set('authorization', `Bearer ${writer}`);
      expect(refused.status).toBe(403);
      expect(ProblemDetailsSchema.parse(refused.body).code).toBe('insufficient-scope');
      const anonymous = await harness.http().get(path);
      expect(anonymous.status).toBe(401);
    }
  });
});
