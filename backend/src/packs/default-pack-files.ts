import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { drawingFilesOf, type PackDocument } from '@piba/shared';
import { storedSvg, type StoredDrawing } from './drawing-content.js';

/** The default pack's id: PIBA's own lesson. */
export const DEFAULT_PACK_ID = 'piba';
export const DEFAULT_PACK_NOTE = 'Paket bawaan PIBA';

/**
 * The folder of the default pack's files in @piba/shared (`src/packs/piba`): the repository's in
 * development and tests, the copy the image holds beside the package's build in production.
 */
export function defaultPackFolder(): string {
  const packageJson = createRequire(import.meta.url).resolve('@piba/shared/package.json');
  return join(dirname(packageJson), 'src', 'packs', DEFAULT_PACK_ID);
}

export interface PackFiles {
  document: PackDocument;
  /** Each drawing the document names, by file name. */
  drawings: Map<string, StoredDrawing>;
}

/** The default pack's document and the drawings it names, read from disk. */
export async function readDefaultPack(folder = defaultPackFolder()): Promise<PackFiles> {
  const document = JSON.parse(await readFile(join(folder, 'pack.json'), 'utf8')) as PackDocument;
  const drawings = new Map<string, StoredDrawing>();
  for (const file of drawingFilesOf(document)) {
    const bytes = await readFile(join(folder, 'drawings', file));
    drawings.set(file, storedSvg(bytes));
  }
  return { document, drawings };
}
