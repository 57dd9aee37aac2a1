import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TechnologyHistoryResponse } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getTechnologyHistory } from '../api/websites';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** The query of a website's technology history (when each technology appeared and disappeared). */
export function technologyHistoryQuery(websiteId: string | undefined) {
  return queryOptions<TechnologyHistoryResponse, ProblemError>({
    queryKey: queryKeys.technologyHistory(websiteId ?? ''),
    queryFn: ({ signal }) => getTechnologyHistory(websiteId as string, { signal }),
    enabled: Boolean(websiteId),
    retry: retryUnlessClientError,
  });
}

/** Technology history of a website result, newest change first. */
export function useGetTechnologyHistory(websiteId: string | undefined) {
  return useQuery(technologyHistoryQuery(websiteId));
}
