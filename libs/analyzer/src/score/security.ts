import type { ScoreCheck } from '@stacklens/contracts';
import type { PageFacts, Signals } from '../types';
import { bool, check, header, headerValues } from './checks';

/** HSTS max-age (seconds) for full credit: 180 days. A shorter positive max-age earns half. */
export const HSTS_MIN_MAX_AGE = 15_552_000;

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
  const csp = header(signals, 'content-security-policy');
  return [
    ...transportChecks(signals, facts, https),
    hstsCheck(signals, https),
    cspCheck(signals, csp),
    contentTypeOptionsCheck(signals),
    frameProtectionCheck(signals, csp),
    referrerPolicyCheck(signals),
    versionLeakCheck(signals),
    secureCookiesCheck(signals),
  ];
}

/** `https`, `valid-certificate` and `http-redirects-to-https`. */
function transportChecks(signals: Signals, facts: PageFacts, https: boolean): ScoreCheck[] {
  const checks: ScoreCheck[] = [
    bool(
      'https',
      'HTTPS',
      3,
      https,
      https ? 'Served over HTTPS' : `Served over plain HTTP (${facts.finalUrl || signals.url})`,
    ),
  ];
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
  return checks;
}

/** `hsts`: full credit from {@link HSTS_MIN_MAX_AGE}, half for a shorter positive max-age, none over plain HTTP. */
function hstsCheck(signals: Signals, https: boolean): ScoreCheck {
  const hsts = header(signals, 'strict-transport-security');
  const maxAge = hsts ? parseInt(/max-age\s*=\s*"?(\d+)/i.exec(hsts)?.[1] ?? '0', 10) : 0;
  const earned = !https || !hsts ? 0 : maxAge >= HSTS_MIN_MAX_AGE ? 1 : maxAge > 0 ? 0.5 : 0;
  return check(
    'hsts',
    'Strict-Transport-Security',
    2,
    earned === 1,
    earned,
    !hsts
      ? 'No Strict-Transport-Security header'
      : !https
        ? 'HSTS is ignored over plain HTTP'
        : `max-age ${maxAge} s (full credit from ${HSTS_MIN_MAX_AGE} s)`,
  );
}

/** `csp`: a Content-Security-Policy; Report-Only alone earns 0.25. */
function cspCheck(signals: Signals, csp: string | null): ScoreCheck {
  const reportOnly = header(signals, 'content-security-policy-report-only');
  return check(
    'csp',
    'Content-Security-Policy',
    2,
    csp !== null,
    csp !== null ? 1 : reportOnly !== null ? 0.25 : 0,
    csp !== null
      ? 'Content-Security-Policy present'
      : reportOnly !== null
        ? 'Only Content-Security-Policy-Report-Only'
        : 'No Content-Security-Policy header',
  );
}

/** `x-content-type-options`: `nosniff`. */
function contentTypeOptionsCheck(signals: Signals): ScoreCheck {
  const xcto = header(signals, 'x-content-type-options');
  const nosniff = xcto !== null && /nosniff/i.test(xcto);
  return bool(
    'x-content-type-options',
    'X-Content-Type-Options',
    1,
    nosniff,
    nosniff ? 'nosniff' : xcto ? `Unexpected value "${xcto}"` : 'No X-Content-Type-Options header',
  );
}

/** `frame-protection`: X-Frame-Options DENY/SAMEORIGIN or CSP `frame-ancestors`. */
function frameProtectionCheck(signals: Signals, csp: string | null): ScoreCheck {
  const xfo = header(signals, 'x-frame-options');
  const xfoOk = xfo !== null && /^\s*(deny|sameorigin)\s*$/i.test(xfo.split(',')[0]);
  const frameAncestors = csp !== null && /(?:^|;)\s*frame-ancestors\s/i.test(csp);
  return bool(
    'frame-protection',
    'Frame protection',
    1,
    xfoOk || frameAncestors,
    frameAncestors
      ? 'CSP frame-ancestors'
      : xfoOk
        ? `X-Frame-Options ${xfo!.trim()}`
        : 'No X-Frame-Options DENY/SAMEORIGIN nor CSP frame-ancestors',
  );
}

/** `referrer-policy`: present and not `unsafe-url`. */
function referrerPolicyCheck(signals: Signals): ScoreCheck {
  const referrer = header(signals, 'referrer-policy');
  const ok = referrer !== null && referrer.trim() !== '' && !/unsafe-url/i.test(referrer);
  return bool(
    'referrer-policy',
    'Referrer-Policy',
    1,
    ok,
    referrer === null ? 'No Referrer-Policy header' : `Referrer-Policy ${referrer}`,
  );
}

/** `no-version-leak`: no digits in Server / X-Powered-By, no X-AspNet-Version / X-AspNetMvc-Version. */
function versionLeakCheck(signals: Signals): ScoreCheck {
  const leaks: string[] = [];
  for (const name of ['server', 'x-powered-by']) {
    const v = header(signals, name);
    if (v !== null && /\d/.test(v)) leaks.push(`${name}: ${v}`);
  }
  for (const name of ['x-aspnet-version', 'x-aspnetmvc-version']) {
    const v = header(signals, name);
    if (v !== null) leaks.push(`${name}: ${v}`);
  }
  return bool(
    'no-version-leak',
    'No version-leaking headers',
    1,
    leaks.length === 0,
    leaks.length ? `Leaks ${leaks.join('; ')}` : 'No version in Server / X-Powered-By',
  );
}

/** `secure-cookies`: (share with Secure + share with HttpOnly) / 2; not measured when no cookie is set. */
function secureCookiesCheck(signals: Signals): ScoreCheck {
  const cookies = parseSetCookies(headerValues(signals, 'set-cookie'));
  if (cookies.length === 0) return bool('secure-cookies', 'Secure cookies', 2, null, 'No cookie set');
  const secure = cookies.filter((c) => c.secure).length;
  const httpOnly = cookies.filter((c) => c.httpOnly).length;
  const earned = (secure / cookies.length + httpOnly / cookies.length) / 2;
  return check(
    'secure-cookies',
    'Secure cookies',
    2,
    earned === 1,
    earned,
    `${secure}/${cookies.length} cookies Secure, ${httpOnly}/${cookies.length} HttpOnly`,
  );
}
