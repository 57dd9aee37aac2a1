/**
 * Where the CLI keeps what it computes once for later runs: the compiled fingerprint set
 * (`fingerprints/compiled-cache.ts`) and V8's code cache of the CLI bundle (`code-cache.ts`). Its own module, so
 * that `bin/stacklens.js` finds the directory before it loads the CLI.
 */
import path from 'node:path';

/**
 * The CLI's cache directory: `$STACKLENS_CACHE_DIR` (empty = no cache), else `$XDG_CACHE_HOME/stacklens`, else
 * `~/.cache/stacklens` (XDG Base Directory Specification); undefined when none can be named.
 */
export function cliCacheDir(env: Record<string, string | undefined>): string | undefined {
  if (env.STACKLENS_CACHE_DIR !== undefined) return env.STACKLENS_CACHE_DIR || undefined;
  const base = env.XDG_CACHE_HOME || (env.HOME ? path.join(env.HOME, '.cache') : undefined);
  return base ? path.join(base, 'stacklens') : undefined;
}
