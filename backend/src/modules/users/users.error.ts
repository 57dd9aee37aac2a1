import { AdminProblemCode, AUTH_MESSAGES, AuthProblemCode, ProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link UsersError}. */
export const UsersErrorCode = {
  EmailAlreadyInUse: 'email-already-in-use',
  QuotaExceeded: ProblemCode.QuotaExceeded,
  UserNotFound: 'user-not-found',
  CannotModifySelf: AdminProblemCode.CannotModifySelf,
  InvalidToken: AuthProblemCode.InvalidToken,
  NoPendingEmailChange: 'no-pending-email-change',
  RateLimited: ProblemCode.RateLimited,
} as const;
export type UsersErrorCode = (typeof UsersErrorCode)[keyof typeof UsersErrorCode];

const STATUS: Record<UsersErrorCode, { status: number; title: string }> = {
  'email-already-in-use': { status: 409, title: AUTH_MESSAGES['email-already-in-use'] },
  'quota-exceeded': { status: 402, title: 'Free analyses used up' },
  'user-not-found': { status: 404, title: 'User not found' },
  'cannot-modify-self': { status: 409, title: 'Not on your own account' },
  'invalid-token': { status: 400, title: 'Invalid or expired link' },
  'no-pending-email-change': { status: 404, title: 'No email change is pending' },
  'rate-limited': { status: 429, title: 'Too many requests' },
};

/**
 * The users module's error: profile and email changes, the analysis quota and the operators' account management.
 */
export class UsersError extends ProblemError {
  constructor(code: UsersErrorCode, detail: string) {
    super(code, detail, STATUS[code]);
  }
}

/** 429 `rate-limited`: the address's hourly budget of account mails is spent (a signed-in resend). */
export const mailBudgetSpent = (): UsersError =>
  new UsersError(
    UsersErrorCode.RateLimited,
    'We sent several mails to this address in the last hour. Check the inbox (and the spam folder), or try again in an hour.',
  );
