import { useQuery } from '@tanstack/react-query';
import type { CategoryListResponse } from '@stacklens/contracts';
import { apiFetch } from '../http';

/** Every catalogue category (`GET /api/v1/technologies/categories`, public), for filters and choices. */
export function useCategories() {
  return useQuery({
    queryKey: ['catalogue', 'categories'],
    queryFn: () => apiFetch<CategoryListResponse>('/api/v1/technologies/categories'),
    staleTime: 5 * 60_000,
    select: (response) => response.categories,
  });
}
