/**
 * Input caps of the detector — the one documented place (docs/fingerprints.md "inputs caps").
 *
 * They bound the work of every regex (with the quantifier bounding of the loader) so that a hostile or huge page
 * cannot make detection slow. Reference (Wappalyzer 6.x driver): html first and last 1,500 rows of 2,000 chars;
 * text 25,000 chars; external scripts 500,000 chars each (the ≤ 25 per host limit belongs to the collector);
 * dom 50 entries per technology.
 */

/** html: keep the first N lines… */
export const HTML_HEAD_LINES = 1500;
/** …and the last N lines (everything when the document has ≤ head + tail lines). */
export const HTML_TAIL_LINES = 1500;
/** html: each kept line is cut to this many characters. */
export const HTML_LINE_CHARS = 2000;
/** Visible text: first N characters. */
export const TEXT_CHARS = 25_000;
/** Each script content (inline or fetched): first N characters. */
export const SCRIPT_CHARS = 500_000;
/** At most N script contents are matched (in signal order). */
export const MAX_SCRIPTS = 200;
/** Each CSS text: first N characters. */
export const CSS_CHARS = 500_000;
/** At most N CSS texts are matched. */
export const MAX_CSS = 100;
/** At most N script URLs are matched, each cut to 2,000 characters. */
export const MAX_SCRIPT_SRC = 500;
export const URL_CHARS = 2000;
/** At most N xhr host names. */
export const MAX_XHR = 500;
/** robots.txt: first N characters. */
export const ROBOTS_CHARS = 100_000;
/** Header, cookie, meta, dns and js values: each cut to N characters. */
export const VALUE_CHARS = 10_000;
/** At most N values per header / meta name / DNS record type. */
export const MAX_VALUES_PER_KEY = 50;
/** dom entries per technology kept at load (the browser stage evaluates these only). */
export const MAX_DOM_PER_TECHNOLOGY = 50;
/** Evidence values are truncated to N characters. */
export const EVIDENCE_VALUE_CHARS = 120;

/**
 * Applies the html cap: first `HTML_HEAD_LINES` and last `HTML_TAIL_LINES` lines, each cut to `HTML_LINE_CHARS`.
 * Returns the input unchanged when nothing needs cutting (no copy).
 */
export function capHtml(html: string): string {
  if (html.length <= HTML_LINE_CHARS) return html;
  const lines = html.split('\n');
  const kept =
    lines.length > HTML_HEAD_LINES + HTML_TAIL_LINES
      ? lines.slice(0, HTML_HEAD_LINES).concat(lines.slice(lines.length - HTML_TAIL_LINES))
      : lines;
  let changed = kept !== lines;
  for (let i = 0; i < kept.length; i += 1) {
    if (kept[i].length > HTML_LINE_CHARS) {
      changed = true;
      kept[i] = kept[i].slice(0, HTML_LINE_CHARS);
    }
  }
  return changed ? kept.join('\n') : html;
}

/** Cuts `value` to `max` characters. */
export const cap = (value: string, max: number): string => (value.length > max ? value.slice(0, max) : value);
