import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProblemError } from '../api/client';
import { deleteUser } from '../api/users';
import { queryKeys } from './query-keys';

/** Deletes the account (401 requires-recent-login is left to the caller, which re-prompts the sign-in). */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation<void, ProblemError, void>({
    mutationFn: deleteUser,
    meta: { skipAuthDialog: true },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['user', 'history'] });
      queryClient.setQueryData(queryKeys.user, null);
    },
  });
}
