import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link HealthError}. */
export const HealthErrorCode = {
  MetricsOff: 'metrics-off',
  MetricsUnauthorized: 'metrics-unauthorized',
} as const;
export type HealthErrorCode = (typeof HealthErrorCode)[keyof typeof HealthErrorCode];

const STATUS: Record<HealthErrorCode, { status: number; title: string }> = {
  'metrics-off': { status: 404, title: 'Metrics are off' },
  'metrics-unauthorized': { status: 401, title: 'Metrics need the scraper token' },
};

/** The health module's error: the metrics endpoint. */
export class HealthError extends ProblemError {
  constructor(code: HealthErrorCode, detail: string) {
    super(code, detail, STATUS[code]);
  }
}
