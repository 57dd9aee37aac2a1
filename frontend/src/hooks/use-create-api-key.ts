import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyRequest, CreatedApiKey } from '@stacklens/contracts';
import { createApiKey } from '../api/api-keys';
import type { ProblemError } from '../api/client';
import { queryKeys } from './query-keys';

/** Creates an API key with a name and scopes; its result holds the full key, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation<CreatedApiKey, ProblemError, CreateApiKeyRequest>({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
}
