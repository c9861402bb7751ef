export { type PackSummary, usePacks } from './api/packs-api';
export { draftPath, PacksList } from './components/packs-list';
export { PackDraftPage } from './components/pack-draft-page';
export { shortVersion } from './components/versions-table';
