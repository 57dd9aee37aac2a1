import type {
  AnalyzeAccepted,
  AnalyzeStatus,
  ScoreHistoryResponse,
  SimilarRankedResponse,
  TechnologyHistoryResponse,
  WebsitePageResponse,
  WebsiteResult,
} from '@stacklens/contracts';
import { apiRequest } from './client';

/** `GET /api/v1/websites/{domain}`; `t` busts caches after an analysis finished (a forced reload). */
export function getWebsite(
  domain: string,
  options: { t?: number; signal?: AbortSignal } = {},
): Promise<WebsiteResult> {
  return apiRequest<WebsiteResult>(`/api/v1/websites/${encodeURIComponent(domain)}`, {
    query: { t: options.t },
    signal: options.signal,
  });
}

/** `GET /api/v1/websites/{id}/scores`. */
/** `GET /api/v1/websites/{id}/technology-history`: when each technology appeared and disappeared. */
export function getTechnologyHistory(
  websiteId: string,
  options: { signal?: AbortSignal } = {},
): Promise<TechnologyHistoryResponse> {
  return apiRequest<TechnologyHistoryResponse>(
    `/api/v1/websites/${encodeURIComponent(websiteId)}/technology-history`,
    { signal: options.signal },
  );
}

export function getScoreHistory(
  websiteId: string,
  options: { t?: number; signal?: AbortSignal } = {},
): Promise<ScoreHistoryResponse> {
  return apiRequest<ScoreHistoryResponse>(`/api/v1/websites/${encodeURIComponent(websiteId)}/scores`, {
    query: { t: options.t },
    signal: options.signal,
  });
}

/** `GET /api/v1/websites/similar-ranked/index?limit=5&score=&excludeId=`. */
export function getSimilarRanked(
  params: { limit: number; score?: number; excludeId?: string },
  signal?: AbortSignal,
): Promise<SimilarRankedResponse> {
  return apiRequest<SimilarRankedResponse>('/api/v1/websites/similar-ranked/index', {
    query: { limit: params.limit, score: params.score, excludeId: params.excludeId },
    signal,
  });
}

/** `POST /api/v2/websites/analyze {url}` → `{id}`. */
export function startAnalysis(url: string): Promise<AnalyzeAccepted> {
  return apiRequest<AnalyzeAccepted>('/api/v2/websites/analyze', { method: 'POST', body: { url } });
}

/** `GET /api/v2/websites/analyze/status/{id}`. */
export function getAnalysisStatus(id: string, signal?: AbortSignal): Promise<AnalyzeStatus> {
  return apiRequest<AnalyzeStatus>(`/api/v2/websites/analyze/status/${encodeURIComponent(id)}`, { signal });
}

/**
 * `GET /api/v1/websites/{domain}/page?limit=`: the result, its score history and `limit` similar websites in one
 * read (the server's first render of a result page).
 */
export function getWebsitePage(
  domain: string,
  limit: number,
  signal?: AbortSignal,
): Promise<WebsitePageResponse> {
  return apiRequest<WebsitePageResponse>(`/api/v1/websites/${encodeURIComponent(domain)}/page`, {
    query: { limit },
    signal,
  });
}
