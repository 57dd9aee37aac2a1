import { useQuery } from '@tanstack/react-query';
import type { TechnologyDetail } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getTechnology } from '../api/catalogue';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** A technology of the catalogue; with `category`, only when it belongs to that category (else 404). */
export function useGetTechnology(slug: string, category?: string) {
  return useQuery<TechnologyDetail, ProblemError>({
    queryKey: queryKeys.technology(slug, category),
    queryFn: ({ signal }) => getTechnology({ slug, category }, signal),
    retry: retryUnlessClientError,
  });
}
