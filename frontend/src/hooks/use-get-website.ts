import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebsiteResult } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getWebsite } from '../api/websites';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** The query of a domain's stored result (404 `website-not-found`: not analysed yet); the server prefetches it. */
export function websiteQuery(domain: string) {
  return queryOptions<WebsiteResult, ProblemError>({
    queryKey: queryKeys.website(domain),
    queryFn: ({ signal }) => getWebsite(domain, { signal }),
    retry: retryUnlessClientError,
  });
}

/** The stored analysis result of a domain; a 404 `website-not-found` error means "not analysed yet". */
export function useGetWebsite(domain: string) {
  return useQuery(websiteQuery(domain));
}
