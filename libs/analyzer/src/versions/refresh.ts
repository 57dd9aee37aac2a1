/**
 * Refresh of latest versions over the curated mapping: each technology's source is asked (sources rate-limit and
 * retry on their own), with a global concurrency bound. The unit the backend's daily job calls; the CLI's
 * `scripts/refresh-latest.ts` uses it too.
 */
import { createEndOfLifeSource, type EndOfLifeSourceOptions } from './endoflife';
import { createGithubSource, type GithubSourceOptions } from './github';
import { createManualSource } from './manual';
import type { VersionSourceMapping, VersionSourceMappingEntry } from './mapping';
import { createNpmSource, type NpmSourceOptions } from './npm';
import { snapshotRelease, type ReleaseSnapshot } from './snapshot';
import {
  VersionSourceError,
  type LatestRelease,
  type LatestVersionSource,
  type VersionSourceId,
} from './types';

/** Sources by id; a mapping entry whose source is missing fails with `no-source`. */
export type VersionSources = Partial<Record<VersionSourceId, LatestVersionSource>>;

/** Options of {@link createVersionSources}. */
export interface CreateVersionSourcesOptions {
  npm?: NpmSourceOptions;
  endoflife?: EndOfLifeSourceOptions;
  github?: GithubSourceOptions;
}

/** The four production sources (each with its own rate limiter). */
export function createVersionSources(options: CreateVersionSourcesOptions = {}): Required<VersionSources> {
  return {
    npm: createNpmSource(options.npm),
    endoflife: createEndOfLifeSource(options.endoflife),
    github: createGithubSource(options.github),
    manual: createManualSource(),
  };
}

/** A refreshed release, or why there is none. */
export type RefreshResult = LatestRelease | VersionSourceError;

/** Options of {@link refreshLatestVersions}. */
export interface RefreshLatestVersionsOptions {
  /** Technologies refreshed at once (across sources). Default 8. */
  concurrency?: number;
  /**
   * Called once per technology as soon as its result is known (e.g. to write the catalogue row), awaited. A throw
   * stops the refresh from starting new entries and rejects it once the in-flight ones settle.
   */
  onResult?: (name: string, result: RefreshResult, entry: VersionSourceMappingEntry) => void | Promise<void>;
  /** Use the entry's `manual` value when its source fails or does not know it (after the snapshot). Default false. */
  manualFallback?: boolean;
  /**
   * Offline fallback, e.g. the bundled `loadReleaseSnapshot()`: its release is used when the source
   * fails or does not know the technology, and its cycles complete a live release that has none (the `eol` product
   * unreachable). Default: none.
   */
  snapshot?: ReleaseSnapshot;
  /** Cancels pending work; unfinished entries end as `aborted` errors. */
  signal?: AbortSignal;
}

function asSourceError(error: unknown, name: string, source: VersionSourceId): VersionSourceError {
  if (error instanceof VersionSourceError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new VersionSourceError('invalid-response', `${name}: ${message}`, { source }, { cause: error });
}

async function refreshOne(
  name: string,
  entry: VersionSourceMappingEntry,
  sources: VersionSources,
  options: RefreshLatestVersionsOptions,
): Promise<RefreshResult> {
  const fromSnapshot = options.snapshot ? snapshotRelease(options.snapshot, name) : null;
  const fallback = (error: VersionSourceError): RefreshResult => {
    if (fromSnapshot && options.snapshot)
      return { ...fromSnapshot, offline: { source: 'snapshot', date: options.snapshot.generatedAt } };
    return options.manualFallback && entry.manual ? { version: entry.manual } : error;
  };
  if (options.signal?.aborted)
    return new VersionSourceError('aborted', `${name}: aborted`, { source: entry.source });
  const source = sources[entry.source];
  if (!source)
    return fallback(
      new VersionSourceError('no-source', `${name}: no ${entry.source} source configured`, {
        source: entry.source,
      }),
    );
  let release: LatestRelease | null;
  try {
    release = await source.fetchLatest(
      { id: entry.id, manual: entry.manual, technology: name },
      { signal: options.signal },
    );
  } catch (error) {
    return fallback(asSourceError(error, name, entry.source));
  }
  if (!release) {
    return fallback(
      new VersionSourceError('not-found', `${name}: ${entry.source} does not know ${entry.id}`, {
        source: entry.source,
      }),
    );
  }
  if (entry.eol && !release.cycles && sources.endoflife) {
    try {
      const eol = await sources.endoflife.fetchLatest(
        { id: entry.eol, technology: name },
        { signal: options.signal },
      );
      if (eol?.cycles?.length) release = { ...release, cycles: eol.cycles };
    } catch {
      // cycles are a bonus: the latest version from the main source stands without them
    }
  }
  if (!release.cycles && fromSnapshot?.cycles) release = { ...release, cycles: fromSnapshot.cycles };
  return release;
}

/**
 * Refreshes every mapped technology. Never rejects for a source failure: each name maps to its release or to a
 * {@link VersionSourceError}. The Map follows the mapping's order.
 */
export async function refreshLatestVersions(
  mapping: VersionSourceMapping,
  sources: VersionSources,
  options: RefreshLatestVersionsOptions = {},
): Promise<Map<string, RefreshResult>> {
  const entries = Object.entries(mapping);
  const results: Array<RefreshResult | undefined> = new Array(entries.length);
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 8, entries.length || 1));
  let next = 0;
  let callbackFailure: { error: unknown } | null = null;

  const worker = async (): Promise<void> => {
    while (!callbackFailure && next < entries.length) {
      const index = next;
      next += 1;
      const [name, entry] = entries[index];
      const result = await refreshOne(name, entry, sources, options);
      results[index] = result;
      if (options.onResult) {
        try {
          await options.onResult(name, result, entry);
        } catch (error) {
          callbackFailure ??= { error };
        }
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, () => worker()));
  if (callbackFailure) throw (callbackFailure as { error: unknown }).error;

  const map = new Map<string, RefreshResult>();
  entries.forEach(([name, entry], index) => {
    map.set(
      name,
      results[index] ?? new VersionSourceError('aborted', `${name}: not refreshed`, { source: entry.source }),
    );
  });
  return map;
}

/** Counts of a refresh, for logs: ok/failed per source and the failures' messages. */
export function summarizeRefresh(
  results: ReadonlyMap<string, RefreshResult>,
  mapping: VersionSourceMapping,
): {
  ok: number;
  failed: number;
  bySource: Record<string, { ok: number; failed: number }>;
  failures: string[];
} {
  const summary = {
    ok: 0,
    failed: 0,
    bySource: {} as Record<string, { ok: number; failed: number }>,
    failures: [] as string[],
  };
  for (const [name, result] of results) {
    const source = mapping[name]?.source ?? 'unknown';
    const bucket = (summary.bySource[source] ??= { ok: 0, failed: 0 });
    if (result instanceof Error) {
      summary.failed += 1;
      bucket.failed += 1;
      summary.failures.push(`${name} (${source}): ${result.code} ${result.message}`);
    } else {
      summary.ok += 1;
      bucket.ok += 1;
    }
  }
  return summary;
}
