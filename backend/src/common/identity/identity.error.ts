import { AUTH_MESSAGES, AuthProblemCode, ProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../problem-error';

/** Stable codes of {@link IdentityError}: who may make a request. */
export const IdentityErrorCode = {
  SignUpRequired: ProblemCode.SignUpRequired,
  EmailNotVerified: ProblemCode.EmailNotVerified,
  AccountDisabled: 'account-disabled',
  RequiresRecentLogin: AuthProblemCode.RequiresRecentLogin,
  CsrfInvalid: AuthProblemCode.CsrfInvalid,
  NotAnOperator: 'not-an-operator',
  SessionRequired: 'session-required',
  InsufficientScope: 'insufficient-scope',
} as const;
export type IdentityErrorCode = (typeof IdentityErrorCode)[keyof typeof IdentityErrorCode];

const STATUS: Record<IdentityErrorCode, { status: number; title: string; detail: string }> = {
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
  'session-required': {
    status: 403,
    title: 'Session required',
    detail: 'This is done from a signed-in browser session, not with an API key.',
  },
  'insufficient-scope': {
    status: 403,
    title: 'Insufficient scope',
    detail: 'This API key lacks the scope this request needs: create a key with it.',
  },
  'not-an-operator': {
    status: 403,
    title: 'Operators only',
    detail: 'Only StackLens operators (role admin) may do this.',
  },
};

/**
 * The identity layer's error: missing or refused credentials (401 sign-up-required, 401 requires-recent-login),
 * refused accounts (403 account-disabled, email-not-verified, not-an-operator), actions reserved to a browser
 * session (403 session-required), API keys without the route's scope (403 insufficient-scope) and CSRF (403
 * csrf-invalid).
 */
export class IdentityError extends ProblemError {
  constructor(code: IdentityErrorCode, detail?: string) {
    super(code, detail ?? STATUS[code].detail, STATUS[code]);
  }
}
