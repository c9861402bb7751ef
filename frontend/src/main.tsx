import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  requestAccessStatusEarly,
  requestLessonPackEarly,
  requestTeacherPageDataEarly,
} from './app/start-requests';
import { AppProvider } from './app/provider';
import { AppRoutes, loadPageAt } from './app/router';
import { registerServiceWorker } from './features/app-update';

requestTeacherPageDataEarly(window.location);
requestLessonPackEarly(window.location);
requestAccessStatusEarly();

// Development (vite dev) and tests have no service worker: it would serve stale files there.
if (import.meta.env.PROD) registerServiceWorker();

// The page at the address is loaded before the first render, which draws it at once: a first
// render without it would draw its spinner first, and React then holds the page back for at least
// 300 ms. The loading text in index.html stays meanwhile. A failed download is the page's to
// report, as it renders. (Not a top-level await: the page's chunk imports this module's chunk,
// and would wait for it.)
void loadPageAt(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    // Drawn as a transition, the first render yields to the browser every few milliseconds
    // instead of holding it in one long task; the loading text in index.html stays until it is
    // done.
    startTransition(() =>
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <AppProvider>
            {/* wouter reads the browser's address itself: no router around the routes. */}
            <AppRoutes />
          </AppProvider>
        </StrictMode>,
      ),
    ),
  );
