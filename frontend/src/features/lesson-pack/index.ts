export { LessonPackUnavailable } from './components/lesson-pack-unavailable';
export { type LessonPackState, useLessonPack } from './hooks/use-lesson-pack';
export { clearLessonPacks, loadLessonPack, putLessonPack } from './lesson-pack-store';
export { currentPackKey, DEFAULT_PACK_KEY, drawingUrl, savePackVersion } from './pack-version';
