// What other modules use of lesson packs: the stored tables, and the service that reads versions.
export { PACK_ENTITIES } from './pack.entities.js';
