import { AUTH_MESSAGES, AuthProblemCode, ProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link AuthError}: the spec's auth messages (§8) plus session, CSRF and token failures. */
export const AuthErrorCode = {
  SignUpRequired: ProblemCode.SignUpRequired,
  EmailNotVerified: ProblemCode.EmailNotVerified,
  AccountDisabled: 'account-disabled',
  EmailAlreadyExists: 'email-already-exists',
  WrongPassword: 'wrong-password',
  UserNotFound: 'user-not-found',
  AccountExistsWithDifferentCredential: 'account-exists-with-different-credential',
  InvalidCredential: 'invalid-credential',
  OperationCancelled: 'operation-cancelled',
  AuthError: 'auth-error',
  RequiresRecentLogin: AuthProblemCode.RequiresRecentLogin,
  CsrfInvalid: AuthProblemCode.CsrfInvalid,
  InvalidToken: AuthProblemCode.InvalidToken,
  TooManyAttempts: AuthProblemCode.TooManyAttempts,
  AlreadyVerified: AuthProblemCode.AlreadyVerified,
  ProviderNotConfigured: AuthProblemCode.ProviderNotConfigured,
} as const;
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];

const STATUS: Record<AuthErrorCode, { status: number; title: string; detail: string }> = {
  'sign-up-required': {
    status: 401,
    title: 'Sign-up required',
    detail: 'Sign in or create a free account to analyse websites.',
  },
  'email-not-verified': {
    status: 403,
    title: 'Email not verified',
    detail:
      'Verify your email address to use StackLens: follow the link we mailed you, or request a new one with POST /api/v2/auth/resend-verification.',
  },
  'account-disabled': { status: 403, title: 'Account disabled', detail: AUTH_MESSAGES['account-disabled'] },
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
  'requires-recent-login': {
    status: 401,
    title: 'Recent sign-in required',
    detail: 'For your security, sign in again (within the last 5 minutes) to do this.',
  },
  'csrf-invalid': {
    status: 403,
    title: 'Invalid CSRF token',
    detail:
      'Missing or invalid x-csrf-token header: fetch a token from GET /api/v2/auth/csrf and send it back.',
  },
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
