import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HistoryPage } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getHistory } from '../api/users';
import { loadPage } from '../lib/table-pagination';
import { queryKeys } from './query-keys';

/** One page of the user's analyses; the "all" page size loads every page (see `loadPage`). */
export function useGetHistory(page: number, pageSize: number) {
  return useQuery<HistoryPage, ProblemError>({
    queryKey: queryKeys.history(page, pageSize),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => loadPage((p, size) => getHistory(p, size, signal), page, pageSize),
  });
}
