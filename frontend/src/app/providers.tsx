import type { ReactNode } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
// The ES module (the one antd itself uses as its default locale), not the CommonJS `antd/locale/en_US`.
import enUS from 'antd/es/locale/en_US';
import { isProblemError } from '../api/client';
import { authDialog } from './auth-dialog-store';
import { useColorMode } from './color-mode-store';
import { darkTheme, lightTheme } from './theme';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { skipAuthDialog?: boolean };
    mutationMeta: { skipAuthDialog?: boolean };
  }
}

/** Any 401 opens the sign-up dialog (spec §8), unless the query or mutation handles it itself. */
function openDialogOn401(error: unknown, meta: { skipAuthDialog?: boolean } | undefined): void {
  if (meta?.skipAuthDialog || !isProblemError(error) || error.status !== 401) return;
  if (error.code === 'requires-recent-login') return;
  if (!authDialog.get().mode) authDialog.open('signup');
}

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => openDialogOn401(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => openDialogOn401(error, mutation.meta),
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false },
  },
});

/** Query client, antd theme of the resolved colour mode (light or dark) and locale (en only, spec §1). */
export function Providers({ children }: { children: ReactNode }) {
  const mode = useColorMode();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={mode.value === 'dark' ? darkTheme : lightTheme} locale={enUS}>
        <AntApp component={false}>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
