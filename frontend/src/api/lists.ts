import type { ListWebsitesPage } from '@stacklens/contracts';
import { apiRequest } from './client';

/** The filters of a technology list as the technology page sends them (see `ListWebsitesQuerySchema`). */
export interface ListWebsitesParams {
  technology: string;
  /** Version filter: `<3.5`, `>=1.4 <2`, `1.x` or an exact version; empty = every version. */
  version?: string;
  cursor?: string;
  limit?: number;
}

/** The query string of a list (also the CSV download's, with `format=csv`). */
export function listWebsitesQuery(params: ListWebsitesParams): Record<string, string | number | undefined> {
  return {
    technology: params.technology,
    version: params.version?.trim() || undefined,
    cursor: params.cursor,
    limit: params.limit,
  };
}

/** `GET /api/v2/lists/websites`: one page of the websites using a technology (a preview on the free plan). */
export function listWebsites(params: ListWebsitesParams, signal?: AbortSignal): Promise<ListWebsitesPage> {
  return apiRequest<ListWebsitesPage>('/api/v2/lists/websites', { query: listWebsitesQuery(params), signal });
}

/** Address of the whole list as CSV (streamed by the API; the browser sends the session cookie). */
export function listWebsitesCsvUrl(params: Omit<ListWebsitesParams, 'cursor' | 'limit'>): string {
  const search = new URLSearchParams({ technology: params.technology, format: 'csv' });
  const version = params.version?.trim();
  if (version) search.set('version', version);
  return `/api/v2/lists/websites?${search.toString()}`;
}
