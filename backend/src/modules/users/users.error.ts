import { AUTH_MESSAGES, ProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link UsersError}. */
export const UsersErrorCode = {
  EmailAlreadyInUse: 'email-already-in-use',
  QuotaExceeded: ProblemCode.QuotaExceeded,
} as const;
export type UsersErrorCode = (typeof UsersErrorCode)[keyof typeof UsersErrorCode];

const STATUS: Record<UsersErrorCode, { status: number; title: string }> = {
  'email-already-in-use': { status: 409, title: AUTH_MESSAGES['email-already-in-use'] },
  'quota-exceeded': { status: 402, title: 'Free analyses used up' },
};

/** The users module's error: profile changes and the analysis quota. */
export class UsersError extends ProblemError {
  constructor(code: UsersErrorCode, detail: string) {
    super(code, detail, STATUS[code]);
  }
}
