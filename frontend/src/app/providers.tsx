import type { ReactNode } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
// The ES module (the one antd itself uses as its default locale), not the CommonJS `antd/locale/en_US`.
import enUS from 'antd/es/locale/en_US';
import { isProblemError } from '../api/client';
import { authDialog } from '../state/auth-dialog-store';
import { useColorMode } from '../state/color-mode-store';
import { darkTheme, lightTheme } from '../lib/theme';
import { AntdScopeProvider, LightApp } from '../components/light-antd';

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

/**
 * The themes in antd's zero-runtime mode (`theme.zeroRuntime`, antd 6): components generate and register no styles
 * of their own — what a server render wants, whose page links antd's prebuilt stylesheet (`antdStylesheet` in
 * ssr/entry-server.tsx) and never reads the generated styles. Class names and markup are the same as with
 * {@link lightTheme} and {@link darkTheme}, which the browser keeps (its components add their styles at run time).
 */
const zeroRuntimeThemes: Record<'light' | 'dark', ThemeConfig> = {
  light: { ...lightTheme, zeroRuntime: true },
  dark: { ...darkTheme, zeroRuntime: true },
};

/**
 * Query client, antd theme of the resolved colour mode (light or dark) and locale (en only). `zeroRuntime`: the
 * server's render, antd's zero-runtime themes (see {@link zeroRuntimeThemes}). `plainMarkup`: a server render that
 * writes antd's simple components as plain markup (`components/light-antd.tsx`): {@link AntdScopeProvider} under the
 * theme, and antd's App as {@link LightApp}.
 */
export function Providers({
  queryClient,
  zeroRuntime = false,
  plainMarkup = false,
  children,
}: {
  queryClient: QueryClient;
  zeroRuntime?: boolean;
  plainMarkup?: boolean;
  children: ReactNode;
}) {
  const mode = useColorMode();
  const theme = zeroRuntime ? zeroRuntimeThemes[mode.value] : mode.value === 'dark' ? darkTheme : lightTheme;
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={enUS}>
        {plainMarkup ? (
          <AntdScopeProvider>
            <LightApp>{children}</LightApp>
          </AntdScopeProvider>
        ) : (
          <AntApp component={false}>{children}</AntApp>
        )}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
