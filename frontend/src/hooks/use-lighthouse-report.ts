import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LighthouseRun } from '@stacklens/contracts';
import type { ProblemError } from '../api/client';
import { getLatestLighthouseRun, getLighthouseRun, requestLighthouseReport } from '../api/lighthouse';
import { POLL_INTERVAL_MS } from '../lib/constants';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** The Lighthouse report of a website and "Run again". */
export interface LighthouseReport {
  /** The latest finished run (undefined while loading or when there is none). */
  latest: LighthouseRun | undefined;
  /** Loading the latest run; `missing` = 404, no report yet. */
  loading: boolean;
  missing: boolean;
  loadError: ProblemError | null;
  /** The run started by {@link run} while it is queued or running, or once it failed. */
  pending: LighthouseRun | null;
  /** Why starting a run failed (401, 402, 405… problem details). */
  startError: ProblemError | null;
  starting: boolean;
  /** Requests a run (`fresh`: even when a report younger than 24 h exists). */
  run: (fresh: boolean) => void;
  /** Loads the latest run again. */
  reload: () => void;
}

/**
 * The latest Lighthouse run of `url`, and starting a new one: POST report → poll its status every second while it is
 * queued or running → once done, reload the latest run and the website result (its scores). Polling belongs to the
 * component using the hook.
 */
export function useLighthouseReport(url: string, domain: string | null): LighthouseReport {
  const queryClient = useQueryClient();
  const [runId, setRunId] = useState<string | null>(null);
  const latestQuery = useQuery<LighthouseRun, ProblemError>({
    queryKey: queryKeys.lighthouseLatest(url),
    queryFn: ({ signal }) => getLatestLighthouseRun(url, signal),
    enabled: url !== '',
    retry: retryUnlessClientError,
  });

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.lighthouseLatest(url) });
    if (domain) await queryClient.invalidateQueries({ queryKey: queryKeys.website(domain) });
  };

  const mutation = useMutation<LighthouseRun, ProblemError, boolean>({
    mutationFn: (fresh) => requestLighthouseReport(url, fresh),
    onSuccess: async (run) => {
      if (run.status === 'done') {
        setRunId(null);
        await refresh();
      } else setRunId(run.id);
    },
  });

  const runQuery = useQuery<LighthouseRun, ProblemError>({
    queryKey: queryKeys.lighthouseRun(runId ?? ''),
    enabled: runId !== null,
    queryFn: async ({ signal }) => {
      const run = await getLighthouseRun(runId as string, signal);
      if (run.status === 'done') await refresh();
      return run;
    },
    refetchInterval: (query) =>
      query.state.data && (query.state.data.status === 'done' || query.state.data.status === 'failed')
        ? false
        : POLL_INTERVAL_MS,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });

  const polled = runQuery.data ?? (mutation.data && mutation.data.status !== 'done' ? mutation.data : null);
  const pending = runId !== null && polled && polled.status !== 'done' ? polled : null;
  const missing = latestQuery.error?.status === 404;
  return {
    latest: latestQuery.data,
    loading: latestQuery.isPending && url !== '',
    missing,
    loadError: missing ? null : latestQuery.error,
    pending,
    startError: mutation.error,
    starting: mutation.isPending,
    run: (fresh) => mutation.mutate(fresh),
    reload: () => void latestQuery.refetch(),
  };
}
