/**
 * robots.txt: fetched with the guarded client (200 + a text content type only, ≤ 500 KiB as Google's limit),
 * interpreted with `robots-parser` (RFC 9309 semantics: most specific user-agent group, longest match, Allow wins ties).
 */
import robotsParser from 'robots-parser';
import { isAnalyzerError, AnalyzerError } from '../errors';
import { HttpClient, bodyText, type GuardOptions } from './guarded-http';
import { parseResolveRules } from './resolve-rules';

/** Largest robots.txt read (RFC 9309 §2.5 allows parsers to stop at 500 KiB). */
export const ROBOTS_MAX_BYTES = 500 * 1024;
/** The product token robots.txt groups are matched against. */
export const ROBOTS_USER_AGENT = 'StackLensBot';

/**
 * Fetches `<origin>/robots.txt`.
 * @returns the body when the final response is 200 with a `text/*` (or missing) content type and does not look like
 *   HTML; otherwise ''. Network errors propagate as AnalyzerError (callers decide).
 */
export async function fetchRobotsTxt(
  client: HttpClient,
  pageUrl: string,
  opts: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<string> {
  const url = new URL('/robots.txt', pageUrl).href;
  const res = await client.fetch(url, {
    maxBodyBytes: ROBOTS_MAX_BYTES,
    truncate: true,
    timeoutMs: opts.timeoutMs ?? 10_000,
    signal: opts.signal,
  });
  if (res.statusCode !== 200) return '';
  const type = (res.headers['content-type']?.[0] ?? '').toLowerCase();
  if (type && !type.startsWith('text/')) return '';
  const text = bodyText(res);
  if (/^\s*<(!doctype|html)/i.test(text)) return '';
  return text;
}

/**
 * Whether `path` may be fetched by `userAgent` under `robotsTxt`.
 * @param robotsTxt robots.txt body ('' allows everything)
 * @param userAgent product token matched against `User-agent:` lines, default `StackLensBot`
 * @param path absolute path (+ query) on the site, default `/`
 */
export function isAllowedByRobots(robotsTxt: string, userAgent = ROBOTS_USER_AGENT, path = '/'): boolean {
  if (!robotsTxt.trim()) return true;
  const origin = 'http://robots.invalid';
  const rel = path.startsWith('/') ? path : `/${path}`;
  return robotsParser(`${origin}/robots.txt`, robotsTxt).isAllowed(`${origin}${rel}`, userAgent) ?? true;
}

/** `Sitemap:` URLs named by a robots.txt (absolute, as written). */
export function robotsSitemaps(robotsTxt: string): string[] {
  if (!robotsTxt.trim()) return [];
  return robotsParser('http://robots.invalid/robots.txt', robotsTxt).getSitemaps();
}

/** Options of {@link checkRobots}: the same network settings as `analyze()`. */
export interface CheckRobotsOptions {
  allowPrivateNetworks?: boolean;
  /** curl-style `host:port:address` rules. */
  resolve?: string[];
  /** Default 10000 ms. */
  timeoutMs?: number;
  /** Token matched against `User-agent:` lines, default `StackLensBot`. */
  userAgent?: string;
  signal?: AbortSignal;
  /** Injected resolver (tests). */
  lookup?: GuardOptions['lookup'];
}

/**
 * Gate used by the backend before enqueueing an analysis (DESIGN.md §4.2): may StackLensBot analyse `url`?
 * A missing, non-200 or unreachable robots.txt allows (the analysis itself then reports network failures).
 * @param url absolute http(s) URL of the page to analyse (its path is checked)
 * @returns `allowed` and the robots.txt body ('' when absent)
 * @throws AnalyzerError `invalid-url` for a non-http(s) or unparsable URL or an invalid resolve rule
 */
export async function checkRobots(
  url: string,
  options: CheckRobotsOptions = {},
): Promise<{ allowed: boolean; robotsTxt: string }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AnalyzerError('invalid-url', `Not a valid URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new AnalyzerError('invalid-url', `Only http and https URLs can be analysed: ${url}`);
  const client = new HttpClient({
    allowPrivateNetworks: options.allowPrivateNetworks,
    resolve: parseResolveRules(options.resolve),
    lookup: options.lookup,
    verifyTls: false,
  });
  try {
    const robotsTxt = await fetchRobotsTxt(client, parsed.href, {
      timeoutMs: options.timeoutMs,
      signal: options.signal,
    });
    return {
      allowed: isAllowedByRobots(
        robotsTxt,
        options.userAgent ?? ROBOTS_USER_AGENT,
        parsed.pathname + parsed.search,
      ),
      robotsTxt,
    };
  } catch (err) {
    if (isAnalyzerError(err) && err.code === 'invalid-url') throw err;
    return { allowed: true, robotsTxt: '' };
  } finally {
    await client.close();
  }
}
