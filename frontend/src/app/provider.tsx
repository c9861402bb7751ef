import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { OutboxSync } from '../features/outbox/components/outbox-sync';
import { createQueryClient } from '../lib/react-query';
import { AppErrorBoundary } from './error-boundary';
import { theme } from './theme';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries). */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppErrorBoundary>
        <QueryClientProvider client={client}>
          <OutboxSync />
          {children}
        </QueryClientProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
