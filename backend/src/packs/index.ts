// What other modules use of lesson packs: the module, its stored tables, and the service that
// reads published versions.
export { PACK_ENTITIES } from './pack.entities.js';
export { PacksModule } from './packs.module.js';
export { type PackVersion, PackVersionsService } from './pack-versions.service.js';
export { DEFAULT_PACK_ID } from './default-pack-files.js';
