import { AdminProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link AdminError} (the owning modules' errors cover their own records). */
export const AdminErrorCode = {
  RecordNotFound: AdminProblemCode.RecordNotFound,
} as const;
export type AdminErrorCode = (typeof AdminErrorCode)[keyof typeof AdminErrorCode];

const STATUS: Record<AdminErrorCode, { status: number; title: string }> = {
  'admin-record-not-found': { status: 404, title: 'Record not found' },
};

/** The admin module's error. */
export class AdminError extends ProblemError {
  constructor(code: AdminErrorCode, detail: string) {
    super(code, detail, STATUS[code]);
  }
}
