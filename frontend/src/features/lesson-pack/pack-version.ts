import { PACK_VERSION_PATTERN } from '@piba/shared';
import { API_BASE } from '../../lib/api-client';
import { tabStorage } from '../../lib/tab-storage';

/** The key the default pack's current version is asked for and kept by. */
export const DEFAULT_PACK_KEY = 'default';

/**
 * The pack version this tab's lesson comes from: the one bound to it by the session it joined, or
 * the default pack. A stored value that cannot be a version is ignored.
 */
export function currentPackKey(): string {
  const stored = tabStorage.get('packVersion');
  return stored && PACK_VERSION_PATTERN.test(stored) ? stored : DEFAULT_PACK_KEY;
}

/** Binds this tab to a session's pack version, or back to the default pack with null. */
export function savePackVersion(version: string | null): void {
  tabStorage.set('packVersion', version && PACK_VERSION_PATTERN.test(version) ? version : null);
}

/** Where a version's drawing is served from (immutable, cached for offline use). */
export const drawingUrl = (version: string, file: string) =>
  `${API_BASE}/pack-versions/${encodeURIComponent(version)}/drawings/${encodeURIComponent(file)}`;
