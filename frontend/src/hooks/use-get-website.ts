import { useQuery } from '@tanstack/react-query';
import type { WebsiteResult } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getWebsite } from '../api/websites';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** The stored analysis result of a domain; a 404 `website-not-found` error means "not analysed yet". */
export function useGetWebsite(domain: string) {
  return useQuery<WebsiteResult, ProblemError>({
    queryKey: queryKeys.website(domain),
    queryFn: ({ signal }) => getWebsite(domain, { signal }),
    retry: retryUnlessClientError,
  });
}
