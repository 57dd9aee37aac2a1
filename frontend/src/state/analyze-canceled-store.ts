import { useSyncExternalStore } from 'react';

/** Client state of the analysis-canceled snackbar: analyzeCanceled flag and analyzeCanceledUrl. */
export interface AnalyzeCanceledState {
  analyzeCanceled: boolean;
  analyzeCanceledUrl: string | null;
}

let state: AnalyzeCanceledState = { analyzeCanceled: false, analyzeCanceledUrl: null };
const listeners = new Set<() => void>();

function set(next: AnalyzeCanceledState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Set when the visitor leaves a result page while its analysis runs; the shell shows the snackbar. */
export const analyzeCanceled = Object.freeze({
  get: () => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  cancel(url: string): void {
    set({ analyzeCanceled: true, analyzeCanceledUrl: url });
  },
  clear(): void {
    if (state.analyzeCanceled) set({ analyzeCanceled: false, analyzeCanceledUrl: null });
  },
});

export function useAnalyzeCanceled(): AnalyzeCanceledState {
  return useSyncExternalStore(analyzeCanceled.subscribe, analyzeCanceled.get, analyzeCanceled.get);
}
