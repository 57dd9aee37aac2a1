/**
 * HTTP figures of the public pages and lookups (`npm run bench:http` at the repository root, after the build):
 * starts the real stack of the browser tests (fresh schema, migrated and seeded, API, worker and the web server on
 * free ports — `e2e/support/stack.ts`), seeds one analysed website, then loads each target with autocannon
 * (BENCH_CONNECTIONS, default 10, for BENCH_DURATION seconds, default 10) one after the other and prints one table:
 * requests/s and p50/p99 latency in milliseconds. It asserts nothing.
 *
 * Targets: a hashed static asset, the home page, a result page cold (every request a new URL: a unique query
 * string, so every request is rendered) and warm (the same URL again and again), a technology page, the API lookup
 * `GET /api/v1/websites/{domain}` and `/api/health` (both straight to the API).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startStack, stopStack, type RunningStack } from '../e2e/support/stack';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const DOMAIN = 'bench-result.example';

interface Row {
  target: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
}

async function sql(
  stack: RunningStack,
  statement: string,
  params: unknown[] = [],
): Promise<Record<string, unknown>[]> {
  const { Client } = createRequire(path.join(repoRoot, 'backend', 'package.json'))('pg') as {
    Client: new (options: { connectionString: string; options?: string }) => {
      connect(): Promise<void>;
      query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
      end(): Promise<void>;
    };
  };
  const client = new Client({
    connectionString: stack.databaseUrl,
    options: `-c search_path=${stack.schema},public`,
  });
  await client.connect();
  try {
    return (await client.query(statement, params)).rows;
  } finally {
    await client.end();
  }
}

/** One analysed website with 30 detected technologies and a year of score history (a typical result page). */
async function seedResult(stack: RunningStack): Promise<void> {
  const [row] = await sql(
    stack,
    `INSERT INTO website (domain, url, protocol, score, band, model_version, status_code, created_at, updated_at)
     VALUES ($1, $2, 'https', 81, 'success', 1, 200, now() - interval '1 day', now() - interval '1 day')
     RETURNING id`,
    [DOMAIN, `https://${DOMAIN}`],
  );
  await sql(
    stack,
    `INSERT INTO website_technology (website_id, technology_id, version, confidence)
     SELECT $1, t.id, '1.2.3', 100 FROM technology t ORDER BY t.id LIMIT 30`,
    [row.id],
  );
  await sql(
    stack,
    `INSERT INTO score_history (website_id, score, model_version, created_at)
     SELECT $1, 60 + (g % 30), 1, now() - g * interval '1 week' FROM generate_series(0, 51) g`,
    [row.id],
  );
}

/** The entry script of the client build: a hashed file under /assets/. */
function staticAsset(): string {
  const manifest = JSON.parse(
    readFileSync(path.join(repoRoot, 'frontend', 'dist', 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('No entry in the client build manifest');
  return `/${entry.file}`;
}

async function load(target: string, base: string, urlPath: string, unique = false): Promise<Row> {
  let counter = 0;
  const result = await autocannon({
    url: `${base}${urlPath}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: unique
      ? [{ setupRequest: (request) => ({ ...request, path: `${urlPath}?cold=${(counter += 1)}` }) }]
      : undefined,
  });
  return {
    target,
    path: unique ? `${urlPath}?cold=<n>` : urlPath,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

function printTable(rows: Row[]): void {
  const header = ['target', 'path', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const lines = rows.map((row) => [
    row.target,
    row.path,
    row.requestsPerSecond.toFixed(0),
    String(row.p50),
    String(row.p99),
    String(row.non2xx),
    String(row.errors),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ');
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per target\n`);
  const sizes = rows.map((row) => `${row.target} ${(row.bytesPerRequest / 1024).toFixed(0)} KB`).join(', ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of lines) console.log(format(line));
  console.log(`\nbody size per request: ${sizes}`);
  const by = (target: string) => rows.find((row) => row.target === target);
  const ratio = (a?: Row, b?: Row) =>
    a && b ? `${((100 * a.requestsPerSecond) / b.requestsPerSecond).toFixed(0)} %` : '?';
  console.log(
    `\nwarm result page / static asset: ${ratio(by('result page (warm)'), by('static asset'))} (target ≥ 50 %); ` +
      `API lookup / health: ${ratio(by('API lookup'), by('API health'))} (target ≥ 80 %)`,
  );
}

async function main(): Promise<void> {
  const stack = await startStack();
  try {
    await seedResult(stack);
    const web = stack.baseUrl;
    const api = stack.apiUrl;
    const resultPage = `/analysis/website/${DOMAIN}`;
    const rows: Row[] = [];
    const targets: [string, string, string, boolean?][] = [
      ['static asset', web, staticAsset()],
      ['home page', web, '/'],
      ['result page (cold)', web, resultPage, true],
      ['result page (warm)', web, resultPage],
      ['technology page', web, '/technologies/react'],
      ['API lookup', api, `/api/v1/websites/${DOMAIN}`],
      ['API health', api, '/api/health'],
    ];
    for (const [target, base, urlPath, unique] of targets) {
      // Let the previous target's last requests finish, and warm the target up (one request).
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await fetch(`${base}${urlPath}`).then((response) => response.arrayBuffer());
      process.stdout.write(`${target}…\n`);
      rows.push(await load(target, base, urlPath, unique));
    }
    printTable(rows);
    console.log(
      `load average (1, 5, 15 min) at the end: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(', ')}`,
    );
  } finally {
    await stopStack(stack);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
