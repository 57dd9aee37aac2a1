import type {
  Acknowledgement,
  ExportFormat,
  HistoryPage,
  SessionList,
  SignOutEverywhereResponse,
  TechnologyChangesResponse,
  UpdateUserRequest,
  User,
} from '@stacklens/contracts';
import { apiRequest, isProblemError, resetCsrfToken } from './client';

/** `GET /api/v2/user`; null when nobody is signed in (401). */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await apiRequest<User>('/api/v2/user', { signal });
  } catch (error) {
    if (isProblemError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * `POST /api/v2/user {name, email, jobTitleId, technologies, accountSetup}` (a new email becomes `pendingEmail`;
 * `accountSetup: 'done'` ends the account-setup step).
 */
export function updateUser(body: UpdateUserRequest): Promise<User> {
  return apiRequest<User>('/api/v2/user', { method: 'POST', body });
}

/** `DELETE /api/v2/user` (401 requires-recent-login when the last sign-in is older than 5 minutes). */
export async function deleteUser(): Promise<void> {
  await apiRequest<void>('/api/v2/user', { method: 'DELETE' });
  resetCsrfToken();
}

/** `GET /api/v2/user/history?page=&pageSize=`. */
export function getHistory(page: number, pageSize: number, signal?: AbortSignal): Promise<HistoryPage> {
  return apiRequest<HistoryPage>('/api/v2/user/history', { query: { page, pageSize }, signal });
}

/**
 * `GET /api/v2/user/history/export?format=`: the address of the whole history as a download (CSV or JSON Lines),
 * opened by a link (the session cookie goes along; a GET needs no CSRF token).
 */
export function historyExportUrl(format: ExportFormat = 'csv'): string {
  return `/api/v2/user/history/export?format=${format}`;
}

/** `POST /api/v2/user/email-change/confirm {token}` — the link mailed to a new address (no sign-in needed). */
export function confirmEmailChange(token: string): Promise<Acknowledgement> {
  return apiRequest<Acknowledgement>('/api/v2/user/email-change/confirm', {
    method: 'POST',
    body: { token },
  });
}

/** `POST /api/v2/user/email-change/resend`: a new confirmation link to the pending address. */
export function resendEmailChange(): Promise<Acknowledgement> {
  return apiRequest<Acknowledgement>('/api/v2/user/email-change/resend', { method: 'POST' });
}

/** `DELETE /api/v2/user/email-change`: forget the pending address. */
export async function cancelEmailChange(): Promise<void> {
  await apiRequest<void>('/api/v2/user/email-change', { method: 'DELETE' });
}

/** `GET /api/v2/user/sessions`: the user's signed-in browsers. */
export function getSessions(signal?: AbortSignal): Promise<SessionList> {
  return apiRequest<SessionList>('/api/v2/user/sessions', { signal });
}

/** `POST /api/v2/user/sessions/sign-out-everywhere`: ends every other session. */
export function signOutEverywhere(): Promise<SignOutEverywhereResponse> {
  return apiRequest<SignOutEverywhereResponse>('/api/v2/user/sessions/sign-out-everywhere', {
    method: 'POST',
  });
}

/** `GET /api/v2/user/technology-changes?limit=`: recent changes of the user's technologies of interest. */
export function getTechnologyChanges(
  limit: number,
  signal?: AbortSignal,
): Promise<TechnologyChangesResponse> {
  return apiRequest<TechnologyChangesResponse>('/api/v2/user/technology-changes', {
    query: { limit },
    signal,
  });
}
