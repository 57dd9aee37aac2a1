// @ts-check
/**
 * Pre-compressed copies of the browser build's text files, written once at build time (`npm run build`, after
 * `antd-css.js` so that antd's stylesheet is included): for every `.js`, `.css`, `.svg`, `.json`, `.txt`, `.xml`,
 * `.webmanifest` and `.ico` file of `dist/client` of at least 1 KB (`index.html`, the renderer's template, is never
 * served as such: left out), `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to it — each only
 * when it is smaller than the file. The web server (`server/index.js`) sends them with `express-static-gzip` to
 * clients that accept the encoding, so a static file costs no compression per request (and its best one).
 *
 * Usage: `node scripts/precompress.js [directory]` (default `dist/client`). Prints how many files it wrote.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions of the files worth compressing (images other than SVG and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|ico)$/;
/** Smaller files gain nothing worth a look-up. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of `dir` (recursively; `index.html`, source maps
 * and dot-directories excluded). Returns the number of compressed files written.
 * @param {string} dir
 * @returns {number}
 */
export function precompress(dir) {
  let written = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    // Dot-directories (.vite/manifest.json) are never served.
    if (
      path
        .relative(dir, file)
        .split(path.sep)
        .some((part) => part.startsWith('.'))
    )
      continue;
    if (statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const encodings = /** @type {const} */ ([
      [
        '.br',
        brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
      ],
      ['.gz', gzipSync(source, { level: 9 })],
    ]);
    for (const [suffix, body] of encodings) {
      if (body.length >= source.length) continue;
      writeFileSync(file + suffix, body);
      written += 1;
    }
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.resolve(process.argv[2] ?? path.join(root, 'dist', 'client'));
  console.log(`precompress: ${precompress(dir)} compressed files written under ${path.relative(root, dir)}`);
}
