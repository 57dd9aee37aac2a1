import type { AnalyzerErrorCode } from './types';

/**
 * The one error class of the analyzer. `code` is stable (CLI `error.code`, API `errorCode`); `message` is for people.
 * Thrown by `analyze()`, the guarded HTTP client and `parseResolveRule()`.
 */
export class AnalyzerError extends Error {
  /** Stable machine-readable code, see {@link AnalyzerErrorCode}. */
  readonly code: AnalyzerErrorCode;

  constructor(code: AnalyzerErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AnalyzerError';
    this.code = code;
  }
}

/** True when `err` is an {@link AnalyzerError} (also across module copies: checks name + code). */
export function isAnalyzerError(err: unknown): err is AnalyzerError {
  return (
    err instanceof AnalyzerError ||
    (err instanceof Error &&
      err.name === 'AnalyzerError' &&
      typeof (err as { code?: unknown }).code === 'string')
  );
}
