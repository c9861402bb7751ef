export { usePacks } from './api/packs-api';
export { draftPath, PacksList } from './components/packs-list';
export { PackDraftPage } from './components/pack-draft-page';
