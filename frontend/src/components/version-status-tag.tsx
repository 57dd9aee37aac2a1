import { Tooltip } from 'antd';
import type { VersionStatus } from '@stacklens/contracts';
import { versionStatusView } from './score-colors';

/** Outdated marker of a detected version: green up to date, amber patch/minor behind, red major behind/EOL. */
export function VersionStatusTag({ status }: { status: VersionStatus }) {
  const view = versionStatusView[status];
  return (
    <Tooltip title={view.description}>
      <span className={`sl-version-tag is-${view.color}`} data-status={status} tabIndex={0}>
        {view.label}
      </span>
    </Tooltip>
  );
}
