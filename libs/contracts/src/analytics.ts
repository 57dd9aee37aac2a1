import { z } from 'zod';

/**
 * First-party page-view counting (privacy page "Analytics"): after analytics consent, `/analytics.js` sends
 * `POST /api/v1/analytics/page-views` with {@link PageViewRequest} on each page view (also client-side route
 * changes) → 204, no body. No cookie, no identifier; the API adds one to the view count of the UTC day and the
 * path's page route (`pageRoutePattern`: `/technologies/:slug`; a path no route matches is not counted) and
 * stores nothing else (no address, no user agent). Bots (by User-Agent) get 204 and are not counted.
 *
 * Errors: 400 `validation-failed`, 429 `rate-limited` (per client address and minute, `Retry-After` header).
 */

/** Longest path counted, in characters. */
export const PAGE_VIEW_PATH_MAX = 200;

/**
 * A page's path as `location.pathname` gives it: starts with one `/`, at most {@link PAGE_VIEW_PATH_MAX} characters
 * of the URL path alphabet (percent-encoded as browsers send it), no query string or fragment (they may hold
 * personal data).
 */
export const PageViewPathSchema = z
  .string()
  .max(PAGE_VIEW_PATH_MAX)
  .regex(
    /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/,
    'A path starting with one "/", without query or fragment.',
  );

export const PageViewRequestSchema = z.object({ path: PageViewPathSchema });
export type PageViewRequest = z.infer<typeof PageViewRequestSchema>;
