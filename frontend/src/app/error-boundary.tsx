import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { ErrorFallback } from './error-fallback';

interface Props {
  children: ReactNode;
  title?: string;
  message?: string;
}

/** The whole app's, or a whole page's: the Indonesian error page in place of what failed. */
export function AppErrorBoundary({ children, title, message }: Props) {
  return (
    <ErrorBoundary
      label="Unhandled UI error"
      fallback={<ErrorFallback title={title} message={message} />}
    >
      {children}
    </ErrorBoundary>
  );
}
