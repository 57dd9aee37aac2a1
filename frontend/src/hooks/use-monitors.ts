import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMonitorRequest, Monitor, MonitorInterval, MonitorList } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { createMonitor, deleteMonitor, getMonitors, updateMonitor } from '../api/monitors';
import { queryKeys } from './query-keys';

/** The signed-in user's monitored websites (only fetched when `enabled`, e.g. signed in and verified). */
export function useGetMonitors(enabled = true) {
  return useQuery<MonitorList, ProblemError>({
    queryKey: queryKeys.monitors,
    queryFn: ({ signal }) => getMonitors(signal),
    enabled,
    retry: 1,
  });
}

/** Create, change the interval of, and delete monitors; each refreshes the list. */
export function useMonitorActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.monitors });
  return {
    create: useMutation<Monitor, ProblemError, CreateMonitorRequest>({
      mutationFn: createMonitor,
      onSuccess: refresh,
    }),
    update: useMutation<Monitor, ProblemError, { id: string; interval: MonitorInterval }>({
      mutationFn: ({ id, interval }) => updateMonitor(id, interval),
      onSuccess: refresh,
    }),
    remove: useMutation<void, ProblemError, string>({ mutationFn: deleteMonitor, onSuccess: refresh }),
  };
}
