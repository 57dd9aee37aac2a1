import type { ReactNode } from 'react';
import { Result } from 'antd';

/** A page with nothing to show yet: an icon, what that means, and what to do (e.g. a button to the plans). */
export function EmptyState({
  icon,
  title,
  text,
  extra,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className="sl-info__card sl-feature-status">
      <Result icon={icon} title={<h2 className="sl-feature-status__title">{title}</h2>} subTitle={text} extra={extra} />
    </div>
  );
}
