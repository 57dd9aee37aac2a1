import { MONITOR_LIMITS, MonitorsProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link MonitorsError} (the address codes are the analyze endpoint's). */
export const MonitorsErrorCode = {
  ...MonitorsProblemCode,
  InvalidUrl: 'invalid-url',
  SubdomainNotAllowed: 'subdomain-not-allowed',
} as const;
export type MonitorsErrorCode = (typeof MonitorsErrorCode)[keyof typeof MonitorsErrorCode];

const STATUS: Record<MonitorsErrorCode, { status: number; title: string; detail: string }> = {
  'monitor-not-found': { status: 404, title: 'Monitor not found', detail: 'There is no such monitor.' },
  'monitor-exists': {
    status: 409,
    title: 'Already monitored',
    detail: 'You already monitor this website: change its interval instead.',
  },
  'too-many-monitors': {
    status: 409,
    title: 'Too many monitors',
    detail: `You can monitor at most ${MONITOR_LIMITS.free} websites on the free plan and ${MONITOR_LIMITS.paid} on a paid plan.`,
  },
  'invalid-url': { status: 400, title: 'Invalid URL', detail: 'This is not a valid website address.' },
  'subdomain-not-allowed': {
    status: 405,
    title: 'Subdomain not allowed',
    detail: 'Only primary domains can be monitored.',
  },
};

/** The monitors module's error. */
export class MonitorsError extends ProblemError {
  constructor(code: MonitorsErrorCode, detail?: string) {
    super(code, detail ?? STATUS[code].detail, STATUS[code]);
  }
}
