import type { Severity, TechnologyVulnerabilities } from '@stacklens/contracts';
import { plural } from '../../lib/format';

/**
 * Severities most severe first (the contracts' `SEVERITIES`, repeated here so that the page does not load the zod
 * schemas at run time).
 */
export const SEVERITY_ORDER: readonly Severity[] = ['critical', 'high', 'medium', 'low', 'unknown'];

/** How a severity is shown: its label and the colour class of `.sl-severity` (vulnerabilities.css). */
export const severityView: Readonly<Record<Severity, { label: string; tone: string }>> = Object.freeze({
  critical: { label: 'Critical', tone: 'critical' },
  high: { label: 'High', tone: 'high' },
  medium: { label: 'Medium', tone: 'medium' },
  low: { label: 'Low', tone: 'low' },
  unknown: { label: 'Unrated', tone: 'unknown' },
});

/** The most severe level with at least one advisory, or null when there is none. */
export function worstSeverity(counts: Partial<Record<Severity, number>>): Severity | null {
  return SEVERITY_ORDER.find((severity) => (counts[severity] ?? 0) > 0) ?? null;
}

/**
 * The badge's text: the number of advisories and the counts that matter most — critical and high when there are
 * any, otherwise the most severe rated level: "2 known vulnerabilities, 1 high", "3 known vulnerabilities, 1
 * critical, 2 high", "1 known vulnerability, 1 medium", "1 known vulnerability" (unrated only).
 */
export function vulnerabilityBadgeText(
  vulnerabilities: Pick<TechnologyVulnerabilities, 'advisories' | 'counts'>,
): string {
  const total = vulnerabilities.advisories.length;
  const counts = vulnerabilities.counts;
  const head = plural(total, 'known vulnerability', 'known vulnerabilities');
  const serious = (['critical', 'high'] as const).filter((severity) => (counts[severity] ?? 0) > 0);
  const shown =
    serious.length > 0
      ? serious
      : (['medium', 'low'] as const).filter((s) => (counts[s] ?? 0) > 0).slice(0, 1);
  return [head, ...shown.map((severity) => `${counts[severity]} ${severity}`)].join(', ');
}

/** Every non-zero count in words, most severe first: "1 high, 2 medium, 1 unrated". */
export function severityBreakdown(counts: Partial<Record<Severity, number>>): string {
  return SEVERITY_ORDER.filter((severity) => (counts[severity] ?? 0) > 0)
    .map((severity) => `${counts[severity]} ${severity === 'unknown' ? 'unrated' : severity}`)
    .join(', ');
}

/** What the "may be patched by the distribution" marker means (its tooltip and the panel's note). */
export const MAY_BE_PATCHED_HINT =
  'The site shows a distribution (e.g. Debian) that ships this software with security fixes backported under the ' +
  'upstream version number, so these advisories may already be fixed on it.';
