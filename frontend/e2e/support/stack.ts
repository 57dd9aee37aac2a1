/**
 * The real StackLens stack for the browser tests: fixture websites, a fresh PostgreSQL schema (migrated and
 * seeded), the API and the worker built in `backend/dist`, and the frontend's server (`server/index.js`: the built
 * app, server-rendered) with
 * `/api` proxied to that API. Everything runs on free 127.0.0.1 ports and is removed again by {@link stopStack}.
 *
 * Nothing is built here: run `npm run build` first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as FixtureSitesModule from '../../../libs/analyzer/test/fixtures/sites';
import type * as LocalStripeModule from '../../../backend/test/support/stripe-server';
import type * as MailCatcherModule from '../../../backend/test/support/mail-catcher';
import { startLocalOAuth, type LocalOAuth } from './oauth';

/**
 * The fixtures file belongs to a CommonJS package (libs/analyzer), so it is loaded with `require` (Playwright
 * transpiles TypeScript on require) rather than imported across the ES module boundary.
 */
function loadFixtureSites(): typeof FixtureSitesModule {
  return createRequire(import.meta.url)(
    '../../../libs/analyzer/test/fixtures/sites.ts',
  ) as typeof FixtureSitesModule;
}

/** The local Stripe wire-format server of the backend's tests (TypeScript, loaded like the fixtures). */
function loadLocalStripe(): typeof LocalStripeModule {
  return createRequire(import.meta.url)(
    '../../../backend/test/support/stripe-server.ts',
  ) as typeof LocalStripeModule;
}

/** The backend tests' mail catcher (TypeScript, loaded like the fixtures). */
function loadMailCatcher(): typeof MailCatcherModule {
  return createRequire(import.meta.url)(
    '../../../backend/test/support/mail-catcher.ts',
  ) as typeof MailCatcherModule;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const frontendRoot = path.join(repoRoot, 'frontend');
const backendDist = path.join(repoRoot, 'backend', 'dist');

export interface FixtureSites {
  port: number;
  close(): Promise<void> | void;
  hosts: string[] | Record<string, unknown>;
}

export interface RunningStack {
  runId: string;
  logDir: string;
  baseUrl: string;
  apiUrl: string;
  fixturePort: number;
  fixtureHosts: string[];
  databaseUrl: string;
  schema: string;
  redisUrl: string;
  queuePrefix: string;
  processes: { name: string; child: ChildProcess }[];
  fixtures: FixtureSites | null;
  /** Every mail the API sends lands here as one JSON file ({@link CaughtMailFile}). */
  mailDir: string;
  mailCatcher: { url: string; close(): Promise<void> } | null;
  /** The local server speaking Stripe's wire format (billing), or null before it started. */
  stripe: LocalStripeModule.LocalStripe | null;
  /** The local OAuth2 server standing in for Google (GitHub stays unconfigured), or null before it started. */
  oauth: LocalOAuth | null;
  /** The Google account the local provider hands over next (JSON, written by the tests: `setGoogleUser`). */
  oauthUserFile: string;
  /** The environment the API and worker run with (for a benchmark starting another build's API beside them). */
  apiEnv: NodeJS.ProcessEnv;
}

/** A mail received by the stack's SMTP server, as stored in `mailDir`. */
export interface CaughtMailFile {
  to: string[];
  subject: string;
  text: string;
  links: string[];
}

/** Where the setup keeps the running stack for the teardown (same runner process). */
const STACK_KEY = '__stacklensE2eStack';
type GlobalWithStack = typeof globalThis & { [STACK_KEY]?: RunningStack };
export const stackHolder = globalThis as GlobalWithStack;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function spawnLogged(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logDir: string },
): ChildProcess {
  const log = createWriteStream(path.join(options.logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Runs a node script to completion; throws with its output when it fails. */
async function runScript(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  logDir: string,
): Promise<void> {
  const child = spawnLogged(name, process.execPath, [script], { cwd: repoRoot, env, logDir });
  const code: number | null = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) {
    throw new Error(`${name} failed (exit ${code}):\n${tail(path.join(logDir, `${name}.log`))}`);
  }
}

async function waitFor(
  description: string,
  check: () => Promise<boolean>,
  options: { timeoutMs: number; child?: ChildProcess; log?: string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.child && options.child.exitCode !== null) {
      throw new Error(
        `${description}: the process exited (${options.child.exitCode}).\n${tail(options.log ?? '')}`,
      );
    }
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${description}: timed out after ${options.timeoutMs} ms.\n${options.log ? tail(options.log) : ''}`,
  );
}

const backendRequire = createRequire(path.join(repoRoot, 'backend', 'package.json'));

/** Creates or drops the run's schema with the `pg` client the backend depends on. */
async function sql(databaseUrl: string, statement: string): Promise<void> {
  const { Client } = backendRequire('pg') as {
    Client: new (options: { connectionString: string }) => {
      connect(): Promise<void>;
      query(text: string): Promise<unknown>;
      end(): Promise<void>;
    };
  };
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function deleteQueueKeys(redisUrl: string, prefix: string): Promise<void> {
  const Redis = backendRequire('ioredis') as typeof import('ioredis').default;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

function hostNames(hosts: FixtureSites['hosts']): string[] {
  return Array.isArray(hosts) ? hosts.map(String) : Object.keys(hosts);
}

export async function startStack(): Promise<RunningStack> {
  for (const entry of ['main.js', 'worker.js', 'database/migrate.js', 'database/seeds/seed.js']) {
    if (!existsSync(path.join(backendDist, entry))) {
      throw new Error(`backend/dist/${entry} is missing: run \`npm run build\` before the browser tests.`);
    }
  }
  if (
    !existsSync(path.join(frontendRoot, 'dist', 'client', 'index.html')) ||
    !existsSync(path.join(frontendRoot, 'dist', 'server', 'entry-server.js'))
  ) {
    throw new Error('frontend/dist is missing: run `npm run build` before the browser tests.');
  }

  const runId = randomBytes(4).toString('hex');
  const logDir = path.join(tmpdir(), `stacklens-e2e-${runId}`);
  mkdirSync(logDir, { recursive: true });
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const schema = `e2e_${runId}`;
  const queuePrefix = `stacklens-e2e-${runId}`;

  const stack: RunningStack = {
    runId,
    logDir,
    baseUrl: '',
    apiUrl: '',
    fixturePort: 0,
    fixtureHosts: [],
    databaseUrl,
    schema,
    redisUrl,
    queuePrefix,
    processes: [],
    fixtures: null,
    mailDir: path.join(logDir, 'mails'),
    mailCatcher: null,
    stripe: null,
    oauth: null,
    oauthUserFile: path.join(logDir, 'oauth-google-user.json'),
    apiEnv: {},
  };
  mkdirSync(stack.mailDir, { recursive: true });
  stackHolder[STACK_KEY] = stack;

  // 1. Fixture websites (virtual hosts on one 127.0.0.1 port), from the analyzer's test fixtures.
  stack.fixtures = await loadFixtureSites().startFixtureSites();
  stack.fixturePort = stack.fixtures.port;
  stack.fixtureHosts = hostNames(stack.fixtures.hosts);

  // 2. The SMTP server the API mails to (the backend tests' mail catcher); each mail becomes a JSON file.
  const { startMailCatcher } = loadMailCatcher();
  let mailCount = 0;
  stack.mailCatcher = await startMailCatcher({
    onMail: (mail) => {
      mailCount += 1;
      const file = path.join(stack.mailDir, `${String(mailCount).padStart(4, '0')}.json`);
      writeFileSync(
        file,
        JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text, links: mail.links }),
      );
    },
  });

  // Billing against a local server that speaks Stripe's wire format (Stripe.js is replaced in the pages' tests).
  stack.stripe = await loadLocalStripe().startLocalStripe();
  // Sign-in with Google against a local OAuth2 server; GitHub is left unconfigured (its button must not show).
  stack.oauth = await startLocalOAuth(stack.oauthUserFile);

  // 3. A fresh schema, migrated and seeded.
  const apiPort = await freePort();
  const webPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    PORT: String(apiPort),
    // As `npm start`: the web server below is the one proxy hop in front of the API.
    TRUST_PROXY: '1',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    // The shared response cache (API lookups and the web server's pages) under the queue prefix (deleted with it).
    CACHE_PREFIX: queuePrefix,
    ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
    ANALYZER_RESOLVE: stack.fixtureHosts.map((host) => `${host}:${stack.fixturePort}:127.0.0.1`).join(','),
    ANALYZER_SKIP_DNS: 'true',
    // The webhook receiver of the tests listens on 127.0.0.1.
    WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
    SMTP_URL: stack.mailCatcher.url,
    PUBLIC_URL: `http://127.0.0.1:${webPort}`,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    STRIPE_SECRET_KEY: stack.stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stack.stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: stack.stripe.webhookSecret,
    STRIPE_PRICE_PAYG: stack.stripe.prices.payg,
    STRIPE_PRICE_PRO: stack.stripe.prices.pro,
    STRIPE_API_URL: stack.stripe.url,
    BILLING_METER_SWEEP_INTERVAL_MS: '2000',
    // What the deployment publishes about itself (GET /api/v1/site): read by the pages at run time.
    OPERATOR_NAME: 'StackLens E2E Operator Ltd',
    OPERATOR_ADDRESS: '1 Test Street|London EC1A 1AA|United Kingdom',
    OPERATOR_EMAIL: 'legal@stacklens.test',
    SUPPORT_EMAIL: 'support@stacklens.test',
    GOOGLE_CLIENT_ID: 'e2e-google-client',
    GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
    GOOGLE_AUTHORIZATION_URL: `${stack.oauth.issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${stack.oauth.issuer}/token`,
    GOOGLE_USERINFO_URL: `${stack.oauth.issuer}/userinfo`,
    SOCIAL_LINKS:
      'X=https://x.com/stacklens,LinkedIn=https://www.linkedin.com/company/stacklens,Instagram=https://www.instagram.com/stacklens,Facebook=https://www.facebook.com/stacklens',
  };
  stack.apiEnv = env;
  await sql(databaseUrl, `CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  await runScript('migrate', path.join(backendDist, 'database', 'migrate.js'), env, logDir);
  await runScript('seed', path.join(backendDist, 'database', 'seeds', 'seed.js'), env, logDir);

  // 3. API and worker.
  const api = spawnLogged('api', process.execPath, [path.join(backendDist, 'main.js')], {
    cwd: repoRoot,
    env,
    logDir,
  });
  stack.processes.push({ name: 'api', child: api });
  const worker = spawnLogged('worker', process.execPath, [path.join(backendDist, 'worker.js')], {
    cwd: repoRoot,
    env,
    logDir,
  });
  stack.processes.push({ name: 'worker', child: worker });
  stack.apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitFor('API health', async () => (await fetch(`${stack.apiUrl}/api/health`)).ok, {
    timeoutMs: 60_000,
    child: api,
    log: path.join(logDir, 'api.log'),
  });

  stack.stripe.webhookTarget = `${stack.apiUrl}/api/v2/billing/webhook`;

  // 4. The built frontend, served and server-rendered by the frontend's server with /api proxied to this API.
  const web = spawnLogged('web', process.execPath, [path.join(frontendRoot, 'server', 'index.js')], {
    cwd: frontendRoot,
    env: {
      ...process.env,
      API_URL: stack.apiUrl,
      WEB_PORT: String(webPort),
      WEB_HOST: '127.0.0.1',
      REDIS_URL: redisUrl,
      CACHE_PREFIX: queuePrefix,
      // The Stripe.js stand-in of the tests talks to the local Stripe server.
      CSP_CONNECT_SRC: stack.stripe.url,
      // Every test browses from 127.0.0.1: a budget far above what the suite renders (render-budget.spec runs its
      // own server with a small one).
      RENDER_RATE_LIMIT_PER_MINUTE: '100000',
    },
    logDir,
  });
  stack.processes.push({ name: 'web', child: web });
  stack.baseUrl = `http://127.0.0.1:${webPort}`;
  await waitFor('web server', async () => (await fetch(`${stack.baseUrl}/api/health`)).ok, {
    timeoutMs: 30_000,
    child: web,
    log: path.join(logDir, 'web.log'),
  });
  if (worker.exitCode !== null)
    throw new Error(`The worker exited:\n${tail(path.join(logDir, 'worker.log'))}`);
  return stack;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function stopStack(stack: RunningStack | undefined = stackHolder[STACK_KEY]): Promise<void> {
  if (!stack) return;
  stackHolder[STACK_KEY] = undefined;
  const problems: unknown[] = [];
  // Frontend first, then API and worker (graceful: they close their queues and connections).
  for (const { child } of [...stack.processes].reverse()) {
    await stopProcess(child).catch((error: unknown) => problems.push(error));
  }
  if (stack.fixtures)
    await Promise.resolve(stack.fixtures.close()).catch((error: unknown) => problems.push(error));
  await sql(stack.databaseUrl, `DROP SCHEMA IF EXISTS "${stack.schema}" CASCADE`).catch((error: unknown) =>
    problems.push(error),
  );
  await deleteQueueKeys(stack.redisUrl, stack.queuePrefix).catch((error: unknown) => problems.push(error));
  if (stack.mailCatcher) await stack.mailCatcher.close().catch((error: unknown) => problems.push(error));
  if (stack.stripe) await stack.stripe.close().catch((error: unknown) => problems.push(error));
  if (stack.oauth) await stack.oauth.close().catch((error: unknown) => problems.push(error));
  if (problems.length) console.warn('[e2e] teardown problems:', ...problems);
}
