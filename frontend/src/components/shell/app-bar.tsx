import { LightButton } from '../light-antd';
import { DownOutlined, MenuOutlined } from '@ant-design/icons';
import { NavLink, useLocation } from 'react-router-dom';
import { navigation, type NavigationEntry } from '../../lib/navigation';
import { AccountArea } from '../auth/user-menu';
import { Logo } from '../logo';
import { ColorModeButton } from './color-mode-button';
import { isActiveEntry } from './is-active-entry';
import { LazyMenu } from './lazy-menu';

/** The group menus (antd Dropdown + Menu, with the links' icons) load on the first hover, focus or click. */
const loadNavigationGroupMenu = () => import('./shell-menus').then((m) => m.NavigationGroupMenu);

function NavigationGroup({ entry }: { entry: NavigationEntry }) {
  const { pathname } = useLocation();
  return (
    <LazyMenu loader={loadNavigationGroupMenu} props={{ entry }} hover>
      <button
        type="button"
        className={`sl-header__link sl-header__group${isActiveEntry(entry, pathname) ? ' is-active' : ''}`}
      >
        {entry.text} <DownOutlined aria-hidden="true" className="sl-header__caret" />
      </button>
    </LazyMenu>
  );
}

/**
 * Top bar: logo, navigation (Products, Pricing, Resources, Insights), sign in / sign up or the
 * user menu, the colour-mode button; below the lg breakpoint a menu button opens the drawer instead of the navigation.
 */
export function AppBar({ onOpenDrawer, drawerOpen }: { onOpenDrawer: () => void; drawerOpen: boolean }) {
  return (
    <header className="sl-header">
      <div className="sl-container sl-header__inner">
        <Logo />
        <nav aria-label="Main" className="sl-header__nav">
          {navigation
            .filter((entry) => entry.showInAppBar)
            .map((entry) =>
              entry.links ? (
                <NavigationGroup key={entry.text} entry={entry} />
              ) : (
                <NavLink
                  key={entry.text}
                  to={entry.to ?? '/'}
                  className={({ isActive: active }) => `sl-header__link${active ? ' is-active' : ''}`}
                >
                  {entry.text}
                </NavLink>
              ),
            )}
        </nav>
        <div className="sl-header__actions">
          <ColorModeButton />
          <AccountArea />
          <LightButton
            type="text"
            shape="circle"
            className="sl-icon-button sl-header__menu"
            icon={<MenuOutlined />}
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls="sl-nav-drawer"
            onClick={onOpenDrawer}
          />
        </div>
      </div>
    </header>
  );
}
