import type { Signals } from '../../types';
import { extractHtml } from '../html';
import type { BrowserSignals } from './stage';

const RENDERED_MARKER = '\n<!-- stacklens: rendered DOM (browser stage) -->\n';

/**
 * `bodies` of both sides united without duplicates (base first) and, when a side knows them, their `sources` by the
 * same index: a body both sides read keeps the first URL known for it (`''` = inline or unknown).
 */
function uniteAssets<B extends 'scripts' | 'css', S extends 'scriptSources' | 'cssSources'>(
  bodies: B,
  sources: S,
  base: Pick<Signals, B | S>,
  browser: Pick<Signals, B | S>,
): Record<B, string[]> & Partial<Record<S, string[]>> {
  const urls = new Map<string, string>();
  const known = base[sources] !== undefined || browser[sources] !== undefined;
  for (const side of [base, browser]) {
    side[bodies].forEach((text, i) => {
      const url = side[sources]?.[i] ?? '';
      if (!urls.has(text) || (urls.get(text) === '' && url !== '')) urls.set(text, url);
    });
  }
  const out = { [bodies]: [...urls.keys()] } as Record<B, string[]> & Partial<Record<S, string[]>>;
  if (known) (out as Record<S, string[]>)[sources] = [...urls.values()];
  return out;
}

/**
 * Merges the browser stage's signals into the HTTP stage's (the detector then sees both):
 * - `html`: the server HTML is KEPT and the rendered DOM is APPENDED after a marker comment (the `html` family still
 *   sees what the server sent; the rendered DOM adds what scripts inserted; the html cap keeps its head and tail);
 * - `meta`: values of `<meta>` tags in the rendered DOM are added (client-side head managers);
 * - `text`: the browser's visible text (`innerText`) replaces the parsed one when non-empty;
 * - `cookies`: united, the browser's values win (`document.cookie` and the context's cookies);
 * - `scriptSrc`, `scripts`, `css`: united without duplicates (HTTP first); `scriptSources`/`cssSources` kept beside
 *   their bodies (a body both stages read keeps the first URL known for it);
 * - `js`, `dom`, `xhr`: the browser's; `certIssuer`: the HTTP stage's, else the browser's.
 */
export function mergeBrowserSignals(base: Signals, browser: BrowserSignals): Signals {
  const unite = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
  const meta: Record<string, string[]> = { ...base.meta };
  if (browser.html) {
    for (const [name, values] of Object.entries(extractHtml(browser.html, base.url).meta))
      meta[name] = unite(meta[name] ?? [], values);
  }
  return {
    ...base,
    html: browser.html ? `${base.html}${RENDERED_MARKER}${browser.html}` : base.html,
    meta,
    text: browser.text.trim() ? browser.text : base.text,
    cookies: { ...base.cookies, ...browser.cookies },
    scriptSrc: unite(base.scriptSrc, browser.scriptSrc),
    ...uniteAssets('scripts', 'scriptSources', base, browser),
    ...uniteAssets('css', 'cssSources', base, browser),
    js: { ...base.js, ...browser.js },
    dom: { ...base.dom, ...browser.dom },
    xhr: unite(base.xhr, browser.xhr),
    certIssuer: base.certIssuer || browser.certIssuer,
  };
}
