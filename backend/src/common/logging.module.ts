import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, AppConfig } from '../config/config';

/**
 * The level of one request's log line: server errors at `error`, client errors at `warn`, changes (POST, PUT, …)
 * at `info`, and successful reads (GET/HEAD, 2xx/3xx) — the bulk of the traffic — at `debug`, except a `sampleRate`
 * share (0–1, LOG_REQUEST_SAMPLE_RATE) of them at `info`, so that logging a cheap read does not cost more than
 * serving it.
 */
export function requestLogLevel(
  method: string | undefined,
  statusCode: number,
  error: unknown,
  sampleRate: number,
  random: () => number = Math.random,
): 'error' | 'warn' | 'info' | 'debug' {
  if (error || statusCode >= 500) return 'error';
  if (statusCode >= 400) return 'warn';
  if (method !== 'GET' && method !== 'HEAD') return 'info';
  return sampleRate > 0 && random() < sampleRate ? 'info' : 'debug';
}

/**
 * Query parameters whose values are credentials: OAuth's `code` and `state`, every `*token*` (reset, verification,
 * sign-in links), keys, secrets, passwords and signatures.
 */
const SECRET_PARAMETER = /token|secret|password|passwd|signature|^code$|^state$|^key$|api[-_]?key/i;

/** The value logged in place of a secret. */
export const REDACTED = '[Redacted]';

/**
 * A request URL (path and query, e.g. `/api/v2/auth/github/callback?code=…&state=…`) with the values of its secret
 * query parameters replaced by `[Redacted]`; other parameters and the path are kept. A URL that does not parse is
 * logged without its query.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  try {
    const params = new URLSearchParams(url.slice(queryStart + 1));
    let changed = false;
    for (const name of new Set(params.keys())) {
      if (SECRET_PARAMETER.test(name)) {
        params.set(name, REDACTED);
        changed = true;
      }
    }
    return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
  } catch {
    return url.slice(0, queryStart);
  }
}

/** A parsed query object (Express' `req.query`) with the values of secret parameters replaced by `[Redacted]`. */
export function redactQuery(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [name, SECRET_PARAMETER.test(name) ? REDACTED : value]),
  );
}

/** Request headers that carry credentials, never logged (pino `redact` paths). */
const SECRET_HEADERS = [
  'cookie',
  'authorization',
  'proxy-authorization',
  'x-csrf-token',
  'stripe-signature',
  'webhook-signature',
].map((name) => `req.headers["${name}"]`);

/** pino logs (pretty-printed in development), with HTTP request logging for the API. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: {
          level: config.logLevel,
          transport:
            config.nodeEnv === 'development'
              ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l' } }
              : undefined,
          redact: { paths: [...SECRET_HEADERS, 'res.headers["set-cookie"]'], censor: REDACTED },
          serializers: {
            req: (req: { url?: string; query?: unknown }) => {
              if (typeof req.url === 'string') req.url = redactUrl(req.url);
              if (req.query) req.query = redactQuery(req.query);
              return req;
            },
          },
          autoLogging: { ignore: (req) => req.url === '/api/health' },
          customLogLevel: (req, res, error) =>
            requestLogLevel(req.method, res.statusCode, error, config.requestLog.sampleRate),
        },
      }),
    }),
  ],
})
export class LoggingModule {}
