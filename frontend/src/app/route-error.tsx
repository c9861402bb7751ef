import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from './error-fallback';

/** Router-level errors, e.g. a page chunk that failed to download after a redeploy or offline. */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  return (
    <ErrorFallback
      title="Halaman gagal dimuat"
      message="Periksa koneksi internetmu, lalu muat ulang halaman."
    />
  );
}
