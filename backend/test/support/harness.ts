import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadFingerprints, loadLatestVersionTable } from '@stacklens/analyzer';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { Logger } from 'nestjs-pino';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureHttpApp } from '../../src/app.setup';
import { QUEUES } from '../../src/common/queues';
import { AppConfig, loadConfig } from '../../src/config/config';
import { redisOptionsFromUrl } from '../../src/config/redis';
import { createDataSource } from '../../src/database/data-source';
import { seedCatalogue } from '../../src/database/seeds/catalogue';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mail-catcher';
import { WorkerModule } from '../../src/worker.module';

/** The API and a real worker on a fresh PostgreSQL schema and a unique queue prefix. */
export interface Harness {
  config: AppConfig;
  api: INestApplication;
  worker: INestApplicationContext;
  dataSource: DataSource;
  /** The SMTP server the API sends mail to (SMTP_URL). */
  mailbox: MailCatcher;
  http(): ReturnType<typeof request>;
  /** A browser-like client: its own cookie jar (session) and the CSRF token on state-changing requests. */
  client(): TestClient;
  /** The analysis queue as the API uses it (pause/resume it globally to observe queued analyses). */
  analysisQueue(): Queue;
  close(): Promise<void>;
}

/**
 * Starts everything an integration test needs: a schema `test_<random>` (migrated and seeded), the HTTP API
 * (as main.ts configures it) and the worker (as worker.ts starts it) in this process, sharing the queue
 * prefix `stacklens-test-<random>`. `env` overrides the configuration (e.g. ANALYZER_* variables);
 * DATABASE_URL and REDIS_URL come from the environment when set.
 */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const id = randomBytes(4).toString('hex');
  const mailbox = await startMailCatcher();
  const config = loadConfig({
    SMTP_URL: mailbox.url,
    PUBLIC_URL: 'http://stacklens.test',
    // Tests sign up and in many times from 127.0.0.1; the rate-limit test sets its own limit.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_SCHEMA: `test_${id}`,
    QUEUE_PREFIX: `stacklens-test-${id}`,
    // The response cache under the queue prefix (deleted with it); off unless a spec turns it on, so that specs
    // changing rows with SQL read them back.
    CACHE_PREFIX: `stacklens-test-${id}`,
    CACHE_TTL_SECONDS: '0',
    WORKER_CONCURRENCY: '2',
    // Passive analyses unless a spec asks for the browser stage (the analysis spec does).
    ANALYZER_BROWSER: 'false',
    // The daily latest-versions job only where a spec configures it against local fake sources.
    LATEST_VERSIONS_SCHEDULE: 'off',
    // The advisory refresh likewise (analyses use the snapshot bundled with the analyzer).
    ADVISORY_REFRESH_INTERVAL_MS: '0',
    ...env,
  });

  const dataSource = await createDataSource(config.database);
  await dataSource.runMigrations({ transaction: 'each' });
  await seedCatalogue(dataSource, loadFingerprints(), loadLatestVersionTable());

  const api = configureHttpApp(await NestFactory.create(AppModule.forRoot(config), { bufferLogs: true }));
  await api.init();
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    bufferLogs: true,
  });
  worker.useLogger(worker.get(Logger));
  await worker.init();

  return {
    config,
    api,
    worker,
    dataSource,
    mailbox,
    http: () => request(api.getHttpServer()),
    client: () => new TestClient(api),
    analysisQueue: () => api.get<Queue>(getQueueToken(QUEUES.analysis)),
    async close() {
      await worker.close();
      await api.close();
      const queue = new Queue(QUEUES.analysis, {
        connection: redisOptionsFromUrl(config.redis.url),
        prefix: config.queue.prefix,
      });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await deleteKeys(config.redis.url, `${config.queue.prefix}:*`);
      await mailbox.close();
      await dataSource.query(`DROP SCHEMA IF EXISTS "${config.database.schema}" CASCADE`);
      await dataSource.destroy();
    },
  };
}

/**
 * Another API instance (as a second replica would run) on the harness's database schema, Redis and queue prefix,
 * listening on a free loopback port. Close it before the harness.
 */
export async function startApiReplica(harness: Harness): Promise<INestApplication> {
  const api = configureHttpApp(await NestFactory.create(AppModule.forRoot(harness.config), { bufferLogs: true }));
  await api.listen(0, '127.0.0.1');
  return api;
}

/** Polls the status endpoint (every 200 ms) until the analysis is not running any more; returns the final status. */
export async function waitForAnalysis(
  harness: Harness,
  id: string,
  timeoutMs = 45000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await harness.http().get(`/api/v2/websites/analyze/status/${id}`).expect(200);
    if (!response.body.running) return response.body as Record<string, unknown>;
    if (Date.now() > deadline)
      throw new Error(`Analysis ${id} still running after ${timeoutMs} ms: ${JSON.stringify(response.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Deletes the Redis keys matching `pattern` (sessions, rate-limit counters of a test run). */
async function deleteKeys(url: string, pattern: string): Promise<void> {
  const redis = new Redis(redisOptionsFromUrl(url));
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * A client with its own session (cookie jar), like one browser: `post`/`delete` first fetch the session's CSRF
 * token (GET /api/v2/auth/csrf) and send it in `x-csrf-token`.
 */
export class TestClient {
  readonly agent: ReturnType<typeof request.agent>;

  constructor(api: INestApplication) {
    this.agent = request.agent(api.getHttpServer());
  }

  async csrfToken(): Promise<string> {
    const response = await this.agent.get('/api/v2/auth/csrf').expect(200);
    return response.body.token as string;
  }

  get(path: string) {
    return this.agent.get(path);
  }

  async post(path: string, body: object = {}) {
    const token = await this.csrfToken();
    return this.agent.post(path).set('x-csrf-token', token).send(body);
  }

  async patch(path: string, body: object = {}) {
    const token = await this.csrfToken();
    return this.agent.patch(path).set('x-csrf-token', token).send(body);
  }

  async delete(path: string) {
    const token = await this.csrfToken();
    return this.agent.delete(path).set('x-csrf-token', token);
  }
}

let accountCounter = 0;

/** A unique email address for a test account. */
export function testEmail(label = 'user'): string {
  accountCounter += 1;
  return `${label}-${Date.now().toString(36)}-${accountCounter}-${randomBytes(2).toString('hex')}@example.com`;
}

/** The first link of `mail` whose path is `path` (e.g. `/auth/verify-email`). */
export function linkIn(mail: CaughtMail, path: string): URL {
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === path);
  if (!link) throw new Error(`No ${path} link in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}

/** Waits for the mail to `email` whose subject matches. */
export function mailTo(
  harness: Harness,
  email: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<CaughtMail> {
  return harness.mailbox.waitFor(
    (mail) => mail.to.includes(email.toLowerCase()) && subject.test(mail.subject),
    timeoutMs,
  );
}

export const TEST_PASSWORD = 'correct horse battery';

/**
 * Signs up a new account through the API (signed in afterwards) and, unless `verify: false`, follows the
 * verification link of the mail it receives — the way a person would.
 */
export async function signUp(
  harness: Harness,
  options: { email?: string; password?: string; name?: string; verify?: boolean } = {},
): Promise<{ client: TestClient; email: string; password: string; userId: string }> {
  const email = options.email ?? testEmail();
  const password = options.password ?? TEST_PASSWORD;
  const client = harness.client();
  const response = await client.post('/api/v2/auth/signup', { email, password, name: options.name });
  if (response.status !== 201)
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  if (options.verify !== false) {
    const mail = await mailTo(harness, email, /Verify your email/);
    const token = linkIn(mail, '/auth/verify-email').searchParams.get('token');
    const verified = await client.post('/api/v2/auth/verify-email', { token: token ?? '' });
    if (verified.status !== 200)
      throw new Error(`verification failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  }
  return { client, email, password, userId: response.body.id as string };
}
