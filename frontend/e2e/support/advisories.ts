/** Shared shapes of the advisory data the e2e specs seed. */

/** A `TechnologyVulnerabilities.counts` object: every severity, 0 unless given. */
export const counts = (c: Partial<Record<'critical' | 'high' | 'medium' | 'low' | 'unknown', number>>) => ({
  critical: 0,
  high: 0,
  medium: 0,
  low: 0,
  unknown: 0,
  ...c,
});
