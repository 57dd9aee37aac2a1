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

/**
 * Parsed versions, memoised: a lookup compares the same few thousand strings (the snapshot's bounds and the detected
 * versions) again and again. Cleared when it grows past {@link MEMO_LIMIT} entries (bounded memory).
 */
const MEMO_LIMIT = 20_000;
const vendorMemo = new Map<string, VendorVersion | null>();

function parseVendor(version: string): VendorVersion | null {
  const known = vendorMemo.get(version);
  if (known !== undefined) return known;
  const m = /^\s*v?(\d+(?:\.\d+)*)(.*)$/i.exec(version);
  const parsed = m
    ? { numbers: m[1].split('.').map((n) => parseInt(n, 10)), suffix: m[2].trim().toLowerCase() }
    : null;
  if (vendorMemo.size >= MEMO_LIMIT) vendorMemo.clear();
  vendorMemo.set(version, parsed);
  return parsed;
}

/**
 * Suffix order: text with numbers read as numbers (one collator: `localeCompare` with options builds one per call),
 * made on first use: building an ICU collator costs ~20 ms, which a run that compares no two suffixes (most) does
 * not pay (issue 24 §1).
 */
let suffixOrder: Intl.Collator | undefined;

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
  if (pa.suffix === pb.suffix) return 0;
  return (suffixOrder ??= new Intl.Collator('en', { numeric: true })).compare(pa.suffix, pb.suffix);
}

const semverMemo = new Map<string, semver.SemVer | null>();

/** A version as `semver` reads it (memoised like {@link parseVendor}). */
function toSemver(version: string): semver.SemVer | null {
  const known = semverMemo.get(version);
  if (known !== undefined) return known;
  const parsed = readSemver(version);
  if (semverMemo.size >= MEMO_LIMIT) semverMemo.clear();
  semverMemo.set(version, parsed);
  return parsed;
}

/** A version as `semver` reads it: valid semver kept (pre-release included), otherwise loosely coerced. */
function readSemver(version: string): semver.SemVer | null {
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
