import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { InitialStateContext } from './state/initial-state';
import { createQueryClient, Providers } from './app/providers';
import { watchDeployments } from './app/deployment';
import { createAppRouter, loadMatchedPages } from './app/router';
import { hydrateServerQueries, readServerState } from './ssr/server-state';
import './app/global.css';

/**
 * Marks the document once React has hydrated (or first rendered) the app: `<html data-app-ready="true">`. Until then a
 * server-rendered page shows its content but its controls do nothing; the browser tests wait for this mark.
 */
function AppReadyMark(): null {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/**
 * Starts the app. A server-rendered page (see src/ssr/entry-server.tsx) is hydrated: with the server's data in the
 * query cache and the matched pages' modules loaded first, the first render equals the server's HTML. Otherwise
 * (`vite` dev server, or the server fell back to the bare shell) the app renders from scratch.
 * (An async function rather than a top-level await, which would make the bundler split the entry chunk.)
 */
async function start(): Promise<void> {
  const serverState = readServerState(document);
  const queryClient = createQueryClient();
  if (serverState) {
    hydrateServerQueries(queryClient, serverState);
    await loadMatchedPages(window.location.pathname);
  }
  const router = createAppRouter(serverState?.router);
  // This module is the entry chunk: its URL names the build this tab runs.
  watchDeployments(router, new URL(import.meta.url).pathname);
  const container = document.getElementById('root') as HTMLElement;
  const app = (
    <StrictMode>
      <InitialStateContext value={serverState?.initial ?? null}>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
          <AppReadyMark />
        </Providers>
      </InitialStateContext>
    </StrictMode>
  );
  if (serverState) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
