/**
 * Which scripts and stylesheets the passive stage fetches first. It fetches at most 15 scripts and 5 stylesheets
 * (`fetchAssets`), and a page of an administration tool or a CMS with plugins names 30 scripts or 15 stylesheets in
 * its HTML: in document order, a library loaded late (phpMyAdmin's CodeMirror is its 23rd script, Cacti's Fork
 * Awesome its 11th stylesheet) was never read, and its version stayed unknown.
 */
import { matchSignals } from '../detect/match';
import type { FingerprintSet } from '../fingerprints/model';
import { emptySignals, type Signals } from '../types';

/** Technologies the matches name from `family`, each with whether one of those matches gives a version. */
function named(
  signals: Signals,
  fingerprints: FingerprintSet,
  family: 'scriptSrc' | 'html',
): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const [name, list] of matchSignals(signals, fingerprints)) {
    for (const match of list) {
      if (match.family !== family) continue;
      out.set(name, (out.get(name) ?? false) || match.version !== '');
    }
  }
  return out;
}

/**
 * Lifts, in document order, each URL that names a technology no URL gives a version of and no URL lifted before it
 * names (so the ten `jquery.*.js` plugins a page loads, which all name jQuery, lift only the first); the others
 * follow in document order.
 */
function prioritise(urls: readonly string[], namesOf: (url: string) => Map<string, boolean>): string[] {
  const names = urls.map(namesOf);
  const versioned = new Set(names.flatMap((m) => [...m].filter(([, v]) => v).map(([n]) => n)));
  const covered = new Set<string>();
  const first: string[] = [];
  const rest: string[] = [];
  urls.forEach((url, i) => {
    const fresh = [...names[i].keys()].filter((n) => !versioned.has(n) && !covered.has(n));
    for (const n of fresh) covered.add(n);
    (fresh.length > 0 ? first : rest).push(url);
  });
  return [...first, ...rest];
}

/**
 * The script URLs in fetch order: first those whose URL alone names a technology (a `scriptSrc` pattern matches)
 * whose version no URL gives, since their content (a banner, a version constant) is the likeliest place for it, one
 * URL per such technology; then all the others, in document order. Duplicates are kept (the fetcher drops them).
 * @param urls absolute script URLs in document order (script elements, then preloaded and imported scripts)
 */
export function scriptFetchOrder(urls: readonly string[], fingerprints: FingerprintSet): string[] {
  return prioritise(urls, (url) =>
    named({ ...emptySignals(''), scriptSrc: [url] }, fingerprints, 'scriptSrc'),
  );
}

/**
 * The stylesheet URLs in fetch order, by the same rule: first those whose `<link rel="stylesheet" href>` element
 * alone names a technology (an `html` pattern matches it) whose version no URL gives, then the others in document
 * order.
 * @param urls absolute stylesheet URLs in document order
 */
export function stylesheetFetchOrder(urls: readonly string[], fingerprints: FingerprintSet): string[] {
  return prioritise(urls, (url) => {
    const href = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const html = `<link rel="stylesheet" href="${href}">`;
    return named({ ...emptySignals(''), html }, fingerprints, 'html');
  });
}
