import { useContext, type ReactNode } from 'react';
import { Card } from 'antd';
import { AntdScopeContext, classList } from './light-antd';

type CardProps = {
  /** antd's `hoverable`: lifts the card under the pointer. */
  hoverable?: boolean;
  className?: string;
  role?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
};

/**
 * antd's `<Card>` without title, cover, actions or options other than `hoverable` (bordered, default size): in a
 * server render its markup (`<div … class="ant-card ant-card-bordered [ant-card-hoverable] <className> <scope>"><div
 * class="ant-card-body">`), else antd's Card.
 */
export function LightCard(props: CardProps) {
  const scope = useContext(AntdScopeContext);
  if (scope === null) return <Card {...props} />;
  const { hoverable, className, children, ...rest } = props;
  return (
    <div
      {...rest}
      className={classList('ant-card', 'ant-card-bordered', hoverable && 'ant-card-hoverable', className, scope)}
    >
      {/* antd's four children (head, cover, body, actions): React's useId numbers the body's descendants by it. */}
      {null}
      {null}
      <div className="ant-card-body">{children}</div>
      {null}
    </div>
  );
}
