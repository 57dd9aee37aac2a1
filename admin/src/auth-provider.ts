import type { AuthProvider, UserIdentity } from 'react-admin';
import type { User } from '@stacklens/contracts';
import { apiFetch, resetCsrfToken } from './http';

/**
 * Who may use the panel: the signed-in user of the main site's session (cookie `stacklens.sid`) whose role is
 * `admin`. The panel has no sign-in form of its own — sign-in happens on the main site — so every failed check
 * leads to the refusal page ({@link NotOperatorPage}, react-admin's login route), which says why and links there.
 */

/** The outcome of `GET /api/v2/user`: the user, or null when signed out (401). */
export async function currentUser(): Promise<User | null> {
  try {
    return await apiFetch<User>('/api/v2/user');
  } catch (error) {
    if ((error as { status?: number }).status === 401) return null;
    throw error;
  }
}

/** Whether the panel has let the current user in (a later `logout` then really signs out). */
let operatorSignedIn = false;

export const authProvider: AuthProvider = {
  /** No form here: the refusal page links to the main site's sign-in. */
  async login() {
    throw new Error('Sign in on the StackLens site.');
  },

  /** Resolves for an operator; otherwise rejects without a notification and shows the refusal page. */
  async checkAuth() {
    const user = await currentUser();
    operatorSignedIn = user?.role === 'admin';
    if (!operatorSignedIn) throw { message: false };
  },

  /**
   * 401 (the session ended) and 403 `not-an-operator` (the role was revoked) lead to the refusal page; other
   * errors (validation, a record not pending, CSRF) are shown as notifications only. The main site's session is
   * left alone (`logoutUser: false`).
   */
  async checkError(error: { status?: number; body?: { code?: string } }) {
    if (error.status === 401 || (error.status === 403 && error.body?.code === 'not-an-operator')) {
      operatorSignedIn = false;
      throw { message: false, logoutUser: false };
    }
  },

  /**
   * The Logout button signs the operator out of StackLens (`POST /api/v2/logout`). react-admin also calls this
   * after a failed check; then nobody was let in and the main site's session (e.g. a non-operator's) stays.
   */
  async logout() {
    if (operatorSignedIn) {
      operatorSignedIn = false;
      await apiFetch('/api/v2/logout', { method: 'POST' }).catch(() => undefined);
      resetCsrfToken();
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = await currentUser();
    if (!user) throw new Error('Signed out');
    return { id: user.id, fullName: user.displayName };
  },

  async getPermissions() {
    return (await currentUser())?.role ?? null;
  },
};
