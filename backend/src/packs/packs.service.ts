import { randomBytes } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import {
  checkPack,
  drawingFilesOf,
  PACK_FORMAT,
  type PackDocument,
  type PackProblem,
  publishBlockers,
  validatePackDocument,
} from '@piba/shared';
import { isUniqueViolation } from '../common/unique-violation.js';
import { DEFAULT_PACK_ID } from './default-pack-files.js';
import { storedDrawing } from './drawing-content.js';
import {
  fieldMessages,
  notFoundPack,
  publishRefused,
  readOnlyDefaultPack,
  staleRevision,
} from './pack-errors.js';
import {
  PackDraftDrawingEntity,
  PackDraftEntity,
  PackDrawingEntity,
  PackEntity,
} from './pack.entities.js';
import { canonicalJson, sha256Hex } from './pack-version-id.js';
import { type PackVersion, PackVersionsService } from './pack-versions.service.js';

/** A pack as the packs page lists it. */
export interface PackSummary {
  id: string;
  title: string;
  is_default: boolean;
  draft: { revision: number; updated_at: string } | null;
  versions: Array<{
    version: string;
    answer_key_version: string;
    note: string;
    published_at: string;
    retired_at: string | null;
  }>;
}

export interface PackDraft {
  revision: number;
  document: PackDocument;
}

export interface UploadedDrawing {
  file: string;
  content_type: string;
  bytes: number;
}

/**
 * The draft opened to revise a published version's questions: `opened` when its pack already
 * had a draft (left as it was), `created` when the pack's draft was made from the version,
 * `duplicated` when the version belongs to the read-only default pack and a new pack copies it.
 */
export interface RevisionDraft {
  id: string;
  draft: 'opened' | 'created' | 'duplicated';
  /** Whether the draft's document is the version's, as published. */
  same_as_version: boolean;
}

/** What a new pack's draft holds: every part the editor shows, nothing written yet. */
const emptyDocument = (): PackDocument => ({
  format: PACK_FORMAT,
  title: '',
  home: { subtitle: '', quizDescription: '', poster: { file: '', alt: '' } },
  faq: [],
  topics: [],
  questions: [],
});

/** A title for the list when the draft has none yet. */
const UNTITLED = 'Paket tanpa judul';

/** Lesson packs and their drafts, as the programme team writes them. */
@Injectable()
export class PacksService {
  constructor(
    @InjectRepository(PackEntity) private readonly packs: Repository<PackEntity>,
    @InjectRepository(PackDraftEntity) private readonly drafts: Repository<PackDraftEntity>,
    @InjectRepository(PackDraftDrawingEntity)
    private readonly draftDrawings: Repository<PackDraftDrawingEntity>,
    private readonly versions: PackVersionsService,
    private readonly dataSource: DataSource,
  ) {}

  /** Every pack, the default first then the newest, each with its draft and its versions. */
  async list(): Promise<PackSummary[]> {
    const packs = await this.packs.find({ order: { is_default: 'DESC', created_at: 'DESC' } });
    const ids = packs.map((pack) => pack.id);
    const [drafts, versions] = await Promise.all([
      this.drafts.find({ select: { pack_id: true, revision: true, updated_at: true } }),
      this.versions.listOf(ids),
    ]);
    const draftOf = new Map(drafts.map((draft) => [draft.pack_id, draft]));
    return packs.map((pack) => {
      const draft = draftOf.get(pack.id);
      return {
        id: pack.id,
        title: pack.title,
        is_default: Boolean(pack.is_default),
        draft: draft
          ? { revision: draft.revision, updated_at: draft.updated_at.toISOString() }
          : null,
        versions: versions
          .filter((version) => version.pack_id === pack.id)
          .map((version) => ({
            version: version.version,
            answer_key_version: version.answer_key_version,
            note: version.note,
            published_at: version.published_at.toISOString(),
            retired_at: version.retired_at?.toISOString() ?? null,
          })),
      };
    });
  }

  /** A new pack with a draft: empty, or a copy of a published version and its drawings. */
  async create(fromVersion?: string): Promise<PackDraft & { id: string }> {
    let source: PackVersion | null = null;
    if (fromVersion) {
      source = await this.versions.get(fromVersion);
      if (!source) throw new NotFoundException(`No pack version ${fromVersion} to copy`);
    }
    const document = source ? source.document : emptyDocument();
    const id = `p-${randomBytes(5).toString('hex')}`;
    const now = new Date();
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(PackEntity, {
        id,
        title: titleOf(document),
        is_default: false,
        created_at: now,
        updated_at: now,
      });
      await manager.insert(PackDraftEntity, {
        pack_id: id,
        revision: 1,
        document: JSON.stringify(document),
        updated_at: now,
      });
      if (source) {
        const drawings = await this.versions.drawingsOf(source.version);
        for (const [file, sha256] of drawings) {
          await manager.insert(PackDraftDrawingEntity, { pack_id: id, file, sha256 });
        }
      }
    });
    return { id, revision: 1, document };
  }

  /**
   * The draft to revise a version in: its own pack's draft, never overwritten when there is one;
   * made from the version when its pack has none; a new copy when the version is the default
   * pack's, which is read-only. 404 for an unknown version.
   */
  async revise(version: string): Promise<RevisionDraft> {
    const source = await this.versions.require(version);
    const owner = await this.packs.findOneBy({ id: source.packId });
    if (!owner || owner.is_default || owner.id === DEFAULT_PACK_ID) {
      const { id } = await this.create(version);
      return { id, draft: 'duplicated', same_as_version: true };
    }
    const opened = async (): Promise<RevisionDraft | null> => {
      const row = await this.drafts.findOneBy({ pack_id: owner.id });
      if (!row) return null;
      const same = canonicalJson(JSON.parse(row.document)) === canonicalJson(source.document);
      return { id: owner.id, draft: 'opened', same_as_version: same };
    };
    const existing = await opened();
    if (existing) return existing;
    const drawings = await this.versions.drawingsOf(source.version);
    const now = new Date();
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.insert(PackDraftEntity, {
          pack_id: owner.id,
          revision: 1,
          document: JSON.stringify(source.document),
          updated_at: now,
        });
        for (const [file, sha256] of drawings) {
          await manager.insert(PackDraftDrawingEntity, { pack_id: owner.id, file, sha256 });
        }
      });
    } catch (error) {
      // Another admin made the pack's draft at the same moment: open theirs.
      if (isUniqueViolation(error)) {
        const theirs = await opened();
        if (theirs) return theirs;
      }
      throw error;
    }
    return { id: owner.id, draft: 'created', same_as_version: true };
  }

  /** A pack's draft; 404 for an unknown pack, 409 for the default one. */
  async draft(id: string): Promise<PackDraft> {
    const row = await this.draftRow(id);
    return { revision: row.revision, document: JSON.parse(row.document) as PackDocument };
  }

  /**
   * Saves a draft over the revision the writer started from, atomically: when another save came
   * first, 409 with the current revision, and nothing is written.
   */
  async saveDraft(id: string, revision: number, input: object): Promise<PackDraft> {
    await this.draftRevision(id);
    const result = validatePackDocument(input, { draft: true });
    if (!result.ok) throw new BadRequestException(fieldMessages(result.errors));
    const now = new Date();
    const updated = await this.drafts
      .createQueryBuilder()
      .update()
      .set({
        document: JSON.stringify(result.document),
        revision: () => 'revision + 1',
        updated_at: now,
      })
      .where('pack_id = :id AND revision = :revision', { id, revision })
      .execute();
    if (!updated.affected) {
      throw staleRevision(revision, await this.draftRevision(id));
    }
    await this.packs.update({ id }, { title: titleOf(result.document), updated_at: now });
    return { revision: revision + 1, document: result.document };
  }

  /** Stores an uploaded drawing for a draft under a file name of its own, and answers that name. */
  async uploadDrawing(id: string, originalName: string, bytes: Buffer): Promise<UploadedDrawing> {
    await this.draftRevision(id);
    const drawing = await storedDrawing(bytes);
    const sha256 = sha256Hex(drawing.bytes);
    await this.versions.storeDrawing(sha256, drawing);
    const taken = new Map(
      (await this.draftDrawings.findBy({ pack_id: id })).map((row) => [row.file, row.sha256]),
    );
    const base = baseName(originalName);
    const answer = (file: string) => ({
      file,
      content_type: drawing.contentType,
      bytes: drawing.bytes.length,
    });
    for (let n = 1; ; n += 1) {
      const file = `${n === 1 ? base : `${base}-${n}`}${drawing.extension}`;
      const holder = taken.get(file);
      // The same bytes uploaded again under the same name: the drawing is already there.
      if (holder === sha256) return answer(file);
      if (holder !== undefined) continue;
      try {
        await this.draftDrawings.insert({ pack_id: id, file, sha256 });
      } catch (error) {
        if (isUniqueViolation(error)) continue;
        throw error;
      }
      return answer(file);
    }
  }

  /** The instrument check of a draft (warnings a writer reviewed come back marked). */
  async check(id: string): Promise<PackProblem[]> {
    return checkPack((await this.draft(id)).document);
  }

  /** A drawing of a draft, for the editor's preview. */
  async draftDrawing(id: string, file: string): Promise<{ contentType: string; bytes: Buffer }> {
    await this.draftRevision(id);
    const found = await this.dataSource
      .createQueryBuilder()
      .select(['d.content_type AS content_type', 'd.bytes AS bytes'])
      .from(PackDraftDrawingEntity, 'dd')
      .innerJoin(PackDrawingEntity, 'd', 'd.sha256 = dd.sha256')
      .where('dd.pack_id = :id AND dd.file = :file', { id, file })
      .getRawOne<{ content_type: string; bytes: Buffer }>();
    if (!found) throw new NotFoundException(`The draft of pack ${id} has no drawing ${file}`);
    return { contentType: found.content_type, bytes: Buffer.from(found.bytes) };
  }

  /**
   * Publishes the draft as a version: complete (validatePackDocument), free of the instrument
   * check's blockers, each drawing it names uploaded. Content published before answers the
   * version it became then.
   */
  async publish(
    id: string,
    note: string,
  ): Promise<{ version: string; answer_key_version: string }> {
    const { document } = await this.draft(id);
    const result = validatePackDocument(document);
    if (!result.ok) {
      throw publishRefused(
        `The draft is not complete: ${fieldMessages(result.errors).slice(0, 3).join('; ')}`,
        [],
        result.errors,
      );
    }
    const problems = publishBlockers(checkPack(result.document));
    if (problems.length > 0) {
      throw publishRefused(
        `The draft cannot be published: ${problems.length} problem${problems.length === 1 ? '' : 's'} of the instrument check to fix or review first`,
        problems,
      );
    }
    const uploaded = new Map(
      (await this.draftDrawings.findBy({ pack_id: id })).map((row) => [row.file, row.sha256]),
    );
    const missing = drawingFilesOf(result.document).filter((file) => !uploaded.has(file));
    if (missing.length > 0) {
      throw publishRefused(`The draft names drawings not uploaded: ${missing.join(', ')}`, []);
    }
    const { version } = await this.versions.publish({
      packId: id,
      document: result.document,
      drawings: new Map(
        drawingFilesOf(result.document).map((file) => [file, { sha256: uploaded.get(file)! }]),
      ),
      note,
    });
    await this.packs.update({ id }, { updated_at: new Date() });
    return { version: version.version, answer_key_version: version.answerKeyVersion };
  }

  private async draftRow(id: string): Promise<PackDraftEntity> {
    if (id === DEFAULT_PACK_ID) throw readOnlyDefaultPack();
    return this.found(id, await this.drafts.findOneBy({ pack_id: id }));
  }

  /** A draft's revision, without reading its document (up to 200 KB); 404 or 409 as draftRow. */
  private async draftRevision(id: string): Promise<number> {
    if (id === DEFAULT_PACK_ID) throw readOnlyDefaultPack();
    const row = await this.drafts.findOne({
      select: { pack_id: true, revision: true },
      where: { pack_id: id },
    });
    return (await this.found(id, row)).revision;
  }

  /** The draft row found, or why there is none: 409 for the default pack, else 404. */
  private async found<T>(id: string, row: T | null): Promise<T> {
    if (row) return row;
    const pack = await this.packs.findOneBy({ id });
    throw pack?.is_default ? readOnlyDefaultPack() : notFoundPack(id);
  }
}

const titleOf = (document: PackDocument) =>
  (typeof document.title === 'string' && document.title.trim() ? document.title : UNTITLED).slice(
    0,
    200,
  );

/** A file name's stem as a plain name: lowercase letters, digits and hyphens. */
function baseName(original: string): string {
  const stem = original
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || 'gambar';
}
