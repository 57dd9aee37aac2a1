import { useQuery } from '@tanstack/react-query';
import type { TechnologyChangesResponse } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getTechnologyChanges } from '../api/users';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** The newest `limit` changes of the signed-in user's technologies of interest; only fetched while `enabled`. */
export function useGetTechnologyChanges(limit: number, enabled: boolean) {
  return useQuery<TechnologyChangesResponse, ProblemError>({
    queryKey: queryKeys.technologyChanges(limit),
    queryFn: ({ signal }) => getTechnologyChanges(limit, signal),
    enabled,
    retry: retryUnlessClientError,
  });
}
