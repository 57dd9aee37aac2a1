/**
 * Shared helpers of the overlay specs (`overlay*.spec.ts`): the fingerprint set with and without the overlay, and
 * small hand-written signals detected against either. Test support only (no production module imports it).
 */
import { detect } from '../detect/detect';
import { emptySignals, type Signals } from '../types';
import type { FingerprintSet } from './model';
import { loadFingerprints } from './load';

/** The shipped set: upstream data with the overlay. */
export const withOverlay = loadFingerprints();
/** Upstream data alone (what each overlay rule must add to or correct). */
export const upstream = loadFingerprints({ overlayDir: null });

/**
 * A signals factory for pages of `defaultUrl`: `page(extra, url?)` is `emptySignals(url)` with `extra` over it.
 * @param defaultUrl the page URL when a call gives none (each spec imitates its own kind of site)
 */
export function pageAt(defaultUrl: string): (extra: Partial<Signals>, url?: string) => Signals {
  return (extra, url = defaultUrl) => ({ ...emptySignals(url), ...extra });
}

/** The detection named `name` in `signals` against `set` (the shipped set by default), or undefined. */
export function found(signals: Signals, name: string, set: FingerprintSet = withOverlay) {
  return detect(signals, set).find((d) => d.name === name);
}
