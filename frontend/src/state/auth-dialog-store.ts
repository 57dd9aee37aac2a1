import { useSyncExternalStore } from 'react';

/** Dialog state: signin, signup, hidden — plus the reset-password form. */
export type AuthDialogMode = 'signin' | 'signup' | 'reset' | null;

export interface AuthDialogState {
  mode: AuthDialogMode;
  /** A message to show at the top (e.g. the auth error a Google/GitHub sign-in came back with). */
  notice: string | null;
  /** Shown as the dialog's purpose, e.g. "Sign in again to delete your account". */
  reason: string | null;
  /** Runs once after a successful sign-in/sign-up through the dialog (e.g. rerun the analysis after a 401). */
  afterSignIn: (() => void) | null;
  /**
   * Runs just before a Google/GitHub sign-in leaves the page (a full-page redirect that loses `afterSignIn`): the
   * place to persist the pending action so that the page can resume it when the provider sends the user back.
   */
  beforeRedirect: (() => void) | null;
}

let state: AuthDialogState = {
  mode: null,
  notice: null,
  reason: null,
  afterSignIn: null,
  beforeRedirect: null,
};
const listeners = new Set<() => void>();

function set(next: AuthDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The sign-in dialog's state, outside React so that the query client (any 401) and the router (any navigation
 * closes it) can change it.
 */
export const authDialog = Object.freeze({
  get: () => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(
    mode: Exclude<AuthDialogMode, null>,
    options: {
      notice?: string | null;
      reason?: string | null;
      afterSignIn?: (() => void) | null;
      beforeRedirect?: (() => void) | null;
    } = {},
  ): void {
    set({
      mode,
      notice: options.notice ?? null,
      reason: options.reason ?? null,
      afterSignIn:
        options.afterSignIn !== undefined ? options.afterSignIn : state.mode ? state.afterSignIn : null,
      beforeRedirect:
        options.beforeRedirect !== undefined
          ? options.beforeRedirect
          : state.mode
            ? state.beforeRedirect
            : null,
    });
  },
  setMode(mode: Exclude<AuthDialogMode, null>): void {
    set({ ...state, mode, notice: null });
  },
  close(): void {
    if (state.mode !== null || state.afterSignIn)
      set({ mode: null, notice: null, reason: null, afterSignIn: null, beforeRedirect: null });
  },
  /** After a successful sign-in: closes the dialog and runs the pending action, if any. */
  signedIn(): void {
    const pending = state.afterSignIn;
    set({ mode: null, notice: null, reason: null, afterSignIn: null, beforeRedirect: null });
    pending?.();
  },
});

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(authDialog.subscribe, authDialog.get, authDialog.get);
}
