import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryListResponse } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getTechnologyCategories } from '../api/catalogue';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** The query of the catalogue's categories; the server prefetches it for the technologies route. */
export function technologyCategoriesQuery() {
  return queryOptions<CategoryListResponse, ProblemError>({
    queryKey: queryKeys.technologyCategories,
    queryFn: ({ signal }) => getTechnologyCategories(signal),
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError,
  });
}

/** Every category of the catalogue with its number of technologies. */
export function useGetTechnologyCategories() {
  return useQuery(technologyCategoriesQuery());
}
