import { useQuery } from '@tanstack/react-query';
import type { ApiKeyList } from '@stacklens/contracts';
import { getApiKeys } from '../api/api-keys';
import type { ProblemError } from '../api/client';
import { queryKeys } from './query-keys';

/** The signed-in user's active API keys. */
export function useGetApiKeys() {
  return useQuery<ApiKeyList, ProblemError>({
    queryKey: queryKeys.apiKeys,
    queryFn: ({ signal }) => getApiKeys(signal),
  });
}
