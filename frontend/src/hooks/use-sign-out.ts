import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOut } from '../api/auth';
import type { ProblemError } from '../api/client';
import { queryKeys } from './query-keys';

/** Signs out; the user becomes null and user data is dropped. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation<void, ProblemError, void>({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ['user', 'history'] });
      queryClient.setQueryData(queryKeys.user, null);
    },
  });
}
