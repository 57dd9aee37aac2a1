import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserRequest, User } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { updateUser } from '../api/users';
import { queryKeys } from './query-keys';

/** Saves the profile form. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation<User, ProblemError, UpdateUserRequest>({
    mutationFn: updateUser,
    meta: { skipAuthDialog: true },
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user),
  });
}
