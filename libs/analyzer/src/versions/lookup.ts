/**
 * A {@link LatestVersionLookup} over refreshed latest releases (the backend's catalogue rows, the result of
 * `refreshLatestVersions`, or any name → record table): the latest version overall, and whether the detected
 * version's release cycle is end of life when cycle data exists.
 */
import type { LatestVersionInfo, LatestVersionLookup } from '../types';
import type { ReleaseCycle } from './types';

/** The part of a cycle the end-of-life judgement needs (catalogue rows store `{cycle, eol}`). */
export type CycleEol = Pick<ReleaseCycle, 'cycle' | 'eol'>;

/** What the lookup needs per technology. A {@link LatestRelease} is one. */
export interface LatestVersionRecord {
  version: string;
  cycles?: ReadonlyArray<CycleEol> | null;
}

/** Records by technology name: a Map (errors of a refresh are skipped), name/record pairs, or a plain object. */
export type LatestVersionRecords =
  | ReadonlyMap<string, LatestVersionRecord | Error | null | undefined>
  | Iterable<readonly [string, LatestVersionRecord | Error | null | undefined]>
  | Readonly<Record<string, LatestVersionRecord | null | undefined>>;

/** Options of {@link latestVersionLookupFrom}. */
export interface LatestVersionLookupOptions {
  /** Clock for dated end of life. Default: the time of each lookup. */
  now?: () => Date;
}

/** Numeric segments of a version or cycle (`v8.1.27-1ubuntu` → [8, 1, 27]); null when it does not start with one. */
export function numericSegments(version: string): number[] | null {
  const run = /^\s*[vV]?(\d+(?:\.\d+)*)/.exec(version);
  return run ? run[1].split('.').map((part) => parseInt(part, 10)) : null;
}

/** Whether a cycle is end of life at `now`: the boolean itself, or its date passed. Null when undecidable. */
export function isCycleEndOfLife(cycle: CycleEol, now: Date = new Date()): boolean | null {
  if (typeof cycle.eol === 'boolean') return cycle.eol;
  const time = Date.parse(cycle.eol);
  return Number.isNaN(time) ? null : time <= now.getTime();
}

/**
 * End of life of `version` against release cycles:
 * - the longest cycle whose segments prefix the version's (`8.1` for `8.1.27`, `22` for `22.3.0`) decides;
 * - when the version is less precise than the cycles (`5` against `5.6`, `5.5`…), the cycles it covers decide if
 *   they all agree;
 * - null otherwise (no cycle data, version outside every cycle, or disagreement).
 */
export function endOfLifeFor(
  cycles: ReadonlyArray<CycleEol> | null | undefined,
  version: string | null,
  now: Date = new Date(),
): boolean | null {
  if (!cycles?.length || !version) return null;
  const detected = numericSegments(version);
  if (!detected) return null;
  let best: { cycle: CycleEol; length: number } | null = null;
  const covered: CycleEol[] = [];
  for (const cycle of cycles) {
    const segments = numericSegments(cycle.cycle);
    // non-numeric cycle names (codenames) cannot be matched against a version
    if (!segments || !/^\s*[vV]?\d+(?:\.\d+)*\s*$/.test(cycle.cycle)) continue;
    const shared = Math.min(segments.length, detected.length);
    if (segments.slice(0, shared).some((value, i) => value !== detected[i])) continue;
    if (segments.length <= detected.length) {
      if (!best || segments.length > best.length) best = { cycle, length: segments.length };
    } else {
      covered.push(cycle);
    }
  }
  if (best) return isCycleEndOfLife(best.cycle, now);
  if (covered.length === 0) return null;
  const verdicts = new Set(covered.map((cycle) => isCycleEndOfLife(cycle, now)));
  return verdicts.size === 1 ? [...verdicts][0] : null;
}

function entriesOf(records: LatestVersionRecords): Iterable<readonly [string, unknown]> {
  if (records instanceof Map) return records.entries();
  if (Symbol.iterator in (records as object)) return records as Iterable<readonly [string, unknown]>;
  return Object.entries(records as Record<string, unknown>);
}

const isRecord = (value: unknown): value is LatestVersionRecord =>
  !!value &&
  !(value instanceof Error) &&
  typeof (value as LatestVersionRecord).version === 'string' &&
  !!(value as LatestVersionRecord).version;

/**
 * Builds a synchronous lookup (no network). Names match exactly, then case-insensitively. The result is
 * `{version}` plus `endOfLife` when the record has cycles that decide for the detected version.
 */
export function latestVersionLookupFrom(
  records: LatestVersionRecords,
  options: LatestVersionLookupOptions = {},
): LatestVersionLookup {
  const byName = new Map<string, LatestVersionRecord>();
  const byLowerName = new Map<string, LatestVersionRecord>();
  for (const [name, record] of entriesOf(records)) {
    if (!isRecord(record)) continue;
    byName.set(name, record);
    if (!byLowerName.has(name.toLowerCase())) byLowerName.set(name.toLowerCase(), record);
  }
  const now = options.now ?? (() => new Date());
  return (technologyName, detectedVersion) => {
    const record = byName.get(technologyName) ?? byLowerName.get(technologyName.toLowerCase());
    if (!record) return null;
    const info: LatestVersionInfo = { version: record.version };
    const endOfLife = endOfLifeFor(record.cycles, detectedVersion, now());
    if (endOfLife !== null) info.endOfLife = endOfLife;
    return info;
  };
}
