/**
 * endoflife.date source. Two wire formats:
 * - API v1 (default), `GET {base}/api/v1/products/{product}` →
 *   `{schema_version, result: {name, releases: [{name, releaseDate, isEol, eolFrom, isMaintained,
 *   latest: {name, date, link} | null, …}]}}` (https://endoflife.date/docs/api/v1/);
 * - the classic API, `GET {base}/api/{product}.json` → `[{cycle, releaseDate, eol, latest, latestReleaseDate, lts,
 *   …}]` with `eol` a boolean or a date.
 * Both become {@link ReleaseCycle}s; the latest version overall is the highest cycle `latest`.
 */
import { compareLooseVersions } from './compare';
import { getJson, joinUrl, resolveHttpOptions, type HttpSourceOptions } from './source-http';
import {
  VersionSourceError,
  type FetchContext,
  type LatestRelease,
  type LatestVersionSource,
  type ReleaseCycle,
  type VersionSourceRef,
} from './types';

export const DEFAULT_ENDOFLIFE_BASE_URL = 'https://endoflife.date';

/** Options of {@link createEndOfLifeSource}. */
export interface EndOfLifeSourceOptions extends HttpSourceOptions {
  /** Base URL. Default {@link DEFAULT_ENDOFLIFE_BASE_URL}. */
  baseUrl?: string;
  /** Wire format. Default `v1`. */
  api?: 'v1' | 'classic';
}

/** endoflife.date product ids: lowercase letters, digits, `-`, `.`, `_`. */
export const ENDOFLIFE_PRODUCT_ID = /^[a-z0-9][a-z0-9._-]*$/;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** `5.x` → `5`; numbers → strings. */
function cycleName(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  const name = str(value);
  return name?.replace(/\.x$/i, '');
}

/** Parses a v1 product document into cycles. @throws VersionSourceError when it is not one. */
export function cyclesFromV1(body: unknown): ReleaseCycle[] {
  const releases = (body as { result?: { releases?: unknown } } | null)?.result?.releases;
  if (!Array.isArray(releases)) throw new Error('expected {result: {releases: [...]}}');
  const cycles: ReleaseCycle[] = [];
  for (const release of releases as Array<Record<string, unknown>>) {
    const cycle = cycleName(release?.name);
    if (!cycle) continue;
    const latest = release.latest as { name?: unknown; date?: unknown } | null | undefined;
    const eolFrom = str(release.eolFrom);
    const entry: ReleaseCycle = {
      cycle,
      latest: str(latest?.name) ?? null,
      eol: eolFrom ?? release.isEol === true,
    };
    const releaseDate = str(release.releaseDate);
    if (releaseDate) entry.releaseDate = releaseDate;
    const latestDate = str(latest?.date);
    if (latestDate) entry.latestReleaseDate = latestDate;
    cycles.push(entry);
  }
  return cycles;
}

/** Parses a classic `/api/{product}.json` array into cycles. @throws Error when it is not one. */
export function cyclesFromClassic(body: unknown): ReleaseCycle[] {
  if (!Array.isArray(body)) throw new Error('expected an array of cycles');
  const cycles: ReleaseCycle[] = [];
  for (const item of body as Array<Record<string, unknown>>) {
    const cycle = cycleName(item?.cycle);
    if (!cycle) continue;
    const eol = typeof item.eol === 'boolean' ? item.eol : (str(item.eol) ?? false);
    const entry: ReleaseCycle = { cycle, latest: str(item.latest) ?? null, eol };
    const releaseDate = str(item.releaseDate);
    if (releaseDate) entry.releaseDate = releaseDate;
    const latestDate = str(item.latestReleaseDate);
    if (latestDate) entry.latestReleaseDate = latestDate;
    cycles.push(entry);
  }
  return cycles;
}

/** The latest release over cycles (highest `latest`), with the cycles attached; null when no cycle has one. */
export function releaseFromCycles(cycles: ReleaseCycle[]): LatestRelease | null {
  let best: ReleaseCycle | null = null;
  for (const cycle of cycles) {
    if (!cycle.latest) continue;
    if (!best || compareLooseVersions(cycle.latest, best.latest as string) > 0) best = cycle;
  }
  if (!best) return null;
  const release: LatestRelease = { version: best.latest as string, cycles };
  if (best.latestReleaseDate) release.releasedAt = best.latestReleaseDate;
  return release;
}

/** endoflife.date source (default: 4 requests/s, 2 at once). */
export function createEndOfLifeSource(options: EndOfLifeSourceOptions = {}): LatestVersionSource {
  const base = options.baseUrl ?? DEFAULT_ENDOFLIFE_BASE_URL;
  const api = options.api ?? 'v1';
  const http = resolveHttpOptions('endoflife', options, { minIntervalMs: 250, maxConcurrent: 2 });
  return {
    id: 'endoflife',
    async fetchLatest(ref: VersionSourceRef, ctx: FetchContext = {}): Promise<LatestRelease | null> {
      if (!ENDOFLIFE_PRODUCT_ID.test(ref.id)) {
        throw new VersionSourceError('invalid-response', `not an endoflife.date product id: ${ref.id}`, {
          source: 'endoflife',
        });
      }
      const path = api === 'v1' ? `api/v1/products/${ref.id}` : `api/${ref.id}.json`;
      const url = joinUrl(base, path);
      const body = await getJson(url, { ...http, signal: ctx.signal });
      if (body === null) return null;
      let cycles: ReleaseCycle[];
      try {
        // tolerate either format whatever was asked for (a proxy or mirror may serve the other one)
        cycles = Array.isArray(body) ? cyclesFromClassic(body) : cyclesFromV1(body);
      } catch (cause) {
        throw new VersionSourceError(
          'invalid-response',
          `${url}: ${(cause as Error).message}`,
          { source: 'endoflife', url },
          {
            cause,
          },
        );
      }
      return releaseFromCycles(cycles);
    },
  };
}
