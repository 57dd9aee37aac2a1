import { useInfiniteQuery } from '@tanstack/react-query';
import type { ListWebsitesPage } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { listWebsites } from '../api/lists';
import { queryKeys } from './query-keys';

/** Rows of each page the technology page loads. */
export const LIST_PAGE_ROWS = 25;

/**
 * The websites using `technology` whose version matches `version` (technology lists), page after page by cursor;
 * only while `enabled` (a signed-in user: the list needs an account). Refused pages (402, 429) are not retried.
 */
export function useListWebsites(technology: string, version: string, enabled: boolean) {
  return useInfiniteQuery<
    ListWebsitesPage,
    ProblemError,
    { pages: ListWebsitesPage[] },
    readonly unknown[],
    string | undefined
  >({
    queryKey: queryKeys.techListWebsites(technology, version),
    queryFn: ({ pageParam, signal }) =>
      listWebsites({ technology, version, cursor: pageParam, limit: LIST_PAGE_ROWS }, signal),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}
