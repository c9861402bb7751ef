import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { requestPageDataEarly } from './app/early-requests';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { registerServiceWorker } from './features/app-update';

requestPageDataEarly(window.location);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);

// Development (vite dev) and tests have no service worker: it would serve stale files there.
if (import.meta.env.PROD) registerServiceWorker();
