import { useEffect, useSyncExternalStore } from 'react';
import type { PackVersionBody } from '@piba/shared';
import { loadLessonPack, packEntry, packsSnapshot, subscribeToPacks } from '../lesson-pack-store';
import { currentPackKey } from '../pack-version';

export type LessonPackState =
  | { status: 'loading' }
  | { status: 'ready'; pack: PackVersionBody }
  /** `offline`: no answer came (no connection, and the version was never kept on this device). */
  | { status: 'unavailable'; offline: boolean; retry: () => void };

/**
 * The lesson this tab shows: the pack version its session bound it to (tab storage's
 * `packVersion`), else the default pack's current version.
 */
export function useLessonPack(): LessonPackState {
  useSyncExternalStore(subscribeToPacks, packsSnapshot);
  const key = currentPackKey();
  const entry = packEntry(key);
  useEffect(() => {
    if (!packEntry(key)) void loadLessonPack(key);
  }, [key]);
  if (entry?.status === 'ready') return { status: 'ready', pack: entry.pack };
  if (entry?.status === 'failed') {
    return {
      status: 'unavailable',
      offline: entry.error.status === 0,
      retry: () => void loadLessonPack(key),
    };
  }
  return { status: 'loading' };
}
