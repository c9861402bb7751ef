import {
  answerKeyVersion,
  defaultPackDocument,
  type PackDocument,
  type PackVersionBody,
} from '@piba/shared';
import { clearLessonPacks, DEFAULT_PACK_KEY, putLessonPack } from '../features/lesson-pack';

/** The default pack's version in the tests (the server computes the real one from its files). */
export const DEFAULT_PACK_VERSION = 'd0d0d0d0d0d0d0d0';

/** A published version's body, as `GET /api/pack-versions/:version` answers it. */
export const packVersionBody = (document: PackDocument, version: string): PackVersionBody => ({
  version,
  answer_key_version: answerKeyVersion(document.questions),
  document,
});

export const defaultPackBody = packVersionBody(defaultPackDocument, DEFAULT_PACK_VERSION);

/**
 * What every test starts from (setup-tests.ts): the default pack already loaded, as the app has
 * it once `GET /api/pack-versions/default` answered, so a page needs no request for it.
 */
export function seedDefaultPack(): void {
  clearLessonPacks();
  putLessonPack(DEFAULT_PACK_KEY, defaultPackBody);
  putLessonPack(DEFAULT_PACK_VERSION, defaultPackBody);
}

/** A test's page finds nothing loaded and asks the server (a mocked fetch) for its pack. */
export const forgetLessonPacks = clearLessonPacks;
