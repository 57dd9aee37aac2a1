import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TechnologyDetail } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getTechnology } from '../api/catalogue';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** The query of a technology (404 when unknown or outside `category`); the server prefetches it. */
export function technologyQuery(slug: string, category?: string) {
  return queryOptions<TechnologyDetail, ProblemError>({
    queryKey: queryKeys.technology(slug, category),
    queryFn: ({ signal }) => getTechnology({ slug, category }, signal),
    retry: retryUnlessClientError,
  });
}

/** A technology of the catalogue; with `category`, only when it belongs to that category (else 404). */
export function useGetTechnology(slug: string, category?: string) {
  return useQuery(technologyQuery(slug, category));
}
