/**
 * The Awesomeness Score (DESIGN.md §5), model version 1: what is measurable without a browser or Lighthouse.
 *
 * value = Σ part points, parts weighted Modernity 30, Security 30, Performance 25, Best practice 15.
 * Inside a part, points = weight × Σ(check weight × earned) / Σ(check weight) over the checks that could be
 * measured; a check with `passed: null` carries no weight (the part renormalises over the others).
 * Neutral treatment: a part with no measurable check at all earns the average ratio of the measured parts
 * (so that it neither rewards nor punishes; the part points still add up to the value), or 50 % if nothing at
 * all was measurable.
 */
import {
  scoreBand,
  type DetectedTechnology,
  type Score,
  type ScoreCheck,
  type ScorePart,
  type VersionStatus,
} from '@stacklens/contracts';
import type { PageFacts, Signals } from '../types';

/** Version of the scoring model, stored with each score so that history stays comparable. */
export const SCORE_MODEL_VERSION = 1;

/** Input of `computeScore`: the collected signals, facts about the fetch, and the detected technologies. */
export interface ScoreInput {
  signals: Signals;
  facts: PageFacts;
  technologies: DetectedTechnology[];
}

/** Part weights (DESIGN §5). */
export const PART_WEIGHTS = { modernity: 30, security: 30, performance: 25, bestPractice: 15 } as const;

/** Earned fraction of a versioned technology by status (major behind costs most, end-of-life worst). */
export const VERSION_STATUS_EARNED: Record<Exclude<VersionStatus, 'unknown'>, number> = {
  'up-to-date': 1,
  'patch-behind': 0.9,
  'minor-behind': 0.7,
  'major-behind': 0.3,
  'end-of-life': 0,
};

/** HSTS max-age (seconds) for full credit: 180 days. A shorter positive max-age earns half. */
export const HSTS_MIN_MAX_AGE = 15_552_000;

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

const band = (value: number, bands: ReadonlyArray<[number, number]>): number => {
  for (const [limit, earned] of bands) if (value <= limit) return earned;
  return 0;
};

const check = (
  id: string,
  label: string,
  weight: number,
  passed: boolean | null,
  earned: number,
  detail: string,
): ScoreCheck => ({
  id,
  label,
  weight,
  passed,
  earned: passed === null ? 0 : Math.max(0, Math.min(1, earned)),
  detail,
});
const bool = (
  id: string,
  label: string,
  weight: number,
  passed: boolean | null,
  detail: string,
): ScoreCheck => check(id, label, weight, passed, passed ? 1 : 0, detail);

const headerValues = (signals: Signals, name: string): string[] => {
  const v = signals.headers?.[name] ?? signals.headers?.[name.toLowerCase()];
  return Array.isArray(v) ? v : v === undefined ? [] : [String(v)];
};
const header = (signals: Signals, name: string): string | null => {
  const v = headerValues(signals, name);
  return v.length ? v.join(', ') : null;
};
const kb = (bytes: number) => `${Math.round(bytes / 102.4) / 10} KB`;

/**
 * Modernity: one check per technology that has both a detected version and a known latest release, earned by
 * `VERSION_STATUS_EARNED`; passed when up to date or only a patch behind. No such technology → one check
 * `versions-known` with `passed: null`.
 */
export function modernityChecks(technologies: readonly DetectedTechnology[]): ScoreCheck[] {
  const checks: ScoreCheck[] = [];
  for (const t of technologies) {
    if (!t.version || !t.latestVersion || t.versionStatus === 'unknown') continue;
    const earned = VERSION_STATUS_EARNED[t.versionStatus];
    checks.push(
      check(
        `version-${t.slug}`,
        `${t.name} version`,
        1,
        t.versionStatus === 'up-to-date' || t.versionStatus === 'patch-behind',
        earned,
        `${t.name} ${t.version}, latest ${t.latestVersion}: ${t.versionStatus}`,
      ),
    );
  }
  if (checks.length === 0) {
    checks.push(
      bool(
        'versions-known',
        'Versioned technologies',
        1,
        null,
        'No detected technology has both a version and a known latest release',
      ),
    );
  }
  return checks;
}

interface SetCookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
}

/** Parses raw `Set-Cookie` header values (one cookie per value): name and the Secure/HttpOnly attributes. */
export function parseSetCookies(values: readonly string[]): SetCookie[] {
  return values
    .map((raw) => {
      const [pair, ...attrs] = raw.split(';');
      const eq = pair.indexOf('=');
      const name = (eq < 0 ? pair : pair.slice(0, eq)).trim();
      const flags = new Set(attrs.map((a) => a.trim().split('=')[0].trim().toLowerCase()));
      return { name, secure: flags.has('secure'), httpOnly: flags.has('httponly') };
    })
    .filter((c) => c.name !== '');
}

/**
 * Security checks (relative weights in brackets):
 * - `https` [3]: the final URL is https.
 * - `valid-certificate` [3]: TLS certificate valid (plain http: failed; https without TLS facts: not measured).
 * - `http-redirects-to-https` [2]: `facts.httpRedirectsToHttps` (null: not measured).
 * - `hsts` [2]: Strict-Transport-Security on https with max-age ≥ 180 days (shorter positive max-age: half).
 * - `csp` [2]: Content-Security-Policy present (Report-Only alone earns 0.25, not passed).
 * - `x-content-type-options` [1]: `nosniff`.
 * - `frame-protection` [1]: X-Frame-Options DENY/SAMEORIGIN or CSP `frame-ancestors`.
 * - `referrer-policy` [1]: Referrer-Policy present and not `unsafe-url`.
 * - `no-version-leak` [1]: Server and X-Powered-By carry no digits, no X-AspNet-Version / X-AspNetMvc-Version.
 * - `secure-cookies` [2]: when Set-Cookie is present, earned = (share with Secure + share with HttpOnly) / 2,
 *   passed when all have both; no cookie set → not measured.
 */
export function securityChecks(signals: Signals, facts: PageFacts): ScoreCheck[] {
  const https = /^https:/i.test(facts.finalUrl || signals.url);
  const checks: ScoreCheck[] = [];
  checks.push(
    bool(
      'https',
      'HTTPS',
      3,
      https,
      https ? 'Served over HTTPS' : `Served over plain HTTP (${facts.finalUrl || signals.url})`,
    ),
  );
  if (!https)
    checks.push(
      bool('valid-certificate', 'Valid TLS certificate', 3, false, 'No TLS certificate (plain HTTP)'),
    );
  else if (!facts.tls)
    checks.push(bool('valid-certificate', 'Valid TLS certificate', 3, null, 'TLS details not collected'));
  else
    checks.push(
      bool(
        'valid-certificate',
        'Valid TLS certificate',
        3,
        facts.tls.valid,
        facts.tls.valid
          ? `Valid certificate issued by ${facts.tls.issuer || 'unknown issuer'}${facts.tls.validTo ? `, valid to ${facts.tls.validTo}` : ''}`
          : `Invalid certificate${facts.tls.error ? `: ${facts.tls.error}` : ''}`,
      ),
    );
  const redirect = facts.httpRedirectsToHttps;
  checks.push(
    bool(
      'http-redirects-to-https',
      'HTTP redirects to HTTPS',
      2,
      redirect,
      redirect === null
        ? 'Not checked'
        : redirect
          ? 'http:// redirects to https://'
          : 'http:// does not redirect to https://',
    ),
  );

  const hsts = header(signals, 'strict-transport-security');
  const maxAge = hsts ? parseInt(/max-age\s*=\s*"?(\d+)/i.exec(hsts)?.[1] ?? '0', 10) : 0;
  const hstsEarned = !https || !hsts ? 0 : maxAge >= HSTS_MIN_MAX_AGE ? 1 : maxAge > 0 ? 0.5 : 0;
  checks.push(
    check(
      'hsts',
      'Strict-Transport-Security',
      2,
      hstsEarned === 1,
      hstsEarned,
      !hsts
        ? 'No Strict-Transport-Security header'
        : !https
          ? 'HSTS is ignored over plain HTTP'
          : `max-age ${maxAge} s (full credit from ${HSTS_MIN_MAX_AGE} s)`,
    ),
  );

  const csp = header(signals, 'content-security-policy');
  const cspReportOnly = header(signals, 'content-security-policy-report-only');
  checks.push(
    check(
      'csp',
      'Content-Security-Policy',
      2,
      csp !== null,
      csp !== null ? 1 : cspReportOnly !== null ? 0.25 : 0,
      csp !== null
        ? 'Content-Security-Policy present'
        : cspReportOnly !== null
          ? 'Only Content-Security-Policy-Report-Only'
          : 'No Content-Security-Policy header',
    ),
  );

  const xcto = header(signals, 'x-content-type-options');
  const nosniff = xcto !== null && /nosniff/i.test(xcto);
  checks.push(
    bool(
      'x-content-type-options',
      'X-Content-Type-Options',
      1,
      nosniff,
      nosniff ? 'nosniff' : xcto ? `Unexpected value "${xcto}"` : 'No X-Content-Type-Options header',
    ),
  );

  const xfo = header(signals, 'x-frame-options');
  const xfoOk = xfo !== null && /^\s*(deny|sameorigin)\s*$/i.test(xfo.split(',')[0]);
  const frameAncestors = csp !== null && /(?:^|;)\s*frame-ancestors\s/i.test(csp);
  checks.push(
    bool(
      'frame-protection',
      'Frame protection',
      1,
      xfoOk || frameAncestors,
      frameAncestors
        ? 'CSP frame-ancestors'
        : xfoOk
          ? `X-Frame-Options ${xfo!.trim()}`
          : 'No X-Frame-Options DENY/SAMEORIGIN nor CSP frame-ancestors',
    ),
  );

  const referrer = header(signals, 'referrer-policy');
  const referrerOk = referrer !== null && referrer.trim() !== '' && !/unsafe-url/i.test(referrer);
  checks.push(
    bool(
      'referrer-policy',
      'Referrer-Policy',
      1,
      referrerOk,
      referrer === null ? 'No Referrer-Policy header' : `Referrer-Policy ${referrer}`,
    ),
  );

  const leaks: string[] = [];
  for (const name of ['server', 'x-powered-by']) {
    const v = header(signals, name);
    if (v !== null && /\d/.test(v)) leaks.push(`${name}: ${v}`);
  }
  for (const name of ['x-aspnet-version', 'x-aspnetmvc-version']) {
    const v = header(signals, name);
    if (v !== null) leaks.push(`${name}: ${v}`);
  }
  checks.push(
    bool(
      'no-version-leak',
      'No version-leaking headers',
      1,
      leaks.length === 0,
      leaks.length ? `Leaks ${leaks.join('; ')}` : 'No version in Server / X-Powered-By',
    ),
  );

  const cookies = parseSetCookies(headerValues(signals, 'set-cookie'));
  if (cookies.length === 0) {
    checks.push(bool('secure-cookies', 'Secure cookies', 2, null, 'No cookie set'));
  } else {
    const secure = cookies.filter((c) => c.secure).length;
    const httpOnly = cookies.filter((c) => c.httpOnly).length;
    const earned = (secure / cookies.length + httpOnly / cookies.length) / 2;
    checks.push(
      check(
        'secure-cookies',
        'Secure cookies',
        2,
        earned === 1,
        earned,
        `${secure}/${cookies.length} cookies Secure, ${httpOnly}/${cookies.length} HttpOnly`,
      ),
    );
  }
  return checks;
}

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
    checks.push(bool('request-count', 'Request count', 1, null, 'Not measured (no browser stage)'));
  else
    checks.push(
      check(
        'request-count',
        'Request count',
        1,
        facts.requestCount <= 100,
        band(facts.requestCount, REQUEST_BANDS),
        `${facts.requestCount} requests`,
      ),
    );
  return checks;
}

/**
 * Best-practice checks (without Lighthouse): `title` [2] (non-empty `<title>`), `meta-description` [2],
 * `html-lang` [1] (`<html lang>`), `viewport` [2] (meta viewport), `robots-txt` [1], `sitemap` [1].
 * No HTML collected → the HTML-based checks are not measured.
 */
export function bestPracticeChecks(signals: Signals, facts: PageFacts): ScoreCheck[] {
  const html = signals.html ?? '';
  const has = html.trim() !== '';
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
  const metaValue = (name: string) => (signals.meta?.[name] ?? []).find((v) => v.trim() !== '') ?? null;
  const description = metaValue('description');
  const viewport = metaValue('viewport');
  const lang = /<html\b[^>]*\blang\s*=\s*["']?([a-z]{2,3}(?:-[a-z0-9]+)*)/i.exec(html)?.[1] ?? null;
  const short = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s);
  return [
    bool(
      'title',
      'Page title',
      2,
      has ? title !== '' : null,
      !has ? 'No HTML collected' : title ? `"${short(title)}"` : 'Missing or empty <title>',
    ),
    bool(
      'meta-description',
      'Meta description',
      2,
      has ? description !== null : null,
      !has ? 'No HTML collected' : description ? `"${short(description)}"` : 'No meta description',
    ),
    bool(
      'html-lang',
      'Document language',
      1,
      has ? lang !== null : null,
      !has ? 'No HTML collected' : lang ? `lang="${lang}"` : 'No lang attribute on <html>',
    ),
    bool(
      'viewport',
      'Mobile viewport',
      2,
      has ? viewport !== null : null,
      !has ? 'No HTML collected' : viewport ? `viewport "${short(viewport)}"` : 'No meta viewport',
    ),
    bool(
      'robots-txt',
      'robots.txt',
      1,
      facts.robotsTxt,
      facts.robotsTxt ? 'robots.txt present' : 'No robots.txt',
    ),
    bool(
      'sitemap',
      'Sitemap',
      1,
      facts.sitemap,
      facts.sitemap ? 'Sitemap found' : 'No sitemap.xml nor Sitemap in robots.txt',
    ),
  ];
}

/** Ratio earned by the measurable checks of a part (null when none is measurable). */
function partRatio(checks: readonly ScoreCheck[]): number | null {
  let total = 0;
  let earned = 0;
  for (const c of checks) {
    if (c.passed === null) continue;
    total += c.weight;
    earned += c.weight * c.earned;
  }
  return total > 0 ? earned / total : null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Computes the Awesomeness Score (model `SCORE_MODEL_VERSION`) with its breakdown.
 * @returns `{value 0..100 integer, band (scoreBand), modelVersion, breakdown: 4 parts in the order modernity,
 *   security, performance, bestPractice}`; part points have one decimal.
 */
export function computeScore(input: ScoreInput): Score {
  const { signals, facts, technologies } = input;
  const parts: Array<{ key: ScorePart['key']; label: string; checks: ScoreCheck[] }> = [
    { key: 'modernity', label: 'Modernity', checks: modernityChecks(technologies) },
    { key: 'security', label: 'Security', checks: securityChecks(signals, facts) },
    { key: 'performance', label: 'Performance', checks: performanceChecks(signals, facts) },
    { key: 'bestPractice', label: 'Best practice', checks: bestPracticeChecks(signals, facts) },
  ];
  const ratios = parts.map((p) => partRatio(p.checks));
  let measuredWeight = 0;
  let measuredPoints = 0;
  parts.forEach((p, i) => {
    const r = ratios[i];
    if (r !== null) {
      measuredWeight += PART_WEIGHTS[p.key];
      measuredPoints += PART_WEIGHTS[p.key] * r;
    }
  });
  const neutral = measuredWeight > 0 ? measuredPoints / measuredWeight : 0.5;
  let total = 0;
  const breakdown: ScorePart[] = parts.map((p, i) => {
    const weight = PART_WEIGHTS[p.key];
    const points = weight * (ratios[i] ?? neutral);
    total += points;
    return { key: p.key, label: p.label, weight, points: round1(points), checks: p.checks };
  });
  const value = Math.max(0, Math.min(100, Math.round(total)));
  return { value, band: scoreBand(value), modelVersion: SCORE_MODEL_VERSION, breakdown };
}
