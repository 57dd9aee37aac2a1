import { normalizeWebsiteUrl } from '@stacklens/contracts';

/** Route names → paths. Navigation refers to routes by these names. */
export const routePaths = Object.freeze({
  index: '/',
  faq: '/faq',
  why: '/why',
  about: '/about',
  terms: '/terms',
  contact: '/contact',
  'contact-success': '/contact/success',
  imprint: '/imprint',
  privacy: '/privacy',
  pricing: '/pricing',
  'products-website-analyzer': '/products/website-analyzer',
  'products-website-analyzer-docs': '/products/website-analyzer/docs',
  technologies: '/technologies',
  'content-articles': '/content/articles',
  'analysis-website-slug': '/analysis/website/:slug',
  'analysis-website-remove': '/analysis/website/remove',
  'analysis-website-reports-lighthouse': '/analysis/website/reports/lighthouse',
  'insights-websites-awesome': '/insights/websites/awesome',
  'insights-websites-top-tech-stack': '/insights/websites/top-tech-stack',
  'insights-technologies-awesome': '/insights/technologies/awesome',
  'insights-technologies-most-used': '/insights/technologies/most-used',
  'user-account': '/user/account',
  'user-welcome': '/user/welcome',
  'user-subscription': '/user/subscription',
  'user-payment-methods': '/user/payment-methods',
  'user-invoice': '/user/invoice',
  'user-history': '/user/history',
  'user-api-keys': '/user/api-keys',
  'user-webhook-endpoints': '/user/webhook-endpoints',
  'user-deleted': '/user/deleted',
} as const);
export type RouteName = keyof typeof routePaths;

/** Insight pages accept `num_of_days`; on every other route it is removed. */
export const NUM_OF_DAYS_PARAM = 'num_of_days';
export function acceptsNumOfDays(pathname: string): boolean {
  return pathname.startsWith('/insights/');
}

/**
 * The address a location should be redirected to under the routing rules, or null when it is fine as it is:
 * a trailing slash (other than the root) is removed keeping query and hash, and `num_of_days` is dropped outside
 * the insight routes.
 */
export function correctedLocation(location: {
  pathname: string;
  search: string;
  hash: string;
}): { pathname: string; search: string; hash: string } | null {
  let { pathname, search } = location;
  let changed = false;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    pathname = pathname.replace(/\/+$/, '') || '/';
    changed = true;
  }
  const params = new URLSearchParams(search);
  if (params.has(NUM_OF_DAYS_PARAM) && !acceptsNumOfDays(pathname)) {
    params.delete(NUM_OF_DAYS_PARAM);
    const rest = params.toString();
    search = rest ? `?${rest}` : '';
    changed = true;
  }
  return changed ? { pathname, search, hash: location.hash } : null;
}

/** The website a result page is about, read from `/analysis/website/{slug}?protocol=&port=`. */
export interface WebsiteTarget {
  /** Host name without `www.` and without port: the key of the stored result. */
  domain: string;
  protocol: 'http' | 'https';
  /** True when the address asked for a protocol (query `protocol`), false when https was assumed. */
  protocolRequested: boolean;
  /** Non-default port, or null. */
  port: number | null;
  /** The normalised address that an analysis is started for, e.g. `http://shop.test:45678`. */
  url: string;
}

/**
 * Path of a result page. The slug is the domain only (results are keyed by host name); how to reach the site is
 * carried in the query, and only when it differs from the default `https` on port 443:
 *   `/analysis/website/example.com`
 *   `/analysis/website/shop.test?protocol=http&port=45678`
 */
export function websitePath(target: {
  domain: string;
  protocol?: 'http' | 'https';
  port?: number | null;
}): string {
  const params = new URLSearchParams();
  if (target.protocol && target.protocol !== 'https') params.set('protocol', target.protocol);
  if (target.port) params.set('port', String(target.port));
  const search = params.toString();
  return `/analysis/website/${encodeURIComponent(target.domain)}${search ? `?${search}` : ''}`;
}

/**
 * Reads the result page's slug and query into a {@link WebsiteTarget}; null when the slug is not a website address
 * (the page then shows "Page Not Found"). A port written into the slug (`shop.test:45678`) is accepted as well.
 */
export function parseWebsiteTarget(slug: string, search: URLSearchParams): WebsiteTarget | null {
  const queryProtocol = search.get('protocol')?.toLowerCase();
  const protocolRequested = queryProtocol === 'http' || queryProtocol === 'https';
  const protocol = queryProtocol === 'http' ? 'http' : 'https';
  const queryPort = search.get('port');
  let normalized;
  try {
    normalized = normalizeWebsiteUrl(`${protocol}://${slug}`);
  } catch {
    return null;
  }
  let port = normalized.port;
  if (queryPort !== null && queryPort !== '') {
    const parsedPort = Number(queryPort);
    if (!Number.isInteger(parsedPort) || parsedPort < 1 || parsedPort > 65535) return null;
    const defaultPort = protocol === 'http' ? 80 : 443;
    port = parsedPort === defaultPort ? null : parsedPort;
  }
  const { domain } = normalized;
  return {
    domain,
    protocol,
    protocolRequested,
    port,
    url: `${protocol}://${domain}${port ? `:${port}` : ''}`,
  };
}
