/**
 * HTTP plumbing shared by the latest-version sources: a JSON GET with a per-attempt timeout, a body cap, retries
 * with exponential backoff (HTTP 5xx, 429, rate-limit 403, network errors, timeouts; `Retry-After` honoured) and
 * a per-source rate limiter (minimum spacing between request starts + a concurrency cap).
 */
import { request, type Dispatcher } from 'undici';
import { VersionSourceError, type VersionSourceId } from './types';

/** User-Agent of the latest-version sources (GitHub rejects requests without one). */
export const VERSION_SOURCES_USER_AGENT = 'StackLens/0.1 latest-versions (+https://stacklens.dev/bot)';

/** Options of the rate limiter. */
export interface RateLimiterOptions {
  /** Minimum time between two request starts, ms. Default 0. */
  minIntervalMs?: number;
  /** Requests in flight at once. Default 4. */
  maxConcurrent?: number;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

/**
 * FIFO rate limiter: at most `maxConcurrent` tasks run at once and two task starts are at least
 * `minIntervalMs` apart, measured when the tasks actually start (late timers cannot bunch starts together).
 * One instance per source (each API has its own quota).
 */
export class RateLimiter {
  readonly minIntervalMs: number;
  readonly maxConcurrent: number;
  private active = 0;
  private readonly queue: Waiter[] = [];
  /** Serialises starts: each start waits for the previous one, then for the spacing. */
  private gate: Promise<void> = Promise.resolve();
  private lastStartAt = Number.NEGATIVE_INFINITY;

  constructor(options: RateLimiterOptions = {}) {
    this.minIntervalMs = Math.max(0, options.minIntervalMs ?? 0);
    this.maxConcurrent = Math.max(1, options.maxConcurrent ?? 4);
  }

  /** Runs `task` when the limits allow it. Rejects with the signal's reason when aborted while waiting. */
  async schedule<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      await this.waitTurn();
      return await task();
    } finally {
      this.active -= 1;
      this.pump();
    }
  }

  private async waitTurn(): Promise<void> {
    if (this.minIntervalMs === 0) return;
    const previous = this.gate;
    let release!: () => void;
    this.gate = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      for (;;) {
        const wait = this.lastStartAt + this.minIntervalMs - Date.now();
        if (wait <= 0) break;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      this.lastStartAt = Date.now();
    } finally {
      release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, signal };
      if (signal) {
        waiter.onAbort = () => {
          const index = this.queue.indexOf(waiter);
          if (index >= 0) this.queue.splice(index, 1);
          reject(signal.reason);
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      this.queue.push(waiter);
      this.pump();
    });
  }

  private pump(): void {
    while (this.active < this.maxConcurrent && this.queue.length > 0) {
      const waiter = this.queue.shift() as Waiter;
      if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
      this.active += 1;
      waiter.resolve();
    }
  }
}

/** Options common to the HTTP sources. */
export interface HttpSourceOptions {
  /** User-Agent header. Default {@link VERSION_SOURCES_USER_AGENT}. */
  userAgent?: string;
  /** Timeout of one attempt (headers and body), ms. Default 15000. */
  timeoutMs?: number;
  /** Retries after the first attempt for retryable failures. Default 3. */
  retries?: number;
  /** First backoff delay, ms (doubled each retry, with jitter). Default 500. */
  retryBaseMs?: number;
  /** Longest backoff delay; a `Retry-After` longer than this fails the call as `rate-limited`. Default 30000. */
  retryMaxMs?: number;
  /** Rate limiter of the source; default built from `minIntervalMs`/`maxConcurrent`. */
  limiter?: RateLimiter;
  /** Minimum spacing between request starts, ms (when `limiter` is not given). Default per source. */
  minIntervalMs?: number;
  /** Concurrent requests (when `limiter` is not given). Default per source. */
  maxConcurrent?: number;
  /** Response body cap, bytes. Default 64 MiB (abbreviated npm documents of big packages are large). */
  maxBodyBytes?: number;
  /** undici dispatcher (proxies, tests). Default: the global one. */
  dispatcher?: Dispatcher;
}

/** Resolved options of {@link getJson}. */
export interface GetJsonOptions {
  source: VersionSourceId;
  headers?: Record<string, string>;
  userAgent: string;
  timeoutMs: number;
  retries: number;
  retryBaseMs: number;
  retryMaxMs: number;
  limiter: RateLimiter;
  maxBodyBytes: number;
  dispatcher?: Dispatcher;
  signal?: AbortSignal;
}

export function resolveHttpOptions(
  source: VersionSourceId,
  options: HttpSourceOptions,
  defaults: { minIntervalMs: number; maxConcurrent: number },
): Omit<GetJsonOptions, 'headers' | 'signal'> {
  return {
    source,
    userAgent: options.userAgent ?? VERSION_SOURCES_USER_AGENT,
    timeoutMs: options.timeoutMs ?? 15_000,
    retries: Math.max(0, options.retries ?? 3),
    retryBaseMs: Math.max(0, options.retryBaseMs ?? 500),
    retryMaxMs: Math.max(0, options.retryMaxMs ?? 30_000),
    limiter:
      options.limiter ??
      new RateLimiter({
        minIntervalMs: options.minIntervalMs ?? defaults.minIntervalMs,
        maxConcurrent: options.maxConcurrent ?? defaults.maxConcurrent,
      }),
    maxBodyBytes: options.maxBodyBytes ?? 64 * 1024 * 1024,
    dispatcher: options.dispatcher,
  };
}

/** Outcome of one attempt. */
type Attempt =
  | { kind: 'ok'; body: unknown }
  | { kind: 'not-found' }
  | { kind: 'retry'; error: VersionSourceError; retryAfterMs: number | null }
  | { kind: 'fail'; error: VersionSourceError };

/** Parses `Retry-After` (seconds or HTTP date) or GitHub's `x-ratelimit-reset` (epoch seconds), in ms. */
export function retryAfterMs(
  headers: Record<string, string | string[] | undefined>,
  now = Date.now(),
): number | null {
  const header = (name: string): string | undefined => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const retryAfter = header('retry-after');
  if (retryAfter !== undefined) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  if (header('x-ratelimit-remaining') === '0') {
    const reset = Number(header('x-ratelimit-reset'));
    if (Number.isFinite(reset)) return Math.max(0, reset * 1000 - now);
  }
  return null;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Backoff before retry number `retry` (1-based): base·2^(retry-1), capped, with ±25 % jitter. */
export function backoffMs(
  retry: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const raw = Math.min(maxMs, baseMs * 2 ** (retry - 1));
  return Math.round(raw * (0.75 + random() * 0.5));
}

async function attemptOnce(url: string, options: GetJsonOptions): Promise<Attempt> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const details = { source: options.source, url };
  try {
    const response = await request(url, {
      method: 'GET',
      headers: { 'user-agent': options.userAgent, accept: 'application/json', ...options.headers },
      signal,
      dispatcher: options.dispatcher,
    });
    const status = response.statusCode;
    if (status === 404 || status === 410) {
      await response.body.dump();
      return { kind: 'not-found' };
    }
    const rateLimited =
      status === 429 || (status === 403 && response.headers['x-ratelimit-remaining'] === '0');
    if (rateLimited || status >= 500) {
      await response.body.dump();
      return {
        kind: 'retry',
        retryAfterMs: retryAfterMs(response.headers),
        error: new VersionSourceError(rateLimited ? 'rate-limited' : 'http-error', `${url}: HTTP ${status}`, {
          ...details,
          status,
        }),
      };
    }
    if (status < 200 || status >= 300) {
      await response.body.dump();
      return {
        kind: 'fail',
        error: new VersionSourceError('http-error', `${url}: HTTP ${status}`, { ...details, status }),
      };
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > options.maxBodyBytes) {
        response.body.destroy();
        return {
          kind: 'fail',
          error: new VersionSourceError(
            'invalid-response',
            `${url}: body larger than ${options.maxBodyBytes} bytes`,
            details,
          ),
        };
      }
      chunks.push(buffer);
    }
    try {
      return { kind: 'ok', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
    } catch (cause) {
      return {
        kind: 'fail',
        error: new VersionSourceError('invalid-response', `${url}: invalid JSON`, details, { cause }),
      };
    }
  } catch (cause) {
    if (options.signal?.aborted) {
      return {
        kind: 'fail',
        error: new VersionSourceError('aborted', `${url}: aborted`, details, { cause }),
      };
    }
    if (timeout.aborted) {
      return {
        kind: 'retry',
        retryAfterMs: null,
        error: new VersionSourceError(
          'timeout',
          `${url}: no answer within ${options.timeoutMs} ms`,
          details,
          { cause },
        ),
      };
    }
    const message = cause instanceof Error ? cause.message : String(cause);
    return {
      kind: 'retry',
      retryAfterMs: null,
      error: new VersionSourceError('network-error', `${url}: ${message}`, details, { cause }),
    };
  }
}

/**
 * GET `url` and parse JSON. Returns null on 404/410.
 * @throws VersionSourceError when every attempt failed, on other HTTP statuses and on invalid JSON.
 */
export async function getJson(url: string, options: GetJsonOptions): Promise<unknown | null> {
  const attempts = options.retries + 1;
  for (let attempt = 1; ; attempt += 1) {
    let outcome: Attempt;
    try {
      outcome = await options.limiter.schedule(() => attemptOnce(url, options), options.signal);
    } catch (cause) {
      throw new VersionSourceError('aborted', `${url}: aborted`, { source: options.source, url }, { cause });
    }
    if (outcome.kind === 'ok') return outcome.body;
    if (outcome.kind === 'not-found') return null;
    if (outcome.kind === 'fail') throw outcome.error;
    const { error } = outcome;
    if (attempt >= attempts) {
      throw new VersionSourceError(
        error.code,
        `${error.message} (after ${attempt} attempts)`,
        { ...error.details, attempts: attempt },
        {
          cause: error.cause,
        },
      );
    }
    const wait = outcome.retryAfterMs ?? backoffMs(attempt, options.retryBaseMs, options.retryMaxMs);
    if (wait > options.retryMaxMs) {
      throw new VersionSourceError(
        'rate-limited',
        `${url}: asked to retry after ${Math.round(wait / 1000)} s (longer than ${options.retryMaxMs} ms)`,
        { ...error.details, attempts: attempt },
      );
    }
    try {
      await sleep(wait, options.signal);
    } catch (cause) {
      throw new VersionSourceError('aborted', `${url}: aborted`, { source: options.source, url }, { cause });
    }
  }
}

/** Joins a base URL (with or without trailing slash) and a path. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
