import { useContext, useEffect, useSyncExternalStore } from 'react';
import {
  COLOR_MODE_COOKIE,
  COLOR_MODE_MAX_AGE_S,
  COLOR_MODE_PREFERENCE_COOKIE,
  COLOR_MODE_STORAGE_KEY,
} from '../lib/constants';
import { readCookie, writeCookie } from '../lib/cookies';
import { InitialStateContext } from './initial-state';

/** A concrete colour mode; `system` resolves to one of these. */
export type ResolvedColorMode = 'light' | 'dark';
export type ColorModePreference = ResolvedColorMode | 'system';

/** Colour-mode state: preference, resolved value, unknown flag, forced flag. */
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

/** The preference kept in local storage, or null (none, or storage disabled). */
function localPreference(): ColorModePreference | null {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return isPreference(stored) ? stored : null;
  } catch {
    return null;
  }
}

function readStoredPreference(): ColorModePreference {
  if (!isBrowser) return 'system';
  const stored = localPreference();
  if (stored) return stored;
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
  // A preference kept in local storage is copied into the cookies, which are what a server render reads: the next
  // page then comes from the server in the right colour mode instead of switching after hydration.
  if (
    localPreference() !== null &&
    (readCookie(COLOR_MODE_PREFERENCE_COOKIE) !== preference || readCookie(COLOR_MODE_COOKIE) !== state.value)
  ) {
    persist();
  }
  // "system" follows the operating system's setting live.
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
  /** A page forces a concrete mode while it is shown; forcing `system` is not allowed. */
  force(mode: ResolvedColorMode | null): void {
    if ((mode as string) === 'system') throw new Error('A page cannot force the colour mode "system"');
    forcedMode = mode;
    update();
  },
});

/**
 * The colour mode a server render uses for a request's `Cookie` header: the stored preference (cookie
 * `color-mode-preference`), resolved for `system` with the mode the browser last reported (cookie `color-mode`),
 * light when neither is known; `forced` when the route forces one. `unknown` is true: the server cannot see the
 * browser's setting (the inline script of index.html applies it before the first paint).
 */
export function colorModeFromCookies(cookies: string, forced?: ResolvedColorMode): ColorModeState {
  const stored = readCookie(COLOR_MODE_PREFERENCE_COOKIE, cookies);
  const storedPreference: ColorModePreference = isPreference(stored) ? stored : 'system';
  const reported = readCookie(COLOR_MODE_COOKIE, cookies);
  const system: ResolvedColorMode = reported === 'dark' ? 'dark' : 'light';
  const value = forced ?? (storedPreference === 'system' ? system : storedPreference);
  return { preference: storedPreference, value, unknown: true, forced: forced !== undefined };
}

/** The colour-mode state; while hydrating a server-rendered page, the state the server rendered with. */
export function useColorMode(): ColorModeState {
  const initial = useContext(InitialStateContext)?.colorMode;
  return useSyncExternalStore(colorMode.subscribe, colorMode.get, initial ? () => initial : colorMode.get);
}

/** Forces `mode` while the calling page is mounted (route option "forced colour mode"). */
export function useForcedColorMode(mode: ResolvedColorMode | undefined): void {
  useEffect(() => {
    if (!mode) return;
    colorMode.force(mode);
    return () => colorMode.force(null);
  }, [mode]);
}
