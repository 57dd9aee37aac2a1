import type { Severity } from '@stacklens/contracts';
import { severityView } from './severity';
import './vulnerabilities.css';

/**
 * A severity as a coloured pill with its name (the colour is never the only signal) and, when published, the CVSS
 * base score: "High · CVSS 7.5".
 */
export function SeverityTag({ severity, cvss }: { severity: Severity; cvss?: number | null }) {
  const view = severityView[severity];
  return (
    <span className={`sl-severity is-${view.tone}`} data-severity={severity}>
      {view.label}
      {cvss != null && <span className="sl-severity__cvss"> · CVSS {cvss.toFixed(1)}</span>}
    </span>
  );
}
