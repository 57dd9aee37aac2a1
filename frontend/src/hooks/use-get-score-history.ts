import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoreHistoryResponse } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getScoreHistory } from '../api/websites';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** The query of a website result's score history; the server prefetches it with the result. */
export function scoreHistoryQuery(websiteId: string | undefined) {
  return queryOptions<ScoreHistoryResponse, ProblemError>({
    queryKey: queryKeys.scoreHistory(websiteId ?? ''),
    queryFn: ({ signal }) => getScoreHistory(websiteId as string, { signal }),
    enabled: Boolean(websiteId),
    retry: retryUnlessClientError,
  });
}

/** Score history of a website result (oldest first as the API returns it). */
export function useGetScoreHistory(websiteId: string | undefined) {
  return useQuery(scoreHistoryQuery(websiteId));
}
