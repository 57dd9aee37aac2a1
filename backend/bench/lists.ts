/**
 * Technology lists at scale (`npm run bench:lists [-- --scale 0.05] [-- --fresh]` at the repository root, which
 * builds first): seeds a benchmark schema `bench_lists_<scale>` (its own schema in DATABASE_URL's database, kept
 * between runs; `--fresh` seeds it again) with `1,000,000 × scale` websites and `20 × that` detections
 * (website_technology, each with its open website_technology_history row) by generate_series, one technology
 * (jQuery) on 10 % of the websites with a spread of versions, 0.1 % of websites hidden (removed). Then it starts
 * the real API from `backend/dist` on a free port against that schema and measures, through HTTP with a paid API
 * key:
 * - p50/p99 of a filtered list page (`technology=jquery&version=<3.5&limit=100`): first pages (with the total
 *   count) and pages following a cursor;
 * - time to first byte and total time of the full CSV export of jQuery (10 % of the sites), and its size;
 * and prints, side by side with each query's time, the same query without the lists indexes (a reference: dropped
 * inside a rolled-back transaction), and the EXPLAIN (ANALYZE, BUFFERS) plans. It asserts nothing.
 */
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { INestApplication } from '@nestjs/common';
import type { DataSource } from 'typeorm';

const backendDir = path.resolve(__dirname, '..');
const requireBackend = createRequire(path.join(backendDir, 'package.json'));
/** The built backend (the API as it runs in production: Nest needs the decorator metadata tsc emits). */
const dist = (file: string) => requireBackend(path.join(backendDir, 'dist', file));

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return undefined;
  return process.argv[index + 1];
}

const SCALE = Number(argument('scale') ?? process.env.BENCH_SCALE ?? 1);
const FRESH = process.argv.includes('--fresh');
const PAGE_REQUESTS = Number(argument('pages') ?? 200);
const EXPORT_RUNS = Number(argument('exports') ?? 3);
if (!(SCALE > 0 && SCALE <= 10)) throw new Error('--scale is a number in (0, 10]');
const WEBSITES = Math.round(1_000_000 * SCALE);
const DETECTIONS_PER_WEBSITE = 20;
const SCHEMA = `bench_lists_${String(SCALE).replace(/\W/g, '_')}`;
/** jQuery versions seeded (cycled), a few without digits: what the version filter must cope with. */
const JQUERY_VERSIONS = [
  '1.4.2',
  '1.7.1',
  '1.8.3',
  '1.9.1',
  '1.10.2',
  '1.11.0',
  '1.11.3',
  '1.12.4',
  '2.1.4',
  '2.2.4',
  '3.1.1',
  '3.2.1',
  '3.3.1',
  '3.4.1',
  '3.5.0',
  '3.5.1',
  '3.6.0',
  '3.6.4',
  '3.7.0',
  '3.7.1',
  'v3.7.1-min',
  'latest',
  'unknown',
];

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function seed(dataSource: DataSource): Promise<void> {
  console.log(`Seeding ${SCHEMA}: ${WEBSITES} websites, ${WEBSITES * DETECTIONS_PER_WEBSITE} detections…`);
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  const [{ jquery }]: { jquery: number }[] = await dataSource.query(
    `SELECT id AS jquery FROM technology WHERE name = 'jQuery'`,
  );
  // A bulk load: the detection tables' indexes (the primary key of website_technology included) are dropped and
  // built again once the rows are in, which is many times faster than maintaining them row by row.
  const indexes: { indexname: string; indexdef: string }[] = await dataSource.query(
    `SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename IN ('website_technology', 'website_technology_history')
        AND indexname NOT IN ('website_technology_pkey', 'website_technology_history_pkey')`,
  );
  for (const index of indexes) await dataSource.query(`DROP INDEX "${index.indexname}"`);
  await dataSource.query(`ALTER TABLE website_technology DROP CONSTRAINT website_technology_pkey`);
  const batch = 100_000;
  for (let from = 1; from <= WEBSITES; from += batch) {
    const to = Math.min(WEBSITES, from + batch - 1);
    await dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code, hidden, created_at, updated_at)
         SELECT 'site-' || g || '.example', 'https://site-' || g || '.example', 'https', s, CASE WHEN s >= 90 THEN 'success' WHEN s >= 50 THEN 'warning' ELSE 'error' END,
                2, 200, g % 1000 = 0, now() - (g % 400) * interval '1 day', now() - (g % 30) * interval '1 day'
           FROM generate_series($1::integer, $2::integer) AS g, LATERAL (SELECT ((g::bigint * 7919) % 101)::integer AS s) AS score`,
        [from, to],
      );
      // jQuery on every 10th website (versions cycled); 19–20 other technologies per website (fewer when the draw
      // repeats one), skewed towards the first technologies of the catalogue (a few are everywhere, most are rare),
      // never jQuery.
      await manager.query(
        `WITH techs AS (SELECT array_agg(id ORDER BY id) AS ids FROM technology WHERE id <> $3),
              drawn AS (
                SELECT g, $3::integer AS tech, ($5::text[])[1 + (g / 10) % cardinality($5::text[])] AS version
                  FROM generate_series($1::integer, $2::integer) AS g WHERE g % 10 = 0
                UNION ALL
                SELECT DISTINCT ON (g, tech) g, tech,
                       CASE WHEN random() < 0.5 THEN (1 + floor(random() * 5))::integer || '.' || floor(random() * 20)::integer END
                  FROM (SELECT g, techs.ids[1 + floor(power(random(), 2.5) * cardinality(techs.ids))::integer] AS tech
                          FROM generate_series($1::integer, $2::integer) AS g
                          CROSS JOIN techs
                          CROSS JOIN generate_series(1, CASE WHEN g % 10 = 0 THEN $4::integer - 1 ELSE $4::integer END) AS k) AS d
              )
         INSERT INTO website_technology (website_id, technology_id, version, confidence)
         SELECT w.id, drawn.tech, drawn.version, 100
           FROM drawn JOIN website w ON w.domain = 'site-' || drawn.g || '.example'`,
        [from, to, jquery, DETECTIONS_PER_WEBSITE, JQUERY_VERSIONS],
      );
    });
    process.stdout.write(`  ${to}/${WEBSITES} websites (${elapsed()})\n`);
  }
  await dataSource.query(
    `INSERT INTO website_technology_history (website_id, technology_id, first_seen_at, last_seen_at, first_version, last_version)
     SELECT wt.website_id, wt.technology_id, w.updated_at - (abs(hashtext(w.domain || wt.technology_id)) % 700) * interval '1 day',
            w.updated_at, wt.version, wt.version
       FROM website_technology wt JOIN website w ON w.id = wt.website_id`,
  );
  process.stdout.write(`  history rows (${elapsed()})\n`);
  await dataSource.query(`ALTER TABLE website_technology ADD PRIMARY KEY (website_id, technology_id)`);
  for (const index of indexes) {
    await dataSource.query(index.indexdef);
    process.stdout.write(`  ${index.indexname} (${elapsed()})\n`);
  }
  await dataSource.query(`VACUUM ANALYZE website`);
  await dataSource.query(`VACUUM ANALYZE website_technology`);
  await dataSource.query(`VACUUM ANALYZE website_technology_history`);
  await dataSource.query(`CREATE TABLE bench_lists_meta AS SELECT $1::integer AS websites`, [WEBSITES]);
  console.log(`Seeded in ${elapsed()}.`);
}

/** A paid (Pro) account with a `lists:read` key, its month's list rows reset before each measurement. */
async function integrator(
  api: INestApplication,
  dataSource: DataSource,
): Promise<{ key: string; userId: string }> {
  const [{ id }]: { id: string }[] = await dataSource.query(
    `INSERT INTO app_user (email, name, email_verified_at, plan, billing_plan)
     VALUES ($1, 'Bench', now(), 'paid', 'pro') RETURNING id`,
    [`bench-${randomBytes(4).toString('hex')}@example.com`],
  );
  const { ApiKeysService } = dist('modules/api-keys/api-keys.service.js');
  const created = await api.get(ApiKeysService).create(id, 'bench', ['lists:read']);
  return { key: created.key as string, userId: id };
}

async function timeQuery(
  dataSource: DataSource,
  sql: string,
  params: unknown[],
  runs: number,
): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await dataSource.query(sql, params);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

/** The page, count and export queries the lists service runs (its SQL), for EXPLAIN and the reference timings. */
function listQueries(jquery: number) {
  const { listCountSql, listSelectSql } = dist('modules/lists/list-sql.js') as {
    listCountSql: (where: string) => string;
    listSelectSql: (where: string) => string;
  };
  const filtered = `wt.technology_id = ($1::integer[])[1] AND stacklens_version_key(wt.version) < $2::numeric[]`;
  const rare = `wt.technology_id = ($1::integer[])[1] AND stacklens_version_key(wt.version) >= $2::numeric[]
                AND stacklens_version_key(wt.version) < $3::numeric[]`;
  return {
    page: { sql: `${listSelectSql(filtered)} LIMIT 101`, params: [[jquery], '{3,5,0}'] },
    count: { sql: listCountSql(filtered), params: [[jquery], '{3,5,0}'] },
    rareVersion: { sql: `${listSelectSql(rare)} LIMIT 101`, params: [[jquery], '{1,4,0}', '{1,5,0}'] },
    exportAll: { sql: listSelectSql(`wt.technology_id = ($1::integer[])[1]`), params: [[jquery]] },
  };
}

async function main(): Promise<void> {
  const { loadConfig } = dist('config/config.js');
  const { createDataSource } = dist('database/data-source.js');
  const { seedCatalogue } = dist('database/seeds/catalogue.js');
  const { AppModule } = dist('app.module.js');
  const { configureHttpApp } = dist('app.setup.js');
  const { NestFactory } = requireBackend('@nestjs/core');
  const { loadFingerprints, loadLatestVersionTable } = requireBackend('@stacklens/analyzer');

  const config = loadConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    DATABASE_SCHEMA: SCHEMA,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    QUEUE_PREFIX: `stacklens-bench-lists-${randomBytes(3).toString('hex')}`,
    CACHE_TTL_SECONDS: '0',
    API_KEY_RATE_LIMIT_PER_MINUTE: '100000',
    LATEST_VERSIONS_SCHEDULE: 'off',
  });
  const dataSource: DataSource = await createDataSource(config.database);
  const seeded: { websites: string }[] = await dataSource
    .query(`SELECT websites FROM bench_lists_meta`)
    .catch(() => []);
  const reuse = !FRESH && seeded.length > 0 && Number(seeded[0].websites) === WEBSITES;
  if (reuse)
    console.log(`Reusing the seeded schema ${SCHEMA} (${WEBSITES} websites); --fresh seeds it again.`);
  else {
    // A schema of its own, made anew (an interrupted seeding leaves it without its indexes).
    await dataSource.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
    await dataSource.query(`CREATE SCHEMA "${SCHEMA}"`);
  }
  await dataSource.runMigrations({ transaction: 'each' });
  const [{ count: technologies }]: { count: string }[] = await dataSource.query(
    `SELECT count(*) FROM technology`,
  );
  if (Number(technologies) === 0)
    await seedCatalogue(dataSource, loadFingerprints(), loadLatestVersionTable());
  if (!reuse) await seed(dataSource);

  const [{ jquery, slug }]: { jquery: number; slug: string }[] = await dataSource.query(
    `SELECT id AS jquery, slug FROM technology WHERE name = 'jQuery'`,
  );
  const [{ rows: detections }]: { rows: string }[] = await dataSource.query(
    `SELECT reltuples::bigint AS rows FROM pg_class WHERE relname = 'website_technology' AND relnamespace = $1::regnamespace`,
    [SCHEMA],
  );

  const api: INestApplication = configureHttpApp(
    await NestFactory.create(AppModule.forRoot(config), { logger: false }),
  );
  await api.listen(0, '127.0.0.1');
  const address = api.getHttpServer().address() as { port: number };
  const base = `http://127.0.0.1:${address.port}/api/v2/lists/websites`;
  const { key, userId } = await integrator(api, dataSource);
  const headers = { authorization: `Bearer ${key}` };
  const resetAllowance = () => dataSource.query(`DELETE FROM list_usage WHERE user_id = $1`, [userId]);

  try {
    // Filtered pages: first pages (total counted) and pages following a cursor.
    const firstTimes: number[] = [];
    const nextTimes: number[] = [];
    let cursor: string | null = null;
    let total = 0;
    for (let request = 0; request < PAGE_REQUESTS; request += 1) {
      if (request % 50 === 0) await resetAllowance();
      const url: string = `${base}?technology=${slug}&version=${encodeURIComponent('<3.5')}&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const started = performance.now();
      const response = await fetch(url, { headers });
      const body = (await response.json()) as { nextCursor: string | null; total: number | null };
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`page: ${response.status} ${JSON.stringify(body)}`);
      (cursor ? nextTimes : firstTimes).push(elapsed);
      if (body.total !== null) total = body.total;
      // Every 10th request starts from the first page again.
      cursor = (request + 1) % 10 === 0 ? null : body.nextCursor;
    }
    firstTimes.sort((a, b) => a - b);
    nextTimes.sort((a, b) => a - b);

    // The full CSV export of jQuery (10 % of the websites).
    const exports: { ttfb: number; total: number; bytes: number; rows: number }[] = [];
    for (let run = 0; run < EXPORT_RUNS; run += 1) {
      await resetAllowance();
      const started = performance.now();
      const response = await fetch(`${base}?technology=${slug}&format=csv`, { headers });
      if (response.status !== 200) throw new Error(`export: ${response.status} ${await response.text()}`);
      const reader = response.body!.getReader();
      let ttfb = NaN;
      let bytes = 0;
      let newlines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (Number.isNaN(ttfb)) ttfb = performance.now() - started;
        bytes += value.byteLength;
        for (const byte of value) if (byte === 10) newlines += 1;
      }
      exports.push({ ttfb, total: performance.now() - started, bytes, rows: newlines - 1 });
    }
    exports.sort((a, b) => a.total - b.total);
    const exported = exports[Math.floor(exports.length / 2)];

    // The same SQL with and without the lists indexes (dropped in a transaction that is rolled back).
    const queries = listQueries(jquery);
    const withIndexes = {
      page: await timeQuery(dataSource, queries.page.sql, queries.page.params, 5),
      count: await timeQuery(dataSource, queries.count.sql, queries.count.params, 3),
      rareVersion: await timeQuery(dataSource, queries.rareVersion.sql, queries.rareVersion.params, 5),
    };
    const plans: Record<string, string> = {};
    for (const [name, query] of Object.entries(queries)) {
      const plan: { 'QUERY PLAN': string }[] = await dataSource.query(
        `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query.sql}`,
        query.params,
      );
      plans[name] = plan.map((line) => line['QUERY PLAN']).join('\n');
    }
    const withoutIndexes = await dataSource
      .transaction(async (manager) => {
        await manager.query(
          `DROP INDEX website_technology_list_idx, website_technology_version_key_idx, website_hidden_idx`,
        );
        await manager.query(
          `CREATE INDEX website_technology_technology_idx ON website_technology (technology_id)`,
        );
        const times = { page: NaN, count: NaN, rareVersion: NaN };
        for (const name of ['page', 'count', 'rareVersion'] as const) {
          const started = performance.now();
          await manager.query(queries[name].sql, queries[name].params);
          times[name] = performance.now() - started;
        }
        const plan: { 'QUERY PLAN': string }[] = await manager.query(
          `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${queries.page.sql}`,
          queries.page.params,
        );
        plans['page without the lists indexes'] = plan.map((line) => line['QUERY PLAN']).join('\n');
        throw Object.assign(new Error('rollback'), { times });
      })
      .catch((error: Error & { times?: { page: number; count: number; rareVersion: number } }) => {
        if (!error.times) throw error;
        return error.times;
      });

    console.log(
      `\nbench:lists — scale ${SCALE}: ${WEBSITES.toLocaleString('en')} websites, ~${Number(detections).toLocaleString('en')} detections (schema ${SCHEMA})`,
    );
    console.log(
      `jQuery on 10 % of the websites; filter version=<3.5 matches ${total.toLocaleString('en')} visible websites\n`,
    );
    console.table({
      'first page (limit 100, with total count)': {
        requests: firstTimes.length,
        p50: ms(percentile(firstTimes, 50)),
        p99: ms(percentile(firstTimes, 99)),
      },
      'next page (limit 100, cursor)': {
        requests: nextTimes.length,
        p50: ms(percentile(nextTimes, 50)),
        p99: ms(percentile(nextTimes, 99)),
      },
    });
    console.table({
      'CSV export of jQuery (median of runs)': {
        runs: exports.length,
        rows: exported.rows,
        MB: (exported.bytes / 1e6).toFixed(1),
        TTFB: ms(exported.ttfb),
        total: ms(exported.total),
        'rows/s': Math.round(exported.rows / (exported.total / 1000)),
      },
    });
    console.table({
      'page query (SQL, median)': {
        'lists indexes': ms(withIndexes.page),
        'reference: technology_id index only': ms(withoutIndexes.page),
      },
      'count query (SQL, median)': {
        'lists indexes': ms(withIndexes.count),
        'reference: technology_id index only': ms(withoutIndexes.count),
      },
      'page, rare version 1.4.x (SQL, median)': {
        'lists indexes': ms(withIndexes.rareVersion),
        'reference: technology_id index only': ms(withoutIndexes.rareVersion),
      },
    });
    for (const [name, plan] of Object.entries(plans)) console.log(`\nEXPLAIN ${name}:\n${plan}`);
  } finally {
    await resetAllowance();
    await dataSource.query(`DELETE FROM app_user WHERE id = $1`, [userId]);
    await api.close();
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
