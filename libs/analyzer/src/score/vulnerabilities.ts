/**
 * Score model v3: the Security part's `known-vulnerabilities` check (issue 20).
 *
 * Rule: only technologies whose version StackLens detected and for which advisory data exists count (a lookup entry
 * of `vulnerabilitiesOf`; no detected version or no data → no entry → no penalty). Each vulnerable technology costs
 * the cost of its most severe advisory — critical 1, high 0.6, medium 0.3, unknown 0.3 (a source that publishes no
 * severity), low 0.1 — halved when the version "may be patched by the distribution". Only the worst advisory of a
 * technology counts, so that a long tail of low findings cannot drown the rest (Lighthouse's lesson). The check
 * earns `1 − min(1, Σ costs)`, passes with no advisory at all, and is not measured when no detected version could be
 * looked up.
 */
import type { ScoreCheck } from '@stacklens/contracts';
import type { Severity, TechnologyVulnerabilities } from '../vulnerabilities/types';
import { check } from './checks';

/** Weight of `known-vulnerabilities` in the Security part (the other checks weigh 18 in all). */
export const KNOWN_VULNERABILITIES_WEIGHT = 4;

/** Cost of a technology by its most severe advisory (fraction of the check). */
export const SEVERITY_COST: Readonly<Record<Severity, number>> = Object.freeze({
  critical: 1,
  high: 0.6,
  medium: 0.3,
  unknown: 0.3,
  low: 0.1,
});

/** Factor of a technology's cost when its version may be patched by the distribution. */
export const DISTRIBUTION_PATCH_FACTOR = 0.5;

const ORDER: readonly Severity[] = ['critical', 'high', 'medium', 'unknown', 'low'];

/** The most severe advisory level of a lookup entry (null: no advisory). */
function worstSeverity(v: Pick<TechnologyVulnerabilities, 'advisories'>): Severity | null {
  for (const level of ORDER) if (v.advisories.some((a) => a.severity === level)) return level;
  return null;
}

/**
 * The `known-vulnerabilities` check (see the module comment), source `versions`.
 * @param vulnerabilities the analysis' lookup (`AnalysisResult.vulnerabilities`); undefined/null when none ran
 */
export function knownVulnerabilitiesCheck(
  vulnerabilities: readonly TechnologyVulnerabilities[] | null | undefined,
): ScoreCheck {
  // Measured from the detected versions (matched against the advisory data), like Modernity's checks.
  return { ...vulnerabilityCheck(vulnerabilities), source: 'versions' };
}

function vulnerabilityCheck(
  vulnerabilities: readonly TechnologyVulnerabilities[] | null | undefined,
): ScoreCheck {
  const label = 'No known vulnerabilities';
  const looked = vulnerabilities ?? [];
  if (looked.length === 0)
    return check(
      'known-vulnerabilities',
      label,
      KNOWN_VULNERABILITIES_WEIGHT,
      null,
      0,
      'No detected version with advisory data',
    );
  let cost = 0;
  const findings: string[] = [];
  for (const v of looked) {
    const worst = worstSeverity(v);
    if (!worst) continue;
    const factor = v.mayBePatchedByDistribution ? DISTRIBUTION_PATCH_FACTOR : 1;
    cost += SEVERITY_COST[worst] * factor;
    const count = v.advisories.length;
    findings.push(
      `${v.name} ${v.version}: ${count} known (worst ${worst})${v.mayBePatchedByDistribution ? ', may be patched by the distribution' : ''}`,
    );
  }
  if (findings.length === 0)
    return check(
      'known-vulnerabilities',
      label,
      KNOWN_VULNERABILITIES_WEIGHT,
      true,
      1,
      `No known vulnerability in ${looked.length} detected version${looked.length === 1 ? '' : 's'} with advisory data`,
    );
  return check(
    'known-vulnerabilities',
    label,
    KNOWN_VULNERABILITIES_WEIGHT,
    false,
    1 - Math.min(1, cost),
    findings.join('; '),
  );
}
