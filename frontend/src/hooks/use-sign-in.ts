import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInRequest, SignUpRequest, User } from '@stacklens/contracts';
import { signIn, signUp } from '../api/auth';
import type { ProblemError } from '../api/client';
import { queryKeys } from './query-keys';

/** Sign-in (`mode: 'signin'`) or sign-up; on success the user is stored and user-specific data refetched. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation<User, ProblemError, { mode: 'signin' | 'signup'; body: SignInRequest | SignUpRequest }>({
    mutationFn: ({ mode, body }) => (mode === 'signin' ? signIn(body) : signUp(body)),
    meta: { skipAuthDialog: true },
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.user, refetchType: 'none' });
    },
  });
}
