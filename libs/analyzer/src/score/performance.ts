import type { ScoreCheck } from '@stacklens/contracts';
import type { PageFacts, Signals } from '../types';
import { band, bool, check, header, kb } from './checks';

/** TTFB bands (ms → earned): ≤ 200 → 1, ≤ 500 → 0.85, ≤ 800 → 0.7 (web.dev "good"), ≤ 1800 → 0.35, else 0. Passed ≤ 800. */
export const TTFB_BANDS: ReadonlyArray<[number, number]> = [
  [200, 1],
  [500, 0.85],
  [800, 0.7],
  [1800, 0.35],
];
/** Main document transfer size bands (bytes → earned): ≤ 100 KB → 1, ≤ 300 KB → 0.7, ≤ 1 MB → 0.35, else 0. Passed ≤ 300 KB. */
export const TRANSFER_BANDS: ReadonlyArray<[number, number]> = [
  [100 * 1024, 1],
  [300 * 1024, 0.7],
  [1024 * 1024, 0.35],
];
/** Request count bands (browser stage): ≤ 50 → 1, ≤ 100 → 0.6, ≤ 200 → 0.3, else 0. Passed ≤ 100. */
export const REQUEST_BANDS: ReadonlyArray<[number, number]> = [
  [50, 1],
  [100, 0.6],
  [200, 0.3],
];
/** Documents smaller than this need no compression (compression check passes). */
export const COMPRESSION_MIN_BYTES = 1024;

/**
 * Performance checks (without Lighthouse): `ttfb` [3] (`TTFB_BANDS`), `transfer-size` [2] (`TRANSFER_BANDS`),
 * `compression` [2] (gzip, br, zstd or deflate; documents < 1 KB pass), `http2` [1] (HTTP/2 or newer),
 * `caching` [1] (Cache-Control with max-age/s-maxage/no-cache, or an ETag / Last-Modified validator),
 * `request-count` [1] (`REQUEST_BANDS`; null → not measured).
 */
export function performanceChecks(signals: Signals, facts: PageFacts): ScoreCheck[] {
  const checks: ScoreCheck[] = [];
  if (facts.ttfbMs === null || !Number.isFinite(facts.ttfbMs))
    checks.push(bool('ttfb', 'Time to first byte', 3, null, 'Not measured'));
  else {
    const ms = Math.round(facts.ttfbMs);
    checks.push(check('ttfb', 'Time to first byte', 3, ms <= 800, band(ms, TTFB_BANDS), `TTFB ${ms} ms`));
  }
  checks.push(
    check(
      'transfer-size',
      'Document transfer size',
      2,
      facts.transferBytes <= 300 * 1024,
      band(facts.transferBytes, TRANSFER_BANDS),
      `${kb(facts.transferBytes)} on the wire`,
    ),
  );
  const encoding = (facts.contentEncoding || '').toLowerCase();
  const compressed = /\b(gzip|br|zstd|deflate)\b/.test(encoding);
  const small = facts.htmlBytes < COMPRESSION_MIN_BYTES;
  checks.push(
    bool(
      'compression',
      'Compression',
      2,
      compressed || small,
      compressed
        ? `Content-Encoding ${encoding}`
        : small
          ? `Document too small to need compression (${facts.htmlBytes} bytes)`
          : 'Not compressed',
    ),
  );
  const h2 = /^(2|3)/.test(facts.httpVersion || '');
  checks.push(bool('http2', 'HTTP/2 or newer', 1, h2, `HTTP/${facts.httpVersion || '?'}`));
  const cacheControl = header(signals, 'cache-control');
  const validator = header(signals, 'etag') ?? header(signals, 'last-modified');
  const cacheOk =
    (cacheControl !== null && /max-age|s-maxage|no-cache/i.test(cacheControl)) || validator !== null;
  checks.push(
    bool(
      'caching',
      'Caching headers',
      1,
      cacheOk,
      [
        cacheControl !== null ? `Cache-Control: ${cacheControl}` : 'No Cache-Control',
        validator !== null ? 'validator present' : 'no ETag/Last-Modified',
      ].join(', '),
    ),
  );
  if (facts.requestCount === null)
    checks.push({
      ...bool('request-count', 'Request count', 1, null, 'Not measured (no browser stage)'),
      source: 'browser',
    });
  else
    checks.push({
      ...check(
        'request-count',
        'Request count',
        1,
        facts.requestCount <= 100,
        band(facts.requestCount, REQUEST_BANDS),
        `${facts.requestCount} requests`,
      ),
      source: 'browser',
    });
  return checks;
}
