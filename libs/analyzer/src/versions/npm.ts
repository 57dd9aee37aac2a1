/**
 * npm registry source: `GET {registry}/{package}` with `Accept: application/vnd.npm.install-v1+json` (the
 * abbreviated "corgi" document: `{name, modified, 'dist-tags': {latest, …}, versions: {…}}`) → `dist-tags.latest`.
 */
import { getJson, joinUrl, resolveHttpOptions, type HttpSourceOptions } from './source-http';
import {
  VersionSourceError,
  type FetchContext,
  type LatestRelease,
  type LatestVersionSource,
  type VersionSourceRef,
} from './types';

export const DEFAULT_NPM_REGISTRY = 'https://registry.npmjs.org';

/** Options of {@link createNpmSource}. */
export interface NpmSourceOptions extends HttpSourceOptions {
  /** Registry base URL. Default {@link DEFAULT_NPM_REGISTRY} (tools pass `defaultNpmRegistry(process.env)`). */
  registry?: string;
}

/** The registry npm is configured with in `env` (`npm_config_registry`, set by npm for npm scripts), else the public one. */
export function defaultNpmRegistry(env: Record<string, string | undefined>): string {
  const configured = env.npm_config_registry?.trim();
  return configured ? configured : DEFAULT_NPM_REGISTRY;
}

/** Path of a package document: scoped names keep `@` and encode the `/` (`@angular%2Fcore`). */
export function npmPackagePath(name: string): string {
  return name.startsWith('@') ? `@${encodeURIComponent(name.slice(1))}` : encodeURIComponent(name);
}

/** Valid npm package names (lowercase, optional scope). */
export const NPM_PACKAGE_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

/** npm registry source (default: 10 requests/s, 4 at once). */
export function createNpmSource(options: NpmSourceOptions = {}): LatestVersionSource {
  const registry = options.registry ?? DEFAULT_NPM_REGISTRY;
  const http = resolveHttpOptions('npm', options, { minIntervalMs: 100, maxConcurrent: 4 });
  return {
    id: 'npm',
    async fetchLatest(ref: VersionSourceRef, ctx: FetchContext = {}): Promise<LatestRelease | null> {
      if (!NPM_PACKAGE_NAME.test(ref.id)) {
        throw new VersionSourceError('invalid-response', `not an npm package name: ${ref.id}`, {
          source: 'npm',
        });
      }
      const url = joinUrl(registry, npmPackagePath(ref.id));
      const body = await getJson(url, {
        ...http,
        headers: { accept: 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8' },
        signal: ctx.signal,
      });
      if (body === null) return null;
      const tags = (body as { 'dist-tags'?: unknown })['dist-tags'];
      const latest = tags && typeof tags === 'object' ? (tags as Record<string, unknown>).latest : undefined;
      if (typeof latest !== 'string' || !latest) {
        throw new VersionSourceError('invalid-response', `${url}: no dist-tags.latest`, {
          source: 'npm',
          url,
        });
      }
      const release: LatestRelease = { version: latest };
      // the full document has per-version times; the abbreviated one only `modified`
      const time = (body as { time?: Record<string, unknown> }).time;
      if (time && typeof time[latest] === 'string') release.releasedAt = time[latest] as string;
      return release;
    },
  };
}
