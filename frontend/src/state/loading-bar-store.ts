import { useSyncExternalStore } from 'react';

/** Set when a navigation ends in an error (the route error page is shown): the loading bar turns red. */
let failedAt = 0;
const listeners = new Set<() => void>();

export const navigationFailure = Object.freeze({
  get: () => failedAt,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  report(): void {
    failedAt = Date.now();
    for (const listener of listeners) listener();
  },
});

export function useNavigationFailure(): number {
  return useSyncExternalStore(navigationFailure.subscribe, navigationFailure.get, navigationFailure.get);
}
