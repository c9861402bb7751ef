import { Workbox } from 'workbox-window';
import { updateStore } from './update-store';

/** How often an open app asks the server for a new version, besides on every page load. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Registers the service worker built with the app (production builds only: main.tsx), which
 * keeps the student pages working without a connection. A new version downloads in the
 * background and waits: the page reloads only when the student presses "Muat ulang", never by
 * itself, so a quiz in progress is never lost.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
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
  void workbox.register();
  window.setInterval(checkForUpdate, UPDATE_CHECK_MS);
  window.addEventListener('online', checkForUpdate);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}
