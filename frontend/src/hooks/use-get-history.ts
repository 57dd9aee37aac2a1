import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HistoryPage } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getHistory } from '../api/users';
import { queryKeys } from './query-keys';

/**
 * One page of the user's analyses; `pageSize: 'all'` loads every page (100 at a time, the API's largest size).
 */
export function useGetHistory(page: number, pageSize: number | 'all') {
  return useQuery<HistoryPage, ProblemError>({
    queryKey: queryKeys.history(page, pageSize),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      if (pageSize !== 'all') return getHistory(page, pageSize, signal);
      const first = await getHistory(1, 100, signal);
      const items = [...first.items];
      for (let next = 2; items.length < first.total; next++) {
        const more = await getHistory(next, 100, signal);
        if (!more.items.length) break;
        items.push(...more.items);
      }
      return { items, page: 1, pageSize: items.length, total: first.total };
    },
  });
}
