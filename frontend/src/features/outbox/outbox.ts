/**
 * Every finished quiz reaches the server exactly once (docs/product.md, "Saving a result"): the
 * result is stored in localStorage before the first send, keeps its submission_id on every
 * retry, and leaves the outbox only when the server confirms it (201, or 200 for a repeat) or rejects it for good.
 *
 * A small outbox of our own rather than React Query's persisted paused mutations, for three
 * reasons. Size: `/` is held to 160 KB of gzipped JavaScript and had ~2.4 KB left; the two
 * persistence packages plus the hydration and mutation code they pull in weigh ~2.4 KB before
 * any code of ours, while this whole outbox adds ~1.6 KB. Reloads: only *paused* mutations are
 * persisted and resumed, so a save waiting out a 503 or a timeout (not paused: the browser is
 * online) is lost on reload. Tabs: a restored mutation knows neither whether another tab is
 * sending it nor which tab made it, and the pre/post rule (docs/product.md) flips isPretest
 * only in that tab.
 */
import type { Submission } from '@piba/shared';
import { saveResult } from './api/save-result';
import { outboxChanged, submissionSaved } from './outbox-events';
import * as storage from './outbox-storage';
import { outcomeOfFailure, type Outcome } from './retry-policy';
import { newUuid } from '../../lib/uuid';
import { rememberSubmission, settleSubmission } from '../student';

export type SubmissionStatus = 'saved' | 'waiting' | 'rejected';

/** Longer than a request may take (the API client gives up after 10 s). */
const LEASE_MS = 20_000;
/** Checked at least this often while something waits, whatever else happens. */
const MAX_IDLE_MS = 60_000;

const tabId = newUuid();
const sending = new Set<string>();
const rejected = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;
let running = false;

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
    if (outcome.kind === 'saved') submissionSaved();
  }
  outboxChanged();
}

async function send(id: string): Promise<void> {
  const entry = claim(id);
  if (!entry) return;
  let outcome: Outcome;
  try {
    const record = await saveResult(entry.submission);
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

/** Sets the timer for the next entry due; at least once a minute while anything waits. */
export function schedule(): void {
  clearTimeout(timer);
  timer = undefined;
  const entries = storage.readEntries();
  if (!running || entries.length === 0) return;
  const next = Math.min(
    ...entries.map((entry) => Math.max(entry.notBefore, entry.leaseUntil ?? 0)),
  );
  const delay = Math.min(Math.max(next - Date.now(), 250), MAX_IDLE_MS);
  timer = setTimeout(() => void flushOutbox(), delay);
}

/**
 * Stores the result, makes one try and resolves once that try has settled or `waitMs` has
 * passed, whichever comes first. Never rejects; later tries run on their own.
 */
export async function submitResult(input: Submission, waitMs = 5_000): Promise<string> {
  const submission = { ...input, submission_id: newUuid() };
  const id = submission.submission_id;
  storage.writeEntry({ submission, failures: 0, notBefore: 0 });
  // The result belongs to its own participant: if the next student has sat down by the time the
  // server confirms it, their test stage stays as it is.
  rememberSubmission(id, input.participant_id ?? null);
  outboxChanged();
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

export function isSending(id: string): boolean {
  return sending.has(id);
}

/** Timers run only while the app has started the outbox (tests and unmounts stop it). */
export function setRunning(on: boolean): void {
  running = on;
  if (on) schedule();
  else clearTimeout(timer);
}

/** A reload mid-send must not leave the entry locked for the next page. */
export function releaseLeases(): void {
  for (const id of sending) {
    const entry = storage.readEntry(id);
    if (entry?.leaseOwner === tabId) storage.writeEntry({ ...entry, leaseUntil: 0 });
  }
}
