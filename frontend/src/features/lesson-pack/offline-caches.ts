/**
 * The service worker's caches of the lesson (build-plugins/pwa.ts): every pack version loaded and
 * its drawings, and the default pack's current version. The page fills them too, when the pack
 * arrives before a worker controls it (lesson-pack-store.ts).
 */
export const PACK_VERSIONS_CACHE = 'piba-pack-versions';
export const DEFAULT_PACK_CACHE = 'piba-default-pack';
