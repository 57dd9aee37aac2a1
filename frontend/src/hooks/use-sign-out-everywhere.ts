import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignOutEverywhereResponse } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { signOutEverywhere } from '../api/users';
import { queryKeys } from './query-keys';

/** Ends every other session of the user; refreshes the sessions list. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation<SignOutEverywhereResponse, ProblemError, void>({
    mutationFn: signOutEverywhere,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}
