import { AdminProblemCode, ProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link AnalysisError}. */
export const AnalysisErrorCode = {
  InvalidUrl: ProblemCode.InvalidUrl,
  SubdomainNotAllowed: ProblemCode.SubdomainNotAllowed,
  BlockedByRobots: ProblemCode.BlockedByRobots,
  AnalysisNotFound: ProblemCode.AnalysisNotFound,
  QueueUnavailable: 'queue-unavailable',
  QueueFull: 'queue-full',
  TooManyQueued: 'too-many-queued-analyses',
  AnalysisNotRetryable: AdminProblemCode.AnalysisNotRetryable,
} as const;
export type AnalysisErrorCode = (typeof AnalysisErrorCode)[keyof typeof AnalysisErrorCode];

const STATUS: Record<AnalysisErrorCode, { status: number; title: string }> = {
  'invalid-url': { status: 400, title: 'Invalid URL' },
  // The spec's error catalogue keeps 405 for both "use a primary domain" and "blocked by robots.txt".
  'subdomain-not-allowed': { status: 405, title: 'Subdomains cannot be analysed' },
  'blocked-by-robots': { status: 405, title: 'Blocked by robots.txt' },
  'analysis-not-found': { status: 404, title: 'Analysis not found' },
  'queue-unavailable': { status: 503, title: 'Analysis queue unavailable' },
  'queue-full': { status: 503, title: 'Too many analyses waiting' },
  'too-many-queued-analyses': { status: 429, title: 'Too many of your analyses waiting' },
  'analysis-not-retryable': { status: 409, title: 'Analysis cannot be retried' },
};

/**
 * The analyses module's error: requesting an analysis and reading its status. `retryAfterSeconds` becomes the
 * answer's Retry-After header (too-many-queued-analyses).
 */
export class AnalysisError extends ProblemError {
  constructor(code: AnalysisErrorCode, detail: string, options: { retryAfterSeconds?: number } = {}) {
    super(code, detail, STATUS[code], options);
  }
}
