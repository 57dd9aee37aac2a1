import type { VersionStatus } from '@stacklens/contracts';
import { Hint } from './hint';
import { versionStatusView } from './score-colors';

/** Outdated marker of a detected version: green up to date, amber patch/minor behind, red major behind/EOL. */
export function VersionStatusTag({ status }: { status: VersionStatus }) {
  const view = versionStatusView[status];
  return (
    <Hint title={view.description}>
      <span className={`sl-version-tag is-${view.color}`} data-status={status}>
        {view.label}
      </span>
    </Hint>
  );
}
