import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalyzeStatus } from '@stacklens/contracts';
import { ProblemError } from '../api/client';
import { getAnalysisStatus, getWebsite, startAnalysis } from '../api/websites';
import { authDialog } from '../state/auth-dialog-store';
import { pendingAnalysis } from '../state/pending-analysis';
import { POLL_INTERVAL_MS } from '../lib/constants';
import { queryKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';
import { useGetUser } from './use-get-user';

/** Analysis status: null (idle), fetching, accepted (polling), success, failure. */
export type AnalysisState = null | 'fetching' | 'accepted' | 'success' | 'failure';

/** 200, and 408 (timed out with partial results), count as success. */
export function isSuccessfulStatusCode(statusCode: number | null): boolean {
  return statusCode === 200 || statusCode === 408;
}

export interface AnalyzeWebsite {
  state: AnalysisState;
  /** Latest polled status (stage, statusCode, statusResult, errorCode). */
  status: AnalyzeStatus | undefined;
  /** Why starting or polling failed (problem details of the API), when it did. */
  error: ProblemError | null;
  start: () => void;
}

/**
 * Starts an analysis of `url` and follows it: POST analyze → poll the status every 1000 ms while it runs →
 * on 200/408 reload the website result with a cache-busting `t` (and its history and similar websites).
 * Polling belongs to the component that uses the hook, so leaving the page stops it. A server render gets the idle
 * state ({@link SERVER_ANALYSIS}).
 */
export function useAnalyzeWebsite(target: { url: string; domain: string }): AnalyzeWebsite {
  // A build-time constant: each build calls the same hooks on every render.
  return import.meta.env.SSR ? SERVER_ANALYSIS : useBrowserAnalysis(target);
}

/**
 * A server render's analysis: idle. An analysis starts from a click and is followed by polling, both in the
 * browser, which hydrates with this same idle state; the server creates no mutation or status observer for it.
 */
const SERVER_ANALYSIS: AnalyzeWebsite = Object.freeze({
  state: null,
  status: undefined,
  error: null,
  start: () => undefined,
});

/** {@link useAnalyzeWebsite} in the browser. */
function useBrowserAnalysis(target: { url: string; domain: string }): AnalyzeWebsite {
  const queryClient = useQueryClient();
  const [analysisId, setAnalysisId] = useState<string | null>(null);

  const mutation = useMutation<{ id: string }, ProblemError, string>({
    mutationFn: startAnalysis,
    meta: { skipAuthDialog: true },
    onSuccess: ({ id }) => setAnalysisId(id),
    // The user's usage (or verification state) may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });

  const refreshResult = useCallback(async () => {
    const t = Date.now();
    try {
      await queryClient.fetchQuery({
        queryKey: queryKeys.website(target.domain),
        queryFn: ({ signal }) => getWebsite(target.domain, { t, signal }),
        staleTime: 0,
        retry: 2,
      });
    } catch {
      // The page shows the website query's own error state.
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.all.scoreHistory }),
      queryClient.invalidateQueries({ queryKey: queryKeys.all.technologyHistory }),
      queryClient.invalidateQueries({ queryKey: queryKeys.all.similarRanked }),
    ]);
  }, [queryClient, target.domain]);

  const statusQuery = useQuery<AnalyzeStatus, ProblemError>({
    queryKey: queryKeys.analysisStatus(analysisId ?? ''),
    enabled: analysisId !== null,
    queryFn: async ({ signal }) => {
      const status = await getAnalysisStatus(analysisId as string, signal);
      // Reload before reporting success, so the page never shows a finished analysis without its result.
      if (!status.running && isSuccessfulStatusCode(status.statusCode)) await refreshResult();
      return status;
    },
    refetchInterval: (query) => (query.state.data && !query.state.data.running ? false : POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    staleTime: Infinity,
    gcTime: 0,
    retry: retryUnlessClientError,
  });

  const { mutate } = mutation;
  const start = useCallback(() => {
    setAnalysisId(null);
    mutate(target.url, {
      onError: (error) => {
        // 401: the sign-up dialog opens; after a successful sign-in the analysis of this URL reruns —
        // in memory for the email dialog, through sessionStorage across a Google/GitHub redirect.
        if (error.status === 401) {
          pendingAnalysis.remember(target.url);
          authDialog.open('signup', {
            afterSignIn: () => {
              pendingAnalysis.clear();
              mutate(target.url);
            },
          });
        }
      },
    });
  }, [mutate, target.url]);

  // Back from a Google/GitHub sign-in that followed a 401 on this address: rerun the analysis once.
  const { data: user } = useGetUser();
  useEffect(() => {
    if (user && pendingAnalysis.take(target.url)) mutate(target.url);
  }, [user, mutate, target.url]);

  const status = statusQuery.data;
  let state: AnalysisState = null;
  let error: ProblemError | null = null;
  if (mutation.isPending) state = 'fetching';
  else if (mutation.isError) {
    state = 'failure';
    error = mutation.error;
  } else if (analysisId !== null) {
    if (statusQuery.isError && !status) {
      state = 'failure';
      error = statusQuery.error;
    } else if (!status || status.running) state = 'accepted';
    else state = isSuccessfulStatusCode(status.statusCode) ? 'success' : 'failure';
  }

  return { state, status, error, start };
}
