import { theme, type ThemeConfig } from 'antd';
import { PRIMARY_COLOR } from './constants';

/** Score-band and version-status colours, shared by every component that colours a score or a version. */
export const palette = Object.freeze({
  success: '#16a34a',
  warning: '#f59e0b',
  error: '#ef4444',
  neutral: '#94a3b8',
  ink: '#1e1b2e',
  muted: '#64748b',
  /** Link and accent text: a darker pink that keeps 4.5:1 contrast on white (the primary itself does not). */
  accentText: '#be185d',
  surface: '#fdf2f8',
});

const fontFamily =
  "Inter, 'Segoe UI', system-ui, -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Light theme (primary #f472b6). */
export const lightTheme: ThemeConfig = {
  // A fixed CSS-variable scope per theme (antd derives one from React's useId otherwise, which differs between the
  // page and the build-time extraction of antd's stylesheet, see ssr/entry-server.tsx `antdStylesheet`).
  cssVar: { key: 'sl-light' },
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: palette.accentText,
    colorLinkHover: '#db2777',
    colorLinkActive: '#9d174d',
    colorSuccess: palette.success,
    colorWarning: palette.warning,
    colorError: palette.error,
    colorTextBase: palette.ink,
    colorBgLayout: '#fafafb',
    borderRadius: 10,
    fontFamily,
    fontSize: 15,
  },
  components: {
    Button: {
      primaryColor: '#3b0820',
      fontWeight: 600,
      primaryShadow: '0 4px 14px rgba(244, 114, 182, 0.35)',
    },
    Card: { headerFontSize: 17 },
    Tag: { defaultBg: '#f8fafc' },
  },
};

/** Dark theme: antd's dark algorithm over the same brand tokens (light and dark themes, primary #f472b6). */
export const darkTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  cssVar: { key: 'sl-dark' },
  token: {
    ...lightTheme.token,
    colorLink: '#f9a8d4',
    colorLinkHover: '#fbcfe8',
    colorLinkActive: '#f472b6',
    colorSuccess: '#22c55e',
    colorTextBase: '#ece9f5',
    colorBgBase: '#121019',
    colorBgLayout: '#0e0c14',
    colorBgContainer: '#19161f',
    colorBgElevated: '#221e2b',
    colorBorder: '#3a3547',
    colorBorderSecondary: '#2b2735',
  },
  components: {
    ...lightTheme.components,
    Tag: { defaultBg: '#241f2d' },
  },
};
