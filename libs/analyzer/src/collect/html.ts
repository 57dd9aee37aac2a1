/**
 * Extraction of detector inputs from server HTML with `htmlparser2` (streaming, tolerant, no DOM built), in time
 * linear in the page's size however deep its nesting (`LinearParser`; a hostile page of 2 MB of nested tags cost
 * 24 to 51 CPU-s before).
 * Input caps (docs/fingerprints.md "inputs caps"; the detector applies its own caps on `html` rows):
 * - visible text: 25,000 characters (whitespace collapsed, no script/style/noscript/template content, nothing
 *   from `<head>`);
 * - inline scripts: the first 100, each ≤ 500,000 characters; `<script src>`: the first 250 URLs;
 * - CSS: the first 100 `<style>` blocks (≤ 200,000 characters each) + `style` attributes (joined, ≤ 200,000 characters);
 * - meta: the first 500 tags, each content ≤ 2,000 characters.
 */
import { DomHandler, type Document } from 'domhandler';
import type { Handler } from 'htmlparser2';
import { LinearParser } from './linear-parser';

/** Caps of {@link extractHtml}. */
export const HTML_CAPS = {
  textChars: 25_000,
  inlineScripts: 100,
  scriptChars: 500_000,
  scriptSrc: 250,
  styleBlocks: 100,
  cssChars: 200_000,
  metaTags: 500,
  metaChars: 2_000,
  frames: 8,
} as const;

/** What {@link extractHtml} finds in a document. */
export interface HtmlExtract {
  /** `<meta name|property|http-equiv|itemprop>` lowercased → contents, in document order. */
  meta: Record<string, string[]>;
  /** Absolute URLs of `<script src>` (resolved against `<base href>` / the page URL; non-http(s) dropped). */
  scriptSrc: string[];
  /** Bodies of inline `<script>` elements (JSON/template types included: fingerprints match them too). */
  inlineScripts: string[];
  /** `<style>` blocks, then all `style="…"` attribute values joined with newlines (one entry). */
  css: string[];
  /** Absolute URLs of `<link rel=stylesheet href>`. */
  stylesheets: string[];
  /**
   * Absolute URLs of scripts the document loads without a `<script src>`: `<link rel=modulepreload href>`,
   * `<link rel=preload as=script href>` (Vite, SvelteKit, Nuxt and React Router load their chunks this way; the
   * runtime chunk holding the framework's version is often only preloaded) and the static imports of inline module
   * scripts (`<script type=module>import './sb-manager/runtime.js'</script>`: Storybook, Astro islands) and the entry
   * module RequireJS loads from its script element's `data-main` (`dataMainUrl`), in document order. Fetched after
   * `scriptSrc`.
   */
  preloadedScripts: string[];
  /**
   * Absolute http(s) URLs of the `<frame src>` of a `<frameset>` document, in document order (at most
   * `HTML_CAPS.frames`). A frameset has no content of its own: its frames are the page (Nagios, old admin
   * interfaces, generated documentation). `<iframe>`s are not listed: they embed other content in a page that has its own.
   */
  frames: string[];
  /**
   * The absolute http(s) URL the document sends its visitor to at once, as a browser follows it (null when none):
   * a `<meta http-equiv="refresh" content="N; url=…">` with N ≤ `REFRESH_MAX_SECONDS` (HTML Living Standard §4.2.5.3,
   * "shared declarative refresh steps"), not inside `<noscript>` (a browser that runs scripts ignores it there), or
   * an inline script that is nothing but a redirect to a string literal (`window.location.replace('a/b.html')`,
   * `location.href = "/app/"`). A page that only refreshes itself (a status page's `content="300"`) names none.
   */
  refresh: string | null;
  /**
   * The absolute http(s) URL of the XSLT stylesheet an XML document names for its display, or null: a
   * `<?xml-stylesheet href=… type="text/xsl"?>` (also `application/xslt+xml`, and the XML types browsers apply as
   * XSLT) before the first element (W3C "Associating Style Sheets with XML documents 1.0" §2). A browser shows the
   * document transformed by it: the stylesheet's literal result elements (its scripts, stylesheets and markup) are
   * the page a visitor sees (BIND's statistics channel).
   */
  transform: string | null;
  /** Visible text, whitespace collapsed. */
  text: string;
  /** `<title>` text, trimmed ('' when absent). */
  title: string;
  /** `<html lang>` ('' when absent). */
  lang: string;
  /** `<meta name=viewport>` content ('' when absent). */
  viewport: string;
  /**
   * The document tree (`domhandler`), built in the same parse when asked for (`extractHtml(…, {dom: true})`): the
   * tree `parseDocument(html, PARSE_OPTIONS)` builds, for the static `dom` evaluation (`static-dom.ts`).
   */
  document?: Document;
}

/** Parser options of the extraction, and of the document tree built with it. */
export const PARSE_OPTIONS = {
  decodeEntities: true,
  lowerCaseTags: true,
  lowerCaseAttributeNames: true,
} as const;

/** A handler that passes every parser event to the tree builder, then to the extraction's callbacks. */
function withTree(extract: Partial<Handler>, tree: DomHandler): Partial<Handler> {
  return {
    onparserinit: (parser) => tree.onparserinit(parser),
    onreset: () => tree.onreset(),
    onend: () => tree.onend(),
    onerror: (error) => tree.onerror(error),
    onopentag(name, attribs, implied) {
      tree.onopentag(name, attribs);
      extract.onopentag!(name, attribs, implied);
    },
    ontext(data) {
      tree.ontext(data);
      extract.ontext!(data);
    },
    onclosetag(name, implied) {
      tree.onclosetag();
      extract.onclosetag!(name, implied);
    },
    oncomment: (data) => tree.oncomment(data),
    oncommentend: () => tree.oncommentend(),
    oncdatastart: () => tree.oncdatastart(),
    oncdataend: () => tree.oncdataend(),
    onprocessinginstruction(name, data) {
      tree.onprocessinginstruction(name, data);
      extract.onprocessinginstruction?.(name, data);
    },
  };
}

/**
 * Static import specifiers of a module script that name a URL: relative (`./`, `../`), root-relative (`/`) or
 * absolute http(s) — `import './a.js'`, `import x from "../b.js"`, `import {y} from '/c.js'`, `export * from './d.js'`.
 * Bare specifiers (`import 'vue'`) need an import map and are skipped, as are dynamic `import()` calls (loaded
 * later, if ever). At most 20 per script.
 */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const re =
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]{0,500}?\s*from\s*)?(["'])((?:\.{1,2}\/|\/|https?:\/\/)[^"'\s]{1,500})\1/g;
  for (let m = re.exec(code); m !== null && found.length < 20; m = re.exec(code)) found.push(m[2]);
  return found;
}

/** Elements that do not break words in rendered text; every other tag boundary becomes a space. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'font',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);
/**
 * The URL of the entry module RequireJS loads from the `data-main` attribute of its own script element
 * (`<script data-main="js/main" src="js/require.js">`): the value with `.js` appended unless it ends so or has a
 * query (RequireJS then loads it as a URL), relative to the document (RequireJS takes the value's directory as its
 * base and loads `<base><name>.js`). Null for a loader plugin id (`text!x`) or a value that is no http(s) URL.
 */
export function dataMainUrl(value: string, base: string): string | null {
  const v = value.trim();
  if (!v || v.includes('!')) return null;
  return absolute(/\.js$|\?/.test(v) ? v : `${v}.js`, base);
}

/** The longest delay, in seconds, of a `<meta http-equiv="refresh">` read as a redirect ({@link HtmlExtract.refresh}). */
export const REFRESH_MAX_SECONDS = 10;

/**
 * The delay (seconds) and URL of a `<meta http-equiv="refresh">`'s content (HTML Living Standard §4.2.5.3, "shared
 * declarative refresh steps": digits, optional fraction, then `;` or `,` and an optional `url=`, the URL optionally
 * quoted), or null when it names no URL or is malformed.
 */
export function parseRefresh(content: string): { seconds: number; url: string } | null {
  // the time, then (after `;`, `,` or whitespace) the URL, optionally as `url=`, optionally quoted
  const m = /^\s*(\d+)[\d.]*(?:[\s;,]+(?:url\s*=\s*)?(.*))?$/is.exec(content);
  if (!m || m[2] === undefined) return null;
  let url = m[2].trim();
  const quote = url[0];
  if (quote === '"' || quote === "'") {
    const close = url.indexOf(quote, 1);
    url = url.slice(1, close < 0 ? undefined : close);
  }
  url = url.trim();
  return url && !/^url\s*=?$/i.test(url) ? { seconds: Number(m[1]), url } : null;
}

/**
 * The target of an inline script that is nothing but a redirect to a string literal (`location.replace('x')`,
 * `window.location.href = "x"`, optionally `window.`/`document.`/`self.`/`top.` and a final `;`), else null. A
 * redirect among other statements (inside a function, behind a condition) is not one a visitor always takes.
 */
export function scriptRedirect(code: string): string | null {
  const m = SCRIPT_REDIRECT.exec(code);
  return m ? (m[2] ?? m[4]) : null;
}

/** An assignment to `location`/`location.href`, or a call of `location.replace`/`assign`, with a string literal. */
const SCRIPT_REDIRECT =
  /^\s*(?:(?:window|document|self|top)\.)?location(?:(?:\.href)?\s*=\s*(["'])([^"'\\\s]{1,500})\1|\.(?:replace|assign)\s*\(\s*(["'])([^"'\\\s]{1,500})\3\s*\))\s*;?\s*$/;

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'head', 'title']);

function absolute(href: string, base: string): string | null {
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Extracts meta, scripts, CSS, text, title, lang and viewport from an HTML document.
 * @param html the decoded document
 * @param pageUrl absolute URL of the document (base for relative script/stylesheet URLs)
 * @param options `dom: true` also builds the document tree in the same parse (`document`), so that the static
 *   `dom` evaluation does not parse the page a second time
 * @returns the extract, capped as {@link HTML_CAPS} documents. Never throws on malformed HTML.
 */
export function extractHtml(html: string, pageUrl: string, options: { dom?: boolean } = {}): HtmlExtract {
  const out: HtmlExtract = {
    meta: {},
    scriptSrc: [],
    inlineScripts: [],
    css: [],
    stylesheets: [],
    preloadedScripts: [],
    frames: [],
    refresh: null,
    transform: null,
    text: '',
    title: '',
    lang: '',
    viewport: '',
  };
  let base = pageUrl;
  let metaCount = 0;
  let textLength = 0;
  /** Raw text kept before whitespace collapsing: twice the cap, then visible text is no longer collected. */
  const textBudget = HTML_CAPS.textChars * 2;
  const textParts: string[] = [];
  const styleAttrs: string[] = [];
  let styleAttrChars = 0;
  const stack: string[] = [];
  let hiddenDepth = 0;
  /** Open `<frameset>` elements on `stack` (a count: searching the stack per `<frame>` was quadratic). */
  let framesets = 0;
  /** Open `<noscript>` elements on `stack` (a count, as `framesets`). */
  let noscripts = 0;
  /** A redirect target as written, from a meta refresh or an inline script (the first one wins). */
  let redirect: { href: string; base: string } | null = null;
  let current: {
    kind: 'script' | 'style' | 'title';
    parts: string[];
    length: number;
    cap: number;
    /** An inline `<script type=module>`: its static imports are scripts the page loads. */
    module?: boolean;
  } | null = null;

  const extract: Partial<Handler> = {
    onprocessinginstruction(name, data) {
      if (name.toLowerCase() !== '?xml-stylesheet' || stack.length > 0 || out.transform) return;
      const pseudo = (key: string) =>
        new RegExp(String.raw`\b${key}\s*=\s*(["'])([^"']*)\1`, 'i').exec(data)?.[2].trim();
      const type = pseudo('type')?.toLowerCase() ?? '';
      const href = pseudo('href');
      if (href && /^(?:text\/xsl|application\/xslt\+xml|text\/xml|application\/xml)$/.test(type))
        out.transform = absolute(href, base);
    },
    onopentag(name, attrs) {
      stack.push(name);
      if (name === 'frameset') framesets++;
      if (name === 'noscript') noscripts++;
      // once the text budget is spent, word breaks no longer matter (the text is cut there anyway)
      if (textLength < textBudget && !INLINE.has(name)) textParts.push(' ');
      if (HIDDEN.has(name)) hiddenDepth++;
      if (name === 'html' && attrs.lang && !out.lang) out.lang = attrs.lang.trim();
      if (name === 'base' && attrs.href && base === pageUrl) base = absolute(attrs.href, pageUrl) ?? pageUrl;
      if (attrs.style && styleAttrChars < HTML_CAPS.cssChars) {
        styleAttrs.push(attrs.style);
        styleAttrChars += attrs.style.length + 1;
      }
      if (name === 'meta' && metaCount < HTML_CAPS.metaTags) {
        const key = (attrs.name ?? attrs.property ?? attrs['http-equiv'] ?? attrs.itemprop ?? '')
          .trim()
          .toLowerCase();
        if (key && attrs.content !== undefined) {
          metaCount++;
          (out.meta[key] ??= []).push(attrs.content.slice(0, HTML_CAPS.metaChars));
          if (key === 'viewport' && !out.viewport) out.viewport = attrs.content.trim();
          if (key === 'refresh' && noscripts === 0 && !redirect) {
            const refresh = parseRefresh(attrs.content);
            if (refresh && refresh.seconds <= REFRESH_MAX_SECONDS) redirect = { href: refresh.url, base };
          }
        }
      } else if (name === 'script') {
        if (attrs.src !== undefined) {
          const src = absolute(attrs.src, base);
          if (src && out.scriptSrc.length < HTML_CAPS.scriptSrc) out.scriptSrc.push(src);
          const main = attrs['data-main'] !== undefined ? dataMainUrl(attrs['data-main'], base) : null;
          if (main && out.preloadedScripts.length < HTML_CAPS.scriptSrc) out.preloadedScripts.push(main);
        } else if (out.inlineScripts.length < HTML_CAPS.inlineScripts) {
          const module = attrs.type?.trim().toLowerCase() === 'module';
          current = { kind: 'script', parts: [], length: 0, cap: HTML_CAPS.scriptChars, module };
        }
      } else if (name === 'frame' && attrs.src && framesets > 0) {
        const src = absolute(attrs.src, base);
        if (src && out.frames.length < HTML_CAPS.frames) out.frames.push(src);
      } else if (name === 'style' && out.css.length < HTML_CAPS.styleBlocks) {
        current = { kind: 'style', parts: [], length: 0, cap: HTML_CAPS.cssChars };
      } else if (name === 'title' && !out.title) {
        current = { kind: 'title', parts: [], length: 0, cap: 1_000 };
      } else if (name === 'link' && attrs.href && /(^|\s)stylesheet(\s|$)/i.test(attrs.rel ?? '')) {
        const href = absolute(attrs.href, base);
        if (href && out.stylesheets.length < HTML_CAPS.scriptSrc) out.stylesheets.push(href);
      } else if (
        name === 'link' &&
        attrs.href &&
        (/(^|\s)modulepreload(\s|$)/i.test(attrs.rel ?? '') ||
          (/(^|\s)preload(\s|$)/i.test(attrs.rel ?? '') && attrs.as?.toLowerCase() === 'script'))
      ) {
        const href = absolute(attrs.href, base);
        if (href && out.preloadedScripts.length < HTML_CAPS.scriptSrc) out.preloadedScripts.push(href);
      }
    },
    ontext(data) {
      if (current) {
        if (current.length < current.cap) {
          const piece = data.slice(0, current.cap - current.length);
          current.parts.push(piece);
          current.length += piece.length;
        }
        return;
      }
      if (hiddenDepth === 0 && textLength < textBudget) {
        textParts.push(data);
        textLength += data.length;
      }
    },
    onclosetag(name) {
      if (textLength < textBudget && !INLINE.has(name)) textParts.push(' ');
      if (current && current.kind === name) {
        const body = current.parts.join('');
        if (current.kind === 'script') {
          if (body.trim()) out.inlineScripts.push(body);
          if (!redirect && noscripts === 0 && body.length < 1_000) {
            const target = scriptRedirect(body);
            if (target) redirect = { href: target, base };
          }
          if (current.module) {
            for (const specifier of staticImports(body)) {
              const url = absolute(specifier, base);
              if (url && out.preloadedScripts.length < HTML_CAPS.scriptSrc) out.preloadedScripts.push(url);
            }
          }
        } else if (current.kind === 'style') {
          if (body.trim()) out.css.push(body);
        } else {
          out.title = body.replace(/\s+/g, ' ').trim();
        }
        current = null;
      }
      // pop to the matching element (htmlparser2 emits implied closes: it is the innermost one)
      const idx = stack.lastIndexOf(name);
      if (idx >= 0) {
        for (let i = stack.length - 1; i >= idx; i--) {
          if (HIDDEN.has(stack[i])) hiddenDepth--;
          if (stack[i] === 'frameset') framesets--;
          if (stack[i] === 'noscript') noscripts--;
        }
        stack.length = idx;
      }
    },
  };
  const tree = options.dom ? new DomHandler() : null; // parseDocument's tree: no DomHandler option set
  new LinearParser(tree ? withTree(extract, tree) : extract, PARSE_OPTIONS).end(html);
  if (tree) out.document = tree.root;

  // (assigned in the parser's callbacks, which the compiler does not follow)
  const found = redirect as { href: string; base: string } | null;
  if (found) {
    const target = absolute(found.href, found.base);
    // a refresh to the page itself (its URL, or only its fragment changed) is a reload, not a redirect
    if (target && target.replace(/#.*$/, '') !== pageUrl.replace(/#.*$/, '')) out.refresh = target;
  }
  if (styleAttrs.length) out.css.push(styleAttrs.join('\n').slice(0, HTML_CAPS.cssChars));
  out.text = textParts.join('').replace(/\s+/g, ' ').trim().slice(0, HTML_CAPS.textChars);
  return out;
}
