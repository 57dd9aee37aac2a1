import type { RemovalRequest, RemovalRequestResponse } from '@stacklens/contracts';
import { apiRequest } from './client';

/** `POST /api/v2/websites/remove {url, email?, reason?}`: files a removal request for the domain. */
export function requestRemoval(body: RemovalRequest): Promise<RemovalRequestResponse> {
  return apiRequest<RemovalRequestResponse>('/api/v2/websites/remove', { method: 'POST', body });
}
