// @ts-check
/**
 * antd's styles as one hashed, cacheable CSS file ("whole export" of antd's server-side rendering guide), written
 * after the client and server builds (`npm run build`): `antdStylesheet()` of the built renderer extracts every antd
 * component's styles under the app's light and dark themes. Writes `dist/client/assets/antd-<hash>.css` and
 * `dist/client/.vite/antd-css.json` (`{ "file": "assets/antd-<hash>.css" }`), which the web server hands to the
 * renderer, so that pages link this file instead of carrying the styles inline. Only the components the app
 * imports from `antd` (found in `src/`) are extracted — with the components they render themselves — not all of antd.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist', 'client');
/** @type {typeof import('../src/ssr/entry-server')} */
const renderer = await import(pathToFileURL(path.join(root, 'dist', 'server', 'entry-server.js')).href);
/** The names imported from 'antd' anywhere in src/ (`import { Button, Card, type X } from 'antd'`). */
function antdImports() {
  const names = new Set(['App']);
  const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
    const source = readFileSync(path.join(root, 'src', file), 'utf8');
    for (const match of source.matchAll(/import\s*{([^}]*)}\s*from\s*'antd'/g)) {
      for (const part of match[1].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (/^[A-Z]\w*$/.test(name)) names.add(name);
      }
    }
  }
  return [...names].sort();
}

const css = await renderer.antdStylesheet(antdImports());
const file = `assets/antd-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
writeFileSync(path.join(clientDir, file), css);
writeFileSync(path.join(clientDir, '.vite', 'antd-css.json'), `${JSON.stringify({ file })}\n`);
console.log(`antd styles: dist/client/${file} (${(css.length / 1024).toFixed(0)} KB)`);
