import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { isProblemError, type ProblemError } from '../api/client';
import { getWebsitePage } from '../api/websites';
import { SIMILAR_WEBSITES_LIMIT } from '../lib/constants';
import { parseWebsiteTarget } from '../lib/routes';
import { parsePage, parsePageSize } from '../lib/table-pagination';
import { articleQuery } from '../hooks/use-get-article';
import { articlesQuery } from '../hooks/use-get-articles';
import { insightQuery } from '../hooks/use-get-insight';
import { scoreHistoryQuery } from '../hooks/use-get-score-history';
import { similarWebsitesQuery } from '../hooks/use-get-similar-websites';
import { parseTechnologiesParams, technologiesQuery } from '../hooks/use-get-technologies';
import { technologyQuery } from '../hooks/use-get-technology';
import { technologyAdvisoriesQuery } from '../hooks/use-get-technology-advisories';
import { technologyCategoriesQuery } from '../hooks/use-get-technology-categories';
import { websiteQuery } from '../hooks/use-get-website';
import type { InsightKind } from '../api/insights';
import { parseNumOfDays, NUM_OF_DAYS_PARAM } from '../pages/insights/insight-days';

/** What a route's prefetch gets: the request's query client, the route's parameters and the request URL. */
interface PrefetchArgs {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

/**
 * Fetches one query into the request's query client, once: the server does not retry (the browser retries what
 * failed), and a failure is kept in the cache rather than thrown (see {@link keepForHydration}).
 */
async function prefetch<T>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, ProblemError, T, QueryKey>,
): Promise<T | undefined> {
  await queryClient.prefetchQuery({ ...options, retry: false });
  return queryClient.getQueryData<T>(options.queryKey);
}

function insight(kind: InsightKind) {
  return ({ queryClient, url }: PrefetchArgs) =>
    prefetch(queryClient, insightQuery(kind, parseNumOfDays(url.searchParams.get(NUM_OF_DAYS_PARAM))));
}

function catalogueFigures({ queryClient }: PrefetchArgs) {
  return prefetch(queryClient, technologyCategoriesQuery());
}

/**
 * The data each public route renders, by route name (`handle.name`), fetched with the same query options as the
 * page's hooks so that the page finds it in the cache. Routes without an entry render without data (their
 * loading state, as in the browser); private pages have none, the server does not act for the visitor.
 */
export const routePrefetches: Readonly<Record<string, (args: PrefetchArgs) => Promise<unknown>>> = {
  // The pages that state the catalogue's size.
  index: catalogueFigures,
  about: catalogueFigures,
  faq: catalogueFigures,
  'products-website-analyzer': catalogueFigures,
  technologies: ({ queryClient, url }) =>
    Promise.all([
      prefetch(queryClient, technologyCategoriesQuery()),
      prefetch(queryClient, technologiesQuery(parseTechnologiesParams(url.searchParams))),
    ]),
  'technologies-slug': ({ queryClient, params }) =>
    Promise.all([
      prefetch(queryClient, technologyQuery(params.slug ?? '')),
      prefetch(queryClient, technologyAdvisoriesQuery(params.slug ?? '')),
    ]),
  'technologies-category-slug': ({ queryClient, params }) =>
    Promise.all([
      prefetch(queryClient, technologyQuery(params.slug ?? '', params.category)),
      prefetch(queryClient, technologyAdvisoriesQuery(params.slug ?? '')),
    ]),
  'content-articles': ({ queryClient, url }) =>
    prefetch(
      queryClient,
      articlesQuery(parsePage(url.searchParams.get('page')), parsePageSize(url.searchParams.get('pageSize'))),
    ),
  'content-articles-slug': ({ queryClient, params }) =>
    prefetch(queryClient, articleQuery(params.slug ?? '')),
  'insights-websites-awesome': insight('websites/awesome'),
  'insights-websites-top-tech-stack': insight('websites/top-tech-stack'),
  'insights-technologies-awesome': insight('technologies/awesome'),
  'insights-technologies-most-used': insight('technologies/most-used'),
  // The result, its score history and the similar websites in one API read (`getWebsitePage`), put under the keys
  // of the page's three queries; a failure (404: not analysed yet) is the result query's.
  'analysis-website-slug': async ({ queryClient, params, url }) => {
    const target = parseWebsiteTarget(params.slug ?? '', url.searchParams);
    if (!target) return;
    await prefetch(queryClient, {
      ...websiteQuery(target.domain),
      queryFn: async ({ signal }) => {
        const page = await getWebsitePage(target.domain, SIMILAR_WEBSITES_LIMIT, signal);
        queryClient.setQueryData(scoreHistoryQuery(page.result._id).queryKey, page.scores);
        queryClient.setQueryData(similarWebsitesQuery(page.result).queryKey, page.similar);
        return page.result;
      },
    });
  },
};

/**
 * Whether a query of the server's cache goes into the page: successful results, and 404 answers (the pages show
 * "Page Not Found" or "not analysed yet" for them, and the server answers 404). Other failures and unfinished
 * queries are dropped, so the server renders the page's loading state and the browser fetches them again.
 */
export function keepForHydration(query: { state: { status: string; error: unknown } }): boolean {
  if (query.state.status === 'success') return true;
  return (
    query.state.status === 'error' && isProblemError(query.state.error) && query.state.error.status === 404
  );
}
