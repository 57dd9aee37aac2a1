import { useContext, type ComponentProps, type ReactElement } from 'react';
import { Tooltip } from 'antd';
import { AntdScopeContext } from './light-antd';

type TooltipProps = Omit<ComponentProps<typeof Tooltip>, 'children' | 'open' | 'defaultOpen'> & {
  /** The element the tooltip describes (one element: antd clones it to listen to it). */
  children: ReactElement;
};

/**
 * antd's `<Tooltip>` (closed, as every server render shows it): in a server render its markup — the child element
 * alone, as antd's trigger writes it until the tooltip opens — without the trigger's, motion's and theme's hooks
 * (~0.1–0.2 ms each render); in the browser antd's Tooltip. Tooltips that start open are not light.
 */
export function LightTooltip(props: TooltipProps) {
  const scope = useContext(AntdScopeContext);
  if (scope === null) return <Tooltip {...props} />;
  return props.children;
}
