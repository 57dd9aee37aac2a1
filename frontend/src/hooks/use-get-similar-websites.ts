import { useQuery } from '@tanstack/react-query';
import type { SimilarRankedResponse } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getSimilarRanked } from '../api/websites';
import { SIMILAR_WEBSITES_LIMIT } from '../app/constants';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** Up to five websites ranked near `score`, excluding the website itself. */
export function useGetSimilarWebsites(website: { _id: string; score: number } | undefined) {
  const params = { limit: SIMILAR_WEBSITES_LIMIT, score: website?.score, excludeId: website?._id };
  return useQuery<SimilarRankedResponse, ProblemError>({
    queryKey: queryKeys.similarRanked(params),
    queryFn: ({ signal }) => getSimilarRanked(params, signal),
    enabled: Boolean(website),
    retry: retryUnlessClientError,
  });
}
