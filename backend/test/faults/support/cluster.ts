import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import Redis from 'ioredis';
import request from 'supertest';
import { freePort } from '../../support/ports';
import { startMailCatcher, type MailCatcher } from '../../support/mail-catcher';

const backendDist = path.resolve(__dirname, '..', '..', '..', 'dist');

/** Polls `check` every 100 ms until it returns a value other than undefined/false, or throws after `timeoutMs`. */
export async function eventually<T>(
  description: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${description}: not after ${timeoutMs} ms${last ? ` (last error: ${String(last)})` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One process of the cluster (API or worker) started from `backend/dist`, its output in a log file. */
export class ManagedProcess {
  /** The exit code, or the signal's name when a signal ended the process (Nest re-raises SIGTERM after its hooks). */
  readonly exited: Promise<number | NodeJS.Signals | null>;

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
    readonly logFile: string,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  log(): string {
    try {
      return readFileSync(this.logFile, 'utf8');
    } catch {
      return '';
    }
  }

  /** Waits until the process printed a line matching `pattern`. */
  async waitForLog(pattern: RegExp, timeoutMs = 60_000): Promise<void> {
    await eventually(
      `${this.name}: ${pattern}`,
      async () => {
        if (!this.alive) throw new Error(`${this.name} exited:\n${this.log().slice(-3000)}`);
        return pattern.test(this.log());
      },
      timeoutMs,
    );
  }

  /** Sends `signal` and resolves with how the process ended. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | NodeJS.Signals | null> {
    if (this.alive) this.child.kill(signal);
    return this.exited;
  }
}

/**
 * The processes of a fault test: a fresh schema (migrated and seeded by the real scripts), the API and any number of
 * workers started from `backend/dist` as separate processes sharing one queue prefix, an SMTP catcher in this
 * process. `env` overrides the configuration of every process.
 */
export class Cluster {
  readonly id = randomBytes(4).toString('hex');
  readonly schema = `faults_${this.id}`;
  readonly queuePrefix = `stacklens-faults-${this.id}`;
  readonly logDir = path.join(tmpdir(), `stacklens-faults-${this.id}`);
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly processes: ManagedProcess[] = [];
  apiUrl = '';
  mailbox: MailCatcher | null = null;
  private env: NodeJS.ProcessEnv = {};
  private counter = 0;

  /** `services` points the cluster at a Redis / PostgreSQL of the test's own (default: the machine's). */
  constructor(
    private readonly overrides: Record<string, string> = {},
    services: { redisUrl?: string; databaseUrl?: string } = {},
  ) {
    this.redisUrl = services.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    this.databaseUrl =
      services.databaseUrl ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  }

  /** Creates the schema, migrates and seeds it, starts the mail catcher and the API; resolves when it is healthy. */
  async start(): Promise<void> {
    mkdirSync(this.logDir, { recursive: true });
    this.mailbox = await startMailCatcher();
    const port = await freePort();
    this.env = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(port),
      DATABASE_URL: this.databaseUrl,
      DATABASE_SCHEMA: this.schema,
      REDIS_URL: this.redisUrl,
      QUEUE_PREFIX: this.queuePrefix,
      SMTP_URL: this.mailbox.url,
      PUBLIC_URL: 'http://stacklens.test',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ANALYZER_BROWSER: 'false',
      ANALYZER_SKIP_DNS: 'true',
      LATEST_VERSIONS_SCHEDULE: 'off',
      ...this.overrides,
    };
    await this.query(`CREATE SCHEMA IF NOT EXISTS "${this.schema}"`);
    await this.runToEnd('migrate', path.join(backendDist, 'database', 'migrate.js'));
    await this.runToEnd('seed', path.join(backendDist, 'database', 'seeds', 'seed.js'));
    const api = this.spawn('api', path.join(backendDist, 'main.js'));
    this.apiUrl = `http://127.0.0.1:${port}`;
    await eventually(
      'API healthy',
      async () => {
        if (!api.alive) throw new Error(`api exited:\n${api.log().slice(-3000)}`);
        return (await fetch(`${this.apiUrl}/api/health`)).ok;
      },
      60_000,
    );
  }

  /** Starts one more worker process; resolves once it is consuming the queues. */
  async startWorker(extraEnv: Record<string, string> = {}): Promise<ManagedProcess> {
    this.counter += 1;
    const worker = this.spawn(`worker-${this.counter}`, path.join(backendDist, 'worker.js'), extraEnv);
    await worker.waitForLog(/Worker started/);
    return worker;
  }

  /** Stops every running worker (SIGTERM, as an orchestrator would). */
  async stopWorkers(): Promise<void> {
    await Promise.all(
      this.processes.filter((p) => p.name.startsWith('worker-') && p.alive).map((p) => p.stop('SIGTERM')),
    );
  }

  /** Runs SQL in the cluster's schema, on a connection of its own (the server may have restarted in between). */
  async query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: this.databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    try {
      await client.query(`SET search_path TO "${this.schema}"`);
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** A browser-like client of the API (cookie jar; the CSRF token on state-changing requests). */
  client(): ApiClient {
    return new ApiClient(this.apiUrl);
  }

  /** Signs up a verified user through the API and the mailed verification link, as a person would. */
  async signUp(): Promise<{ client: ApiClient; email: string; userId: string }> {
    const email = `faults-${this.id}-${(this.counter += 1)}@example.com`;
    const client = this.client();
    const response = await client.post('/api/v2/auth/signup', { email, password: 'correct horse battery' });
    if (response.status !== 201)
      throw new Error(`sign-up: ${response.status} ${JSON.stringify(response.body)}`);
    const mail = await this.mailbox!.waitFor((m) => m.to.includes(email) && /Verify/.test(m.subject), 10_000);
    const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === '/auth/verify-email');
    const verified = await client.post('/api/v2/auth/verify-email', {
      token: link?.searchParams.get('token'),
    });
    if (verified.status !== 200)
      throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
    return { client, email, userId: response.body.id as string };
  }

  /** Stops every process, drops the schema and the queue keys. */
  async close(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.stop('SIGKILL')));
    await this.query(`DROP SCHEMA IF EXISTS "${this.schema}" CASCADE`).catch(() => undefined);
    const redis = new Redis(this.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${this.queuePrefix}:*`, 'COUNT', 500);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    } catch {
      // a test that stopped its own Redis has nothing left to clean
    } finally {
      redis.disconnect();
    }
    await this.mailbox?.close();
  }

  private spawn(name: string, script: string, extraEnv: Record<string, string> = {}): ManagedProcess {
    const logFile = path.join(this.logDir, `${name}.log`);
    const log = createWriteStream(logFile, { flags: 'a' });
    const child = spawn(process.execPath, [script], {
      env: { ...this.env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    const managed = new ManagedProcess(name, child, logFile);
    this.processes.push(managed);
    return managed;
  }

  private async runToEnd(name: string, script: string): Promise<void> {
    const managed = this.spawn(name, script);
    const code = await managed.exited;
    if (code !== 0) throw new Error(`${name} failed (${code}):\n${managed.log().slice(-3000)}`);
  }
}

/** A cookie-jar client of a running API that sends the session's CSRF token on state-changing requests. */
export class ApiClient {
  readonly agent: ReturnType<typeof request.agent>;

  constructor(baseUrl: string) {
    this.agent = request.agent(baseUrl);
  }

  get(path: string) {
    return this.agent.get(path);
  }

  /** The session's CSRF token (GET /api/v2/auth/csrf). */
  async csrfToken(): Promise<string> {
    return (await this.agent.get('/api/v2/auth/csrf')).body.token as string;
  }

  /** POSTs `body` with the CSRF token: `token` when given (e.g. fetched before Redis went away), else a fresh one. */
  async post(path: string, body: object = {}, token?: string) {
    // The token first: its request creates the session cookie that the POST must carry.
    const csrf = token ?? (await this.csrfToken());
    return this.agent.post(path).set('x-csrf-token', csrf).send(body);
  }
}
