import { Component, type ErrorInfo, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';

interface State {
  failed: boolean;
}

/**
 * A chart that cannot be shown (its code did not download on a dropped connection, or drawing it
 * failed) leaves a line saying so, in its own place: the rest of the analysis stays, and the
 * same figures are in the table beside it.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Chart failed', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Typography role="status" color="text.secondary">
        Grafik tidak dapat dimuat. Angkanya ada di tabel; muat ulang halaman untuk mencoba lagi.
      </Typography>
    );
  }
}
