import type { ReactNode } from 'react';
import { Result } from 'antd';

/**
 * An honest page state for a feature that is not available yet: what it will do, and what to do meanwhile.
 */
export function FeatureStatus({
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
