import type { ApiKeyList, CreateApiKeyRequest, CreatedApiKey } from '@stacklens/contracts';
import { apiRequest } from './client';

/** `GET /api/v2/api-keys`: the active keys (never the keys themselves). */
export function getApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  return apiRequest<ApiKeyList>('/api/v2/api-keys', { signal });
}

/** `POST /api/v2/api-keys {name, scopes}`: the only answer that contains the full key. */
export function createApiKey(request: CreateApiKeyRequest): Promise<CreatedApiKey> {
  return apiRequest<CreatedApiKey>('/api/v2/api-keys', { method: 'POST', body: request });
}

/** `DELETE /api/v2/api-keys/{id}`: revokes the key at once. */
export async function revokeApiKey(id: string): Promise<void> {
  await apiRequest<void>(`/api/v2/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
