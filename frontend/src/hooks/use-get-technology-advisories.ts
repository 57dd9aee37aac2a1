import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TechnologyAdvisoriesResponse } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getTechnologyAdvisories, type TechnologyAdvisoriesParams } from '../api/catalogue';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** The first page the technology page shows (and the server prefetches). */
export const FIRST_ADVISORIES_PAGE: TechnologyAdvisoriesParams = Object.freeze({ page: 1, pageSize: 10 });

/** The query of a page of a technology's known vulnerabilities (404 when the technology is unknown). */
export function technologyAdvisoriesQuery(
  slug: string,
  params: TechnologyAdvisoriesParams = FIRST_ADVISORIES_PAGE,
) {
  const key = {
    page: params.page,
    pageSize: params.pageSize,
    ...(params.version ? { version: params.version } : {}),
  };
  return queryOptions<TechnologyAdvisoriesResponse, ProblemError>({
    queryKey: queryKeys.technologyAdvisories(slug, key),
    queryFn: ({ signal }) => getTechnologyAdvisories(slug, key, signal),
    retry: retryUnlessClientError,
  });
}

/** A page of a technology's known vulnerabilities; the previous page stays shown while the next loads. */
export function useGetTechnologyAdvisories(slug: string, params: TechnologyAdvisoriesParams) {
  return useQuery({ ...technologyAdvisoriesQuery(slug, params), placeholderData: keepPreviousData });
}
