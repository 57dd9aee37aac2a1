import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, type Identifier, type RaRecord } from 'react-admin';
import type { AdminDataProvider } from '../data-provider';

/**
 * A resource action (`POST /api/v2/admin/{resource}/{id}/{action}`) as a mutation: on success it notifies
 * `success(record)`, refreshes the views (lists, the shown record) and calls `then(record)`; a failure's problem
 * detail becomes an error notification.
 */
export function useRecordAction<T extends RaRecord = RaRecord>(
  resource: string,
  action: string,
  success: (record: T) => string,
  then?: (record: T) => void,
) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: Identifier; body?: unknown }) =>
      dataProvider.action<T>(resource, id, action, body).then((result) => result.data),
    onSuccess: (record) => {
      notify(success(record), { type: 'success' });
      refresh();
      then?.(record);
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}
