import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TechnologyListResponse } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getTechnologies } from '../api/catalogue';
import { loadPage, parsePage, parsePageSize } from '../lib/table-pagination';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** Search text, category and page of the catalogue, as the technologies route reads them from its query. */
export interface TechnologiesParams {
  search?: string;
  category?: string;
  page: number;
  pageSize: number;
}

/** Reads the catalogue's `?search=&category=&page=&pageSize=` (the technologies route's query). */
export function parseTechnologiesParams(searchParams: URLSearchParams): TechnologiesParams {
  return {
    search: searchParams.get('search')?.trim() || undefined,
    category: searchParams.get('category') || undefined,
    page: parsePage(searchParams.get('page')),
    pageSize: parsePageSize(searchParams.get('pageSize')),
  };
}

/** The query of one page of the catalogue; the server prefetches it for the technologies route. */
export function technologiesQuery(params: TechnologiesParams) {
  return queryOptions<TechnologyListResponse, ProblemError>({
    queryKey: queryKeys.technologies(params),
    queryFn: ({ signal }) =>
      loadPage(
        (page, pageSize) =>
          getTechnologies({ search: params.search, category: params.category, page, pageSize }, signal),
        params.page,
        params.pageSize,
      ),
    retry: retryUnlessClientError,
  });
}

/** One page of the catalogue (or every page for the "all" page size), filtered by search text and category. */
export function useGetTechnologies(params: TechnologiesParams) {
  return useQuery({ ...technologiesQuery(params), placeholderData: keepPreviousData });
}
