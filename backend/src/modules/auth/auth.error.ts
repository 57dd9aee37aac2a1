import { AUTH_MESSAGES, AuthProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link AuthError}: the spec's auth messages (§8) plus token failures (session, CSRF and account refusals are `IdentityError`s). */
export const AuthErrorCode = {
  EmailAlreadyExists: 'email-already-exists',
  WrongPassword: 'wrong-password',
  UserNotFound: 'user-not-found',
  AccountExistsWithDifferentCredential: 'account-exists-with-different-credential',
  InvalidCredential: 'invalid-credential',
  OperationCancelled: 'operation-cancelled',
  AuthError: 'auth-error',
  InvalidToken: AuthProblemCode.InvalidToken,
  TooManyAttempts: AuthProblemCode.TooManyAttempts,
  AlreadyVerified: AuthProblemCode.AlreadyVerified,
  ProviderNotConfigured: AuthProblemCode.ProviderNotConfigured,
} as const;
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];

const STATUS: Record<AuthErrorCode, { status: number; title: string; detail: string }> = {
  'email-already-exists': {
    status: 409,
    title: 'Email already registered',
    detail: AUTH_MESSAGES['email-already-exists'],
  },
  'wrong-password': { status: 401, title: 'Incorrect password', detail: AUTH_MESSAGES['wrong-password'] },
  'user-not-found': { status: 401, title: 'User not found', detail: AUTH_MESSAGES['user-not-found'] },
  'account-exists-with-different-credential': {
    status: 409,
    title: 'Account exists with different credentials',
    detail: AUTH_MESSAGES['account-exists-with-different-credential'],
  },
  'invalid-credential': {
    status: 401,
    title: 'Invalid credentials',
    detail: AUTH_MESSAGES['invalid-credential'],
  },
  'operation-cancelled': {
    status: 400,
    title: 'Operation cancelled',
    detail: AUTH_MESSAGES['operation-cancelled'],
  },
  'auth-error': { status: 500, title: 'Sign-in failed', detail: AUTH_MESSAGES['auth-error'] },
  'invalid-token': {
    status: 400,
    title: 'Invalid or expired link',
    detail: 'This link is invalid, has expired or was already used. Request a new one.',
  },
  'too-many-attempts': {
    status: 429,
    title: 'Too many attempts',
    detail: 'Too many failed sign-in attempts. Please try again later.',
  },
  'already-verified': {
    status: 409,
    title: 'Already verified',
    detail: 'Your email address is already verified.',
  },
  'provider-not-configured': {
    status: 404,
    title: 'Sign-in method not available',
    detail: 'This sign-in method is not configured.',
  },
};

/** The auth module's error: sign-up, sign-in, sessions, CSRF, verification and reset. */
export class AuthError extends ProblemError {
  constructor(code: AuthErrorCode, detail?: string) {
    super(code, detail ?? STATUS[code].detail, STATUS[code]);
  }
}
