/**
 * The public web app's page routes as path patterns (`:name` = one path segment), the same list as the router of
 * `frontend/src/app/router.tsx` (a backend spec compares them). Schema-free, so first-page code may import it.
 *
 * The page-view counter stores a view under its route pattern, never under the raw path: the number of rows a day
 * can gain is bounded by this list, whatever paths a client invents (issue 19 follow-up: before, every distinct
 * valid path made a row).
 */
export const PAGE_ROUTE_PATTERNS: readonly string[] = Object.freeze([
  '/',
  '/faq',
  '/why',
  '/about',
  '/terms',
  '/privacy',
  '/imprint',
  '/pricing',
  '/products/website-analyzer',
  '/products/website-analyzer/docs',
  '/analysis/website/:slug',
  '/analysis/website',
  '/analysis/website/reports/lighthouse',
  '/analysis/website/remove',
  '/user/account',
  '/user/welcome',
  '/user/subscription',
  '/user/payment-methods',
  '/user/invoice',
  '/user/history',
  '/user/api-keys',
  '/user/webhook-endpoints',
  '/user/deleted',
  '/auth/verify-email',
  '/auth/confirm-email',
  '/auth/reset-password',
  '/auth/sign-in-link',
  '/technologies',
  '/technologies/:slug',
  '/technologies/:category/:slug',
  '/content/articles',
  '/content/articles/:slug',
  '/insights/websites/awesome',
  '/insights/websites/top-tech-stack',
  '/insights/technologies/awesome',
  '/insights/technologies/most-used',
  '/contact',
  '/contact/success',
]);

const compiled = PAGE_ROUTE_PATTERNS.map((pattern) => {
  const segments = pattern === '/' ? [] : pattern.slice(1).split('/');
  return { pattern, segments, fixed: segments.filter((segment) => !segment.startsWith(':')).length };
}).sort((a, b) => b.fixed - a.fixed); // a fixed segment wins over a parameter: `/analysis/website/remove`

/**
 * The route pattern a page path belongs to, as the router would match it (`/technologies/wordpress` →
 * `/technologies/:slug`; a trailing slash is ignored), or null when no page route matches (the router's
 * not-found page).
 */
export function pageRoutePattern(path: string): string | null {
  if (!path.startsWith('/')) return null;
  const segments = path === '/' ? [] : path.slice(1).split('/');
  if (segments.length > 0 && segments[segments.length - 1] === '' && path.length > 1) segments.pop();
  if (segments.includes('')) return null;
  for (const route of compiled) {
    if (route.segments.length !== segments.length) continue;
    if (route.segments.every((segment, i) => segment.startsWith(':') || segment === segments[i])) {
      return route.pattern;
    }
  }
  return null;
}
