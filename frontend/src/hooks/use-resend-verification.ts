import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Acknowledgement } from '@stacklens/contracts';
import { resendVerification } from '../api/auth';
import type { ProblemError } from '../api/client';

/** Email verification failure clears after 30 s. */
export const VERIFICATION_FAILURE_CLEAR_MS = 30_000;

/** Mails a new verification link; a failure is reset (cleared) after 30 seconds. */
export function useResendVerification() {
  const mutation = useMutation<Acknowledgement, ProblemError, void>({ mutationFn: resendVerification });
  const { isError, reset } = mutation;
  useEffect(() => {
    if (!isError) return;
    const timer = setTimeout(reset, VERIFICATION_FAILURE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [isError, reset]);
  return mutation;
}
