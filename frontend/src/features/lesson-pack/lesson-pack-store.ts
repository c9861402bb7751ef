import { drawingFilesOf, type PackVersionBody } from '@piba/shared';
import { API_BASE, ApiError } from '../../lib/api-client';
import { getPackVersion, packVersionPath } from './api/get-pack-version';
import { currentPackKey, DEFAULT_PACK_KEY, drawingUrl } from './pack-version';

/** What the app holds of one pack version (or of `default`): asked for, in, or out of reach. */
export type PackEntry =
  | { status: 'loading'; settled: Promise<void> }
  | { status: 'ready'; pack: PackVersionBody }
  | { status: 'failed'; error: ApiError };

/**
 * The lesson packs this page has loaded, by version (and the default pack's current one under
 * `default` too). A published version never changes, so one answer serves the whole visit; the
 * student pages keep React Query out of their JavaScript, and this is all they need of it.
 */
const entries = new Map<string, PackEntry>();
const listeners = new Set<() => void>();
let changes = 0;

function set(key: string, entry: PackEntry) {
  entries.set(key, entry);
  changes += 1;
  for (const listener of listeners) listener();
}

export function subscribeToPacks(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever an entry does (for useSyncExternalStore). */
export const packsSnapshot = () => changes;

export const packEntry = (key: string): PackEntry | undefined => entries.get(key);

/**
 * Has the service worker keep a version for offline use: the pack (asked for again if it came
 * before the worker controlled the page, as on the very first visit) and its drawings, so that a
 * student who opened only the home page finds the slides offline later. The browser fetches them
 * when it is idle; with no service worker (tests, `vite dev`) nothing is done.
 */
function keepForOffline(key: string, pack: PackVersionBody) {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!worker) return;
  const cameThroughWorker = Boolean(worker.controller);
  const keep = () => {
    const paths = cameThroughWorker ? [] : [API_BASE + packVersionPath(key)];
    if (!cameThroughWorker && key !== pack.version)
      paths.push(API_BASE + packVersionPath(pack.version));
    paths.push(...drawingFilesOf(pack.document).map((file) => drawingUrl(pack.version, file)));
    for (const path of paths) fetch(path, { priority: 'low' }).catch(() => undefined);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(keep);
    else setTimeout(keep, 1_000);
  };
  if (cameThroughWorker) whenIdle();
  else worker.addEventListener('controllerchange', whenIdle, { once: true });
}

/**
 * Loads a pack version (or the default pack) unless it is in or on its way; a failed one is asked
 * for again. Resolves once it is in or has failed; never rejects.
 */
export function loadLessonPack(key: string = currentPackKey()): Promise<void> {
  const entry = entries.get(key);
  if (entry?.status === 'ready') return Promise.resolve();
  if (entry?.status === 'loading') return entry.settled;
  const settled = getPackVersion(key).then(
    (pack) => {
      set(key, { status: 'ready', pack });
      if (key === DEFAULT_PACK_KEY && !entries.has(pack.version))
        set(pack.version, { status: 'ready', pack });
      keepForOffline(key, pack);
    },
    (error: unknown) =>
      set(key, {
        status: 'failed',
        error: error instanceof ApiError ? error : new ApiError(0, String(error)),
      }),
  );
  set(key, { status: 'loading', settled });
  return settled;
}

/** Puts a pack in as if it had been loaded (tests; a page that already holds one). */
export function putLessonPack(key: string, pack: PackVersionBody): void {
  set(key, { status: 'ready', pack });
}

/** Forgets every pack (tests start from nothing). */
export function clearLessonPacks(): void {
  entries.clear();
  changes += 1;
}
