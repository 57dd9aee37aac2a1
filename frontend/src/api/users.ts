import type { HistoryPage, UpdateUserRequest, User } from '@stacklens/contracts';
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

/** `POST /api/v2/user {name, email, jobTitleId, technologies}`. */
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
