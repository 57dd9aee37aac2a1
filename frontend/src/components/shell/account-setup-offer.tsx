import { useEffect } from 'react';
import { App, Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetUser } from '../../hooks/use-get-user';
import { routePaths } from '../../lib/routes';
import { accountSetupOffer } from '../../state/account-setup-offer';

/** Pages that lead to the setup step themselves (or are it): no offer on top of them. */
const QUIET_PATHS = new Set<string>([routePaths['user-welcome'], '/auth/verify-email']);

/**
 * Offers the account-setup step once (per account and browser) to a verified user whose setup is pending — e.g.
 * signing in after verifying on another device: a notification with a button, never a redirect. It stays until
 * closed, so it sits bottom left: at antd's default top right it covered the header's user menu and colour-mode
 * button, and the actions pages put at their top; bottom right is the cookie-consent banner's place.
 */
export function AccountSetupOffer() {
  const user = useGetUser().data;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const due = !!user && user.emailVerified && user.accountSetup === 'pending' && !QUIET_PATHS.has(pathname);
  useEffect(() => {
    if (!due || !user || !accountSetupOffer.takeFirst(user.id)) return;
    notification.info({
      key: 'account-setup',
      placement: 'bottomLeft',
      title: 'Set up your account',
      description:
        'Add your job title and the technologies you follow to see their recent changes on your home page.',
      duration: 0,
      actions: (
        <Button
          type="primary"
          size="small"
          onClick={() => {
            notification.destroy('account-setup');
            navigate(routePaths['user-welcome']);
          }}
        >
          Set up now
        </Button>
      ),
    });
  }, [due, user, notification, navigate]);
  return null;
}
