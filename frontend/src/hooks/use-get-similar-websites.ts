import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarRankedResponse } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getSimilarRanked } from '../api/websites';
import { SIMILAR_WEBSITES_LIMIT } from '../lib/constants';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** The query of the websites ranked near a result; the server prefetches it with the result. */
export function similarWebsitesQuery(website: { _id: string; score: number } | undefined) {
  const params = { limit: SIMILAR_WEBSITES_LIMIT, score: website?.score, excludeId: website?._id };
  return queryOptions<SimilarRankedResponse, ProblemError>({
    queryKey: queryKeys.similarRanked(params),
    queryFn: ({ signal }) => getSimilarRanked(params, signal),
    enabled: Boolean(website),
    retry: retryUnlessClientError,
  });
}

/** Up to five websites ranked near `score`, excluding the website itself. */
export function useGetSimilarWebsites(website: { _id: string; score: number } | undefined) {
  return useQuery(similarWebsitesQuery(website));
}
