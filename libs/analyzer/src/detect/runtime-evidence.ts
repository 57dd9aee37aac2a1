/**
 * Run-time evidence: does the page show that code runs on the server for each request, as opposed to a static
 * file being served? Build-time implications (a static site generator's build language, overlay
 * `build-time-implications.json`) hold only when it does.
 */
import type { Signals } from '../types';

/** One piece of run-time evidence, with what was seen (for the evidence note of an implied technology). */
export interface RuntimeEvidence {
  kind: 'session-cookie' | 'application-header' | 'dynamic-response';
  /** Human-readable, e.g. `the response sets the session cookie "PHPSESSID"`. */
  detail: string;
}

/**
 * Cookie names that hold a server-side session or its CSRF token: PHPSESSID, JSESSIONID, ASP.NET_SessionId,
 * connect.sid (Express), laravel_session, _rails_app_session, rack.session, sessionid/csrftoken (Django),
 * XSRF-TOKEN, CFID/CFTOKEN (ColdFusion). Static file servers and CDN edges set none of these.
 */
export const SESSION_COOKIE_NAME = /sess|(?:^|[_.-])sid$|csrf|xsrf|^cf(?:id|token)$/i;

/**
 * Response headers that application code or its framework adds, never a static file server: X-Powered-By
 * (PHP, Express, ASP.NET, Next.js, Servlet containers), X-Runtime (Rack/Rails request time), X-AspNet-Version,
 * X-AspNetMvc-Version.
 */
export const APPLICATION_HEADERS = [
  'x-powered-by',
  'x-runtime',
  'x-aspnet-version',
  'x-aspnetmvc-version',
] as const;

/** The cookie name of one `Set-Cookie` header value (`name=value; attributes`). */
const cookieName = (setCookie: string): string => setCookie.split(';', 1)[0].split('=', 1)[0].trim();

/**
 * Looks for run-time evidence in the main document's response, in this order:
 * 1. a session cookie set by the response (`Set-Cookie` whose name matches `SESSION_COOKIE_NAME`; cookies that page
 *    scripts write with `document.cookie` do not count);
 * 2. an application header (`APPLICATION_HEADERS`);
 * 3. a per-request response: `Cache-Control` with `no-store` or `private` and no `Last-Modified` (a static file
 *    server always sends the file's modification time).
 * @returns the first evidence found, or null when the page looks like a static file.
 */
export function findRuntimeEvidence(signals: Pick<Signals, 'headers'>): RuntimeEvidence | null {
  const headers = signals.headers;
  for (const value of headers['set-cookie'] ?? []) {
    const name = cookieName(value);
    if (name !== '' && SESSION_COOKIE_NAME.test(name))
      return { kind: 'session-cookie', detail: `the response sets the session cookie "${name}"` };
  }
  for (const name of APPLICATION_HEADERS) {
    const value = headers[name]?.[0];
    if (value !== undefined)
      return { kind: 'application-header', detail: `the response has ${name}: ${value}` };
  }
  const cacheControl = (headers['cache-control'] ?? []).join(', ');
  if (/\b(?:no-store|private)\b/i.test(cacheControl) && !headers['last-modified'])
    return {
      kind: 'dynamic-response',
      detail: `the response is generated per request (cache-control: ${cacheControl}, no last-modified)`,
    };
  return null;
}
