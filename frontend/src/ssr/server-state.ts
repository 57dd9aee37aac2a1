import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { ProblemError } from '../api/client';
import type { InitialStoreState } from '../state/initial-state';

/** The id of the `<script type="application/json">` that carries {@link ServerState} in a server-rendered page. */
export const SERVER_STATE_ID = 'sl-server-state';

/** What a server render hands to the browser for hydration. */
export interface ServerState {
  /** The queries the route loaders prefetched: results, and the 404 answers the pages turn into "not found". */
  queries: DehydratedState;
  /** The stores' states the server rendered with (colour mode, cookie consent). */
  initial: InitialStoreState;
  /** The router's loader and action data (react-router hydration data, without errors). */
  router: Pick<HydrationState, 'loaderData' | 'actionData'>;
}

/** The `<script>` element carrying `state`, JSON with `<` escaped so that no `</script>` can end it early. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/**
 * Reads the {@link ServerState} of a server-rendered page (null when the page was not server-rendered). Query
 * errors travel as plain JSON; they are turned back into {@link ProblemError}s, which the pages inspect.
 */
export function readServerState(document: Document): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as ServerState;
  for (const query of state.queries.queries) {
    const error = query.state.error as { problem?: ProblemError['problem'] } | null;
    if (error?.problem) query.state.error = new ProblemError(error.problem);
  }
  return state;
}

/**
 * Puts the server's queries into the browser's query client. A query the server answered with an error (a 404:
 * unknown technology, article, website not analysed yet) is not retried on mount, so that the page hydrates showing
 * what the server rendered rather than a loading state.
 */
export function hydrateServerQueries(queryClient: QueryClient, state: ServerState): void {
  hydrate(queryClient, state.queries);
  for (const query of state.queries.queries) {
    if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}
