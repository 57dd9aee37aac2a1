import type { DetectedTechnology, ScoreCheck, VersionStatus } from '@stacklens/contracts';
import { check } from './checks';

/** Earned fraction of a versioned technology by status (major behind costs most, end-of-life costs everything). */
export const VERSION_STATUS_EARNED: Record<Exclude<VersionStatus, 'unknown'>, number> = {
  'up-to-date': 1,
  'patch-behind': 0.9,
  'minor-behind': 0.7,
  'major-behind': 0.3,
  'end-of-life': 0,
};

/** Modernity checks and their coverage (model v2). */
export interface ModernityEvidence {
  /** One check per measured technology; empty when none was measured (the part is then not measured). */
  checks: ScoreCheck[];
  /** Versioned technologies: a detected version or a known latest release. */
  total: number;
  /** Of those, the ones with both a detected version and a latest release known (the checks). */
  measured: number;
}

/** "3 of 7 versioned technologies measured" (or "No versioned technology detected"). */
export function coverageText(measured: number, total: number): string {
  if (total === 0) return 'No versioned technology detected';
  return `${measured} of ${total} versioned ${total === 1 ? 'technology' : 'technologies'} measured`;
}

/**
 * Modernity: one check per technology whose detected version and latest release are both known, earned by
 * `VERSION_STATUS_EARNED` (an end-of-life cycle earns 0 even when it is the newest patch of its cycle); passed when
 * up to date or only a patch behind. Technologies with an unknown detected or latest version are excluded and only
 * counted in the coverage — unknown is never perfect.
 */
export function modernityEvidence(technologies: readonly DetectedTechnology[]): ModernityEvidence {
  const checks: ScoreCheck[] = [];
  let total = 0;
  for (const t of technologies) {
    if (!t.version && !t.latestVersion) continue;
    total += 1;
    if (!t.version || !t.latestVersion || t.versionStatus === 'unknown') continue;
    const earned = VERSION_STATUS_EARNED[t.versionStatus];
    const status = t.versionStatus === 'end-of-life' ? 'cycle past its end of life' : t.versionStatus;
    checks.push({
      ...check(
        `version-${t.slug}`,
        `${t.name} version`,
        1,
        t.versionStatus === 'up-to-date' || t.versionStatus === 'patch-behind',
        earned,
        `${t.name} ${t.version}, latest ${t.latestVersion}: ${status}`,
      ),
      source: 'versions',
    });
  }
  return { checks, total, measured: checks.length };
}

/** The checks of {@link modernityEvidence} (kept for callers that need only the checks). */
export function modernityChecks(technologies: readonly DetectedTechnology[]): ScoreCheck[] {
  return modernityEvidence(technologies).checks;
}
