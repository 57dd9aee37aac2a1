import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleListResponse } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getArticles } from '../api/articles';
import { loadPage } from '../lib/table-pagination';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** The query of one page of the published articles; the server prefetches it for the articles route. */
export function articlesQuery(page: number, pageSize: number) {
  return queryOptions<ArticleListResponse, ProblemError>({
    queryKey: queryKeys.articles(page, pageSize),
    queryFn: ({ signal }) => loadPage((p, size) => getArticles(p, size, signal), page, pageSize),
    retry: retryUnlessClientError,
  });
}

/** One page of the published articles, newest first (every page for the "all" page size). */
export function useGetArticles(page: number, pageSize: number) {
  return useQuery({ ...articlesQuery(page, pageSize), placeholderData: keepPreviousData });
}
