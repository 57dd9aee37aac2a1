import { useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryPage } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getWebhookDeliveries } from '../api/webhooks';
import { queryKeys } from './query-keys';

/** One page of an endpoint's delivery log; polled every 2 s while a delivery is pending. */
export function useGetWebhookDeliveries(endpointId: string, page: number, pageSize: number) {
  return useQuery<WebhookDeliveryPage, ProblemError>({
    queryKey: queryKeys.webhookDeliveries(endpointId, page, pageSize),
    queryFn: ({ signal }) => getWebhookDeliveries(endpointId, page, pageSize, signal),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending') ? 2000 : false,
  });
}
