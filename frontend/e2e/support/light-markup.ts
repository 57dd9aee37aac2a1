/**
 * The check behind the server's plain markup for antd's components and react-router's links
 * (`src/components/light-antd.tsx`, `light-card.tsx`, `light-tag.tsx`, `light-tooltip.tsx`, `light-skeleton.tsx`,
 * `light-progress.tsx`, `light-link.tsx`): the built renderer
 * (`dist/server/entry-server.js`), loaded into this process against a running API, renders pages both ways — with the
 * plain markup (the web server's way) and with the libraries' own components (`fullAntd`, what the browser hydrates
 * with). Any difference would make the browser hydrate other markup than the server sent. Used by
 * `e2e/ssr-light-markup.spec.ts` (CI) and `bench/ssr.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './stack';

/** The built server renderer's module. */
export type Renderer = typeof import('../../src/ssr/entry-server');

/** No cookie; dark colour mode; consent given (no banner). */
export const COOKIES = [
  '',
  'color-mode=dark',
  `cookie_control_consent=${encodeURIComponent('{"analytics":true}')}`,
];

/** Renders `urlPath` with the built renderer (the document's UTF-8 bytes); `fullAntd` uses the libraries' own components. */
export type RenderPage = (urlPath: string, fullAntd: boolean, cookie?: string) => Promise<Buffer>;

/**
 * Loads the built renderer against `apiUrl`, its API reads kept in memory (as the web server's render data cache
 * keeps them for many first renders).
 * @throws when the frontend is not built (`npm run build`)
 */
export async function loadRenderer(apiUrl: string): Promise<RenderPage> {
  const frontendDir = path.join(repoRoot, 'frontend');
  const clientDir = path.join(frontendDir, 'dist', 'client');
  const options = {
    template: readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')),
    origin: 'http://127.0.0.1',
    antdCss: JSON.parse(readFileSync(path.join(clientDir, '.vite', 'antd-css.json'), 'utf8')).file as string,
  };
  const renderer = (await import(
    pathToFileURL(path.join(frontendDir, 'dist', 'server', 'entry-server.js')).href
  )) as Renderer;
  renderer.setApiOrigin(apiUrl);
  const reads = new Map<string, Promise<unknown>>();
  renderer.setApiReadCache(<T>(key: string, load: () => Promise<T>) => {
    if (!reads.has(key)) reads.set(key, load());
    return reads.get(key) as Promise<T>;
  });
  return async (urlPath, fullAntd, cookie = '') => {
    const result = await renderer.render(
      new Request(`${options.origin}${urlPath}`, { headers: { cookie } }),
      {
        ...options,
        fullAntd,
      },
    );
    if ('redirect' in result) throw new Error(`${urlPath} redirected to ${result.redirect}`);
    return result.html;
  };
}

/** The document with the timestamps of its embedded query data (when each was fetched) zeroed. */
function withoutTimestamps(html: string): string {
  return html.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
}

/**
 * Renders each of `pages` under each cookie set of {@link COOKIES} both ways (after one render of each page, so that
 * its lazy chunks are loaded as in a running server).
 * @returns one description per document that differs (page, cookie, the first differing place in both), empty when
 *   every document is the same both ways
 */
export async function lightMarkupDifferences(
  render: RenderPage,
  pages: readonly string[],
): Promise<string[]> {
  const differences: string[] = [];
  for (const page of pages) await render(page, false);
  for (const page of pages) {
    for (const cookie of COOKIES) {
      const full = withoutTimestamps((await render(page, true, cookie)).toString('utf8'));
      const plain = withoutTimestamps((await render(page, false, cookie)).toString('utf8'));
      if (full === plain) continue;
      let at = 0;
      while (full[at] === plain[at]) at += 1;
      differences.push(
        `${page} (cookie "${cookie}") differs at character ${at}:\n` +
          `  antd:  …${full.slice(Math.max(0, at - 150), at + 150)}…\n` +
          `  plain: …${plain.slice(Math.max(0, at - 150), at + 150)}…`,
      );
    }
  }
  return differences;
}
