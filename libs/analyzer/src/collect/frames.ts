/**
 * Documents read as part of a page. The frames of a frameset page (HTML 4.01 §16.2, HTML Living Standard
 * "frameset" as obsolete but rendered): a `<frameset>` document has no content of its own — its `<frame>` documents
 * are the page a visitor sees (Nagios' web interface, old admin panels, generated documentation). The passive stage
 * fetches the same-origin frames and reads them as part of the page: their markup, text, meta, inline scripts and
 * styles, and the scripts and stylesheets they load. The same is done for the page a redirect page sends its
 * visitor to at once (a meta refresh or a script that only redirects, `HtmlExtract.refresh`: javadoc's
 * `index.html`, an application's `/` → `/app/`), which a browser follows and a passive fetch did not, and for the
 * XSLT stylesheet an XML page is displayed with (`HtmlExtract.transform`: the markup, scripts and stylesheets a
 * browser shows are written by it).
 */
import type { Signals } from '../types';
import { signalsFromDocument } from './document';
import { bodyText, type HttpClient } from './guarded-http';
import type { HtmlExtract } from './html';
import { registrableDomain } from './registrable-domain';

/** Caps of {@link fetchFrames}. */
export const FRAME_CAPS = {
  /** Frames fetched per page (the first ones in document order). */
  frames: 4,
  /** Bytes read of each frame document (the rest is cut). */
  maxBodyBytes: 1024 * 1024,
} as const;

/** A fetched frame document. */
export interface FrameDocument {
  /** Absolute URL of the frame document (after redirects). */
  url: string;
  html: string;
}

/**
 * Fetches the same-origin frames of a frameset page, in parallel, through `client` (the page's guarded client).
 * A frame on another origin is another site's page and is not read; a frame that fails, is not `200`, or is not
 * HTML is skipped. Never throws: an aborted or failed fetch yields no document.
 * @param frameUrls absolute frame URLs in document order (`HtmlExtract.frames`)
 * @param pageUrl the frameset document's final URL (its origin is the one frames must share)
 * @returns at most `FRAME_CAPS.frames` documents, in document order
 */
async function fetchFrames(
  client: HttpClient,
  frameUrls: readonly string[],
  pageUrl: string,
  options: { signal?: AbortSignal; timeoutMs: number },
): Promise<FrameDocument[]> {
  const origin = new URL(pageUrl).origin;
  const wanted = [...new Set(frameUrls)]
    .filter((url) => url !== pageUrl && new URL(url).origin === origin)
    .slice(0, FRAME_CAPS.frames);
  const fetched = await Promise.all(wanted.map((url) => fetchDocument(client, url, HTML_TYPE, options)));
  return fetched.filter((doc): doc is FrameDocument => doc !== null);
}

/** The content types of an HTML document. */
const HTML_TYPE = /html/i;
/** The content types an XSLT stylesheet is served with (`text/xsl`, `application/xslt+xml`, plain XML). */
const XSLT_TYPE = /xsl|xml/i;

/** One document (200, a content type `accept` matches, or none), or null; never throws. */
async function fetchDocument(
  client: HttpClient,
  url: string,
  accept: RegExp,
  options: { signal?: AbortSignal; timeoutMs: number },
): Promise<FrameDocument | null> {
  try {
    const res = await client.fetch(url, {
      maxBodyBytes: FRAME_CAPS.maxBodyBytes,
      truncate: true,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
    });
    const type = res.headers['content-type']?.[0] ?? '';
    if (res.statusCode !== 200 || (type && !accept.test(type))) return null;
    return { url: res.finalUrl, html: bodyText(res) };
  } catch {
    return null;
  }
}

/**
 * True when `a` and `b` are URLs of the same site: the same registrable domain (Public Suffix List, `tldts`), or
 * the same host where there is none (an IP address, `localhost`). A redirect page that sends its visitor to
 * `https://www.` of its own `http://` domain stays on the site; one that sends it to another domain leaves it.
 */
export function sameSite(a: string, b: string): boolean {
  const ha = new URL(a).hostname;
  const hb = new URL(b).hostname;
  if (ha === hb) return true;
  const da = registrableDomain(ha);
  return da !== null && da === registrableDomain(hb);
}

/**
 * The documents a browser shows as the page, fetched through `client` (never throws; one that fails, is not `200` or
 * not of its kind is left out): a frameset's same-origin frames ({@link fetchFrames}); else the page a redirect page
 * sends its visitor to (`HtmlExtract.refresh`, HTML) and the XSLT stylesheet an XML page is displayed with
 * (`HtmlExtract.transform`, served as XSLT or XML: the markup it writes, with the scripts and stylesheets it loads, is
 * what a browser shows), each only on the same site ({@link sameSite}) and when it is not the page itself.
 * @param page the page's extract: its `frames`, `refresh` and `transform`
 * @param pageUrl the page's final URL
 * @returns the documents to read as part of the page (`addFrames`), in that order
 */
export async function fetchShownDocuments(
  client: HttpClient,
  page: Pick<HtmlExtract, 'frames' | 'refresh' | 'transform'>,
  pageUrl: string,
  options: { signal?: AbortSignal; timeoutMs: number },
): Promise<FrameDocument[]> {
  if (page.frames.length > 0) return fetchFrames(client, page.frames, pageUrl, options);
  const wanted: Array<[url: string | null, accept: RegExp]> = [
    [page.refresh, HTML_TYPE],
    [page.transform, XSLT_TYPE],
  ];
  const fetched = await Promise.all(
    wanted.map(([url, accept]) =>
      url !== null && url !== pageUrl && sameSite(url, pageUrl)
        ? fetchDocument(client, url, accept, options)
        : null,
    ),
  );
  // a document that redirects back to the page is the page
  return fetched.filter((doc): doc is FrameDocument => doc !== null && doc.url !== pageUrl);
}

/**
 * Adds frame documents to the frameset page's signals and extract, in place: each frame's HTML is appended to
 * `signals.html` (html patterns see it as part of the page), its visible text to `signals.text`, its meta, inline
 * scripts and `style` CSS to the page's, and the scripts and stylesheets it loads to the page's asset lists
 * (`page.scriptSrc`, `page.preloadedScripts`, `page.stylesheets`), so that they are fetched like the page's own.
 * The main document's title, lang, viewport, headers and cookies stay those of the frameset (of the redirect page,
 * for a refresh target read the same way).
 */
export function addFrames(
  document: { signals: Signals; page: HtmlExtract },
  frames: readonly FrameDocument[],
): void {
  const { signals, page } = document;
  for (const frame of frames) {
    const { signals: own, page: framePage } = signalsFromDocument({
      url: frame.url,
      headers: {},
      html: frame.html,
    });
    signals.html += `\n${frame.html}`;
    signals.text = [signals.text, own.text].filter(Boolean).join(' ');
    for (const [name, values] of Object.entries(own.meta)) (signals.meta[name] ??= []).push(...values);
    signals.scripts.push(...own.scripts);
    signals.css.push(...own.css);
    // signalsFromDocument hands the extract's lists to the signals: `signals.scriptSrc` may be `page.scriptSrc`
    page.scriptSrc.push(...framePage.scriptSrc.filter((src) => !page.scriptSrc.includes(src)));
    if (signals.scriptSrc !== page.scriptSrc)
      signals.scriptSrc.push(...framePage.scriptSrc.filter((src) => !signals.scriptSrc.includes(src)));
    page.preloadedScripts.push(
      ...framePage.preloadedScripts.filter((src) => !page.preloadedScripts.includes(src)),
    );
    page.stylesheets.push(...framePage.stylesheets.filter((href) => !page.stylesheets.includes(href)));
  }
}
