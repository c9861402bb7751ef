import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { ErrorBoundary } from '../../../components/error-boundary';

const chartFailed = (
  <Typography role="status" color="textSecondary">
    Grafik tidak dapat dimuat. Angkanya ada di tabel; muat ulang halaman untuk mencoba lagi.
  </Typography>
);

/**
 * A chart that cannot be shown (its code did not download on a dropped connection, or drawing it
 * failed) leaves a line saying so, in its own place: the rest of the analysis stays, and the
 * same figures are in the table beside it.
 */
export function ChartBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary label="Chart failed" fallback={chartFailed}>
      {children}
    </ErrorBoundary>
  );
}
