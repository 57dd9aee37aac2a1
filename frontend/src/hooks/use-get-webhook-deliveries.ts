import { useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryPage } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getWebhookDeliveries } from '../api/webhooks';
import { loadPage } from '../lib/table-pagination';
import { queryKeys } from './query-keys';

/** One page of an endpoint's delivery log ("all" loads every page); polled every 2 s while a delivery is pending. */
export function useGetWebhookDeliveries(endpointId: string, page: number, pageSize: number) {
  return useQuery<WebhookDeliveryPage, ProblemError>({
    queryKey: queryKeys.webhookDeliveries(endpointId, page, pageSize),
    queryFn: ({ signal }) =>
      loadPage((p, size) => getWebhookDeliveries(endpointId, p, size, signal), page, pageSize),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending') ? 2000 : false,
  });
}
