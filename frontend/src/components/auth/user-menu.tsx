import { Button } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { User } from '@stacklens/contracts';
import { authDialog } from '../../state/auth-dialog-store';
import { useGetUser } from '../../hooks/use-get-user';
import { LazyMenu } from '../shell/lazy-menu';

/** The menu (antd Dropdown + Menu, plan tag, user links) loads on the first focus or click of the button. */
const loadUserMenu = () => import('../shell/shell-menus').then((m) => m.UserMenu);

function UserDropdown({ user }: { user: User }) {
  return (
    <LazyMenu loader={loadUserMenu} props={{ user }}>
      <Button className="sl-user-menu" aria-label={`User menu of ${user.displayName}`}>
        {user.displayName} <DownOutlined aria-hidden="true" />
      </Button>
    </LazyMenu>
  );
}

/**
 * Top-bar account area: sign in / sign up while signed out (hidden while the user loads), else the user menu with
 * the plan, the analyses left and the user links.
 */
export function AccountArea() {
  const user = useGetUser();
  if (user.isPending) return <span className="sl-account-area" aria-busy="true" />;
  if (user.data) return <UserDropdown user={user.data} />;
  return (
    <span className="sl-account-area">
      <Button onClick={() => authDialog.open('signin')}>Sign in</Button>
      <Button type="primary" onClick={() => authDialog.open('signup')}>
        Sign up
      </Button>
    </span>
  );
}
