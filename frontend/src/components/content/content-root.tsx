import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';
import './content.css';

/**
 * Root of every content page (catalogue, insights, articles, contact, removal). It exposes the current antd
 * theme's tokens as CSS variables (`--slc-*`) so the page's own CSS follows light and dark mode without
 * hard-coded colours, whichever algorithm the app shell's ConfigProvider applies.
 */
export function useContentVars(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--slc-text': token.colorText,
    '--slc-text-secondary': token.colorTextSecondary,
    '--slc-text-tertiary': token.colorTextTertiary,
    '--slc-heading': token.colorTextHeading,
    '--slc-bg': token.colorBgContainer,
    '--slc-bg-layout': token.colorBgLayout,
    '--slc-bg-elevated': token.colorBgElevated,
    '--slc-fill': token.colorFillTertiary,
    '--slc-fill-strong': token.colorFillSecondary,
    '--slc-border': token.colorBorderSecondary,
    '--slc-border-strong': token.colorBorder,
    '--slc-primary': token.colorPrimary,
    '--slc-primary-bg': token.colorPrimaryBg,
    '--slc-primary-border': token.colorPrimaryBorder,
    '--slc-link': token.colorLink,
    '--slc-link-hover': token.colorLinkHover,
    '--slc-code-bg': token.colorFillQuaternary,
    '--slc-radius': `${token.borderRadiusLG}px`,
    '--slc-shadow': token.boxShadowTertiary,
  } as CSSProperties;
}

export function ContentRoot({ children, className }: { children: ReactNode; className?: string }) {
  const vars = useContentVars();
  return (
    <div className={`sl-content${className ? ` ${className}` : ''}`} style={vars}>
      {children}
    </div>
  );
}
