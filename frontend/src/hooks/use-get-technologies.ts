import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TechnologyListResponse } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getTechnologies } from '../api/catalogue';
import { loadPage } from '../components/content/table-pagination';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** One page of the catalogue (or every page for the "all" page size), filtered by search text and category. */
export function useGetTechnologies(params: {
  search?: string;
  category?: string;
  page: number;
  pageSize: number;
}) {
  return useQuery<TechnologyListResponse, ProblemError>({
    queryKey: queryKeys.technologies(params),
    placeholderData: keepPreviousData,
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
