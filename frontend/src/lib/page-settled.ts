/**
 * How long after its load event a page counts as settled: its first screen drawn, its own
 * requests answered, on a slow school network and a two-core lab PC.
 */
export const SETTLE_AFTER_LOAD_MS = 3000;

/**
 * Runs `task` once the page has settled: its load event, SETTLE_AFTER_LOAD_MS, then a moment the
 * browser is idle. For work the student does not wait for (the service worker's install, the
 * lesson kept for offline), which would otherwise compete with the page for the network and CPU.
 */
export function whenPageSettled(task: () => void): void {
  // Safari has no requestIdleCallback: there, the next task.
  const canWaitForIdle = typeof window.requestIdleCallback === 'function';
  const idle = () =>
    canWaitForIdle
      ? window.requestIdleCallback(task, { timeout: 2000 })
      : window.setTimeout(task, 0);
  const wait = () => window.setTimeout(idle, SETTLE_AFTER_LOAD_MS);
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
}
