import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { useForcedColorMode, type ResolvedColorMode } from '../../state/color-mode-store';
import type { AnalyticsGlobal } from '../../state/consent-store';
import { correctedLocation } from '../../lib/routes';

interface RouteHandle {
  name?: string;
  colorMode?: ResolvedColorMode;
  scrollToTop?: boolean;
}

/** The leaf route's handle (spec route name, forced colour mode, scrollToTop). */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle as RouteHandle | undefined) ?? {};
}

/** Keeps `<link rel="canonical">` on the current route's address (origin + path, without query or hash). */
function useCanonicalLink(pathname: string): void {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.appendChild(link);
    }
    link.href = `${window.location.origin}${pathname}`;
  }, [pathname]);
}

/**
 * Tells the analytics script about each page view after a client-side navigation (it counts the page it is loaded
 * on itself). Without analytics consent the script is not loaded and nothing happens.
 */
function usePageViewBeacon(pathname: string): void {
  useEffect(() => {
    (window as unknown as { stacklensAnalytics?: AnalyticsGlobal }).stacklensAnalytics?.pageView?.(pathname);
  }, [pathname]);
}

/**
 * Announces the new page to screen readers after client-side navigation (its title) and moves focus to the main
 * content, as a full page load would — unless the visitor has focused something in it during the 150 ms wait.
 */
function RouteAnnouncer({ pathname }: { pathname: string }) {
  const first = useRef(true);
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      if (region.current) region.current.textContent = document.title;
      const main = document.getElementById('main');
      // Not when the visitor has already focused something on the new page (a fast click on a field or a select,
      // which would lose its focus and close again).
      const active = document.activeElement;
      const focusedInPage = active !== null && active !== main && Boolean(main?.contains(active));
      if (main && !window.location.hash && !focusedInPage) main.focus({ preventScroll: true });
    }, 150);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return <p ref={region} className="sl-visually-hidden" aria-live="polite" aria-atomic="true" />;
}

/**
 * Routing rules of the shell: trailing-slash and `num_of_days` redirects (keeping query and hash),
 * canonical link, forced colour mode of the route, route announcements, page views for the analytics script.
 * Scrolling (top, or the hash target) is done by react-router's ScrollRestoration in the layout.
 */
export function RouteEffects() {
  const location = useLocation();
  const handle = useRouteHandle();
  useForcedColorMode(handle.colorMode);
  useCanonicalLink(location.pathname);
  usePageViewBeacon(location.pathname);
  const corrected = correctedLocation(location);
  return (
    <>
      {corrected && <Navigate to={corrected} replace />}
      <RouteAnnouncer pathname={location.pathname} />
    </>
  );
}
