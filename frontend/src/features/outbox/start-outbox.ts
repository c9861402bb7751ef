import { flushOutbox, isSending, releaseLeases, schedule, setRunning } from './outbox';
import { outboxChanged, submissionSaved } from './outbox-events';
import * as storage from './outbox-storage';
import { readPendingSubmissions, settleSubmission } from '../student';

let starts = 0;

/** The pre/post rule (docs/product.md) for this tab's results that another tab settled or lost. */
function applyConfirmations(): void {
  for (const id of readPendingSubmissions()) {
    if (storage.isSaved(id)) settleSubmission(id, true);
    else if (!storage.readEntry(id) && !isSending(id)) settleSubmission(id, false);
  }
}

/** Another tab of this browser added, sent or saved a result. */
function onStorage({ key, newValue }: StorageEvent): void {
  const ours = key?.startsWith(storage.ENTRY_PREFIX) || key?.startsWith(storage.SAVED_PREFIX);
  if (key !== null && !ours) return;
  if (key?.startsWith(storage.SAVED_PREFIX) && newValue !== null) submissionSaved();
  applyConfirmations();
  schedule();
  outboxChanged();
}

const onOnline = () => void flushOutbox('now');
const onVisible = () => document.visibilityState === 'visible' && void flushOutbox();

/**
 * Runs the outbox while the app is open, on every page: at once (a result left by an earlier
 * page load), on reconnect, on return to the tab, and on a timer. Returns the stop function.
 */
export function startOutbox(): () => void {
  let stopped = false;
  starts += 1;
  if (starts === 1) {
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', onStorage);
    window.addEventListener('pagehide', releaseLeases);
    document.addEventListener('visibilitychange', onVisible);
    storage.forgetOldConfirmations();
    applyConfirmations();
    setRunning(true);
    void flushOutbox('now');
  }
  return () => {
    if (stopped) return;
    stopped = true;
    starts -= 1;
    if (starts > 0) return;
    window.removeEventListener('online', onOnline);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pagehide', releaseLeases);
    document.removeEventListener('visibilitychange', onVisible);
    setRunning(false);
  };
}
