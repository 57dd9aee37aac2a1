/**
 * Recognises errors that mean a backing service (PostgreSQL or Redis) cannot be reached right now, as opposed to a
 * bug: such a request is answered 503 `service-unavailable` with `Retry-After`, not 500.
 *
 * Sources: Node's socket error codes; ioredis' `MaxRetriesPerRequestError` and its "Connection is closed" /
 * offline-queue messages; PostgreSQL SQLSTATE class 08 (connection exception) and 57P01–57P03 (admin shutdown,
 * crash shutdown, cannot connect now), as the `pg` driver reports them (also wrapped in TypeORM's `driverError`).
 */
export function unavailableDependency(error: unknown): 'database' | 'redis' | null {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') return null;
    const { name, message, code } = current as { name?: unknown; message?: unknown; code?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (name === 'MaxRetriesPerRequestError' || /Connection is closed|enableOfflineQueue/.test(text)) {
      return 'redis';
    }
    if (typeof code === 'string' && (/^08/.test(code) || /^57P0[123]$/.test(code))) return 'database';
    if (
      /Connection terminated|terminating connection|the database system is (starting up|shutting down)/.test(
        text,
      )
    ) {
      return 'database';
    }
    if (typeof code === 'string' && SOCKET_CODES.has(code)) {
      return /6379|redis/i.test(text) ? 'redis' : 'database';
    }
    current =
      (current as { driverError?: unknown; cause?: unknown }).driverError ??
      (current as { cause?: unknown }).cause;
  }
  return null;
}

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTCONN',
  'EHOSTUNREACH',
]);

/** Seconds a client is asked to wait (`Retry-After`) when a backing service is unavailable. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;
