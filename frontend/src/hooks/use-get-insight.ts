import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightDays } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getInsight, type InsightKind, type InsightResponses } from '../api/insights';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** The query of one insight over `numOfDays` days; the server prefetches it for the insight routes. */
export function insightQuery<K extends InsightKind>(kind: K, numOfDays: InsightDays) {
  return queryOptions<InsightResponses[K], ProblemError>({
    queryKey: queryKeys.insight(kind, numOfDays),
    queryFn: ({ signal }) => getInsight(kind, numOfDays, signal),
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
}

/** One of the four insights over the last `numOfDays` days (the API caches each for five minutes). */
export function useGetInsight<K extends InsightKind>(kind: K, numOfDays: InsightDays) {
  return useQuery({ ...insightQuery(kind, numOfDays), placeholderData: keepPreviousData });
}
