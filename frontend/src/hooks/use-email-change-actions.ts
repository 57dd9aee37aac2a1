import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Acknowledgement } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { cancelEmailChange, resendEmailChange } from '../api/users';
import { queryKeys } from './query-keys';

/** Resend the confirmation link of the pending email address, or cancel the change (refreshes the user). */
export function useEmailChangeActions() {
  const queryClient = useQueryClient();
  return {
    resend: useMutation<Acknowledgement, ProblemError, void>({ mutationFn: resendEmailChange }),
    cancel: useMutation<void, ProblemError, void>({
      mutationFn: cancelEmailChange,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    }),
  };
}
