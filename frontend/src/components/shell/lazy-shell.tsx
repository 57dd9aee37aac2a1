import { lazy, Suspense, useEffect, useState } from 'react';
import { authDialog, useAuthDialog } from '../../state/auth-dialog-store';
import { useConsent } from '../../state/consent-store';

/*
 * Parts of the shell that only matter once opened — the sign-in dialog (antd Form), the cookie settings dialog and
 * the drawer — load on first use, to keep the home page's JavaScript small. Once loaded they stay mounted so their
 * closing animations run.
 */
const AuthDialog = lazy(() => import('../auth/auth-dialog').then((m) => ({ default: m.AuthDialog })));
const CookieSettings = lazy(() => import('./cookie-settings').then((m) => ({ default: m.CookieSettings })));
const NavDrawerPanel = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened || open;
}

/**
 * The sign-in dialog, loaded on first use. Escape closes it whatever the state of the page: also while its code is
 * still loading and when the focus is outside it (antd's Modal only sees keys pressed inside the dialog).
 */
export function LazyAuthDialog() {
  const { mode } = useAuthDialog();
  const opened = useOpenedOnce(mode !== null);
  useEffect(() => {
    if (mode === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') authDialog.close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mode]);
  return opened ? (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  ) : null;
}

export function LazyCookieSettings() {
  const { isModalActive } = useConsent();
  const opened = useOpenedOnce(isModalActive);
  return opened ? (
    <Suspense fallback={null}>
      <CookieSettings />
    </Suspense>
  ) : null;
}

export function LazyNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const opened = useOpenedOnce(open);
  return opened ? (
    <Suspense fallback={null}>
      <NavDrawerPanel open={open} onClose={onClose} />
    </Suspense>
  ) : null;
}
