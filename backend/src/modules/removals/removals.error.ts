import { ProblemCode, RemovalsProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link RemovalsError}. */
export const RemovalsErrorCode = {
  InvalidUrl: ProblemCode.InvalidUrl,
  RemovalNotFound: RemovalsProblemCode.RemovalNotFound,
  RemovalNotPending: RemovalsProblemCode.RemovalNotPending,
} as const;
export type RemovalsErrorCode = (typeof RemovalsErrorCode)[keyof typeof RemovalsErrorCode];

const STATUS: Record<RemovalsErrorCode, { status: number; title: string }> = {
  'invalid-url': { status: 400, title: 'Invalid website address' },
  'removal-not-found': { status: 404, title: 'Removal request not found' },
  'removal-not-pending': { status: 409, title: 'Removal request already decided' },
};

/** The removals module's error. */
export class RemovalsError extends ProblemError {
  constructor(code: RemovalsErrorCode, detail: string) {
    super(code, detail, STATUS[code]);
  }
}
