/**
 * Every finished quiz reaches the server exactly once (issue 6): the result is stored in
 * localStorage before the first send, keeps its submission_id on every retry, and leaves the
 * outbox only when the server confirms it (201, or 200 for a repeat) or rejects it for good.
 *
 * A small outbox of our own rather than React Query's persisted paused mutations: those need
 * two more packages (about 3 KB gzipped, and `/` has ~2 KB left under its 160 KB budget), persist
 * only mutations that are paused (a save waiting out a 503 is not, and is lost on reload), do
 * not honour Retry-After, and know nothing of other tabs or of which tab made a result.
 */
import { readPendingSubmissions, rememberSubmission, settleSubmission } from '../../lib/session';
import type { HistoryRecordInput } from '../../lib/history-contract';
import { createHistoryRecord } from './api/create-history-record';
import * as storage from './outbox-storage';
import { outcomeOfFailure, type Outcome } from './retry-policy';
import { newSubmissionId } from './submission-id';

export type SubmissionStatus = 'saved' | 'waiting' | 'rejected';

/** Longer than a request may take (the API client gives up after 10 s). */
const LEASE_MS = 20_000;
/** Checked at least this often while something waits, whatever else happens. */
const MAX_IDLE_MS = 60_000;

const tabId = newSubmissionId();
const sending = new Set<string>();
const rejected = new Set<string>();
const listeners = new Set<() => void>();
const savedListeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let starts = 0;

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Takes the entry for this tab unless another tab is sending it right now. */
function claim(id: string, now = Date.now()): storage.OutboxEntry | null {
  const entry = storage.readEntry(id);
  if (!entry || sending.has(id)) return null;
  if (entry.leaseOwner !== tabId && (entry.leaseUntil ?? 0) > now) return null;
  storage.writeEntry({ ...entry, leaseOwner: tabId, leaseUntil: now + LEASE_MS });
  sending.add(id);
  return entry;
}

function settle(entry: storage.OutboxEntry, outcome: Outcome): void {
  const id = entry.submission.submission_id;
  if (outcome.kind === 'retry') {
    const current = storage.readEntry(id);
    // Another tab may have saved it meanwhile; never bring it back.
    if (current && !storage.isSaved(id)) {
      const failures = current.failures + 1;
      storage.writeEntry({
        submission: current.submission,
        failures,
        notBefore: Date.now() + outcome.delayMs,
        serverAsked: outcome.fromServer,
      });
      const seconds = Math.round(outcome.delayMs / 1000);
      console.warn(
        `Hasil quiz belum terkirim (percobaan ${failures}), dicoba lagi dalam ${seconds} detik.`,
        outcome.error,
      );
    }
  } else {
    if (outcome.kind === 'saved') storage.markSaved(id);
    else {
      rejected.add(id);
      console.error(
        'Hasil quiz ditolak server dan tidak akan dikirim ulang:',
        outcome.error,
        entry.submission,
      );
    }
    storage.removeEntry(id);
    settleSubmission(id, outcome.kind === 'saved');
    if (outcome.kind === 'saved') savedListeners.forEach((listener) => listener());
  }
  notify();
}

async function send(id: string): Promise<void> {
  const entry = claim(id);
  if (!entry) return;
  let outcome: Outcome;
  try {
    const record = await createHistoryRecord(entry.submission);
    // A captive portal or proxy can answer 200 with a page of its own: that is not a save.
    outcome =
      record !== null && typeof record === 'object'
        ? { kind: 'saved' }
        : outcomeOfFailure(new Error('Jawaban server bukan catatan hasil.'), entry.failures + 1);
  } catch (error) {
    outcome = outcomeOfFailure(error, entry.failures + 1);
  } finally {
    sending.delete(id);
  }
  settle(entry, outcome);
  schedule();
}

/** Sends every entry that is due; `now` also sends those only waiting out our own backoff. */
export function flushOutbox(mode: 'due' | 'now' = 'due'): Promise<void> {
  const now = Date.now();
  const due = storage
    .readEntries()
    .filter((entry) => entry.notBefore <= now || (mode === 'now' && !entry.serverAsked));
  const sends = due.map((entry) => send(entry.submission.submission_id));
  schedule();
  return Promise.all(sends).then(() => undefined);
}

function schedule(): void {
  clearTimeout(timer);
  timer = undefined;
  const entries = storage.readEntries();
  if (starts === 0 || entries.length === 0) return;
  const next = Math.min(
    ...entries.map((entry) => Math.max(entry.notBefore, entry.leaseUntil ?? 0)),
  );
  const delay = Math.min(Math.max(next - Date.now(), 250), MAX_IDLE_MS);
  timer = setTimeout(() => void flushOutbox(), delay);
}

/** SPEC §4 for results of this tab that another tab settled, or that vanished. */
function applyConfirmations(): void {
  for (const id of readPendingSubmissions()) {
    if (storage.isSaved(id)) settleSubmission(id, true);
    else if (!storage.readEntry(id) && !sending.has(id)) settleSubmission(id, false);
  }
}

/**
 * Stores the result, makes one attempt and resolves once that attempt has settled or
 * `waitMs` has passed, whichever comes first. Never rejects; later attempts run on their own.
 */
export async function submitResult(input: HistoryRecordInput, waitMs = 5_000): Promise<string> {
  const submission = { ...input, submission_id: newSubmissionId() };
  const id = submission.submission_id;
  storage.writeEntry({ submission, failures: 0, notBefore: 0 });
  rememberSubmission(id);
  notify();
  let waited: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([send(id), new Promise((resolve) => (waited = setTimeout(resolve, waitMs)))]);
  clearTimeout(waited);
  return id;
}

export function submissionStatus(id: string): SubmissionStatus {
  if (storage.isSaved(id)) return 'saved';
  if (rejected.has(id) || !storage.readEntry(id)) return 'rejected';
  return 'waiting';
}

export function waitingCount(): number {
  return storage.readEntries().length;
}

export function subscribeToOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onSubmissionSaved(listener: () => void): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}

function onStorage(event: StorageEvent): void {
  const key = event.key;
  if (
    key !== null &&
    !key.startsWith(storage.ENTRY_PREFIX) &&
    !key.startsWith(storage.SAVED_PREFIX)
  )
    return;
  if (key?.startsWith(storage.SAVED_PREFIX) && event.newValue !== null)
    savedListeners.forEach((listener) => listener());
  applyConfirmations();
  schedule();
  notify();
}

const onOnline = () => void flushOutbox('now');
const onVisible = () => document.visibilityState === 'visible' && void flushOutbox();

/** A reload mid-send must not leave the entry locked for the next page. */
function releaseLeases(): void {
  for (const id of sending) {
    const entry = storage.readEntry(id);
    if (entry?.leaseOwner === tabId) storage.writeEntry({ ...entry, leaseUntil: 0 });
  }
}

/** Runs the outbox while the app is open: now, on reconnect, on return to the tab, on a timer. */
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
    clearTimeout(timer);
  };
}
