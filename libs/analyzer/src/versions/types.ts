/**
 * Latest-version sources: one interface over the npm registry, endoflife.date, GitHub releases and
 * manual values. Sources run in the backend's daily refresh job (and the CLI's refresh script), never during an
 * analysis: analyses read what the refresh stored through a {@link LatestVersionLookup}.
 */

/** Identifier of a latest-version source. */
export type VersionSourceId = 'npm' | 'endoflife' | 'github' | 'manual';

export const VERSION_SOURCE_IDS: readonly VersionSourceId[] = ['npm', 'endoflife', 'github', 'manual'];

/**
 * One release cycle (a major or major.minor line) as endoflife.date describes it. JSON-serialisable: the
 * backend stores cycles in the technology catalogue (`eol_cycles`).
 */
export interface ReleaseCycle {
  /** Cycle name, a version prefix: `8.2` (PHP), `22` (Node.js), `5.x` is normalised to `5`. */
  cycle: string;
  /** Latest release of the cycle (`8.2.27`), null when the source does not say. */
  latest: string | null;
  /** `true`/`false`, or the ISO date (`YYYY-MM-DD`) from which the cycle is (or will be) end of life. */
  eol: boolean | string;
  /** Release date of the cycle's first version (`YYYY-MM-DD`). */
  releaseDate?: string;
  /** Release date of `latest` (`YYYY-MM-DD`). */
  latestReleaseDate?: string;
}

/** What a source knows about a technology's latest release. JSON-serialisable. */
export interface LatestRelease {
  /** Latest stable version overall, without a `v` prefix. */
  version: string;
  /** ISO date/time of that release, when the source gives it. */
  releasedAt?: string;
  /** Release cycles with end-of-life data (endoflife.date), newest first. */
  cycles?: ReleaseCycle[];
  /**
   * Set when the value is not the live source's answer but the offline fallback of a refresh (the bundled release
   * snapshot, dated `date`, `YYYY-MM-DD`): a store should not let it replace a value checked after that date.
   */
  offline?: { source: 'snapshot'; date: string };
}

/** What to look up: the mapping entry of one technology. */
export interface VersionSourceRef {
  /** npm package name, endoflife.date product id, GitHub `owner/repo`; for `manual`, free text. */
  id: string;
  /** The manual value (`manual` source; a fallback for others when the caller asks for it). */
  manual?: string;
  /** Technology (fingerprint) name, for messages. */
  technology?: string;
}

/** Per-call context. */
export interface FetchContext {
  /** Cancels the call (and pending retries). */
  signal?: AbortSignal;
}

/** A latest-version source. */
export interface LatestVersionSource {
  readonly id: VersionSourceId;
  /**
   * The latest release of `ref`, or null when the source does not know it (HTTP 404, no stable release).
   * @throws VersionSourceError on network errors, timeouts, rate limiting or server errors that persisted through
   *   the retries, other HTTP statuses, and malformed responses.
   */
  fetchLatest(ref: VersionSourceRef, ctx?: FetchContext): Promise<LatestRelease | null>;
}

/** Failure kinds of a source call. */
export type VersionSourceErrorCode =
  | 'http-error'
  | 'network-error'
  | 'timeout'
  | 'rate-limited'
  | 'invalid-response'
  | 'not-found'
  | 'no-source'
  | 'aborted';

/** Error of a source call or of a refresh entry. */
export class VersionSourceError extends Error {
  override readonly name = 'VersionSourceError';
  constructor(
    readonly code: VersionSourceErrorCode,
    message: string,
    readonly details: { source?: VersionSourceId; url?: string; status?: number; attempts?: number } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isVersionSourceError(value: unknown): value is VersionSourceError {
  return value instanceof VersionSourceError;
}
