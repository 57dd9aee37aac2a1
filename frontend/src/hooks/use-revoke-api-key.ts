import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeApiKey } from '../api/api-keys';
import type { ProblemError } from '../api/client';
import { queryKeys } from './query-keys';

/** Revokes an API key (refused by the API at once). */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation<void, ProblemError, string>({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
}
