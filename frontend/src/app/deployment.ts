import type { createAppRouter } from './router';

/** The build manifest the web server serves next to the app (written by the `stacklens-build-manifest` Vite plugin). */
export const BUILD_MANIFEST_PATH = '/latest.json';
/** How often an open tab asks whether a new version was deployed (also whenever the tab becomes visible again). */
const CHECK_INTERVAL_MS = 5 * 60_000;
/** A forced reload happens at most once in this window (10 s): no reload loops. */
export const RELOAD_GUARD_MS = 10_000;
const RELOADED_AT_KEY = 'stacklens-reloaded-at';

/** `latest.json`: the entry chunk of the deployed build (its file name carries the content hash). */
interface BuildManifest {
  entry: string;
  builtAt?: string;
}

/**
 * Loads `url` with a full page load unless one was forced less than {@link RELOAD_GUARD_MS} ago in this tab.
 * @returns whether it reloads
 */
export function reloadGuarded(url: string = window.location.href): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  window.location.assign(url);
  return true;
}

/**
 * Notices a new deployment in an open tab: polls the
 * manifest every few minutes and when the tab becomes visible; once it names another entry chunk than the one running,
 * the next navigation is a full page load of its target (guarded, see {@link reloadGuarded}), so the tab picks up the
 * new code without losing what the user was doing. A chunk that fails to load after a deployment (Vite's
 * `vite:preloadError`) reloads the page the same way. Marks `<html data-new-deployment="true">` once noticed.
 * @param runningEntry path of the entry chunk this page runs (`new URL(import.meta.url).pathname` in main.tsx)
 */
export function watchDeployments(router: ReturnType<typeof createAppRouter>, runningEntry: string): void {
  let deployed = false;
  const check = async (): Promise<void> => {
    if (deployed) return;
    try {
      const response = await fetch(BUILD_MANIFEST_PATH, { cache: 'no-store' });
      if (!response.ok) return;
      const manifest = (await response.json()) as Partial<BuildManifest>;
      if (typeof manifest.entry === 'string' && manifest.entry !== runningEntry) {
        deployed = true;
        document.documentElement.dataset.newDeployment = 'true';
      }
    } catch {
      // offline or mid-deployment: ask again later
    }
  };
  window.setInterval(() => void check(), CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });

  let current = router.state.location;
  router.subscribe((state) => {
    const target = state.navigation.location ?? state.location;
    const moved = target.pathname !== current.pathname || target.search !== current.search;
    if (!moved) return;
    if (deployed && reloadGuarded(`${target.pathname}${target.search}${target.hash}`)) return;
    if (state.navigation.state === 'idle') current = state.location;
  });

  window.addEventListener('vite:preloadError', (event) => {
    if (reloadGuarded()) event.preventDefault();
  });
}
