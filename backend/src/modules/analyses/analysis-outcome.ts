import { UnrecoverableError } from 'bullmq';

/**
 * How the worker treats a failed analysis, by error code. `statusCode` is what the status endpoint reports
 * (200 and 408 are success; everything here is failure); `retryable` failures are retried with exponential
 * backoff (3 attempts), the others fail at once.
 *
 * | errorCode           | statusCode | retried |
 * |---------------------|-----------:|:-------:|
 * | invalid-url         | 400        | no      |
 * | blocked-address     | 403        | no      |
 * | dns-failure         | 404        | no      |
 * | blocked-by-robots   | 405        | no      |
 * | body-too-large      | 413        | no      |
 * | too-many-redirects  | 508        | no      |
 * | tls-failure         | 502        | no      |
 * | connection-failed   | 502        | yes     |
 * | http-error (5xx)    | 502        | yes     |
 * | timeout             | 504        | yes     |
 * | internal-error      | 500        | yes     |
 */
export const FAILURE_OUTCOMES: Record<string, { statusCode: number; retryable: boolean }> = {
  'invalid-url': { statusCode: 400, retryable: false },
  'blocked-address': { statusCode: 403, retryable: false },
  'dns-failure': { statusCode: 404, retryable: false },
  'blocked-by-robots': { statusCode: 405, retryable: false },
  'body-too-large': { statusCode: 413, retryable: false },
  'too-many-redirects': { statusCode: 508, retryable: false },
  'tls-failure': { statusCode: 502, retryable: false },
  'connection-failed': { statusCode: 502, retryable: true },
  'http-error': { statusCode: 502, retryable: true },
  timeout: { statusCode: 504, retryable: true },
  'internal-error': { statusCode: 500, retryable: true },
};

/** A classified analysis failure. */
export interface AnalysisFailure {
  errorCode: string;
  statusCode: number;
  retryable: boolean;
  message: string;
}

/** The website answered with a server error (5xx): transient, retried, then reported as `http-error`. */
export class SiteServerError extends Error {
  readonly code = 'http-error';
  constructor(readonly siteStatus: number) {
    super(`The website answered HTTP ${siteStatus}.`);
    this.name = 'SiteServerError';
  }
}

/** Classifies anything thrown while analysing (analyzer errors carry a string `code`). */
export function classifyFailure(error: unknown): AnalysisFailure {
  const code =
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
      ? (error as { code: string }).code
      : null;
  const outcome = code ? FAILURE_OUTCOMES[code] : undefined;
  if (code && outcome) {
    return { errorCode: code, ...outcome, message: error instanceof Error ? error.message : code };
  }
  if (error instanceof UnrecoverableError) {
    return { errorCode: 'internal-error', statusCode: 500, retryable: false, message: error.message };
  }
  return {
    errorCode: 'internal-error',
    statusCode: 500,
    retryable: true,
    message: 'The analysis failed unexpectedly.',
  };
}
