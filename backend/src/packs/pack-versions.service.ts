import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Like, type Repository } from 'typeorm';
import {
  answerKeyVersion,
  formAnswerKeyVersions,
  PACK_VERSION_PATTERN,
  type PackDocument,
  type PackVersionBody,
} from '@piba/shared';
import { isUniqueViolation } from '../common/unique-violation.js';
import { DEFAULT_PACK_ID } from './default-pack-files.js';
import type { StoredDrawing } from './drawing-content.js';
import {
  PackDrawingEntity,
  PackEntity,
  PackVersionDrawingEntity,
  PackVersionEntity,
} from './pack.entities.js';
import { packVersionId, sha256Hex } from './pack-version-id.js';

/** A published version as the server's other modules use it. */
export interface PackVersion {
  version: string;
  answerKeyVersion: string;
  packId: string;
  document: PackDocument;
  retiredAt: Date | null;
}

/** A drawing of a published version, as it is served. */
export interface ServedDrawing {
  contentType: string;
  bytes: Buffer;
}

/** What publishing stores: the document and its drawings by file name. */
export interface NewPackVersion {
  packId: string;
  document: PackDocument;
  /** Each drawing by file name: new bytes, or the SHA-256 of bytes already stored. */
  drawings: Map<string, StoredDrawing | { sha256: string }>;
  note: string;
}

/** The most versions kept parsed in memory; a version's document is up to 200 KB. */
const CACHED_VERSIONS = 200;
/**
 * How long the default version is kept before the database is asked again: every student page
 * load, save and analysis asks for it. Publishing or retiring forgets it at once in this process,
 * and with Redis in every replica (SharedDefaultVersion); this bounds a change missed otherwise.
 */
export const DEFAULT_VERSION_MAX_AGE_MS = 5_000;

/**
 * Published versions of lesson packs. A version never changes once published (only its
 * retirement), so each is read from the database once and then kept in memory.
 */
@Injectable()
export class PackVersionsService {
  private readonly cache = new Map<string, PackVersion>();
  private defaultCache: { version: PackVersion; until: number } | null = null;
  /** Moves whenever the default version is forgotten, so a read begun before is not kept. */
  private defaultGeneration = 0;
  private readonly defaultListeners: Array<() => void> = [];

  constructor(
    @InjectRepository(PackVersionEntity) private readonly versions: Repository<PackVersionEntity>,
    @InjectRepository(PackVersionDrawingEntity)
    private readonly versionDrawings: Repository<PackVersionDrawingEntity>,
    @InjectRepository(PackDrawingEntity) private readonly drawings: Repository<PackDrawingEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * A version by its id, or null for an id no version has (or that is not an id). Its
   * retirement is the one read when first asked on this server process: another replica's
   * retirement shows here after a restart; choosing a version anew asks `current`.
   */
  async get(version: string): Promise<PackVersion | null> {
    if (!PACK_VERSION_PATTERN.test(version)) return null;
    const cached = this.cache.get(version);
    if (cached) return cached;
    const row = await this.versions.findOneBy({ version });
    return row ? this.remember(row) : null;
  }

  /**
   * A version with its retirement as the database has it now (another replica may have retired
   * it since this process read it): one row by its key, for choosing a version anew.
   */
  async current(version: string): Promise<PackVersion | null> {
    const found = await this.get(version);
    if (!found) return null;
    const row = await this.versions.findOne({ select: { retired_at: true }, where: { version } });
    const retiredAt = row?.retired_at ?? null;
    if (retiredAt?.getTime() === found.retiredAt?.getTime()) return found;
    const fresh = { ...found, retiredAt };
    this.cache.set(version, fresh);
    return fresh;
  }

  /** A version, or 404 naming the id. */
  async require(version: string): Promise<PackVersion> {
    const found = await this.get(version);
    if (!found) throw new NotFoundException(`No pack version ${version}`);
    return found;
  }

  /**
   * The version students see without a session of their own: the default pack's newest version
   * not retired (its newest at all if every one is, so that students always have a lesson).
   */
  async defaultVersion(): Promise<PackVersion> {
    const now = Date.now();
    if (this.defaultCache && now < this.defaultCache.until) return this.defaultCache.version;
    const generation = this.defaultGeneration;
    const version = await this.readDefaultVersion();
    if (generation === this.defaultGeneration) {
      this.defaultCache = { version, until: now + DEFAULT_VERSION_MAX_AGE_MS };
    }
    return version;
  }

  /** Calls `listener` whenever this process publishes or retires a version (SharedDefaultVersion). */
  onDefaultChange(listener: () => void): void {
    this.defaultListeners.push(listener);
  }

  /** Forgets the default version: a version was published or retired, here or elsewhere. */
  forgetDefault(): void {
    this.defaultGeneration += 1;
    this.defaultCache = null;
  }

  private defaultChanged(): void {
    this.forgetDefault();
    for (const listener of this.defaultListeners) listener();
  }

  private async readDefaultVersion(): Promise<PackVersion> {
    const newest = (retired: boolean) =>
      this.versions.findOne({
        select: { version: true },
        where: { pack_id: DEFAULT_PACK_ID, ...(retired ? {} : { retired_at: IsNull() }) },
        order: { published_at: 'DESC', version: 'ASC' },
      });
    const row = (await newest(false)) ?? (await newest(true));
    if (!row) throw new NotFoundException('The default pack has no version yet');
    return this.require(row.version);
  }

  /**
   * The newest version one of whose forms (its questions, or its parallel form B) has this
   * answer-key version, or null. Form A's is a column; form B's is read from the few versions
   * that have one.
   */
  async withAnswerKey(akv: string): Promise<PackVersion | null> {
    if (!/^[0-9a-f]{8}$/.test(akv)) return null;
    const newestFirst = { published_at: 'DESC', version: 'ASC' } as const;
    const row = await this.versions.findOne({
      select: { version: true },
      where: { answer_key_version: akv },
      order: newestFirst,
    });
    if (row) return this.get(row.version);
    const withFormB = await this.versions.find({
      select: { version: true },
      where: { document: Like('%"form_b":[{%') },
      order: newestFirst,
      take: CACHED_VERSIONS,
    });
    for (const { version } of withFormB) {
      const found = await this.get(version);
      if (found && formAnswerKeyVersions(found.document).B === akv) return found;
    }
    return null;
  }

  /** The body the student app reads. */
  body(version: PackVersion): PackVersionBody {
    return {
      version: version.version,
      answer_key_version: version.answerKeyVersion,
      document: version.document,
    };
  }

  /** Every version of a pack, newest first, as the packs list shows them. */
  listOf(packIds: string[]): Promise<PackVersionEntity[]> {
    if (packIds.length === 0) return Promise.resolve([]);
    return this.versions
      .createQueryBuilder('v')
      .select(['v.version', 'v.pack_id', 'v.answer_key_version', 'v.note'])
      .addSelect(['v.published_at', 'v.retired_at'])
      .where('v.pack_id IN (:...packIds)', { packIds })
      .orderBy('v.published_at', 'DESC')
      .addOrderBy('v.version', 'ASC')
      .getMany();
  }

  /** The drawing a version names `file`, or 404. */
  async drawing(version: string, file: string): Promise<ServedDrawing> {
    const found = PACK_VERSION_PATTERN.test(version)
      ? await this.dataSource
          .createQueryBuilder()
          .select(['d.content_type AS content_type', 'd.bytes AS bytes'])
          .from(PackVersionDrawingEntity, 'vd')
          .innerJoin(PackDrawingEntity, 'd', 'd.sha256 = vd.sha256')
          .where('vd.version = :version AND vd.file = :file', { version, file })
          .getRawOne<{ content_type: string; bytes: Buffer }>()
      : undefined;
    if (!found) throw new NotFoundException(`Pack version ${version} has no drawing ${file}`);
    return { contentType: found.content_type, bytes: Buffer.from(found.bytes) };
  }

  /** The file names and SHA-256 of a version's drawings. */
  async drawingsOf(version: string): Promise<Map<string, string>> {
    const rows = await this.versionDrawings.findBy({ version });
    return new Map(rows.map((row) => [row.file, row.sha256]));
  }

  /**
   * Stores a version (its drawings first, so that a version is never seen without them) and
   * answers it. Content already published is the version stored before: the writer publishing it
   * again for the same pack gets it back in use (no longer retired, with the new note); content
   * another pack holds is refused with 409 naming that pack, since a version belongs to one pack.
   * `asStored` answers the version as it is (the default pack's seeding at each start). Safe when
   * two server processes store the same at once.
   */
  async publish(
    input: NewPackVersion,
    { asStored = false } = {},
  ): Promise<{ version: PackVersion; created: boolean }> {
    const refs: Array<[string, string]> = [];
    for (const [file, drawing] of input.drawings) {
      const sha256 = 'sha256' in drawing ? drawing.sha256 : sha256Hex(drawing.bytes);
      if (!('sha256' in drawing)) await this.storeDrawing(sha256, drawing);
      refs.push([file, sha256]);
    }
    const version = packVersionId(input.document, refs);
    const existing = await this.get(version);
    if (existing) {
      return {
        version: asStored ? existing : await this.republished(existing, input),
        created: false,
      };
    }
    for (const [file, sha256] of refs) {
      await ignoreDuplicate(this.versionDrawings.insert({ version, file, sha256 }));
    }
    const inserted = await ignoreDuplicate(
      this.versions.insert({
        version,
        pack_id: input.packId,
        answer_key_version: answerKeyVersion(input.document.questions),
        document: JSON.stringify(input.document),
        note: input.note.slice(0, 500),
        published_at: new Date(),
        retired_at: null,
      }),
    );
    if (inserted) this.defaultChanged();
    return { version: await this.require(version), created: inserted };
  }

  /** A version published again by its own pack, in use again; 409 for another pack's. */
  private async republished(existing: PackVersion, input: NewPackVersion): Promise<PackVersion> {
    if (existing.packId !== input.packId) {
      const owner = await this.dataSource
        .getRepository(PackEntity)
        .findOne({ select: { title: true }, where: { id: existing.packId } });
      throw new ConflictException(
        `Isi ini sudah diterbitkan sebagai versi ${existing.version} dari paket "${owner?.title ?? existing.packId}" (${existing.packId}). Ubah draf ini dulu, atau pakai versi itu untuk sesi.`,
      );
    }
    const note = input.note.trim() ? { note: input.note.slice(0, 500) } : {};
    await this.versions.update({ version: existing.version }, { retired_at: null, ...note });
    if (existing.retiredAt) this.defaultChanged();
    return this.remember(await this.versions.findOneByOrFail({ version: existing.version }));
  }

  /** Stores a drawing's bytes under their SHA-256 unless they are stored already. */
  async storeDrawing(sha256: string, drawing: StoredDrawing): Promise<void> {
    if (await this.drawings.existsBy({ sha256 })) return;
    await ignoreDuplicate(
      this.drawings.insert({
        sha256,
        content_type: drawing.contentType,
        bytes: drawing.bytes,
        width: drawing.width,
        height: drawing.height,
      }),
    );
  }

  /** Retires a version: new sessions no longer get it; results and old tabs still read it. */
  async retire(version: string): Promise<PackVersion> {
    const found = await this.require(version);
    if (found.retiredAt) return found;
    const retiredAt = new Date();
    await this.versions.update({ version, retired_at: IsNull() }, { retired_at: retiredAt });
    this.defaultChanged();
    const row = await this.versions.findOneByOrFail({ version });
    return this.remember(row);
  }

  private remember(row: PackVersionEntity): PackVersion {
    const version: PackVersion = {
      version: row.version,
      answerKeyVersion: row.answer_key_version,
      packId: row.pack_id,
      document: JSON.parse(row.document) as PackDocument,
      retiredAt: row.retired_at,
    };
    if (this.cache.size >= CACHED_VERSIONS) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(row.version, version);
    return version;
  }
}

/** Runs an insert; a row already there (another process stored it) is not an error. */
async function ignoreDuplicate(insert: Promise<unknown>): Promise<boolean> {
  try {
    await insert;
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
