import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookEndpointWithSecret,
} from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  retryWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
} from '../api/webhooks';
import { queryKeys } from './query-keys';

/**
 * The mutations of the webhook endpoints page (create, update, delete, rotate the secret, send a test, redeliver);
 * each refreshes the endpoints and their delivery logs.
 */
export function useWebhookEndpointActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.webhookEndpoints });
  return {
    create: useMutation<WebhookEndpointWithSecret, ProblemError, CreateWebhookEndpointRequest>({
      mutationFn: createWebhookEndpoint,
      onSuccess: refresh,
    }),
    update: useMutation<unknown, ProblemError, { id: string; body: UpdateWebhookEndpointRequest }>({
      mutationFn: ({ id, body }) => updateWebhookEndpoint(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation<void, ProblemError, string>({
      mutationFn: deleteWebhookEndpoint,
      onSuccess: refresh,
    }),
    // Refreshed too: the endpoint now says until when the previous secret is still accepted.
    rotate: useMutation<WebhookEndpointWithSecret, ProblemError, string>({
      mutationFn: rotateWebhookSecret,
      onSuccess: refresh,
    }),
    test: useMutation<unknown, ProblemError, string>({ mutationFn: sendWebhookTest, onSuccess: refresh }),
    retry: useMutation<unknown, ProblemError, string>({
      mutationFn: retryWebhookDelivery,
      onSuccess: refresh,
    }),
  };
}
