/**
 * Fetching of external scripts and stylesheets named by the page, for the `scripts` and `css` fingerprint families
 * (scripts in the order of `scriptFetchOrder`, collect/asset-order.ts).
 * Caps (docs/fingerprints.md "external scripts"): the first 15 scripts and 5 stylesheets in the given order, ≤ 25 per
 * host, each body cut at `SCRIPT_COLLECT_CHARS` characters (the matcher reads the first 500,000 and excerpts of the
 * rest, detect/excerpts.ts), 4 requests at a time, every
 * request through the same guarded client (address guard, redirects re-checked) and under the caller's deadline;
 * optionally a budget of characters for all of them together (`maxTotalChars`: the lazily loaded chunks of
 * collect/lazy-assets.ts). A failed asset is skipped.
 */
import { SCRIPT_COLLECT_CHARS } from '../detect/caps';
import { bodyText, maxBytesForChars, type HttpClient } from './guarded-http';

/** Caps of {@link fetchAssets}. */
export interface AssetCaps {
  /** Most assets fetched. Default 15. */
  maxAssets?: number;
  /** Characters kept per asset. Default `SCRIPT_COLLECT_CHARS` (4,000,000). */
  maxChars?: number;
  /** Most assets per host. Default 25. */
  perHost?: number;
  /** Parallel requests. Default 4. */
  concurrency?: number;
  /** Deadline per asset, ms. Default 10000. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Through the client's HTTP cache, when it has one (`FetchOptions.cache`). Default false. */
  cache?: boolean;
  /**
   * Characters kept of all assets together. A request starts only when the budget not yet kept or reserved by
   * requests in flight leaves room, and asks for at most that room (`maxChars` at most); when there is none, it
   * waits for a request in flight to end (returning what it did not use), or stops when none is. Default: no limit.
   */
  maxTotalChars?: number;
}

/** One fetched asset: the URL asked for and its body (capped). */
export interface FetchedAsset {
  url: string;
  text: string;
}

/**
 * Fetches the given asset URLs (deduplicated, capped) and returns their bodies with the URL each was asked at.
 * @param urls absolute http(s) URLs in document order
 * @returns the assets that answered 2xx, in the order of `urls`. Never throws.
 */
export async function fetchAssets(
  client: HttpClient,
  urls: readonly string[],
  caps: AssetCaps = {},
): Promise<FetchedAsset[]> {
  const maxAssets = caps.maxAssets ?? 15;
  const maxChars = caps.maxChars ?? SCRIPT_COLLECT_CHARS;
  const perHost = caps.perHost ?? 25;
  const selected: string[] = [];
  const hostCount = new Map<string, number>();
  for (const url of new Set(urls)) {
    if (selected.length >= maxAssets) break;
    let host: string;
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') continue;
      host = parsed.host;
    } catch {
      continue;
    }
    const n = hostCount.get(host) ?? 0;
    if (n >= perHost) continue;
    hostCount.set(host, n + 1);
    selected.push(url);
  }
  const results: Array<FetchedAsset | null> = new Array(selected.length).fill(null);
  let next = 0;
  // the total budget: characters kept, and reserved by the requests in flight
  const total = caps.maxTotalChars ?? Infinity;
  let kept = 0;
  let reserved = 0;
  let inFlight = 0;
  let ended: (() => void)[] = [];
  const worker = async () => {
    while (next < selected.length && !caps.signal?.aborted) {
      const room = Math.min(maxChars, total - kept - reserved);
      if (room <= 0) {
        if (inFlight === 0) return;
        await new Promise<void>((resolve) => ended.push(resolve));
        continue;
      }
      const i = next++;
      reserved += room;
      inFlight++;
      try {
        const res = await client.fetch(selected[i], {
          maxBodyBytes: maxBytesForChars(room),
          truncate: true,
          timeoutMs: caps.timeoutMs ?? 10_000,
          signal: caps.signal,
          headers: { accept: '*/*' },
          cache: caps.cache,
        });
        if (res.statusCode >= 200 && res.statusCode < 300) {
          const text = bodyText(res).slice(0, room);
          results[i] = { url: selected[i], text };
          kept += text.length;
        }
      } catch {
        // skipped: an asset never fails the analysis
      } finally {
        reserved -= room;
        inFlight--;
        const waiting = ended;
        ended = [];
        for (const resume of waiting) resume();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(caps.concurrency ?? 4, selected.length) }, worker));
  return results.filter((r): r is FetchedAsset => r !== null);
}
