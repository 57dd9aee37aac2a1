import type { DetectedTechnology, ScoreCheck, VersionStatus } from '@stacklens/contracts';
import { bool, check } from './checks';

/** Earned fraction of a versioned technology by status (major behind costs most, end-of-life worst). */
export const VERSION_STATUS_EARNED: Record<Exclude<VersionStatus, 'unknown'>, number> = {
  'up-to-date': 1,
  'patch-behind': 0.9,
  'minor-behind': 0.7,
  'major-behind': 0.3,
  'end-of-life': 0,
};

/**
 * Modernity: one check per technology that has both a detected version and a known latest release, earned by
 * `VERSION_STATUS_EARNED`; passed when up to date or only a patch behind. No such technology → one check
 * `versions-known` with `passed: null`.
 */
export function modernityChecks(technologies: readonly DetectedTechnology[]): ScoreCheck[] {
  const checks: ScoreCheck[] = [];
  for (const t of technologies) {
    if (!t.version || !t.latestVersion || t.versionStatus === 'unknown') continue;
    const earned = VERSION_STATUS_EARNED[t.versionStatus];
    checks.push(
      check(
        `version-${t.slug}`,
        `${t.name} version`,
        1,
        t.versionStatus === 'up-to-date' || t.versionStatus === 'patch-behind',
        earned,
        `${t.name} ${t.version}, latest ${t.latestVersion}: ${t.versionStatus}`,
      ),
    );
  }
  if (checks.length === 0) {
    checks.push(
      bool(
        'versions-known',
        'Versioned technologies',
        1,
        null,
        'No detected technology has both a version and a known latest release',
      ),
    );
  }
  return checks;
}
