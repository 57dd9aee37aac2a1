import { useContext } from 'react';
import { Skeleton } from 'antd';
import { AntdScopeContext, classList } from './light-antd';

type SkeletonProps = {
  /** antd's shimmer. */
  active?: boolean;
  /** The number of paragraph lines under the title. */
  paragraph: { rows: number };
};

/**
 * antd's `<Skeleton>` with a title and `paragraph.rows` lines, no avatar (a loading card): in a server render its
 * markup (`<div class="ant-skeleton [ant-skeleton-active] <scope>">`, a section with the title at antd's 38 % width
 * and the lines, the last at 61 %, antd's widths for a skeleton without avatar), else antd's Skeleton.
 */
export function LightSkeleton(props: SkeletonProps) {
  const scope = useContext(AntdScopeContext);
  if (scope === null) return <Skeleton {...props} />;
  const { active, paragraph } = props;
  const lines = Array.from({ length: paragraph.rows }, (_, index) => (
    <li key={index} style={{ width: index === paragraph.rows - 1 ? '61%' : undefined }} />
  ));
  return (
    <div className={classList('ant-skeleton', active && 'ant-skeleton-active', scope)}>
      {/* antd's two children (avatar header, section). */}
      {null}
      <div className="ant-skeleton-section">
        <h3 className="ant-skeleton-title" style={{ width: '38%' }} />
        <ul className="ant-skeleton-paragraph">{lines}</ul>
      </div>
    </div>
  );
}
