import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  requestAccessStatusEarly,
  requestLessonPackEarly,
  requestTeacherPageDataEarly,
} from './app/start-requests';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { registerServiceWorker } from './features/app-update';

requestTeacherPageDataEarly(window.location);
requestLessonPackEarly(window.location);
requestAccessStatusEarly();

// Drawn as a transition, the first render yields to the browser every few milliseconds instead of
// holding it in one long task; the loading text in index.html stays until it is done.
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        {/* wouter reads the browser's address itself: no router around the routes. */}
        <AppRoutes />
      </AppProvider>
    </StrictMode>,
  ),
);

// Development (vite dev) and tests have no service worker: it would serve stale files there.
if (import.meta.env.PROD) registerServiceWorker();
