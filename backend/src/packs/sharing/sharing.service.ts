import { randomBytes } from 'node:crypto';
import { BadRequestException, HttpException, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../common/unique-violation.js';
import { detectDrawingType, storedSvg, type StoredDrawing } from '../drawing-content.js';
import {
  PackDrawingEntity,
  PackEntity,
  PackVersionDrawingEntity,
  PackVersionEntity,
} from '../pack.entities.js';
import { packVersionId, sha256Hex } from '../pack-version-id.js';
import { type PackVersion, PackVersionsService } from '../pack-versions.service.js';
import { gift } from './gift.js';
import { moodleXml } from './moodle-xml.js';
import { PackImportError, readPackZip, writePackZip } from './pack-zip.js';

/** What an import answers: the pack that holds the version, and the version. */
export interface ImportedPack {
  id: string;
  version: string;
  answer_key_version: string;
  /** false when this server held the version already: nothing was added. */
  created: boolean;
}

/**
 * Lesson packs carried between servers (a version as a .zip) and to learning platforms (its
 * questions as Moodle XML or GIFT).
 */
@Injectable()
export class PackSharingService {
  constructor(
    private readonly versions: PackVersionsService,
    private readonly dataSource: DataSource,
  ) {}

  /** A published version as a .zip: its document and drawings, byte for byte as stored. */
  async exportZip(version: string): Promise<Buffer> {
    const found = await this.versions.require(version);
    const drawings = new Map<string, Buffer>();
    for (const file of (await this.versions.drawingsOf(version)).keys()) {
      drawings.set(file, (await this.versions.drawing(version, file)).bytes);
    }
    return writePackZip({ ...found, drawings });
  }

  async moodleXml(version: string): Promise<string> {
    return moodleXml(await this.versions.require(version));
  }

  async gift(version: string): Promise<string> {
    return gift(await this.versions.require(version));
  }

  /**
   * Stores a version exported by another server as a new pack, in one transaction: every check
   * runs before the first write, and a failure while writing leaves nothing behind. The version
   * id is computed anew and must be the one the zip names, so the same lesson is the same
   * version here as there. A version this server holds already is answered as it is.
   */
  async importZip(zip: Buffer): Promise<ImportedPack> {
    const contents = await readPackZip(zip).catch((error: unknown) => {
      throw error instanceof PackImportError ? new BadRequestException(error.message) : error;
    });
    const stored = new Map<string, StoredDrawing>();
    for (const [file, bytes] of contents.drawings)
      stored.set(file, await importedDrawing(file, bytes));
    const refs = [...stored].map(([file, drawing]): [string, string] => [
      file,
      sha256Hex(drawing.bytes),
    ]);
    const version = packVersionId(contents.document, refs);
    if (version !== contents.version) {
      throw new BadRequestException(
        `manifest.json names version ${contents.version}, but pack.json and the drawings make version ${version}: the zip was changed after export`,
      );
    }

    const existing = await this.versions.get(version);
    if (existing) return imported(existing, false);

    const id = `p-${randomBytes(5).toString('hex')}`;
    const now = new Date();
    await this.dataSource
      .transaction(async (manager) => {
        await manager.insert(PackEntity, {
          id,
          title: contents.document.title.slice(0, 200),
          is_default: false,
          created_at: now,
          updated_at: now,
        });
        for (const [file, drawing] of stored) {
          const sha256 = sha256Hex(drawing.bytes);
          if (!(await manager.existsBy(PackDrawingEntity, { sha256 }))) {
            await manager.insert(PackDrawingEntity, {
              sha256,
              content_type: drawing.contentType,
              bytes: drawing.bytes,
              width: drawing.width,
              height: drawing.height,
            });
          }
          await manager.insert(PackVersionDrawingEntity, { version, file, sha256 });
        }
        await manager.insert(PackVersionEntity, {
          version,
          pack_id: id,
          answer_key_version: contents.answerKeyVersion,
          document: JSON.stringify(contents.document),
          note: 'Diimpor dari berkas .zip',
          published_at: now,
          retired_at: null,
        });
      })
      .catch(async (error: unknown) => {
        // Another request imported the same version at the same moment: its pack holds it.
        const raced = isUniqueViolation(error) ? await this.versions.get(version) : null;
        if (!raced) throw error;
      });
    const saved = await this.versions.require(version);
    return imported(saved, saved.packId === id);
  }
}

const imported = (version: PackVersion, created: boolean): ImportedPack => ({
  id: version.packId,
  version: version.version,
  answer_key_version: version.answerKeyVersion,
  created,
});

/**
 * A drawing of an imported version as it is stored: SVG checked as an upload is, WebP kept as it
 * is (an export holds only what this server stores, so nothing is re-encoded and the version id
 * stays the same).
 */
async function importedDrawing(file: string, bytes: Buffer): Promise<StoredDrawing> {
  const type = detectDrawingType(bytes);
  if (type === 'svg') {
    try {
      return storedSvg(bytes);
    } catch (error) {
      const reason = error instanceof HttpException ? error.message : String(error);
      throw new BadRequestException(`drawings/${file}: ${reason}`);
    }
  }
  if (type === 'webp') {
    const { width, height } = await sharp(bytes)
      .metadata()
      .catch(() => {
        throw new BadRequestException(`drawings/${file} cannot be read as a WebP image`);
      });
    return {
      contentType: 'image/webp',
      bytes,
      width: width ?? null,
      height: height ?? null,
      extension: '.webp',
    };
  }
  throw new BadRequestException(
    `drawings/${file} is ${type ? `a ${type.toUpperCase()} image` : 'not an image'}; a pack's drawings are SVG or WebP, as a server exports them`,
  );
}
