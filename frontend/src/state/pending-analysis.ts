/**
 * The analysis a visitor asked for before a 401 sent them to sign in ("after a successful login following a
 * 401, the analysis reruns if an initial URL exists"). Kept in sessionStorage, because a Google/GitHub sign-in is a
 * full-page redirect that loses in-memory state; the email dialog path reruns through `authDialog.afterSignIn`.
 */
const KEY = 'stacklens.pendingAnalysis';

export const pendingAnalysis = Object.freeze({
  /** Remembers the normalised address whose analysis hit a 401. */
  remember(url: string): void {
    try {
      sessionStorage.setItem(KEY, url);
    } catch {
      // Storage disabled: the email dialog still reruns in memory.
    }
  },
  /** Returns and forgets the remembered address when it is `url` (once), else null. */
  take(url: string): string | null {
    try {
      if (sessionStorage.getItem(KEY) !== url) return null;
      sessionStorage.removeItem(KEY);
      return url;
    } catch {
      return null;
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // nothing to clear
    }
  },
});
