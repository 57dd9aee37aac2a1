import { useId, type ReactElement, type ReactNode } from 'react';
import './hint.css';

/**
 * A short explanation shown above `children` on hover and keyboard focus: the trigger is focusable and described
 * by the bubble (`aria-describedby`, `role="tooltip"`), so screen readers read it too. Plain markup and CSS, where
 * antd's Tooltip would cost a component tree per use in every server render (a result page has dozens of them);
 * the bubble is in the HTML, so nothing changes on hydration.
 */
export function Hint({
  title,
  children,
  className,
}: {
  title: ReactNode;
  children: ReactElement | string;
  className?: string;
}) {
  const id = useId();
  return (
    <span className={className ? `sl-hint ${className}` : 'sl-hint'} tabIndex={0} aria-describedby={id}>
      {children}
      <span role="tooltip" id={id} className="sl-hint__bubble">
        {title}
      </span>
    </span>
  );
}
