/**
 * The legal comments a production build moved out of its scripts (issue 25 §1, §3). webpack 5 in production mode
 * (terser-webpack-plugin's default `extractComments`, also in Create React App, Gatsby and most webpack set-ups)
 * removes every `/*!`, `@license` and `@preserve` comment of a bundle — where the libraries' banners and their
 * versions are (`/*! jQuery v3.7.1`, `/*! clipboard.js v2.0.11`) — writes them into a file beside the bundle and
 * leaves a pointer in their place, at the head of the bundle:
 * `/*! For license information please see main.3f2a1b.js.LICENSE.txt *\/` (the path relative to the bundle's
 * directory). The build deploys that file with the bundle. The passive stage follows the pointer of each fetched
 * script and puts the comments back where the pointer is, so that the script reads as it did before the build
 * moved them: the banner mechanism (`detect/banner-versions.ts`) sees a banner in the same asset as the library's
 * code, as in an unminified build.
 *
 * Only a relative pointer is followed, to the script's own origin; the answer must read as comments (a server that
 * answers an unknown path with its application page is not taken for the comments); caps in `LICENSE_COMMENT_CAPS`.
 */
import { fetchAssets, type AssetCaps, type FetchedAsset } from './assets';
import type { HttpClient } from './guarded-http';

/**
 * Caps: the pointer is looked for in the first `headChars` characters of a script (the build writes it first); at
 * most `files` comment files per page, each read up to `chars` characters (a bundle's legal comments are a few
 * kilobytes; the banner mechanism reads at most 100,000 characters of one comment anyway).
 */
export const LICENSE_COMMENT_CAPS = { headChars: 1_000, files: 25, chars: 100_000 } as const;

/** The pointer terser-webpack-plugin writes (`/*! For license information please see <relative path> *\/`). */
const POINTER_RE = /\/\*!?\s*For license information please see ([^\s*]{1,300}?)\s*\*\//;

/** Where a script's extracted comments are, and the pointer's place in its text. */
export interface LicensePointer {
  /** Absolute URL of the comments file, same origin as the script. */
  url: string;
  /** The pointer comment's start and end in the script's text. */
  start: number;
  end: number;
}

/**
 * The pointer to the extracted legal comments at the head of a script (within `LICENSE_COMMENT_CAPS.headChars`),
 * resolved against the script's URL; null when there is none, when it is not a relative path (a scheme, `//`) or
 * when it leads to another origin.
 * @param script a fetched script: its URL and text
 */
export function licensePointer(script: FetchedAsset): LicensePointer | null {
  const m = POINTER_RE.exec(script.text.slice(0, LICENSE_COMMENT_CAPS.headChars));
  if (!m) return null;
  const path = m[1];
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(path)) return null;
  try {
    const base = new URL(script.url);
    const url = new URL(path, base);
    if (url.origin !== base.origin) return null;
    url.hash = '';
    return { url: url.href, start: m.index, end: m.index + m[0].length };
  } catch {
    return null;
  }
}

/** True when `text` reads as a file of comments: it starts (after white space) with `/*` or `//`. */
const isComments = (text: string) => /^\s*\/[*/]/.test(text);

/**
 * The scripts with their extracted legal comments put back in place of the pointer (`licensePointer`), each
 * comments file fetched once (same order as `scripts`; a script without a pointer, or whose file did not answer
 * 2xx with comments, is returned as it is). Never throws.
 * @param client the page's guarded HTTP client
 * @param scripts fetched scripts
 * @param caps deadline and signal of the fetches (`fetchAssets` caps; the counts and sizes are this module's)
 */
export async function withLicenseComments(
  client: HttpClient,
  scripts: readonly FetchedAsset[],
  caps: Pick<AssetCaps, 'signal' | 'timeoutMs'> = {},
): Promise<FetchedAsset[]> {
  const pointers = scripts.map(licensePointer);
  const urls = [...new Set(pointers.flatMap((p) => (p ? [p.url] : [])))];
  if (urls.length === 0) return [...scripts];
  const files = await fetchAssets(client, urls, {
    ...caps,
    cache: true,
    maxAssets: LICENSE_COMMENT_CAPS.files,
    maxChars: LICENSE_COMMENT_CAPS.chars,
  });
  const comments = new Map(files.filter((f) => isComments(f.text)).map((f) => [f.url, f.text]));
  return scripts.map((script, i) => {
    const pointer = pointers[i];
    const text = pointer && comments.get(pointer.url);
    if (!pointer || text === undefined) return script;
    return {
      url: script.url,
      text: `${script.text.slice(0, pointer.start)}${text}\n${script.text.slice(pointer.end)}`,
    };
  });
}
