/**
 * Version ordering per scheme (see {@link VersionScheme}).
 */
import * as semver from 'semver';
import type { VersionScheme } from './types';

/** Pre-release suffixes: words with an optional number, or `a`/`b` with a number (`b1`); a bare letter is a release. */
const PRE_RELEASE = /^[-._~]?(?:(?:dev|alpha|beta|pre|preview|rc)[-.]?\d*|[ab]\.?\d+)$/i;

interface VendorVersion {
  numbers: number[];
  /** Text after the numbers, lowercased ('' for a release). */
  suffix: string;
}

function parseVendor(version: string): VendorVersion | null {
  const m = /^\s*v?(\d+(?:\.\d+)*)(.*)$/i.exec(version);
  if (!m) return null;
  return { numbers: m[1].split('.').map((n) => parseInt(n, 10)), suffix: m[2].trim().toLowerCase() };
}

/** -1: pre-release suffix, 0: release, 1: post-release letter suffix (`1.0.2k`, `-p1`). */
function suffixRank(suffix: string): number {
  if (!suffix) return 0;
  return PRE_RELEASE.test(suffix) ? -1 : 1;
}

/**
 * Orders two versions in the vendor scheme: numeric segments compared one by one (missing ones are 0, so `2.4` =
 * `2.4.0`), then the suffix: pre-release (`-dev`, `alpha`, `b1`, `rc2`) < release < other suffixes (`k`, `-p1`);
 * two suffixes of the same rank compare as text with numbers read as numbers.
 * @returns negative when `a` is older, positive when newer, 0 when equal; null when either has no leading number
 */
export function compareVendor(a: string, b: string): number | null {
  const pa = parseVendor(a);
  const pb = parseVendor(b);
  if (!pa || !pb) return null;
  const length = Math.max(pa.numbers.length, pb.numbers.length);
  for (let i = 0; i < length; i += 1) {
    const d = (pa.numbers[i] ?? 0) - (pb.numbers[i] ?? 0);
    if (d !== 0) return d;
  }
  const ra = suffixRank(pa.suffix);
  const rb = suffixRank(pb.suffix);
  if (ra !== rb) return ra - rb;
  return pa.suffix.localeCompare(pb.suffix, 'en', { numeric: true });
}

/** A version as `semver` reads it: valid semver kept (pre-release included), otherwise loosely coerced. */
function toSemver(version: string): semver.SemVer | null {
  // strict parse only: loose mode reads `4.9.11.1` as `4.9.1-1.1`
  const strict = semver.valid(version.trim().replace(/^v/i, ''));
  if (strict) return new semver.SemVer(strict);
  // retire.js writes pre-releases without a hyphen (`1.9.0b1`, `3.0.0rc1`): read them as such
  const pre = /^v?(\d+\.\d+\.\d+)([a-z]+\.?\d*)$/i.exec(version.trim());
  if (pre && semver.valid(`${pre[1]}-${pre[2]}`)) return new semver.SemVer(`${pre[1]}-${pre[2]}`);
  return semver.coerce(version);
}

/**
 * Orders two versions in `scheme`.
 * @returns negative/0/positive like a comparator; null when either side is not a version of that scheme
 */
export function compareInScheme(scheme: VersionScheme, a: string, b: string): number | null {
  if (scheme === 'vendor') return compareVendor(a, b);
  const sa = toSemver(a);
  const sb = toSemver(b);
  if (!sa || !sb) return null;
  return semver.compare(sa, sb);
}
