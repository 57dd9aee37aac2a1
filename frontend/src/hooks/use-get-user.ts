import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { User } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getUser } from '../api/users';
import { queryKeys } from './query-keys';

/** What the pages read of the user query: the user (null when signed out), and whether it is still loading. */
export type UserQuery = Pick<UseQueryResult<User | null, ProblemError>, 'data' | 'isPending'>;

/**
 * A server render's user query: still loading. The server renders the pages of anonymous visitors (it never reads
 * the session, and `ssr/prefetch.ts`' `keepForHydration` drops unfinished queries), so the browser hydrates with
 * the same pending query before it fetches the user.
 */
const SERVER_USER: UserQuery = Object.freeze({ data: undefined, isPending: true });

/**
 * The signed-in user (null when signed out); `isPending` means the user is still loading — always in a server
 * render (Vite's `import.meta.env.SSR`, {@link SERVER_USER}), which then subscribes no query observer: a result page
 * reads the user in six components.
 */
export function useGetUser(): UserQuery {
  if (import.meta.env.SSR) return SERVER_USER;
  // A build-time constant: each build calls the same hooks on every render.
  return useQuery<User | null, ProblemError>({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => getUser(signal),
    staleTime: 60_000,
    retry: 1,
  });
}
