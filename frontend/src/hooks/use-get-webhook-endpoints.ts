import { useQuery } from '@tanstack/react-query';
import type { WebhookEndpointList } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getWebhookEndpoints } from '../api/webhooks';
import { queryKeys } from './query-keys';

/** The signed-in user's webhook endpoints. */
export function useGetWebhookEndpoints() {
  return useQuery<WebhookEndpointList, ProblemError>({
    queryKey: queryKeys.webhookEndpoints,
    queryFn: ({ signal }) => getWebhookEndpoints(signal),
  });
}
