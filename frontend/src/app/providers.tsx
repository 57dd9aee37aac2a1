import type { ReactNode } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
// The ES module (the one antd itself uses as its default locale), not the CommonJS `antd/locale/en_US`.
import enUS from 'antd/es/locale/en_US';
import { isProblemError } from '../api/client';
import { authDialog } from '../state/auth-dialog-store';
import { useColorMode } from '../state/color-mode-store';
import { darkTheme, lightTheme } from '../lib/theme';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { skipAuthDialog?: boolean };
    mutationMeta: { skipAuthDialog?: boolean };
  }
}

/** Any 401 opens the sign-up dialog, unless the query or mutation handles it itself. */
function openDialogOn401(error: unknown, meta: { skipAuthDialog?: boolean } | undefined): void {
  if (meta?.skipAuthDialog || !isProblemError(error) || error.status !== 401) return;
  if (error.code === 'requires-recent-login') return;
  if (!authDialog.get().mode) authDialog.open('signup');
}

/**
 * The app's query client: results stay fresh for 30 s (so data a server render embedded is not fetched again
 * right away) and are not refetched on window focus. The browser makes one, where any 401 opens the sign-up
 * dialog; the server makes one per request (`server`), which only prefetches and leaves the dialog alone (its
 * store is shared by every request the server renders).
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    ...(server
      ? {}
      : {
          queryCache: new QueryCache({ onError: (error, query) => openDialogOn401(error, query.meta) }),
          mutationCache: new MutationCache({
            onError: (error, _variables, _context, mutation) => openDialogOn401(error, mutation.meta),
          }),
        }),
    defaultOptions: {
      // On the server, a prefetched failure (a 404) is rendered as such rather than as the loading state of a retry.
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, ...(server ? { retryOnMount: false } : {}) },
    },
  });
}

/** Query client, antd theme of the resolved colour mode (light or dark) and locale (en only). */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const mode = useColorMode();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={mode.value === 'dark' ? darkTheme : lightTheme} locale={enUS}>
        <AntApp component={false}>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
