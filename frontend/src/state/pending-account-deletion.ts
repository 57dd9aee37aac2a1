/**
 * An account deletion the user confirmed, waiting for the fresh sign-in the API asks for (401
 * requires-recent-login). A Google/GitHub sign-in is a full-page redirect that loses in-memory state, so the
 * request is kept in sessionStorage until the account page is back (at most {@link MAX_AGE_MS}); the email dialog
 * path retries through `authDialog.afterSignIn` and never stores it.
 */
const KEY = 'stacklens.pendingAccountDeletion';

/** How long a remembered deletion stays valid: a provider round trip, not a later visit. */
const MAX_AGE_MS = 10 * 60 * 1000;

export const pendingAccountDeletion = Object.freeze({
  /** Remembers the confirmed deletion, just before the provider's redirect. */
  remember(): void {
    try {
      sessionStorage.setItem(KEY, String(Date.now()));
    } catch {
      // Storage disabled: the user confirms once more after coming back.
    }
  },
  /** Whether a deletion was remembered less than ten minutes ago; forgets it either way (once). */
  take(): boolean {
    try {
      const at = Number(sessionStorage.getItem(KEY));
      sessionStorage.removeItem(KEY);
      return at > 0 && Date.now() - at < MAX_AGE_MS;
    } catch {
      return false;
    }
  },
});
