import { ProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link LighthouseError}. */
export const LighthouseErrorCode = {
  InvalidUrl: ProblemCode.InvalidUrl,
  SubdomainNotAllowed: ProblemCode.SubdomainNotAllowed,
  BlockedByRobots: ProblemCode.BlockedByRobots,
  RunNotFound: 'lighthouse-run-not-found',
  ReportNotFound: 'lighthouse-report-not-found',
  QueueUnavailable: 'queue-unavailable',
  QueueFull: 'queue-full',
  LimitReached: 'lighthouse-limit-reached',
} as const;
export type LighthouseErrorCode = (typeof LighthouseErrorCode)[keyof typeof LighthouseErrorCode];

const STATUS: Record<LighthouseErrorCode, { status: number; title: string }> = {
  'invalid-url': { status: 400, title: 'Invalid URL' },
  'subdomain-not-allowed': { status: 405, title: 'Subdomains cannot be analysed' },
  'blocked-by-robots': { status: 405, title: 'Blocked by robots.txt' },
  'lighthouse-run-not-found': { status: 404, title: 'Lighthouse run not found' },
  'lighthouse-report-not-found': { status: 404, title: 'No Lighthouse report' },
  'queue-unavailable': { status: 503, title: 'Lighthouse queue unavailable' },
  'queue-full': { status: 503, title: 'Too many Lighthouse runs waiting' },
  'lighthouse-limit-reached': { status: 429, title: 'Daily Lighthouse limit reached' },
};

/**
 * The lighthouse module's error: requesting a report, reading a run or a report. `retryAfterSeconds` becomes the
 * answer's Retry-After header (lighthouse-limit-reached: until the next UTC day).
 */
export class LighthouseError extends ProblemError {
  constructor(code: LighthouseErrorCode, detail: string, options: { retryAfterSeconds?: number } = {}) {
    super(code, detail, STATUS[code], options);
  }
}
