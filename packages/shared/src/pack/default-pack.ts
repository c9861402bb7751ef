import type { PackDocument } from './document.js';
import document from '../packs/piba/pack.json' with { type: 'json' };

/**
 * PIBA's own lesson, the default pack: the document in `src/packs/piba/pack.json`, its drawings
 * in `src/packs/piba/drawings/`. A session without a pack of its own, and every route without a
 * session, shows this pack.
 */
export const defaultPackDocument = document as PackDocument;
