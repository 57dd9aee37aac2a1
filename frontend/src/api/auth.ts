import type {
  Acknowledgement,
  OAuthProvider,
  SignInRequest,
  SignUpRequest,
  User,
} from '@stacklens/contracts';
import { apiRequest, resetCsrfToken } from './client';

/** `POST /api/v2/auth/signup`: creates the account and signs it in (a new session, so a new CSRF token). */
export async function signUp(body: SignUpRequest): Promise<User> {
  const user = await apiRequest<User>('/api/v2/auth/signup', { method: 'POST', body });
  resetCsrfToken();
  return user;
}

/** `POST /api/v2/login {email, password}`. */
export async function signIn(body: SignInRequest): Promise<User> {
  const user = await apiRequest<User>('/api/v2/login', { method: 'POST', body });
  resetCsrfToken();
  return user;
}

/** `POST /api/v2/logout`. */
export async function signOut(): Promise<void> {
  await apiRequest<void>('/api/v2/logout', { method: 'POST' });
  resetCsrfToken();
}

export function verifyEmail(token: string): Promise<Acknowledgement> {
  return apiRequest<Acknowledgement>('/api/v2/auth/verify-email', { method: 'POST', body: { token } });
}

export function resendVerification(): Promise<Acknowledgement> {
  return apiRequest<Acknowledgement>('/api/v2/auth/resend-verification', { method: 'POST' });
}

export function forgotPassword(email: string): Promise<Acknowledgement> {
  return apiRequest<Acknowledgement>('/api/v2/auth/forgot-password', { method: 'POST', body: { email } });
}

/** `POST /api/v2/auth/sign-in-link {email}`: mails a one-time sign-in link (same answer whether the account exists). */
export function requestSignInLink(email: string): Promise<Acknowledgement> {
  return apiRequest<Acknowledgement>('/api/v2/auth/sign-in-link', { method: 'POST', body: { email } });
}

/** `POST /api/v2/auth/sign-in-with-link {token}`: signs in with the mailed token (new session, new CSRF token). */
export async function signInWithLink(token: string): Promise<User> {
  const user = await apiRequest<User>('/api/v2/auth/sign-in-with-link', { method: 'POST', body: { token } });
  resetCsrfToken();
  return user;
}

export function resetPassword(token: string, password: string): Promise<Acknowledgement> {
  return apiRequest<Acknowledgement>('/api/v2/auth/reset-password', {
    method: 'POST',
    body: { token, password },
  });
}

/** Where the Google/GitHub buttons send the browser (a full-page redirect), coming back to `returnTo`. */
export function oauthStartUrl(provider: OAuthProvider, returnTo: string): string {
  return `/api/v2/auth/${provider}?returnTo=${encodeURIComponent(returnTo)}`;
}
