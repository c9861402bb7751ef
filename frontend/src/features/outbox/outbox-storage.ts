import type { Submission } from '@piba/shared';

/** A submission as the outbox keeps it: always with its submission_id, the same on every try. */
export type OutboxSubmission = Submission & { submission_id: string };

export interface OutboxEntry {
  submission: OutboxSubmission;
  /** Failed tries so far. */
  failures: number;
  /** No send before this time (epoch ms). */
  notBefore: number;
  /** The wait came from the server's Retry-After, so coming back online does not cut it short. */
  serverAsked?: boolean;
  /** A tab sending the entry holds it until this time, so other tabs do not send it as well. */
  leaseUntil?: number;
  leaseOwner?: string;
}

/**
 * One localStorage key per entry, not one array: two tabs writing at the same moment then never
 * overwrite each other's entries (localStorage has no transactions across tabs).
 */
export const ENTRY_PREFIX = 'piba.outbox.';
/** submission_id → when the server confirmed it; tells the tab that made it (the pre/post rule). */
export const SAVED_PREFIX = 'piba.saved.';
const SAVED_KEEP_MS = 24 * 60 * 60 * 1000;

// When storage is blocked or full, the outbox still lives as long as the page does.
const memory = new Map<string, string>();
let useMemory = false;

/** Keeps what the storage still lets us read (e.g. when it is full), then carries on in memory. */
function switchToMemory(): void {
  try {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith('piba.')) memory.set(key, window.localStorage.getItem(key) ?? '');
    }
  } catch {
    // Nothing readable: start empty.
  }
  useMemory = true;
}

function get(key: string): string | null {
  if (!useMemory) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      switchToMemory();
    }
  }
  return memory.get(key) ?? null;
}

function set(key: string, value: string | null): void {
  if (!useMemory) {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
      return;
    } catch {
      switchToMemory();
    }
  }
  if (value === null) memory.delete(key);
  else memory.set(key, value);
}

function keys(): string[] {
  if (useMemory) return [...memory.keys()];
  try {
    return Array.from({ length: window.localStorage.length }, (_, i) =>
      window.localStorage.key(i),
    ).filter((key): key is string => key !== null);
  } catch {
    switchToMemory();
    return [...memory.keys()];
  }
}

export function readEntry(id: string): OutboxEntry | null {
  try {
    const entry = JSON.parse(get(ENTRY_PREFIX + id) ?? 'null') as OutboxEntry | null;
    return entry?.submission?.submission_id === id ? entry : null;
  } catch {
    return null;
  }
}

export function writeEntry(entry: OutboxEntry): void {
  set(ENTRY_PREFIX + entry.submission.submission_id, JSON.stringify(entry));
}

export function removeEntry(id: string): void {
  set(ENTRY_PREFIX + id, null);
}

/** Every readable entry; a corrupted one is ignored. */
export function readEntries(): OutboxEntry[] {
  return keys()
    .filter((key) => key.startsWith(ENTRY_PREFIX))
    .map((key) => readEntry(key.slice(ENTRY_PREFIX.length)))
    .filter((entry) => entry !== null);
}

export function markSaved(id: string, now = Date.now()): void {
  set(SAVED_PREFIX + id, String(now));
}

export function isSaved(id: string): boolean {
  return get(SAVED_PREFIX + id) !== null;
}

/** Confirmations only matter to tabs still open; a day is plenty. */
export function forgetOldConfirmations(now = Date.now()): void {
  for (const key of keys().filter((key) => key.startsWith(SAVED_PREFIX))) {
    if (!(now - Number(get(key)) < SAVED_KEEP_MS)) set(key, null);
  }
}
