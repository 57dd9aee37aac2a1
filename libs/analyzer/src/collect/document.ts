import { emptySignals, type Signals } from '../types';
import { cookieMap, parseCookies, type ParsedCookie } from './cookies';
import { extractHtml, type HtmlExtract } from './html';

/** A fetched document as the passive detectors see it: URL, response headers and HTML. */
export interface RawDocument {
  /** Absolute URL of the document (after redirects). */
  url: string;
  /** Response headers: names in any case, a value or every value of a repeated header. */
  headers: Record<string, string | string[]>;
  html: string;
  /** Set-Cookie values of earlier redirect hops, applied before the document's own. */
  redirectSetCookie?: readonly string[];
}

/**
 * Builds detector signals from one document alone (no subresources, DNS, TLS or robots): header names lowercased,
 * Set-Cookie parsed into cookies, meta/script src/inline scripts/CSS/text extracted from the HTML.
 * This is the whole passive input of a detector, so benchmarks feed the same document to StackLens and to
 * reference detectors. Pure; never throws on malformed HTML.
 * The HTTP collector builds its signals with it too, then adds subresources, robots.txt, DNS and TLS.
 * @param options `dom: true` also returns the document tree (`page.document`, built in the same parse)
 * @returns the signals, the HTML extract (title, lang, viewport, stylesheets) and the parsed cookies with their
 *   attributes, for callers that need more
 */
export function signalsFromDocument(
  doc: RawDocument,
  options: { dom?: boolean } = {},
): {
  signals: Signals;
  page: HtmlExtract;
  cookies: ParsedCookie[];
} {
  const headers: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(doc.headers)) {
    const key = name.toLowerCase();
    (headers[key] ??= []).push(...(Array.isArray(value) ? value : [value]));
  }
  const page = extractHtml(doc.html, doc.url, options);
  const cookies = parseCookies([...(doc.redirectSetCookie ?? []), ...(headers['set-cookie'] ?? [])]);
  const signals: Signals = {
    ...emptySignals(doc.url),
    headers,
    cookies: cookieMap(cookies),
    html: doc.html,
    text: page.text,
    meta: page.meta,
    scriptSrc: page.scriptSrc,
    scripts: page.inlineScripts,
    css: page.css,
  };
  return { signals, page, cookies };
}
