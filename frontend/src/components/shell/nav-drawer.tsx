import type { ReactNode } from 'react';
import { Button, Drawer, Tag } from 'antd';
import { LoginOutlined, LogoutOutlined, RocketOutlined } from '@ant-design/icons';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { authDialog } from '../../state/auth-dialog-store';
import { navigation } from '../../lib/navigation';
import { navigationIcons } from '../../lib/navigation-icons';
import { routePaths } from '../../lib/routes';
import { remainingAnalysesText, userLinks } from '../../lib/user-links';
import { useGetUser } from '../../hooks/use-get-user';
import { useSignOut } from '../../hooks/use-sign-out';

function DrawerLink({ entry }: { entry: { text: string; to?: string; icon?: ReactNode } }) {
  return (
    <li>
      <NavLink
        to={entry.to ?? '/'}
        end
        className={({ isActive }) => `sl-drawer__link${isActive ? ' is-active' : ''}`}
      >
        {entry.icon && <span aria-hidden="true">{entry.icon}</span>}
        {entry.text}
      </NavLink>
    </li>
  );
}

/**
 * The right-side drawer below the lg breakpoint: who is signed in and their plan, the
 * need-more-analysis offer for free users, sign in / sign up / sign out, the navigation groups and the user links.
 * It closes on any route change (the shell passes `open` false when the location changes).
 */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useGetUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = Boolean(user.data);
  const onSubscription = pathname === routePaths['user-subscription'];
  return (
    <Drawer
      id="sl-nav-drawer"
      placement="right"
      open={open}
      onClose={onClose}
      title="Menu"
      size={320}
      className="sl-drawer"
      closable={{ 'aria-label': 'Close menu' }}
    >
      {user.data && (
        <section className="sl-drawer__account" aria-label="Your account">
          <p className="sl-drawer__signed-in">
            Signed in as <strong>{user.data.email}</strong>
          </p>
          <p className="sl-drawer__plan">
            <Tag color={user.data.plan === 'paid' ? 'green' : 'magenta'}>
              {user.data.plan === 'paid' ? 'Paid plan' : 'Free plan'}
            </Tag>
            {remainingAnalysesText(user.data)}
          </p>
          {user.data.plan === 'free' && (
            <div className="sl-drawer__upsell">
              <p>
                Need more analyses? Paid plans analyse without a monthly limit — pay as you go or go Pro.
              </p>
              {!onSubscription && (
                <Button type="primary" block icon={<RocketOutlined />} onClick={() => navigate(routePaths['user-subscription'])}>
                  Get started today
                </Button>
              )}
            </div>
          )}
        </section>
      )}
      <div className="sl-drawer__auth">
        {!user.isPending && !signedIn && (
          <>
            <Button block icon={<LoginOutlined />} onClick={() => authDialog.open('signin')}>
              Sign in
            </Button>
            <Button block type="primary" onClick={() => authDialog.open('signup')}>
              Sign up
            </Button>
          </>
        )}
        {signedIn && (
          <Button
            block
            icon={<LogoutOutlined />}
            loading={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/') })}
          >
            Sign out
          </Button>
        )}
      </div>
      <nav aria-label="Menu navigation" className="sl-drawer__nav">
        {navigation.map((entry) =>
          entry.links ? (
            <div key={entry.text} className="sl-drawer__group">
              <h2 className="sl-drawer__subheader">{entry.text}</h2>
              <ul>
                {entry.links.map((link) => (
                  <DrawerLink key={link.text} entry={{ ...link, icon: link.icon && navigationIcons[link.icon] }} />
                ))}
              </ul>
            </div>
          ) : (
            <ul key={entry.text} className="sl-drawer__group">
              <DrawerLink entry={{ ...entry, icon: entry.icon && navigationIcons[entry.icon] }} />
            </ul>
          ),
        )}
        {user.data && (
          <div className="sl-drawer__group">
            <h2 className="sl-drawer__subheader">Your account</h2>
            <ul>
              {userLinks
                .filter((link) => user.data && link.show(user.data))
                .map((link) => (
                  <DrawerLink key={link.name} entry={{ text: link.text, to: link.to, icon: link.icon }} />
                ))}
            </ul>
          </div>
        )}
      </nav>
      <p className="sl-drawer__home">
        <Link to="/">Analyze a website</Link>
      </p>
    </Drawer>
  );
}
