/**
 * Input caps of the detector — the one documented place (docs/fingerprints.md "inputs caps").
 *
 * They bound the work of every regex (with the quantifier bounding of the loader) so that a hostile or huge page
 * cannot make detection slow. Reference (Wappalyzer 6.x driver): html first and last 1,500 rows of 2,000 chars
 * (StackLens splits a longer line into rows instead of cutting it: {@link capHtml});
 * text 25,000 chars; external scripts 500,000 chars each (StackLens: plus excerpts of the rest around version
 * literals, {@link SCRIPT_EXCERPTS_CHARS}; the ≤ 25 per host limit belongs to the collector);
 * dom 50 entries per technology.
 */

/** html: keep the first N rows… */
export const HTML_HEAD_LINES = 1500;
/** …and the last N rows (everything when the document has ≤ head + tail rows). */
export const HTML_TAIL_LINES = 1500;
/** html: a row holds at most this many characters; a longer line is split into rows (see {@link capHtml}). */
export const HTML_LINE_CHARS = 2000;
/** Visible text: first N characters. */
export const TEXT_CHARS = 25_000;
/** Each script content (inline or fetched): first N characters are matched whole… */
export const SCRIPT_CHARS = 500_000;
/**
 * …and of a longer script, excerpts of the rest: `SCRIPT_EXCERPT_CHARS` characters on each side of the first
 * `SCRIPT_EXCERPTS_PER_LITERAL` occurrences of each literal that a version-capturing `scripts` pattern requires,
 * merged, at most `SCRIPT_EXCERPTS_CHARS` in all (`excerptScript`, detect/excerpts.ts). Production bundles are
 * often several megabytes, and a version constant (`var version = "10.6.7"`, `Fe.version="19.3.1"`) sits wherever
 * the bundler put its module: cutting at the first 500,000 characters lost it.
 */
export const SCRIPT_EXCERPT_CHARS = 1_000;
export const SCRIPT_EXCERPTS_CHARS = 200_000;
/** Occurrences of one literal that get an excerpt (a literal found everywhere must not crowd out the rare ones). */
export const SCRIPT_EXCERPTS_PER_LITERAL = 8;
/**
 * …and, apart from those, `SCRIPT_DETECTION_EXCERPT_CHARS` characters on each side of the FIRST occurrence of each
 * literal that a `scripts` pattern without a version requires (one match is all it needs), at most
 * `SCRIPT_DETECTION_EXCERPTS_CHARS` in all: a library's signature past the first 500,000 characters of a vendors
 * bundle (MUI's, Popper's, D3's in multi-megabyte chunks) was never read (issue 25).
 */
export const SCRIPT_DETECTION_EXCERPT_CHARS = 300;
export const SCRIPT_DETECTION_EXCERPTS_CHARS = 100_000;
/** Characters of a script the collectors keep (passive fetch and browser): the whole of nearly every bundle. */
export const SCRIPT_COLLECT_CHARS = 4_000_000;
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
 * A long line is split before a `<` found in the last quarter of a row, so that a tag is rarely cut in two
 * (else at exactly {@link HTML_LINE_CHARS}).
 */
const SPLIT_WINDOW = HTML_LINE_CHARS / 4;

/**
 * Splits one line into rows of at most `HTML_LINE_CHARS` characters, preferably just before a tag. The `<` is looked
 * for only within the window (`SPLIT_WINDOW` characters before the row's end): an unbounded `lastIndexOf` went back
 * to the start of a line without tags for every row (quadratic: a 2.7 MB line of inline JSON took ~0.5 s).
 */
function splitLongLine(line: string, rows: string[]): void {
  let start = 0;
  while (line.length - start > HTML_LINE_CHARS) {
    const hardEnd = start + HTML_LINE_CHARS;
    let end = hardEnd;
    for (let i = hardEnd - 1; i > hardEnd - SPLIT_WINDOW; i -= 1) {
      if (line.charCodeAt(i) === 0x3c /* < */) {
        end = i;
        break;
      }
    }
    rows.push(line.slice(start, end));
    start = end;
  }
  rows.push(line.slice(start));
}

/**
 * Applies the html cap: the document as rows of at most `HTML_LINE_CHARS` characters — its lines, a longer line
 * split into several rows (before a tag where one is near the limit) — of which the first `HTML_HEAD_LINES` and the
 * last `HTML_TAIL_LINES` are kept, joined by `\n`. At most 3,000 rows of 2,000 characters, the reference bound
 * (Wappalyzer 6.x: first and last 1,500 lines of 2,000 characters). StackLens splits a long line where the reference
 * cuts it: a minified page is one line of tens of kilobytes, and cutting it at 2,000 characters would hide all but
 * its first tags (e.g. a feed link or a generator footer) from the html patterns.
 * Returns the input unchanged when nothing needs splitting or dropping (no copy).
 */
export function capHtml(html: string): string {
  if (html.length <= HTML_LINE_CHARS) return html;
  const lines = html.split('\n');
  let rows: string[] = lines;
  if (lines.some((line) => line.length > HTML_LINE_CHARS)) {
    rows = [];
    for (const line of lines) {
      if (line.length > HTML_LINE_CHARS) splitLongLine(line, rows);
      else rows.push(line);
    }
  }
  if (rows.length > HTML_HEAD_LINES + HTML_TAIL_LINES) {
    rows = rows.slice(0, HTML_HEAD_LINES).concat(rows.slice(rows.length - HTML_TAIL_LINES));
  }
  return rows === lines ? html : rows.join('\n');
}

/** Cuts `value` to `max` characters. */
export const cap = (value: string, max: number): string => (value.length > max ? value.slice(0, max) : value);
