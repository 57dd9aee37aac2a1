import { useEffect, useSyncExternalStore } from 'react';
import {
  COLOR_MODE_COOKIE,
  COLOR_MODE_MAX_AGE_S,
  COLOR_MODE_PREFERENCE_COOKIE,
  COLOR_MODE_STORAGE_KEY,
} from './constants';
import { readCookie, writeCookie } from './cookies';

/** A concrete colour mode; `system` resolves to one of these. */
export type ResolvedColorMode = 'light' | 'dark';
export type ColorModePreference = ResolvedColorMode | 'system';

/** Colour-mode state of the spec (§3): preference, resolved value, unknown flag, forced flag. */
export interface ColorModeState {
  preference: ColorModePreference;
  value: ResolvedColorMode;
  /** True until the browser's setting could be read (never in the browser; on a server render). */
  unknown: boolean;
  /** True while a page forces a mode. */
  forced: boolean;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
const isBrowser = typeof window !== 'undefined';

function isPreference(value: unknown): value is ColorModePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

function readStoredPreference(): ColorModePreference {
  if (!isBrowser) return 'system';
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    if (isPreference(stored)) return stored;
  } catch {
    // storage disabled: fall back to the cookie
  }
  const cookie = readCookie(COLOR_MODE_PREFERENCE_COOKIE);
  return isPreference(cookie) ? cookie : 'system';
}

function systemMode(): ResolvedColorMode {
  return isBrowser && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

let preference = readStoredPreference();
let forcedMode: ResolvedColorMode | null = null;
let state: ColorModeState = compute();
const listeners = new Set<() => void>();

function compute(): ColorModeState {
  const value = forcedMode ?? (preference === 'system' ? systemMode() : preference);
  return { preference, value, unknown: !isBrowser, forced: forcedMode !== null };
}

/** Puts the resolved mode on <html> (class, data attribute, color-scheme) so CSS and the first paint follow it. */
function apply(): void {
  if (!isBrowser) return;
  const root = document.documentElement;
  root.classList.toggle('dark', state.value === 'dark');
  root.classList.toggle('light', state.value === 'light');
  root.dataset.colorMode = state.value;
  root.style.colorScheme = state.value;
}

function update(): void {
  const next = compute();
  if (
    next.value === state.value &&
    next.preference === state.preference &&
    next.forced === state.forced &&
    next.unknown === state.unknown
  )
    return;
  state = next;
  apply();
  for (const listener of listeners) listener();
}

function persist(): void {
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // storage disabled: the cookies still carry it
  }
  writeCookie(COLOR_MODE_PREFERENCE_COOKIE, preference, COLOR_MODE_MAX_AGE_S);
  writeCookie(COLOR_MODE_COOKIE, state.value, COLOR_MODE_MAX_AGE_S);
}

if (isBrowser) {
  apply();
  // "system" follows the operating system's setting live (spec §4).
  window.matchMedia?.(DARK_QUERY).addEventListener?.('change', () => {
    update();
    if (preference === 'system' && !forcedMode) writeCookie(COLOR_MODE_COOKIE, state.value, COLOR_MODE_MAX_AGE_S);
  });
  // Another tab changed the preference.
  window.addEventListener('storage', (event) => {
    if (event.key === COLOR_MODE_STORAGE_KEY && isPreference(event.newValue)) {
      preference = event.newValue;
      update();
    }
  });
}

export const colorMode = Object.freeze({
  get: () => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Sets and stores the visitor's preference (light, dark or system) for a year. */
  setPreference(next: ColorModePreference): void {
    preference = next;
    update();
    persist();
  },
  /** A page forces a concrete mode while it is shown; forcing `system` is not allowed (spec §4). */
  force(mode: ResolvedColorMode | null): void {
    if ((mode as string) === 'system') throw new Error('A page cannot force the colour mode "system"');
    forcedMode = mode;
    update();
  },
});

export function useColorMode(): ColorModeState {
  return useSyncExternalStore(colorMode.subscribe, colorMode.get, colorMode.get);
}

/** Forces `mode` while the calling page is mounted (route option "forced colour mode"). */
export function useForcedColorMode(mode: ResolvedColorMode | undefined): void {
  useEffect(() => {
    if (!mode) return;
    colorMode.force(mode);
    return () => colorMode.force(null);
  }, [mode]);
}
