import type {
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from '@stacklens/contracts';
import { apiRequest } from './client';

/** `GET /api/v2/webhook-endpoints`. */
export function getWebhookEndpoints(signal?: AbortSignal): Promise<WebhookEndpointList> {
  return apiRequest<WebhookEndpointList>('/api/v2/webhook-endpoints', { signal });
}

/** `POST /api/v2/webhook-endpoints`: the answer holds the signing secret, shown once. */
export function createWebhookEndpoint(
  body: CreateWebhookEndpointRequest,
): Promise<WebhookEndpointWithSecret> {
  return apiRequest<WebhookEndpointWithSecret>('/api/v2/webhook-endpoints', { method: 'POST', body });
}

/** `PATCH /api/v2/webhook-endpoints/{id}`. */
export function updateWebhookEndpoint(
  id: string,
  body: UpdateWebhookEndpointRequest,
): Promise<WebhookEndpoint> {
  return apiRequest<WebhookEndpoint>(`/api/v2/webhook-endpoints/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });
}

/** `DELETE /api/v2/webhook-endpoints/{id}`. */
export async function deleteWebhookEndpoint(id: string): Promise<void> {
  await apiRequest<void>(`/api/v2/webhook-endpoints/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** `POST /api/v2/webhook-endpoints/{id}/rotate-secret`: a new secret, shown once. */
export function rotateWebhookSecret(id: string): Promise<WebhookEndpointWithSecret> {
  return apiRequest<WebhookEndpointWithSecret>(
    `/api/v2/webhook-endpoints/${encodeURIComponent(id)}/rotate-secret`,
    {
      method: 'POST',
    },
  );
}

/** `POST /api/v2/webhook-endpoints/{id}/test`: sends `webhook.test`. */
export function sendWebhookTest(id: string): Promise<WebhookDelivery> {
  return apiRequest<WebhookDelivery>(`/api/v2/webhook-endpoints/${encodeURIComponent(id)}/test`, {
    method: 'POST',
  });
}

/** `GET /api/v2/webhook-endpoints/{id}/deliveries?page=&pageSize=`. */
export function getWebhookDeliveries(
  id: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<WebhookDeliveryPage> {
  return apiRequest<WebhookDeliveryPage>(`/api/v2/webhook-endpoints/${encodeURIComponent(id)}/deliveries`, {
    query: { page, pageSize },
    signal,
  });
}

/** `POST /api/v2/webhook-deliveries/{id}/retry`. */
export function retryWebhookDelivery(id: string): Promise<WebhookDelivery> {
  return apiRequest<WebhookDelivery>(`/api/v2/webhook-deliveries/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
  });
}
