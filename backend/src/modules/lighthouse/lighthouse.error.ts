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
} as const;
export type LighthouseErrorCode = (typeof LighthouseErrorCode)[keyof typeof LighthouseErrorCode];

const STATUS: Record<LighthouseErrorCode, { status: number; title: string }> = {
  'invalid-url': { status: 400, title: 'Invalid URL' },
  'subdomain-not-allowed': { status: 405, title: 'Subdomains cannot be analysed' },
  'blocked-by-robots': { status: 405, title: 'Blocked by robots.txt' },
  'lighthouse-run-not-found': { status: 404, title: 'Lighthouse run not found' },
  'lighthouse-report-not-found': { status: 404, title: 'No Lighthouse report' },
  'queue-unavailable': { status: 503, title: 'Lighthouse queue unavailable' },
};

/** The lighthouse module's error: requesting a report, reading a run or a report. */
export class LighthouseError extends ProblemError {
  constructor(code: LighthouseErrorCode, detail: string) {
    super(code, detail, STATUS[code]);
  }
}
