import { useContext, useSyncExternalStore } from 'react';
import {
  CONSENT_COOKIE,
  CONSENT_ENABLED_COOKIE,
  CONSENT_ID_SEPARATOR,
  CONSENT_MAX_AGE_S,
} from '../lib/constants';
import { deleteCookie, readCookie, writeCookie } from '../lib/cookies';
import { InitialStateContext } from './initial-state';

/** A cookie entry of the consent configuration: id, name, description, links, targetCookieIds, src. */
export interface ConsentCookie {
  id: string;
  name: string;
  description: string;
  links?: Readonly<Record<string, string>>;
  /** Cookies the entry sets; deleted when consent to it is withdrawn. */
  targetCookieIds?: readonly string[];
  /** Script loaded only while the entry is enabled, removed on withdrawal. */
  src?: string;
}

export const ANALYTICS_ID = 'analytics';
const analyticsSrc = (import.meta.env.VITE_ANALYTICS_SRC as string | undefined) || '/analytics.js';

/** The configured cookie groups: necessary (always on) and optional (opt-in). */
export const consentConfig = Object.freeze({
  necessary: Object.freeze<ConsentCookie[]>([
    {
      id: 'necessary',
      name: 'Necessary cookies',
      description:
        'Keep you signed in (session), protect forms against cross-site request forgery, remember your colour mode and this choice. The site does not work without them.',
      links: { '/privacy': 'Privacy policy' },
      targetCookieIds: ['stacklens.sid', 'color-mode', 'color-mode-preference', CONSENT_COOKIE, CONSENT_ENABLED_COOKIE],
    },
  ]),
  optional: Object.freeze<ConsentCookie[]>([
    {
      id: ANALYTICS_ID,
      name: 'Analytics',
      description:
        'Counts page views (the page’s path and the day, nothing about you) with our own script, without cookies or identifiers, so that we can see what to improve. Loaded only if you allow it.',
      links: { '/privacy#analytics': 'How we use analytics' },
      src: analyticsSrc,
    },
  ]),
});

const allCookies = [...consentConfig.necessary, ...consentConfig.optional];
const allIds = allCookies.map((cookie) => cookie.id);
/** Consent counts as given when the stored value equals all configured ids joined. */
const allIdsString = allIds.join(CONSENT_ID_SEPARATOR);

/** Consent state: consent given, enabled cookie ids, modal active. */
export interface ConsentState {
  isConsentGiven: boolean;
  enabledIds: readonly string[];
  isModalActive: boolean;
}

/** unset, accepted all, accepted partial, declined. */
export type ConsentStatus = 'unset' | 'accepted-all' | 'accepted-partial' | 'declined';

/** The stored consent, read from `cookies` (a `Cookie` header) when given, else from document.cookie. */
function readState(cookies?: string): ConsentState {
  const given = readCookie(CONSENT_COOKIE, cookies) === allIdsString;
  const stored = readCookie(CONSENT_ENABLED_COOKIE, cookies);
  const necessaryIds = consentConfig.necessary.map((cookie) => cookie.id);
  const enabledIds = given && stored !== null ? stored.split(CONSENT_ID_SEPARATOR).filter((id) => allIds.includes(id)) : necessaryIds;
  return { isConsentGiven: given, enabledIds: [...new Set([...necessaryIds, ...enabledIds])], isModalActive: false };
}

let state: ConsentState =
  typeof document === 'undefined'
    ? { isConsentGiven: false, enabledIds: [], isModalActive: false }
    : readState();
const listeners = new Set<() => void>();

function set(next: ConsentState): void {
  state = next;
  syncScripts();
  for (const listener of listeners) listener();
}

/** `window.stacklensAnalytics`, defined by the analytics script (`/analytics.js`) while it is loaded. */
export interface AnalyticsGlobal {
  setConsent?: (value: 'granted' | 'revoked') => void;
  /** Counts one view of a page's path (`location.pathname`). */
  pageView?: (path: string) => void;
}

/** Loads the scripts of enabled optional entries and removes those of withdrawn ones. */
function syncScripts(): void {
  if (typeof document === 'undefined') return;
  for (const cookie of consentConfig.optional) {
    if (!cookie.src) continue;
    const enabled = state.isConsentGiven && state.enabledIds.includes(cookie.id);
    const existing = document.head.querySelector<HTMLScriptElement>(`script[data-consent-id="${cookie.id}"]`);
    if (enabled && !existing) {
      const script = document.createElement('script');
      script.src = cookie.src;
      script.async = true;
      script.dataset.consentId = cookie.id;
      document.head.appendChild(script);
    } else if (!enabled && existing) {
      existing.remove();
      for (const target of cookie.targetCookieIds ?? []) deleteCookie(target);
    }
  }
  // Analytics consent is granted when the analytics id is enabled, otherwise revoked.
  const analytics = (window as unknown as { stacklensAnalytics?: AnalyticsGlobal }).stacklensAnalytics;
  analytics?.setConsent?.(state.isConsentGiven && state.enabledIds.includes(ANALYTICS_ID) ? 'granted' : 'revoked');
}

function save(enabledOptionalIds: readonly string[]): void {
  const necessaryIds = consentConfig.necessary.map((cookie) => cookie.id);
  const optionalIds = consentConfig.optional.map((cookie) => cookie.id).filter((id) => enabledOptionalIds.includes(id));
  const enabledIds = [...necessaryIds, ...optionalIds];
  writeCookie(CONSENT_COOKIE, allIdsString, CONSENT_MAX_AGE_S);
  writeCookie(CONSENT_ENABLED_COOKIE, enabledIds.join(CONSENT_ID_SEPARATOR), CONSENT_MAX_AGE_S);
  set({ isConsentGiven: true, enabledIds, isModalActive: false });
}

export const consent = Object.freeze({
  get: () => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Loads the scripts the stored choice allows; called once at start-up. */
  init(): void {
    syncScripts();
  },
  acceptAll(): void {
    save(consentConfig.optional.map((cookie) => cookie.id));
  },
  /** Accept partial: the necessary group plus the chosen optional ids. */
  acceptPartial(optionalIds: readonly string[]): void {
    save(optionalIds);
  },
  /** Decline: necessary cookies only. */
  decline(): void {
    save([]);
  },
  openModal(): void {
    set({ ...state, isModalActive: true });
  },
  closeModal(): void {
    set({ ...state, isModalActive: false });
  },
});

export function consentStatus(current: ConsentState): ConsentStatus {
  if (!current.isConsentGiven) return 'unset';
  const optionalEnabled = consentConfig.optional.filter((cookie) => current.enabledIds.includes(cookie.id)).length;
  if (optionalEnabled === 0) return 'declined';
  return optionalEnabled === consentConfig.optional.length ? 'accepted-all' : 'accepted-partial';
}

/** The consent state a server render uses for a request's `Cookie` header (the visitor's stored choice). */
export function consentFromCookies(cookies: string): ConsentState {
  return readState(cookies);
}

/** The consent state; while hydrating a server-rendered page, the state the server rendered with. */
export function useConsent(): ConsentState {
  const initial = useContext(InitialStateContext)?.consent;
  return useSyncExternalStore(consent.subscribe, consent.get, initial ? () => initial : consent.get);
}
