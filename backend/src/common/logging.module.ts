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
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          autoLogging: { ignore: (req) => req.url === '/api/health' },
          customLogLevel: (req, res, error) =>
            requestLogLevel(req.method, res.statusCode, error, config.requestLog.sampleRate),
        },
      }),
    }),
  ],
})
export class LoggingModule {}
