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

/** The catalogue's size as a page states it: "7,542" technologies, "109" categories. */
export interface CatalogueFigures {
  technologies: string;
  categories: string;
}

/**
 * The number of technologies and categories in the catalogue, formatted, from the catalogue itself (never a
 * constant); `null` until it is known (the pages that state it are prefetched on the server, so a visitor sees it).
 */
export function useCatalogueFigures(): CatalogueFigures | null {
  const { data } = useGetTechnologyCategories();
  if (!data) return null;
  const format = new Intl.NumberFormat('en-US');
  return {
    technologies: format.format(data.totalTechnologies),
    categories: format.format(data.categories.length),
  };
}
