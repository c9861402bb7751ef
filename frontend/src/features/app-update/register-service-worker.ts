import { Workbox } from 'workbox-window';
import { whenPageSettled } from '../../lib/page-settled';
import { updateStore } from './update-store';

/** How often an open app asks the server for a new version, besides when it starts. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Registers the service worker built with the app (production builds only: main.tsx), which
 * keeps the student pages working without a connection, once the page has settled. Its first
 * install downloads the whole student app (some 300 KB): begun with the page, it competed with
 * the page's own requests (the lesson, its pictures) on a slow school network and for the CPU of
 * a two-core lab PC (docs/benchmarks.md, "The service worker after the page"). A new version
 * downloads in the background and waits: the page reloads only when the student presses
 * "Muat ulang", never by itself, so a quiz in progress is never lost.
 */
export function registerServiceWorker(): void {
  if ('serviceWorker' in navigator) whenPageSettled(register);
}

function register(): void {
  const workbox = new Workbox('/sw.js');
  const reload = () => window.location.reload();

  workbox.addEventListener('waiting', () => {
    updateStore.offer(() => {
      workbox.addEventListener('controlling', reload);
      workbox.messageSkipWaiting();
    });
  });
  // Another tab loaded the new version: this page's old files are no longer cached.
  workbox.addEventListener('controlling', (event) => {
    if (event.isExternal) updateStore.offer(reload);
  });

  const checkForUpdate = () => {
    // Offline the check fails; the next one runs when the connection returns.
    workbox.update().catch(() => undefined);
  };
  // The page itself came from the cache: ask at once whether a new version was deployed since.
  void workbox.register().then(checkForUpdate);
  window.setInterval(checkForUpdate, UPDATE_CHECK_MS);
  window.addEventListener('online', checkForUpdate);
  // When the student comes back to the tab (not when a new tab first shows: it just checked).
  let wasHidden = document.visibilityState === 'hidden';
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') wasHidden = true;
    else if (wasHidden) checkForUpdate();
  });
}
