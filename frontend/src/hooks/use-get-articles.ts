import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ArticleListResponse } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getArticles } from '../api/articles';
import { loadPage } from '../components/content/table-pagination';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** One page of the published articles, newest first (every page for the "all" page size). */
export function useGetArticles(page: number, pageSize: number) {
  return useQuery<ArticleListResponse, ProblemError>({
    queryKey: queryKeys.articles(page, pageSize),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => loadPage((p, size) => getArticles(p, size, signal), page, pageSize),
    retry: retryUnlessClientError,
  });
}
