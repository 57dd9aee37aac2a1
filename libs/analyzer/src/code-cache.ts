/**
 * Loads the one-file CLI bundle (`dist/stacklens.cjs`, `scripts/bundle-cli.js`) with V8's code cache: the bytecode
 * of the functions a run compiled, written once to the CLI's cache directory and handed to V8 by later runs, which
 * then neither parse nor compile them (~40 CPU-ms of a one-URL run, issue 24 §1; Node 20 has no
 * `module.enableCompileCache`).
 *
 * The cache file is named after the bundle's path (`cli-<path digest>-<key>.v8cache`: checkouts sharing the directory
 * keep one each) and its size, modification time and inode and the Node version and architecture (the key), so a
 * rebuilt bundle or another Node never reads an old one; V8 checks its own version, flags and the source's length
 * again and rejects a cache that does not fit (the module is then compiled from source and the cache written anew). Any failure to read or write the cache only costs the speed.
 */
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Script } from 'node:vm';

/** What `loadWithCodeCache` did with the code cache. */
export type CodeCacheUse = 'accepted' | 'rejected' | 'none';

/** A CommonJS module loaded with the code cache. */
export interface CodeCachedModule {
  /** The module's `module.exports`. */
  exports: unknown;
  /** `accepted`: V8 used the cache; `rejected`: a cache file was there and V8 refused it; `none`: no cache file. */
  cache: CodeCacheUse;
  /**
   * Writes the code cache of the functions compiled so far (call it at the end of a run, so that it holds those
   * the run needed) and removes the older caches of the same bundle path from the directory. Never throws.
   */
  save(): void;
}

/**
 * Runs the CommonJS file `file` as `require` would (its own `module`, `exports`, `require` resolving from its
 * directory, `__filename`, `__dirname`), with the code cache of `cacheDir` when there is one for this file.
 * @param cacheDir the CLI's cache directory (`cliCacheDir`), or undefined for no cache
 * @throws whatever reading the file or running it throws
 */
export function loadWithCodeCache(file: string, cacheDir: string | undefined): CodeCachedModule {
  const stat = statSync(file);
  const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
  const prefix = `cli-${digest(path.resolve(file))}-`;
  const key = digest(`${process.version} ${process.arch} ${stat.size} ${stat.mtimeMs} ${stat.ino}`);
  const cacheFile = cacheDir ? path.join(cacheDir, `${prefix}${key}.v8cache`) : undefined;
  let cachedData: Buffer | undefined;
  try {
    if (cacheFile) cachedData = readFileSync(cacheFile);
  } catch {
    // no cache yet
  }
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${readSource(file)}\n})`;
  const script = new Script(wrapped, { filename: file, cachedData });
  const module = { exports: {} as unknown };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  const cache: CodeCacheUse = !cachedData ? 'none' : script.cachedDataRejected ? 'rejected' : 'accepted';
  return {
    exports: module.exports,
    cache,
    save() {
      if (!cacheDir || !cacheFile) return;
      try {
        mkdirSync(cacheDir, { recursive: true });
        const temporary = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(temporary, script.createCachedData());
        renameSync(temporary, cacheFile);
        for (const old of readdirSync(cacheDir)) {
          if (old.startsWith(prefix) && old.endsWith('.v8cache') && old !== path.basename(cacheFile))
            unlinkSync(path.join(cacheDir, old));
        }
      } catch {
        // the cache is an optimisation only
      }
    },
  };
}

/**
 * The text of the UTF-8 file `file`; an ASCII file (the bundle, {@link asciiSource}) is read as Latin-1, the same
 * characters without Node 20's UTF-8 decoder: ~0.4 CPU-ms for the 1.7 MB bundle instead of ~10.
 */
function readSource(file: string): string {
  const bytes = readFileSync(file);
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}

/**
 * The JavaScript source `code` with each non-ASCII UTF-16 code unit written as a `\uXXXX` escape (an identity escape
 * of one, `\é`, loses its redundant backslash first), so that the bundle is ASCII: Node then reads it with
 * its fast ASCII path and V8 keeps it as a one-byte string — 16 lines of comments and one regular expression with
 * `–`/`—` made the 1.7 MB bundle a two-byte string, ~74 CPU-ms of UTF-8 decoding at every start (issue 24 §2).
 * For esbuild's output (its default `charset: 'ascii'` already escapes strings, templates and identifiers): what is
 * left is in comments and regular expression literals, where an escape means the same character (an astral one as
 * its surrogate pair, which a `u` regular expression reads as the one code point).
 */
export function asciiSource(code: string): string {
  return code.replace(/(\\*)([\u0080-\uffff])/g, (_, slashes: string, char: string) => {
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    return `${kept}\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** File of `dist` where the bundler records {@link buildInfoDigest} of the tsc build it bundled. */
export const BUNDLE_BUILD_INFO_DIGEST = 'stacklens.cjs.buildinfo';

/**
 * SHA-1 (hex) of tsc's build info file `file` (it changes with every emitting build), or null when it cannot be read.
 */
export function buildInfoDigest(file: string): string | null {
  const text = readText(file);
  return text === null ? null : createHash('sha1').update(text).digest('hex');
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** Modification time of `file` in ms, or -1 when it does not exist. */
function modified(file: string): number {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? stat.mtimeMs : -1;
}

/**
 * The CLI bundle of the build directory `dist` (`dist/stacklens.cjs`) when it holds the modules of the last build,
 * null otherwise (none, or a later `tsc` rewrote one of dist's modules: then `dist/cli.js` must run, never a stale
 * bundle). Fresh: newer than tsc's build info (the usual case, one stat); or made from the build info as it is (its
 * digest recorded by the bundler: dist restored by a build cache, times in any order); or, when tsc ran since (a type
 * check writes the build info too), newer than every `.js` module of `dist`.
 */
export function freshBundle(dist: string): string | null {
  const bundle = path.join(dist, 'stacklens.cjs');
  const built = modified(bundle);
  if (built < 0) return null;
  const buildInfo = path.join(dist, '.tsbuildinfo');
  if (built >= modified(buildInfo)) return bundle;
  // A build cache restoring dist (Nx) writes its files in any order, with new times: the bundle is still current when
  // it was made from this very tsc build (the build info's digest it recorded, BUNDLE_BUILD_INFO_DIGEST).
  const recorded = readText(path.join(dist, BUNDLE_BUILD_INFO_DIGEST));
  if (recorded && recorded === buildInfoDigest(buildInfo)) return bundle;
  const stale = readdirSync(dist, { recursive: true, encoding: 'utf8' }).some(
    (file) => file.endsWith('.js') && modified(path.join(dist, file)) > built,
  );
  return stale ? null : bundle;
}
