/**
 * Outdatedness of a detected version against the latest known release.
 */
// semver's per-function modules (its documented deep imports): the package index loads all 47 of its modules
import coerce from 'semver/functions/coerce';
import type SemVer from 'semver/classes/semver';
import type { VersionStatus } from '@stacklens/contracts';
import type { LatestVersionInfo } from '../types';

interface ParsedVersion {
  /** major.minor.patch as semver coerces them. */
  core: SemVer;
  /** 4th numeric segment (`1.2.3.4` → 4), 0 when absent. */
  fourth: number;
  /** Number of numeric segments actually written (1 for `3`, 2 for `3.6`, 3+ otherwise). */
  precision: number;
}

/**
 * Tolerant parse: the first run of dot-separated numbers (`v1.2.3.4-beta` → 1.2.3.4, `2024.01.05` → 2024.1.5),
 * coerced by `semver`. Returns null when there is no number.
 */
export function parseLooseVersion(version: string): ParsedVersion | null {
  const run = /(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.(\d+))?/.exec(version);
  if (!run) return null;
  // leading zeros (date versions: 2024.01.05) are not valid semver: normalise through parseInt first
  const core = coerce(
    run
      .slice(1, 4)
      .filter((p) => p !== undefined)
      .map((p) => String(parseInt(p, 10)))
      .join('.'),
  );
  if (!core) return null;
  return {
    core,
    fourth: run[4] ? parseInt(run[4], 10) : 0,
    precision: run.slice(1).filter((p) => p !== undefined).length,
  };
}

/**
 * Compares a detected version with the latest known release.
 * - `unknown`: either side missing or without a number.
 * - `end-of-life`: the lookup says the detected version's cycle is past its end of life (`latest.endOfLife`).
 * - otherwise the first differing segment, compared only as far as the detected version is precise (a detected
 *   `3` against latest `3.7.1` is `up-to-date` — we do not know better): major → `major-behind`,
 *   minor → `minor-behind`, patch or 4th segment → `patch-behind`; equal or newer than latest → `up-to-date`.
 *   Date versions compare the same way (year = major).
 */
export function compareVersions(detected: string | null, latest: LatestVersionInfo | null): VersionStatus {
  if (!detected || !latest || !latest.version) return 'unknown';
  const d = parseLooseVersion(detected);
  const l = parseLooseVersion(latest.version);
  if (!d || !l) return 'unknown';
  if (latest.endOfLife) return 'end-of-life';
  const dv = [d.core.major, d.core.minor, d.core.patch, d.fourth];
  const lv = [l.core.major, l.core.minor, l.core.patch, l.fourth];
  const labels: VersionStatus[] = ['major-behind', 'minor-behind', 'patch-behind', 'patch-behind'];
  for (let i = 0; i < Math.min(d.precision, 4); i += 1) {
    if (dv[i] < lv[i]) return labels[i];
    if (dv[i] > lv[i]) return 'up-to-date';
  }
  return 'up-to-date';
}

/**
 * Orders two versions the way {@link compareVersions} reads them (tolerant parse, 4 numeric segments):
 * negative when `a` is older, positive when newer, 0 when equal. Unparseable versions sort before parseable ones.
 */
export function compareLooseVersions(a: string, b: string): number {
  const pa = parseLooseVersion(a);
  const pb = parseLooseVersion(b);
  if (!pa || !pb) return (pa ? 1 : 0) - (pb ? 1 : 0);
  const va = [pa.core.major, pa.core.minor, pa.core.patch, pa.fourth];
  const vb = [pb.core.major, pb.core.minor, pb.core.patch, pb.fourth];
  for (let i = 0; i < 4; i += 1) if (va[i] !== vb[i]) return va[i] - vb[i];
  return 0;
}
