import type { AnalyzerErrorCode } from './types';

/**
 * The one error class of the analyzer. `code` is stable (CLI `error.code`, API `errorCode`); `message` is for people
 * and safe to show to the user who asked; `detail`, when present, is for operators only (server logs, the CLI): what
 * users must not learn, such as the internal address a name resolved to.
 * Thrown by `analyze()`, the guarded HTTP client and `parseResolveRule()`.
 */
export class AnalyzerError extends Error {
  /** Stable machine-readable code, see {@link AnalyzerErrorCode}. */
  readonly code: AnalyzerErrorCode;
  /** Operators' detail (never shown to users), e.g. `Refusing to connect to x (resolves to 10.0.0.1: private address).` */
  readonly detail?: string;

  constructor(code: AnalyzerErrorCode, message: string, options?: { cause?: unknown; detail?: string }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AnalyzerError';
    this.code = code;
    if (options?.detail !== undefined) this.detail = options.detail;
  }
}

/**
 * The user-facing message of every `blocked-address` refusal: it names no address (the guard's detail, with the
 * address and its class, goes to {@link AnalyzerError.detail}).
 */
export const ADDRESS_NOT_ALLOWED_MESSAGE =
  'Address not allowed: StackLens connects only to public internet addresses.';

/**
 * The operators' account of an error: its `detail` when it has one, else its message.
 */
export function operatorDetail(err: unknown): string {
  if (isAnalyzerError(err)) return err.detail ?? err.message;
  return err instanceof Error ? err.message : String(err);
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
