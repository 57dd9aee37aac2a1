/**
 * Which scripts the passive stage fetches first. It fetches at most 15 (`fetchAssets`), and a page of an
 * administration tool or a CMS with plugins names 30 or more in its HTML: in document order, a library loaded late
 * (phpMyAdmin's CodeMirror is its 23rd script) was never read, and its version stayed unknown.
 */
import { matchSignals } from '../detect/match';
import type { FingerprintSet } from '../fingerprints/model';
import { emptySignals } from '../types';

/**
 * The script URLs in fetch order: first those whose URL alone names a technology (a `scriptSrc` pattern matches)
 * without giving its version, since their content (a banner, a version constant) is the likeliest place for it;
 * then all the others, in document order. Duplicates are kept (the fetcher drops them).
 * @param urls absolute script URLs in document order (script elements, then preloaded and imported scripts)
 */
export function scriptFetchOrder(urls: readonly string[], fingerprints: FingerprintSet): string[] {
  const first: string[] = [];
  const rest: string[] = [];
  for (const url of urls) {
    const matches = matchSignals({ ...emptySignals(''), scriptSrc: [url] }, fingerprints);
    let named = false;
    let versioned = false;
    for (const list of matches.values()) {
      for (const match of list) {
        if (match.family !== 'scriptSrc') continue;
        named = true;
        if (match.version) versioned = true;
      }
    }
    (named && !versioned ? first : rest).push(url);
  }
  return [...first, ...rest];
}
