import { LightButton } from '../light-antd';
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useColorMode } from '../../state/color-mode-store';
import { LazyMenu } from './lazy-menu';

const labels = { light: 'Light', dark: 'Dark', system: 'System' } as const;

/** The menu (antd Dropdown + Menu) loads on the first focus or click of the button. */
const loadColorModeMenu = () => import('./shell-menus').then((m) => m.ColorModeMenu);

/** The colour-mode button of the top bar: light, dark or system. Disabled while a page forces a mode. */
export function ColorModeButton() {
  const mode = useColorMode();
  const label = mode.forced
    ? `Colour mode: ${mode.value} (set by this page)`
    : `Colour mode: ${labels[mode.preference]}${mode.preference === 'system' ? ` (${mode.value})` : ''}`;
  return (
    <LazyMenu loader={loadColorModeMenu} props={{ disabled: mode.forced }} disabled={mode.forced}>
      <LightButton
        type="text"
        shape="circle"
        className="sl-icon-button"
        aria-label={label}
        title={label}
        icon={mode.value === 'dark' ? <MoonOutlined /> : <SunOutlined />}
      />
    </LazyMenu>
  );
}
