import { useSyncExternalStore } from 'react';

/**
 * The summary and everything below it (the programme view, the classes, the questions, the
 * designs, the students and the methods) are a chunk of their own: a first visit downloads what
 * the first screen shows, and the rest when it is wanted. It is wanted as soon as the reader
 * scrolls near it, touches, clicks or types anywhere on the page (any of which may come before a
 * print), or the page is printed. "Cetak laporan" waits until it is drawn before it opens the print dialog; the
 * browser's own print (Ctrl+P with nothing done before it) cannot wait, and prints what is
 * loaded by then, the rest as its loading line.
 */
const importDetails = () => import('./components/report-details');
let loading: ReturnType<typeof importDetails> | null = null;

/** The chunk, downloaded once; a failed download is tried again on the next call. */
export function loadReportDetails() {
  loading ??= importDetails().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

let wanted = false;
const listeners = new Set<() => void>();

/** Asks every report on the page to draw its details (and so to download their code). */
export function wantReportDetails() {
  if (wanted) return;
  wanted = true;
  void loadReportDetails().catch(() => {
    // The report's own boundary says so when it draws the details.
  });
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the details have been asked for on this page. */
export const useReportDetailsWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );

/** Reports on screen; "Cetak laporan" waits for the details only when there is one. */
let reportsShown = 0;
let markDrawn: () => void = () => {};
let drawn = Promise.resolve();

/** Counts a report on screen until the returned function is called. */
export function reportShown() {
  if (reportsShown === 0) drawn = new Promise<void>((resolve) => (markDrawn = resolve));
  reportsShown += 1;
  return () => {
    reportsShown -= 1;
  };
}

/** Called by the details once they are on screen. */
export function reportDetailsDrawn() {
  markDrawn();
}

/** The longest "Cetak laporan" waits for the details (a slow or dropped connection). */
const PRINT_WAIT_MS = 10_000;

/**
 * "Cetak laporan": the whole report on paper. The details are asked for and drawn first (they are
 * drawn in full for paper once printing starts); if they cannot be downloaded, the page is printed
 * as it is.
 */
export async function printReport() {
  if (reportsShown > 0) {
    wantReportDetails();
    await Promise.race([
      loadReportDetails().then(() => drawn),
      new Promise((resolve) => setTimeout(resolve, PRINT_WAIT_MS)),
    ]).catch(() => {});
  }
  window.print();
}
