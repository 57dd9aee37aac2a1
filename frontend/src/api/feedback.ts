import type { DetectionReportRequest, DetectionReportResponse } from '@stacklens/contracts';
import { apiRequest } from './client';

/** `POST /api/v2/websites/{domain}/feedback {technology?, kind, detail}`: reports a wrong detection for review. */
export function reportDetection(
  domain: string,
  body: DetectionReportRequest,
): Promise<DetectionReportResponse> {
  return apiRequest<DetectionReportResponse>(`/api/v2/websites/${encodeURIComponent(domain)}/feedback`, {
    method: 'POST',
    body,
  });
}
