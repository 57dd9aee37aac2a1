import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_INFO, type SiteInfo } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getSiteInfo } from '../api/site';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/**
 * The query of the deployment's self-description; the server renders every page with it (`ssr/entry-server.tsx`), so the
 * browser starts with it. It changes only when the API is reconfigured: fresh for the whole visit.
 */
export function siteInfoQuery() {
  return queryOptions<SiteInfo, ProblemError>({
    queryKey: queryKeys.siteInfo,
    queryFn: ({ signal }) => getSiteInfo(signal),
    staleTime: Infinity,
    retry: retryUnlessClientError,
  });
}

/**
 * What the deployment publishes (operator, support address, social profiles, sign-in providers, billing); until it
 * arrived, {@link DEFAULT_SITE_INFO}: nothing configured, so no button that would lead nowhere is shown.
 */
export function useSiteInfo(): SiteInfo {
  return useQuery(siteInfoQuery()).data ?? DEFAULT_SITE_INFO;
}

/** The operator's configured name, or "the operator of this StackLens service" (legal pages). */
export function useOperatorName(): string {
  return useSiteInfo().operator.name ?? 'the operator of this StackLens service';
}
