import type { SiteInfo } from '@stacklens/contracts';
import { apiRequest } from './client';

/** `GET /api/v1/site`: what the deployment publishes about itself (operator, support, providers, billing). */
export function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return apiRequest<SiteInfo>('/api/v1/site', { signal });
}
