import { drawingFilesOf, type PackVersionBody } from '@piba/shared';
import { API_BASE, ApiError } from '../../lib/api-client';
import { whenPageSettled } from '../../lib/page-settled';
import { getPackVersion, packVersionPath } from './api/get-pack-version';
import { DEFAULT_PACK_CACHE, PACK_VERSIONS_CACHE } from './offline-caches';
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
 * Keeps a version for offline use: the pack and its drawings, so that a student who opened only
 * the home page finds the slides offline later. Done once the page has settled, as the service
 * worker registers, into the worker's caches: the pack the page holds, unless the cache has it,
 * and each drawing the cache lacks, fetched (through the worker, once it controls the page). The
 * pack is put in even under a worker: a worker that took control after the pack arrived (the
 * first visit; on a busy school server, even before the page settled) never saw it pass, and a
 * student whose connection dropped then would have no lesson. Without Cache Storage or service
 * workers (tests, plain HTTP on a school's network) nothing is done.
 */
function keepForOffline(key: string, pack: PackVersionBody) {
  if (typeof window === 'undefined' || !('caches' in window) || !navigator.serviceWorker) return;
  const drawings = drawingFilesOf(pack.document).map((file) => drawingUrl(pack.version, file));
  const keep = async () => {
    // A Response is read once: one for each cache, from one serialised body.
    const body = JSON.stringify(pack);
    const answer = () => new Response(body, { headers: { 'Content-Type': 'application/json' } });
    if (key === DEFAULT_PACK_KEY)
      await (await caches.open(DEFAULT_PACK_CACHE)).put(API_BASE + packVersionPath(key), answer());
    const versions = await caches.open(PACK_VERSIONS_CACHE);
    const packPath = API_BASE + packVersionPath(pack.version);
    if (!(await versions.match(packPath))) await versions.put(packPath, answer());
    await Promise.all(
      drawings.map(async (path) => {
        if (await versions.match(path)) return;
        const drawing = await fetch(path, { priority: 'low' });
        if (drawing.ok) await versions.put(path, drawing);
      }),
    );
  };
  whenPageSettled(() => void keep().catch(() => undefined));
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
