import { FeedbackProblemCode, ProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link FeedbackError}. */
export const FeedbackErrorCode = {
  TechnologyNotDetected: FeedbackProblemCode.TechnologyNotDetected,
  DetectionReportNotFound: FeedbackProblemCode.DetectionReportNotFound,
  RateLimited: ProblemCode.RateLimited,
} as const;
export type FeedbackErrorCode = (typeof FeedbackErrorCode)[keyof typeof FeedbackErrorCode];

const STATUS: Record<FeedbackErrorCode, { status: number; title: string }> = {
  'technology-not-detected': { status: 400, title: 'Technology not in the result' },
  'detection-report-not-found': { status: 404, title: 'Detection report not found' },
  'rate-limited': { status: 429, title: 'Too many requests' },
};

/** The feedback module's error: filing and reviewing detection reports. */
export class FeedbackError extends ProblemError {
  constructor(code: FeedbackErrorCode, detail: string) {
    super(code, detail, STATUS[code]);
  }
}
