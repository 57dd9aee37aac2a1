import { useContext, type ReactElement } from 'react';
import { Tag } from 'antd';
import { AntdScopeContext, classList } from './light-antd';

type TagProps = {
  /** antd's variant; the plain markup is written for `filled` only. */
  variant?: 'filled' | 'outlined' | 'solid';
  className?: string;
  /** An icon before the label (an `@ant-design/icons` element without props of its own besides aria ones). */
  icon?: ReactElement;
  /** The label: text only. */
  children: string;
};

/**
 * antd's `<Tag>` without colour, close button or link, variant `filled`, with an icon and a text label: in a server
 * render its markup (`<span class="ant-tag ant-tag-filled <className> <scope>">`, the icon, the label in a span, and
 * antd's child slots, since React's `useId` numbers descendants by them), else antd's Tag.
 */
export function LightTag(props: TagProps) {
  const scope = useContext(AntdScopeContext);
  if (scope === null || props.variant !== 'filled' || !props.icon) return <Tag {...props} />;
  const { className, icon, children } = props;
  return (
    <span className={classList('ant-tag', 'ant-tag-filled', className, scope)}>
      <>
        {icon}
        <span>{children}</span>
      </>
      {null}
      {false}
      {false}
    </span>
  );
}
