/**
 * Auth constants without schemas: imported by the web app's first page, so they must not pull the schema library
 * into its bundle (auth.ts re-exports them next to the request schemas).
 */

/**
 * The user-facing auth messages of the product specification §8, by the stable problem `code` the API sends.
 * Clients show `AUTH_MESSAGES[problem.code]` (and fall back to the generic message).
 */
export const AUTH_MESSAGES = {
  'account-disabled': 'This account has been disabled',
  'email-already-exists': 'An account with this email already exists',
  'wrong-password': 'Incorrect password',
  'email-already-in-use': 'This email is already in use',
  'operation-cancelled': 'Operation cancelled',
  'popup-closed': 'Sign-in popup closed',
  'weak-password': 'Password must be at least 6 characters',
  'invalid-email': 'Invalid email address',
  'user-not-found': 'User not found',
  'account-exists-with-different-credential': 'Account exists with different credentials',
  'invalid-credential': 'An error occurred. Please check your credentials and try again',
  'popup-blocked': 'Popup blocked by browser',
  'auth-error': 'An error occurred. Please try again later.',
  'provider-not-configured': 'This sign-in method is not available on this server. Use your email and password.',
} as const;
export type AuthMessageCode = keyof typeof AUTH_MESSAGES;

/** Stable problem codes of the accounts API (besides the auth messages above). */
export const AuthProblemCode = {
  RequiresRecentLogin: 'requires-recent-login',
  CsrfInvalid: 'csrf-invalid',
  InvalidToken: 'invalid-token',
  TooManyAttempts: 'too-many-attempts',
  AlreadyVerified: 'already-verified',
  ProviderNotConfigured: 'provider-not-configured',
} as const;

/** The message for an auth problem code, or the generic one. */
export function authMessage(code: string | undefined): string {
  return code && code in AUTH_MESSAGES ? AUTH_MESSAGES[code as AuthMessageCode] : AUTH_MESSAGES['auth-error'];
}

/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 6;

/** Header carrying the CSRF token. */
export const CSRF_HEADER = 'x-csrf-token';
