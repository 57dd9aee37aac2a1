import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { authMessage } from '@stacklens/contracts';
import { AccountSetupOffer } from '../components/shell/account-setup-offer';
import { AdSlot } from '../components/shell/ad-slot';
import { AnalyzeCanceledSnackbar } from '../components/shell/analyze-canceled-snackbar';
import { AppBar } from '../components/shell/app-bar';
import { AppFooter } from '../components/shell/app-footer';
import { CookieConsent } from '../components/shell/cookie-consent';
import { DecorativeBanner } from '../components/shell/decorative-banner';
import { LoadingBar } from '../components/shell/loading-bar';
import { LazyAuthDialog, LazyNavDrawer } from '../components/shell/lazy-shell';
import { RouteEffects } from '../components/shell/route-effects';
import { authDialog } from '../state/auth-dialog-store';
import '../components/shell/shell.css';

/** A Google/GitHub sign-in that failed comes back with `?authError=<code>`: show it in the sign-in dialog. */
function useAuthErrorParam() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('authError');
    if (!code) return;
    params.delete('authError');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
    // After the navigation (which closes the dialog) has settled.
    setTimeout(() => authDialog.open('signin', { notice: authMessage(code) }), 0);
  }, [location, navigate]);
}

/**
 * The app shell: loading bar, decorative banner, top bar, drawer (below lg), page, advertising area,
 * footer, sign-in dialog, cookie consent and the analysis-cancelled snackbar.
 */
export function AppLayout() {
  useAuthErrorParam();
  const location = useLocation();
  const [drawer, setDrawer] = useState<{ open: boolean; key: string }>({ open: false, key: location.key });
  // The drawer closes on any route change.
  const drawerOpen = drawer.open && drawer.key === location.key;
  const home = location.pathname === '/';
  return (
    <div className={`sl-app${home ? ' sl-app--home' : ''}`}>
      <LoadingBar />
      <RouteEffects />
      <a className="sl-skip-link" href="#main">
        Skip to content
      </a>
      <DecorativeBanner home={home} />
      <AppBar drawerOpen={drawerOpen} onOpenDrawer={() => setDrawer({ open: true, key: location.key })} />
      <LazyNavDrawer open={drawerOpen} onClose={() => setDrawer({ open: false, key: location.key })} />
      <LazyAuthDialog />
      <main id="main" className="sl-main" tabIndex={-1}>
        <Outlet />
      </main>
      <AdSlot />
      <AppFooter />
      <CookieConsent />
      <AnalyzeCanceledSnackbar />
      <AccountSetupOffer />
      <ScrollRestoration />
    </div>
  );
}
