import type {
  CategoryListResponse,
  TechnologyAdvisoriesResponse,
  TechnologyDetail,
  TechnologyListResponse,
} from '@stacklens/contracts';
import { apiRequest } from './client';

export interface TechnologyListParams {
  search?: string;
  category?: string;
  page: number;
  pageSize: number;
}

/** `GET /api/v1/technologies/categories`: every category with its number of technologies. */
export function getTechnologyCategories(signal?: AbortSignal): Promise<CategoryListResponse> {
  return apiRequest<CategoryListResponse>('/api/v1/technologies/categories', { signal });
}

/** `GET /api/v1/technologies?search=&category=&page=&pageSize=` (pageSize ∈ 10, 25, 50, 100). */
export function getTechnologies(
  params: TechnologyListParams,
  signal?: AbortSignal,
): Promise<TechnologyListResponse> {
  return apiRequest<TechnologyListResponse>('/api/v1/technologies', {
    query: {
      search: params.search,
      category: params.category,
      page: params.page,
      pageSize: params.pageSize,
    },
    signal,
  });
}

/** `GET /api/v1/technologies/{slug}` or, within a category, `GET /api/v1/technologies/{category}/{slug}`. */
export function getTechnology(
  params: { slug: string; category?: string },
  signal?: AbortSignal,
): Promise<TechnologyDetail> {
  const path = params.category
    ? `/api/v1/technologies/${encodeURIComponent(params.category)}/${encodeURIComponent(params.slug)}`
    : `/api/v1/technologies/${encodeURIComponent(params.slug)}`;
  return apiRequest<TechnologyDetail>(path, { signal });
}

/** What {@link getTechnologyAdvisories} asks for: a page (sizes 10, 25, 50, 100) and optionally one version. */
export interface TechnologyAdvisoriesParams {
  page: number;
  pageSize: number;
  version?: string;
}

/**
 * `GET /api/v1/advisories/technologies/{slug}?page=&pageSize=&version=`: the technology's known vulnerabilities with
 * the versions they affect, and the versions seen on websites with the advisories affecting each.
 */
export function getTechnologyAdvisories(
  slug: string,
  params: TechnologyAdvisoriesParams,
  signal?: AbortSignal,
): Promise<TechnologyAdvisoriesResponse> {
  return apiRequest<TechnologyAdvisoriesResponse>(
    `/api/v1/advisories/technologies/${encodeURIComponent(slug)}`,
    {
      query: { page: params.page, pageSize: params.pageSize, version: params.version },
      signal,
    },
  );
}
