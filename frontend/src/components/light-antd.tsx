import {
  createContext,
  useContext,
  type ComponentProps,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
import { Button } from 'antd';
// antd's own hook (its public `theme.useToken` does not return the CSS-variable scope its components add).
import { useToken } from 'antd/es/theme/internal';

/**
 * The class names antd puts on every component of the current theme (`<hashId> <cssVar key>`, e.g.
 * `css-1y106cm sl-light`), when the server renders antd's simple components as plain markup ({@link LightCard},
 * {@link LightButton}, {@link LightApp}, `LightCard`, `LightTag`, `LightTooltip`, `LightSkeleton`, `LightProgress` of
 * `light-card.tsx`, `light-tag.tsx`, `light-tooltip.tsx`, `light-skeleton.tsx`, `light-progress.tsx`); null (the
 * default, and always in the browser) renders antd's own components.
 */
export const AntdScopeContext = createContext<string | null>(null);

/**
 * Server renders only (`Providers`' `plainMarkup` in `src/app/providers.tsx`, inside antd's ConfigProvider): reads antd's theme once per render
 * and lets {@link LightCard} and {@link LightButton} write antd's markup themselves. An antd Button or Card computes
 * its theme token, semantic class names, wave and motion wrappers on every use, ~0.1–0.2 ms of CPU each, for markup
 * that is plain HTML: these render the same elements, attributes and class names (in antd's order, so the browser's
 * antd components hydrate them exactly) with none of that work. `bench/ssr.ts` renders pages both ways and fails
 * when the HTML differs.
 */
export function AntdScopeProvider({ children }: { children: ReactNode }) {
  const [, , hashId, , cssVar] = useToken();
  const scope = classList(hashId, cssVar?.key);
  return <AntdScopeContext value={scope}>{children}</AntdScopeContext>;
}

/**
 * antd's `<App component={false}>` in a server render with plain markup (inside {@link AntdScopeProvider}): the
 * fragment antd renders — its modal, message and notification holders, which render nothing on the server, then the
 * children — without the three APIs antd sets up for it on every render (~0.1 ms). The empty slots stay, since
 * React's `useId` numbers descendants by them. `App.useApp()` then returns antd's default (empty) APIs: the app calls
 * them in effects and event handlers only, which a server render never runs.
 */
export function LightApp({ children }: { children: ReactNode }) {
  return (
    <>
      {null}
      {null}
      {null}
      {children}
    </>
  );
}

/** `classes` joined with spaces, empty ones left out (clsx's rule, which antd uses). */
export function classList(...classes: (string | false | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/** antd's type → [colour, variant] of a button (antd's `ButtonTypeMap`). */
const BUTTON_TYPES = {
  default: ['default', 'outlined'],
  primary: ['primary', 'solid'],
  text: ['default', 'text'],
} as const;

type ButtonProps = {
  type?: keyof typeof BUTTON_TYPES;
  size?: 'small' | 'large';
  shape?: 'circle';
  icon?: ReactNode;
  className?: string;
  /** The label: text only (antd wraps it in a span; other children would take antd's spacing rules). */
  children?: string;
  /** While true, antd's own Button renders (its loading icon and state). */
  loading?: boolean;
  onClick?: MouseEventHandler<HTMLElement>;
} & Omit<ComponentProps<'button'>, 'type' | 'children' | 'onClick' | 'className' | 'disabled' | 'color'>;

/**
 * antd's `<Button>` for plain cases (type default, primary or text; small or large; circle; an icon; a text label):
 * in a server render the markup antd writes (`<button … type="button" class="ant-btn <scope> …">`, the icon in
 * `ant-btn-icon`, the label in a span), else — and while `loading` — antd's Button.
 */
export function LightButton(props: ButtonProps) {
  const scope = useContext(AntdScopeContext);
  if (scope === null || props.loading) return <Button {...props} />;
  const { type = 'default', size, shape, icon, className, children, loading: _loading, ...rest } = props;
  const [color, variant] = BUTTON_TYPES[type];
  const classes = classList(
    'ant-btn',
    scope,
    shape && `ant-btn-${shape}`,
    `ant-btn-${type}`,
    `ant-btn-color-${color}`,
    `ant-btn-variant-${variant}`,
    size === 'large' && 'ant-btn-lg',
    size === 'small' && 'ant-btn-sm',
    !children && Boolean(icon) && 'ant-btn-icon-only',
    className,
  );
  return (
    <button {...rest} type="button" className={classes}>
      {/* antd's three children (icon, label, compact-group marker): React's useId numbers descendants by it. */}
      {icon ? <span className="ant-btn-icon">{icon}</span> : null}
      {children ? <span>{children}</span> : null}
      {null}
    </button>
  );
}
