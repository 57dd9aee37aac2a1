import type { ReactNode } from 'react';
import { Dropdown, Tag, type MenuProps } from 'antd';
import { CheckOutlined, DesktopOutlined, LogoutOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { User } from '@stacklens/contracts';
import { colorMode, useColorMode, type ColorModePreference } from '../../state/color-mode-store';
import type { NavigationEntry } from '../../lib/navigation';
import { navigationIcons } from '../../lib/navigation-icons';
import { remainingAnalysesText, userLinks } from '../../lib/user-links';
import { useSignOut } from '../../hooks/use-sign-out';
import { isActiveEntry } from './is-active-entry';
import type { MenuComponentProps } from './lazy-menu';

/*
 * The top bar's menus — navigation groups, colour mode, user menu — with antd's Dropdown and Menu and their icons.
 * This module is loaded on the first interaction with one of them (`LazyMenu`), not with the page.
 */

/** A navigation group of the top bar (Products, Resources, Insights): its links with icon and description. */
export function NavigationGroupMenu({ entry, open, onOpenChange, children }: MenuComponentProps & { entry: NavigationEntry }) {
  const { pathname } = useLocation();
  const items: MenuProps['items'] = (entry.links ?? []).map((link) => ({
    key: link.to ?? link.text,
    icon: link.icon && navigationIcons[link.icon],
    label: (
      <Link to={link.to ?? '/'} className="sl-nav-menu__link">
        <span className="sl-nav-menu__text">{link.text}</span>
        {link.description && <span className="sl-nav-menu__description">{link.description}</span>}
      </Link>
    ),
  }));
  const selected = (entry.links ?? []).filter((link) => isActiveEntry(link, pathname)).map((link) => link.to ?? '');
  return (
    <Dropdown
      menu={{ items, selectedKeys: selected, className: 'sl-nav-menu' }}
      trigger={['click', 'hover']}
      placement="bottomLeft"
      open={open}
      onOpenChange={onOpenChange}
    >
      {children}
    </Dropdown>
  );
}

const colorModeOptions: { key: ColorModePreference; label: string; icon: ReactNode }[] = [
  { key: 'light', label: 'Light', icon: <SunOutlined /> },
  { key: 'dark', label: 'Dark', icon: <MoonOutlined /> },
  { key: 'system', label: 'System', icon: <DesktopOutlined /> },
];

/** The colour-mode menu: light, dark or system; the current preference is checked. */
export function ColorModeMenu({ disabled, open, onOpenChange, children }: MenuComponentProps & { disabled: boolean }) {
  const mode = useColorMode();
  const items: MenuProps['items'] = colorModeOptions.map((option) => ({
    key: option.key,
    icon: option.icon,
    label: (
      <span className="sl-color-mode__item">
        {option.label}
        {option.key === mode.preference && <CheckOutlined aria-label="selected" />}
      </span>
    ),
  }));
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      disabled={disabled}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        items,
        selectable: true,
        selectedKeys: [mode.preference],
        onClick: ({ key }) => colorMode.setPreference(key as ColorModePreference),
      }}
    >
      {children}
    </Dropdown>
  );
}

/** The user menu: who is signed in, the plan and the analyses left, the user links and sign out. */
export function UserMenu({ user, open, onOpenChange, children }: MenuComponentProps & { user: User }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const items: MenuProps['items'] = [
    {
      key: 'plan',
      type: 'group',
      label: (
        <span className="sl-user-menu__plan">
          Signed in as {user.email}
          <br />
          <Tag color={user.plan === 'paid' ? 'green' : 'pink'}>
            {user.plan === 'paid' ? 'Paid plan' : 'Free plan'}
          </Tag>
          {remainingAnalysesText(user)}
        </span>
      ),
    },
    { type: 'divider' },
    ...userLinks
      .filter((link) => link.show(user))
      .map((link) => ({ key: link.to, icon: link.icon, label: link.text, onClick: () => navigate(link.to) })),
    { type: 'divider' },
    {
      key: 'sign-out',
      icon: <LogoutOutlined />,
      label: 'Sign out',
      onClick: () => signOut.mutate(undefined, { onSettled: () => navigate('/') }),
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" open={open} onOpenChange={onOpenChange}>
      {children}
    </Dropdown>
  );
}
