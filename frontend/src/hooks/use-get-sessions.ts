import { useQuery } from '@tanstack/react-query';
import type { SessionList } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getSessions } from '../api/users';
import { queryKeys } from './query-keys';

/** The signed-in user's active sessions (this device first). */
export function useGetSessions() {
  return useQuery<SessionList, ProblemError>({
    queryKey: queryKeys.sessions,
    queryFn: ({ signal }) => getSessions(signal),
  });
}
