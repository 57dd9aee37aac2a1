import type { LighthouseRun } from '@stacklens/contracts';
import { apiRequest } from './client';

/** `GET /api/v2/websites/report/latest?url=`: the latest finished Lighthouse run (404 when none). */
export function getLatestLighthouseRun(url: string, signal?: AbortSignal): Promise<LighthouseRun> {
  return apiRequest<LighthouseRun>('/api/v2/websites/report/latest', { query: { url }, signal });
}

/**
 * `POST /api/v2/websites/report?url=[&fresh=true]` asking for JSON: the finished run (a report younger than 24 h, or
 * one that finished within the request's wait), or the queued/running run to poll.
 */
export function requestLighthouseReport(url: string, fresh: boolean): Promise<LighthouseRun> {
  return apiRequest<LighthouseRun>('/api/v2/websites/report', {
    method: 'POST',
    query: { url, fresh: fresh ? 'true' : undefined },
  });
}

/** `GET /api/v2/websites/report/status/{id}`. */
export function getLighthouseRun(id: string, signal?: AbortSignal): Promise<LighthouseRun> {
  return apiRequest<LighthouseRun>(`/api/v2/websites/report/status/${encodeURIComponent(id)}`, { signal });
}
