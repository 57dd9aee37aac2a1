import { useMutation } from '@tanstack/react-query';
import type { RemovalRequest, RemovalRequestResponse } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { requestRemoval } from '../api/removals';

/** Files a removal request for a domain (website removal: fetching, success, failure). */
export function useRequestRemoval() {
  return useMutation<RemovalRequestResponse, ProblemError, RemovalRequest>({
    mutationFn: requestRemoval,
    meta: { skipAuthDialog: true },
  });
}
