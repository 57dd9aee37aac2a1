/**
 * Set-Cookie parsing with `set-cookie-parser` (RFC 6265 §5.2 lenient parsing).
 */
import { parse as parseSetCookie } from 'set-cookie-parser';

/** One parsed cookie with the attributes the score looks at. */
export interface ParsedCookie {
  name: string;
  value: string;
  secure: boolean;
  httpOnly: boolean;
  /** `Strict` | `Lax` | `None` as sent, '' when absent. */
  sameSite: string;
}

/**
 * Parses Set-Cookie header values (one cookie per value; values are never split on commas, because
 * `Expires=Wed, 21 Oct …` contains one).
 * @param setCookie every Set-Cookie value of the response(s), in order
 * @returns the cookies in order (a later cookie of the same name is kept as a separate entry)
 */
export function parseCookies(setCookie: readonly string[]): ParsedCookie[] {
  const out: ParsedCookie[] = [];
  for (const header of setCookie) {
    for (const c of parseSetCookie(header, { decodeValues: false })) {
      if (!c.name) continue;
      out.push({
        name: c.name,
        value: c.value ?? '',
        secure: !!c.secure,
        httpOnly: !!c.httpOnly,
        sameSite: c.sameSite ?? '',
      });
    }
  }
  return out;
}

/**
 * Cookie name → value map for the detector (`Signals.cookies`): names lowercased (types.ts `Signals`,
 * docs/fingerprints.md), the last value of a name wins.
 */
export function cookieMap(cookies: readonly ParsedCookie[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of cookies) out[c.name.toLowerCase()] = c.value;
  return out;
}
