/**
 * Which scripts and stylesheets the passive stage fetches first. It fetches at most 15 scripts and 5 stylesheets
 * (`fetchAssets`), and a page of an administration tool or a CMS with plugins names 30 scripts or 15 stylesheets in
 * its HTML: in document order, a library loaded late (phpMyAdmin's CodeMirror is its 23rd script, Cacti's Fork
 * Awesome its 11th stylesheet) was never read, and its version stayed unknown.
 */
import { matchSignals } from '../detect/match';
import type { FingerprintSet } from '../fingerprints/model';
import { emptySignals, type Signals } from '../types';

/** True when the matches name a technology from `family` and none of those matches gives a version. */
function namesWithoutVersion(
  signals: Signals,
  fingerprints: FingerprintSet,
  family: 'scriptSrc' | 'html',
): boolean {
  let named = false;
  for (const list of matchSignals(signals, fingerprints).values()) {
    for (const match of list) {
      if (match.family !== family) continue;
      if (match.version) return false;
      named = true;
    }
  }
  return named;
}

function prioritise(urls: readonly string[], lift: (url: string) => boolean): string[] {
  const first: string[] = [];
  const rest: string[] = [];
  for (const url of urls) (lift(url) ? first : rest).push(url);
  return [...first, ...rest];
}

/**
 * The script URLs in fetch order: first those whose URL alone names a technology (a `scriptSrc` pattern matches)
 * without giving its version, since their content (a banner, a version constant) is the likeliest place for it;
 * then all the others, in document order. Duplicates are kept (the fetcher drops them).
 * @param urls absolute script URLs in document order (script elements, then preloaded and imported scripts)
 */
export function scriptFetchOrder(urls: readonly string[], fingerprints: FingerprintSet): string[] {
  return prioritise(urls, (url) =>
    namesWithoutVersion({ ...emptySignals(''), scriptSrc: [url] }, fingerprints, 'scriptSrc'),
  );
}

/**
 * The stylesheet URLs in fetch order, by the same rule: first those whose `<link rel="stylesheet" href>` element
 * alone names a technology (an `html` pattern matches it) without giving its version, then the others in document
 * order.
 * @param urls absolute stylesheet URLs in document order
 */
export function stylesheetFetchOrder(urls: readonly string[], fingerprints: FingerprintSet): string[] {
  return prioritise(urls, (url) => {
    const href = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const html = `<link rel="stylesheet" href="${href}">`;
    return namesWithoutVersion({ ...emptySignals(''), html }, fingerprints, 'html');
  });
}
