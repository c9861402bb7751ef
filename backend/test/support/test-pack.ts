import { type PackDocument } from '@piba/shared';
import { PackEntity } from '../../src/packs/pack.entities.js';
import { PackVersionsService } from '../../src/packs/pack-versions.service.js';
import type { TestApp } from './test-app.js';

/**
 * The default pack's document as a programme team's copy: another title, its questions renamed
 * `soal1`, `soal2`, … (so another answer-key version), the same drawings.
 */
export function copiedDocument(document: PackDocument, title: string): PackDocument {
  return {
    ...structuredClone(document),
    title,
    questions: document.questions.map((question, index) => ({
      ...structuredClone(question),
      name: `soal${index + 1}`,
    })),
  };
}

/**
 * Publishes `title`'s copy of the default pack, with `change` made to it, as a version of a pack of
 * its own (`packs` and its version, through `versions` or the app's PackVersionsService), and
 * answers the version.
 */
export async function publishCopy(
  testApp: TestApp,
  title: string,
  versions: PackVersionsService = testApp.app.get(PackVersionsService),
  change: (document: PackDocument) => PackDocument = (document) => document,
) {
  const packId = `p-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.slice(0, 40);
  const standard = await testApp.app.get(PackVersionsService).defaultVersion();
  const drawings = new Map(
    [...(await versions.drawingsOf(standard.version))].map(([file, sha256]) => [file, { sha256 }]),
  );
  const now = new Date();
  await testApp.dataSource
    .getRepository(PackEntity)
    .upsert({ id: packId, title, is_default: false, created_at: now, updated_at: now }, ['id']);
  const { version } = await versions.publish({
    packId,
    document: change(copiedDocument(standard.document, title)),
    drawings,
    note: title,
  });
  return version;
}
