import {
  CreatedApiKeySchema,
  LIST_CSV_COLUMNS,
  ListWebsiteRowSchema,
  ListWebsitesPageSchema,
  PRICING,
  ProblemDetailsSchema,
  type ApiKeyScope,
  type ListWebsiteRow,
} from '@stacklens/contracts';
import { parse } from 'csv-parse/sync';
import type { INestApplication } from '@nestjs/common';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MAX_CONCURRENT_EXPORTS, MAX_EXPORTS_PER_PROCESS } from '../src/modules/lists/export-slots';
import { versionKey } from '../src/modules/lists/version-filter';
import { WebsitesService } from '../src/modules/websites/websites.service';
import { signUp, startApiReplica, startHarness, type Harness } from './support/harness';
import { insertWebsites, slugOf } from './support/websites-fixture';

/**
 * Technology lists (`GET /api/v2/lists/websites`, issue 21) against the real API, PostgreSQL and Redis: an integrator
 * with a paid key lists the websites running jQuery <3.5 as JSON pages, CSV and JSON Lines; a free account gets the
 * capped preview; a removed (hidden) domain never appears; the monthly allowance runs out; a key without
 * `lists:read` is refused.
 */
describe('Technology lists (API)', () => {
  let harness: Harness;
  let jquery: string;

  const OLD = ['old-a.example', 'old-b.example', 'old-c.example'];
  const NEWER = ['new-a.example', 'new-b.example'];
  const BULK = Array.from({ length: 12 }, (_, index) => `bulk-${String(index).padStart(2, '0')}.example`);

  beforeAll(async () => {
    harness = await startHarness();
    jquery = await slugOf(harness.dataSource, 'jQuery');
    await insertWebsites(harness.dataSource, [
      { domain: 'old-a.example', score: 70, techs: [['jQuery', '1.12.4'], 'Nginx'] },
      { domain: 'old-b.example', score: 40, techs: [['jQuery', '3.4.1']] },
      { domain: 'old-c.example', score: 55, techs: [['jQuery', 'v2.2.4-rc1']] },
      { domain: 'new-a.example', score: 90, techs: [['jQuery', '3.5.0']] },
      { domain: 'new-b.example', score: 80, techs: [['jQuery', '3.7.1']] },
      { domain: 'noversion.example', score: 60, techs: ['jQuery'] },
      { domain: 'beta.example', score: 60, techs: [['jQuery', 'beta']] },
      { domain: 'removed-old.example', score: 50, techs: [['jQuery', '1.11.0']], hidden: true },
      { domain: 'to-remove.example', score: 50, techs: [['jQuery', '1.10.2']] },
      { domain: 'nginx-only.example', score: 50, techs: ['Nginx'] },
      ...BULK.map((domain) => ({ domain, score: 65, techs: [['jQuery', '3.6.0'] as [string, string]] })),
    ]);
    // old-a has run jQuery for 30 days (its open history row); the others have no history row.
    await harness.dataSource.query(
      `INSERT INTO website_technology_history (website_id, technology_id, first_seen_at, last_seen_at, first_version, last_version)
       SELECT w.id, t.id, now() - interval '30 days', now(), '1.12.4', '1.12.4'
         FROM website w, technology t WHERE w.domain = 'old-a.example' AND t.name = 'jQuery'`,
    );
  });

  afterAll(async () => {
    await harness?.close();
  });

  /** A verified account on `plan` with a key holding `scopes` (lists:read by default). */
  async function integrator(plan: 'free' | 'payg' | 'pro', scopes: ApiKeyScope[] = ['lists:read']) {
    const account = await signUp(harness);
    if (plan !== 'free')
      await harness.dataSource.query(`UPDATE app_user SET plan = 'paid', billing_plan = $2 WHERE id = $1`, [
        account.userId,
        plan,
      ]);
    const created = await account.client.post('/api/v2/api-keys', { name: 'lists', scopes });
    expect(created.status).toBe(201);
    const key = CreatedApiKeySchema.parse(created.body).key;
    const get = (path: string) => harness.http().get(path).set('authorization', `Bearer ${key}`);
    const used = async () => {
      const rows: { used: number }[] = await harness.dataSource.query(
        `SELECT used FROM list_usage WHERE user_id = $1`,
        [account.userId],
      );
      return rows[0]?.used ?? 0;
    };
    return { ...account, key, get, used };
  }

  function expectProblem(response: { status: number; body: unknown }, status: number, code: string) {
    expect({ status: response.status, code: (response.body as { code?: string }).code }).toEqual({
      status,
      code,
    });
    return ProblemDetailsSchema.parse(response.body);
  }

  const domainsOf = (rows: { domain: string }[]) => rows.map((row) => row.domain).sort();

  it('a paid key lists the websites running jQuery <3.5 as JSON pages, following the cursor', async () => {
    const { get, used } = await integrator('pro');
    const first = await get(
      `/api/v2/lists/websites?technology=${jquery}&version=${encodeURIComponent('<3.5')}&limit=2`,
    );
    expect(first.status).toBe(200);
    const page = ListWebsitesPageSchema.parse(first.body);
    expect(page).toMatchObject({ total: 4, preview: false, upgradeUrl: null });
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    const rows: ListWebsiteRow[] = [...page.items];
    let cursor = page.nextCursor;
    while (cursor) {
      const next = await get(
        `/api/v2/lists/websites?technology=${jquery}&version=%3C3.5&limit=2&cursor=${cursor}`,
      );
      expect(next.status).toBe(200);
      const nextPage = ListWebsitesPageSchema.parse(next.body);
      expect(nextPage.total).toBeNull();
      rows.push(...nextPage.items);
      cursor = nextPage.nextCursor;
    }
    // 3.5.0 and later, no version, a version without digits and the hidden domain are not in it.
    expect(domainsOf(rows)).toEqual([...OLD, 'to-remove.example'].sort());
    expect(new Set(rows.map((row) => row.domain)).size).toBe(rows.length);
    const oldA = rows.find((row) => row.domain === 'old-a.example')!;
    expect(oldA).toMatchObject({
      url: 'https://old-a.example',
      technology: jquery,
      version: '1.12.4',
      score: 70,
    });
    expect(Date.now() - Date.parse(oldA.firstSeenAt)).toBeGreaterThan(29 * 86_400_000);
    expect(rows.find((row) => row.domain === 'old-c.example')!.version).toBe('v2.2.4-rc1');
    // Every row delivered was charged, nothing else.
    expect(await used()).toBe(4);
  });

  it('version filters: ranges, x-ranges, exact strings, dates', async () => {
    const { get } = await integrator('pro');
    const list = async (query: string) => {
      const response = await get(`/api/v2/lists/websites?technology=${jquery}&${query}`);
      expect(response.status).toBe(200);
      return domainsOf(ListWebsitesPageSchema.parse(response.body).items);
    };
    expect(await list(`version=${encodeURIComponent('>=3.5 <3.6')}`)).toEqual(['new-a.example']);
    expect(await list(`version=3.x`)).toEqual(
      ['new-a.example', 'new-b.example', 'old-b.example', ...BULK].sort(),
    );
    expect(await list(`version=${encodeURIComponent('2.2.x')}`)).toEqual(['old-c.example']);
    expect(await list(`version=beta`)).toEqual(['beta.example']);
    expect(await list(`version=3.4.1`)).toEqual(['old-b.example']);
    // An exact filter is the string as detected: "3.4" is not 3.4.1.
    expect(await list(`version=3.4`)).toEqual([]);
    expect(await list(`version=${encodeURIComponent('< 1.12')}`)).toEqual(['to-remove.example']);
    expect(
      await list(`version=%3C3.5&firstSeenSince=${new Date(Date.now() - 86_400_000).toISOString()}`),
    ).toEqual(['old-b.example', 'old-c.example', 'to-remove.example']);
    expect(await list(`version=%3C3.5&seenSince=2999-01-01`)).toEqual([]);
    const invalid = await get(
      `/api/v2/lists/websites?technology=${jquery}&version=${encodeURIComponent('<abc')}`,
    );
    expectProblem(invalid, 400, 'validation-failed');
    expectProblem(await get(`/api/v2/lists/websites?technology=no-such-tech`), 404, 'technology-not-found');
    expectProblem(await get(`/api/v2/lists/websites?version=1.x`), 400, 'validation-failed');
    expectProblem(
      await get(`/api/v2/lists/websites?technology=${jquery}&cursor=bm9wZQ`),
      400,
      'invalid-cursor',
    );
  });

  it('lists by category: every technology of it, or a technology only when it belongs to the category', async () => {
    const { get } = await integrator('pro');
    const byCategory = await get('/api/v2/lists/websites?category=javascript-libraries&version=%3C3.5');
    expect(byCategory.status).toBe(200);
    const rows = ListWebsitesPageSchema.parse(byCategory.body).items;
    expect(domainsOf(rows)).toEqual(expect.arrayContaining(OLD));
    expect(new Set(rows.map((row) => row.technology))).toEqual(new Set([jquery]));
    expect(rows.map((row) => row.domain)).not.toContain('removed-old.example');
    const outside = ListWebsitesPageSchema.parse(
      (await get(`/api/v2/lists/websites?technology=${jquery}&category=web-servers`)).body,
    );
    expect(outside).toMatchObject({ items: [], total: 0, nextCursor: null });
    expectProblem(await get('/api/v2/lists/websites?category=no-such-category'), 404, 'category-not-found');
  });

  it('streams the list as CSV (format=csv or Accept: text/csv) and as JSON Lines, the same rows as the pages', async () => {
    const { get, used } = await integrator('pro');
    const byFormat = await get(`/api/v2/lists/websites?technology=${jquery}&version=%3C3.5&format=csv`);
    expect(byFormat.status).toBe(200);
    expect(byFormat.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(byFormat.headers['content-disposition']).toBe(
      `attachment; filename="stacklens-${jquery}-websites.csv"`,
    );
    expect(byFormat.headers['x-total-count']).toBe('4');
    const records = parse(byFormat.text, { columns: true }) as ({ domain: string } & Record<
      string,
      string
    >)[];
    expect(byFormat.text.split('\n')[0]).toBe(LIST_CSV_COLUMNS.join(','));
    expect(domainsOf(records)).toEqual([...OLD, 'to-remove.example'].sort());
    expect(records.find((record) => record.domain === 'old-a.example')).toMatchObject({
      url: 'https://old-a.example',
      technology: jquery,
      version: '1.12.4',
      score: '70',
    });

    const byAccept = await get(`/api/v2/lists/websites?technology=${jquery}&version=%3C3.5`).set(
      'accept',
      'text/csv',
    );
    expect(byAccept.status).toBe(200);
    expect(byAccept.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(byAccept.text).toBe(byFormat.text);

    const jsonl = await get(`/api/v2/lists/websites?technology=${jquery}&format=jsonl`)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      });
    expect(jsonl.status).toBe(200);
    expect(jsonl.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = (jsonl.body as string)
      .trim()
      .split('\n')
      .map((line) => ListWebsiteRowSchema.parse(JSON.parse(line)));
    expect(lines).toHaveLength(OLD.length + NEWER.length + BULK.length + 3);
    expect(lines.map((line) => line.domain)).not.toContain('removed-old.example');
    expect(await used()).toBe(4 + 4 + lines.length);
  });

  it('a free account gets the first 10 rows and the total, free of charge; no further page, no export', async () => {
    const { get, used } = await integrator('free');
    const response = await get(`/api/v2/lists/websites?technology=${jquery}`);
    expect(response.status).toBe(200);
    const page = ListWebsitesPageSchema.parse(response.body);
    expect(page).toMatchObject({
      total: OLD.length + NEWER.length + BULK.length + 3,
      preview: true,
      nextCursor: null,
      upgradeUrl: 'http://stacklens.test/pricing',
      allowance: null,
    });
    expect(page.items).toHaveLength(10);
    const paid = await integrator('payg');
    const paidPage = ListWebsitesPageSchema.parse(
      (await paid.get(`/api/v2/lists/websites?technology=${jquery}&limit=10`)).body,
    );
    expect(page.items).toEqual(paidPage.items);

    const cursor = paidPage.nextCursor!;
    const further = await get(`/api/v2/lists/websites?technology=${jquery}&cursor=${cursor}`);
    expect(expectProblem(further, 402, 'lists-paid-plan-required').detail).toContain(
      'http://stacklens.test/pricing',
    );
    expectProblem(
      await get(`/api/v2/lists/websites?technology=${jquery}&format=csv`),
      402,
      'lists-paid-plan-required',
    );
    expectProblem(
      await get(`/api/v2/lists/websites?technology=${jquery}`).set('accept', 'text/csv'),
      402,
      'lists-paid-plan-required',
    );
    expect(await used()).toBe(0);
  });

  it('a domain removed after it was listed never appears again, in pages, counts or exports', async () => {
    const { get } = await integrator('pro');
    const before = ListWebsitesPageSchema.parse(
      (await get(`/api/v2/lists/websites?technology=${jquery}&version=1.10.2`)).body,
    );
    expect(domainsOf(before.items)).toEqual(['to-remove.example']);
    // What approving a removal request does (RemovalsAdminService.approve → WebsitesService.hideDomain).
    const websites = harness.api.get(WebsitesService);
    await harness.dataSource.transaction((manager) => websites.hideDomain(manager, 'to-remove.example'));

    for (const filter of ['1.10.2', '1.11.0', '<2']) {
      const page = ListWebsitesPageSchema.parse(
        (await get(`/api/v2/lists/websites?technology=${jquery}&version=${encodeURIComponent(filter)}`)).body,
      );
      expect(page.items.map((row) => row.domain)).not.toContain('to-remove.example');
      expect(page.items.map((row) => row.domain)).not.toContain('removed-old.example');
    }
    const exact = ListWebsitesPageSchema.parse(
      (await get(`/api/v2/lists/websites?technology=${jquery}&version=1.11.0`)).body,
    );
    expect(exact).toMatchObject({ items: [], total: 0, nextCursor: null });
    const csv = await get(`/api/v2/lists/websites?technology=${jquery}&format=csv`);
    expect(csv.text).not.toMatch(/removed-old\.example|to-remove\.example/);
  });

  it('the monthly allowance: a page is cut to what is left, then 429 until next month; an export needs it whole', async () => {
    const { get, userId, used } = await integrator('payg');
    const limit = PRICING.listRowsPerMonth.payg;
    await harness.dataSource.query(
      `INSERT INTO list_usage (user_id, period_start, used) VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, $2)`,
      [userId, limit - 10],
    );
    // An export of 19 or 20 rows (the visible jQuery websites) with 10 left is refused whole, and costs nothing.
    const tooLarge = await get(`/api/v2/lists/websites?technology=${jquery}&format=csv`);
    expect(expectProblem(tooLarge, 429, 'list-allowance-exhausted').detail).toMatch(
      /has (19|20) rows and 10 of/,
    );
    expect(Number(tooLarge.headers['retry-after'])).toBeGreaterThan(0);
    expect(await used()).toBe(limit - 10);

    // Concurrent pages near the limit never grant more than it together.
    await harness.dataSource.query(`UPDATE list_usage SET used = $2 WHERE user_id = $1`, [userId, limit - 7]);
    const pages = await Promise.all(
      [1, 2, 3].map(() => get(`/api/v2/lists/websites?technology=${jquery}&limit=5`)),
    );
    const delivered = pages
      .filter((response) => response.status === 200)
      .reduce((sum, response) => sum + ListWebsitesPageSchema.parse(response.body).items.length, 0);
    expect(delivered).toBe(7);
    for (const response of pages.filter((response) => response.status !== 200))
      expectProblem(response, 429, 'list-allowance-exhausted');
    const cut = pages.map((response) => response.body as { items?: unknown[]; nextCursor?: string | null });
    expect(cut.some((body) => body.items?.length === 2 && body.nextCursor)).toBe(true);
    expect(await used()).toBe(limit);

    const exhausted = await get(`/api/v2/lists/websites?technology=${jquery}&limit=5`);
    expectProblem(exhausted, 429, 'list-allowance-exhausted');
    expect(Number(exhausted.headers['retry-after'])).toBeGreaterThan(0);
    // Pro's allowance is its own.
    expect(PRICING.listRowsPerMonth.pro).toBeGreaterThan(limit);
  });

  it('a key without lists:read gets 403 insufficient-scope; a browser session may list', async () => {
    const { get, client } = await integrator('pro', ['websites:read', 'analyses:write']);
    const refused = await get(`/api/v2/lists/websites?technology=${jquery}`);
    expect(expectProblem(refused, 403, 'insufficient-scope').detail).toContain('lists:read');
    expect(refused.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="lists:read"');
    const session = await client.get(`/api/v2/lists/websites?technology=${jquery}`);
    expect(session.status).toBe(200);
    expectProblem(
      await harness.http().get(`/api/v2/lists/websites?technology=${jquery}`),
      401,
      'sign-up-required',
    );
  });

  it('streams with backpressure: a client that stops reading stops the database cursor, and unsent rows are given back', async () => {
    // 90,000 websites with Nginx (about 14 MB of CSV), far more than the socket buffers between a paused client and
    // the API hold.
    const rows = 90_000;
    await harness.dataSource.query(
      `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code)
       SELECT 'stream-' || g || '.example', 'https://stream-' || g || '.example', 'https', 60, 'warning', 1, 200
         FROM generate_series(1, $1::integer) AS g`,
      [rows],
    );
    await harness.dataSource.query(
      `INSERT INTO website_technology (website_id, technology_id, version, confidence)
       SELECT w.id, t.id, '1.' || (random() * 20)::integer, 100
         FROM website w, technology t WHERE w.domain LIKE 'stream-%' AND t.name = 'Nginx'`,
    );
    const { key, used } = await integrator('pro');
    const nginx = await slugOf(harness.dataSource, 'Nginx');
    const server = harness.api.getHttpServer() as http.Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const answer = await new Promise<{ status?: number; total: number; bytes: number }>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: `/api/v2/lists/websites?technology=${nginx}&format=csv`,
          headers: { authorization: `Bearer ${key}` },
        },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            response.pause();
            // Stop reading for a while, then go away.
            setTimeout(() => {
              request.destroy();
              resolve({
                status: response.statusCode,
                total: Number(response.headers['x-total-count']),
                bytes: chunk.length,
              });
            }, 1500);
          });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET') reject(error);
      });
    });
    expect(answer.status).toBe(200);
    expect(answer.bytes).toBeGreaterThan(0);
    // The fixture's other Nginx websites are in the list too.
    expect(answer.total).toBeGreaterThanOrEqual(rows);
    const total = answer.total;

    // Charged whole before streaming, then given back all but what was produced before the client went away.
    let charged = total;
    for (let attempt = 0; attempt < 50 && charged === total; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      charged = await used();
    }
    expect(charged).toBeGreaterThan(0);
    expect(charged).toBeLessThan(total / 2);
    // The connection went back to the pool: the next request is served.
    const page = await harness
      .http()
      .get(`/api/v2/lists/websites?technology=${nginx}&limit=5`)
      .set('authorization', `Bearer ${key}`);
    expect(page.status).toBe(200);
    expect(ListWebsitesPageSchema.parse(page.body).items).toHaveLength(5);
  });

  describe('export concurrency: slow readers cannot take the database pool', () => {
    // The backpressure test's 90,000 Nginx websites: half of them (versions below 1.10) is far more than socket
    // buffers hold, so a paused export keeps streaming — and keeps its database connection.
    let replica: INestApplication;
    let exportPath: string;

    beforeAll(async () => {
      replica = await startApiReplica(harness);
      const nginx = await slugOf(harness.dataSource, 'Nginx');
      exportPath = `/api/v2/lists/websites?technology=${nginx}&version=${encodeURIComponent('<1.10')}&format=csv`;
    });

    afterAll(async () => {
      await replica?.close();
    });

    /** The port `api` listens on (listening first if it does not yet). */
    async function portOf(api: INestApplication): Promise<number> {
      const server = api.getHttpServer() as http.Server;
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    }

    /** An export whose client reads the first chunk and then stops reading (status and body of a refusal). */
    async function pausedExport(api: INestApplication, key: string) {
      const port = await portOf(api);
      return new Promise<{ status?: number; code?: string; close: () => void }>((resolve, reject) => {
        const request = http.get(
          { host: '127.0.0.1', port, path: exportPath, headers: { authorization: `Bearer ${key}` } },
          (response) => {
            if (response.statusCode !== 200) {
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => (text += chunk));
              response.on('end', () =>
                resolve({
                  status: response.statusCode,
                  code: (JSON.parse(text) as { code?: string }).code,
                  close: () => undefined,
                }),
              );
              return;
            }
            response.once('data', () => response.pause());
            resolve({ status: response.statusCode, close: () => request.destroy() });
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ECONNRESET') reject(error);
        });
      });
    }

    /** Retries an export until it is served (slots are given back asynchronously when clients go away). */
    async function servedAgain(api: INestApplication, key: string): Promise<number | undefined> {
      let status: number | undefined = 429;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const next = await pausedExport(api, key);
        status = next.status;
        next.close();
      }
      return status;
    }

    it('at most MAX_CONCURRENT_EXPORTS exports of one account at once, across API instances', async () => {
      const { key } = await integrator('pro');
      const open = [];
      for (let i = 0; i < MAX_CONCURRENT_EXPORTS; i += 1) open.push(await pausedExport(harness.api, key));
      expect(open.map((e) => e.status)).toEqual(Array(MAX_CONCURRENT_EXPORTS).fill(200));
      // The same account on the other instance: refused too (the count is in Redis, not per process).
      const onReplica = await pausedExport(replica, key);
      onReplica.close();
      expect([onReplica.status, onReplica.code]).toEqual([429, 'too-many-exports']);
      const onFirst = await harness.http().get(exportPath).set('authorization', `Bearer ${key}`);
      expect([onFirst.status, onFirst.body.code]).toEqual([429, 'too-many-exports']);
      // Pages are not exports: still served.
      const page = await harness
        .http()
        .get(exportPath.replace('format=csv', 'limit=5'))
        .set('authorization', `Bearer ${key}`);
      expect(page.status).toBe(200);
      // Once the clients go away, their slots are free again.
      for (const e of open) e.close();
      expect(await servedAgain(replica, key)).toBe(200);
    });

    it('at most MAX_EXPORTS_PER_PROCESS exports of all accounts on one instance: the pool keeps connections', async () => {
      const accounts = await Promise.all(
        Array.from({ length: Math.ceil(MAX_EXPORTS_PER_PROCESS / MAX_CONCURRENT_EXPORTS) + 1 }, () =>
          integrator('pro'),
        ),
      );
      const open = [];
      for (let i = 0; i < MAX_EXPORTS_PER_PROCESS; i += 1)
        open.push(await pausedExport(harness.api, accounts[Math.floor(i / MAX_CONCURRENT_EXPORTS)].key));
      expect(open.map((e) => e.status)).toEqual(Array(MAX_EXPORTS_PER_PROCESS).fill(200));
      const last = accounts[accounts.length - 1];
      const busy = await harness.http().get(exportPath).set('authorization', `Bearer ${last.key}`);
      expect([busy.status, busy.body.code, busy.headers['retry-after']]).toEqual([503, 'exports-busy', '5']);
      // Another instance has its own pool: the same account is served there.
      const elsewhere = await pausedExport(replica, last.key);
      elsewhere.close();
      expect(elsewhere.status).toBe(200);
      // While the exports stream, this instance still answers pages.
      const page = await harness
        .http()
        .get(exportPath.replace('format=csv', 'limit=5'))
        .set('authorization', `Bearer ${last.key}`);
      expect(page.status).toBe(200);
      for (const e of open) e.close();
      expect(await servedAgain(harness.api, last.key)).toBe(200);
    });
  });

  it('documents the operation, its scope and its formats in a valid OpenAPI document', async () => {
    const document = (await harness.http().get('/api/docs.json').expect(200)).body;
    const operation = document.paths['/api/v2/lists/websites'].get;
    expect(operation['x-required-scope']).toBe('lists:read');
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(['200', '400', '402', '403', '404', '429']),
    );
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['technology', 'version', 'category', 'seenSince', 'cursor', 'limit', 'format']),
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

  it('stacklens_version_key (SQL) reads versions as semver.coerce does', async () => {
    const versions = [
      '1.12.4',
      'v3.5.0-rc.1',
      '1.12.4.2',
      '2',
      '10.0',
      '1.2.3abc',
      'x1.2',
      'beta',
      '',
      'jquery-3.4.1.min',
      '2024.1',
      '0.0.0',
    ];
    const rows: { version: string; key: string[] | null }[] = await harness.dataSource.query(
      `SELECT v AS version, stacklens_version_key(v) AS key FROM unnest($1::text[]) AS v`,
      [versions],
    );
    for (const row of rows)
      expect({ version: row.version, key: row.key }).toEqual({
        version: row.version,
        key: versionKey(row.version),
      });
  });
});
