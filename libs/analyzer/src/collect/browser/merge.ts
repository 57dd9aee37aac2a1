import type { Signals } from '../../types';
import { extractHtml } from '../html';
import type { BrowserSignals } from './stage';

const RENDERED_MARKER = '\n<!-- stacklens: rendered DOM (browser stage) -->\n';

/**
 * Merges the browser stage's signals into the HTTP stage's (the detector then sees both):
 * - `html`: the server HTML is KEPT and the rendered DOM is APPENDED after a marker comment (the `html` family still
 *   sees what the server sent; the rendered DOM adds what scripts inserted; the html cap keeps its head and tail);
 * - `meta`: values of `<meta>` tags in the rendered DOM are added (client-side head managers);
 * - `text`: the browser's visible text (`innerText`) replaces the parsed one when non-empty;
 * - `cookies`: united, the browser's values win (`document.cookie` and the context's cookies);
 * - `scriptSrc`, `scripts`, `css`: united without duplicates (HTTP first);
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
    scripts: unite(base.scripts, browser.scripts),
    css: unite(base.css, browser.css),
    js: { ...base.js, ...browser.js },
    dom: { ...base.dom, ...browser.dom },
    xhr: unite(base.xhr, browser.xhr),
    certIssuer: base.certIssuer || browser.certIssuer,
  };
}
