import { useSyncExternalStore } from 'react';
import { updateStore } from '../update-store';

/** Whether a new version of the app waits for the student to load it. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(updateStore.subscribe, updateStore.isAvailable, () => false);
}
