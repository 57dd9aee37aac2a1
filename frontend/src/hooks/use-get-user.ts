import { useQuery } from '@tanstack/react-query';
import type { User } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getUser } from '../api/users';
import { queryKeys } from './query-keys';

/** The signed-in user (null when signed out); `isPending` means the user is still loading. */
export function useGetUser() {
  return useQuery<User | null, ProblemError>({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => getUser(signal),
    staleTime: 60_000,
    retry: 1,
  });
}
