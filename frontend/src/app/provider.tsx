import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { OutboxSync } from '../features/outbox';
import { QueryClientOverride } from '../lib/query-client-override';
import { AppErrorBoundary } from './error-boundary';
import { createStyleCache } from './style-cache';
import { theme } from './theme';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) for the teacher pages. */
  queryClient?: QueryClient;
}

const styleCache = createStyleCache();

export function AppProvider({ children, queryClient }: AppProviderProps) {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AppErrorBoundary>
          <QueryClientOverride.Provider value={queryClient}>
            <OutboxSync />
            {children}
          </QueryClientOverride.Provider>
        </AppErrorBoundary>
      </ThemeProvider>
    </CacheProvider>
  );
}
