/**
 * GitHub releases source: `GET {base}/repos/{owner}/{repo}/releases/latest` → `tag_name` (leading `v` or a
 * `name-`/`name@` prefix stripped), `published_at`. An optional token raises the quota (60 → 5,000 requests/h).
 */
import { getJson, joinUrl, resolveHttpOptions, type HttpSourceOptions } from './source-http';
import {
  VersionSourceError,
  type FetchContext,
  type LatestRelease,
  type LatestVersionSource,
  type VersionSourceRef,
} from './types';

export const DEFAULT_GITHUB_API_URL = 'https://api.github.com';

/** Options of {@link createGithubSource}. */
export interface GithubSourceOptions extends HttpSourceOptions {
  /** API base URL. Default {@link DEFAULT_GITHUB_API_URL}. */
  baseUrl?: string;
  /** Token sent as `Authorization: Bearer …` (higher rate limit). Default none. */
  token?: string;
}

/** `owner/repo`. */
export const GITHUB_REPO_ID = /^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/;

/**
 * Version of a release tag: `v1.2.3` → `1.2.3`, `release-1.2.3` / `pkg@1.2.3` → `1.2.3`, `REL1_42_1` →
 * `1.42.1` (underscores read as dots when there is no dot). Null when the tag has no digit.
 */
export function versionFromTag(tag: string): string | null {
  const trimmed = tag.trim();
  const start = trimmed.search(/\d/);
  if (start < 0) return null;
  // keep a tag that starts with its number; drop a `v`/`V` or `name-`, `name@`, `name/`, `name_` prefix
  const version = trimmed.slice(start);
  return version.includes('.') ? version : version.replace(/_/g, '.');
}

/** GitHub releases source (default: 1 request/s, 2 at once). */
export function createGithubSource(options: GithubSourceOptions = {}): LatestVersionSource {
  const base = options.baseUrl ?? DEFAULT_GITHUB_API_URL;
  const token = options.token;
  const http = resolveHttpOptions('github', options, { minIntervalMs: 1000, maxConcurrent: 2 });
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return {
    id: 'github',
    async fetchLatest(ref: VersionSourceRef, ctx: FetchContext = {}): Promise<LatestRelease | null> {
      if (!GITHUB_REPO_ID.test(ref.id)) {
        throw new VersionSourceError('invalid-response', `not a GitHub owner/repo: ${ref.id}`, {
          source: 'github',
        });
      }
      const url = joinUrl(base, `repos/${ref.id}/releases/latest`);
      const body = (await getJson(url, { ...http, headers, signal: ctx.signal })) as Record<
        string,
        unknown
      > | null;
      if (body === null) return null;
      const tag = body.tag_name;
      if (typeof tag !== 'string' || !tag) {
        throw new VersionSourceError('invalid-response', `${url}: no tag_name`, { source: 'github', url });
      }
      const version = versionFromTag(tag);
      if (!version) return null;
      const release: LatestRelease = { version };
      if (typeof body.published_at === 'string') release.releasedAt = body.published_at;
      return release;
    },
  };
}
