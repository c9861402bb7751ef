import { Column, Entity, PrimaryColumn } from 'typeorm';

/*
 * The tables of lesson packs (migration AddLessonPacks). Column types here are the ones both
 * drivers know; the migration gives MySQL its own (char, longtext, longblob).
 */

/** A lesson pack: PIBA's own lesson (`piba`, the default) or one the programme team wrote. */
@Entity({ name: 'packs' })
export class PackEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'boolean' })
  is_default: boolean;

  @Column({ type: 'datetime', precision: 3 })
  created_at: Date;

  @Column({ type: 'datetime', precision: 3 })
  updated_at: Date;
}

/** The one draft of a pack; each save raises its revision, so two editors never overwrite. */
@Entity({ name: 'pack_drafts' })
export class PackDraftEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  pack_id: string;

  @Column({ type: 'integer' })
  revision: number;

  /** The PackDocument as JSON. */
  @Column({ type: 'text' })
  document: string;

  @Column({ type: 'datetime', precision: 3 })
  updated_at: Date;
}

/** A published version: never changed, never deleted; retiring only hides it from new sessions. */
@Entity({ name: 'pack_versions' })
export class PackVersionEntity {
  /** 16 hex digits: a hash of the canonical document and its drawings (pack-version-id.ts). */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  version: string;

  @Column({ type: 'varchar', length: 40 })
  pack_id: string;

  @Column({ type: 'varchar', length: 8 })
  answer_key_version: string;

  /** The PackDocument as JSON. */
  @Column({ type: 'text' })
  document: string;

  @Column({ type: 'varchar', length: 500 })
  note: string;

  @Column({ type: 'datetime', precision: 3 })
  published_at: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  retired_at: Date | null;
}

/** A drawing's bytes, stored once by their SHA-256 whatever name and pack use them. */
@Entity({ name: 'pack_drawings' })
export class PackDrawingEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  sha256: string;

  /** Told from the bytes when stored, never from a client's word. */
  @Column({ type: 'varchar', length: 40 })
  content_type: string;

  @Column({ type: 'blob' })
  bytes: Buffer;

  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;
}

/** The file name a published version gives a drawing. */
@Entity({ name: 'pack_version_drawings' })
export class PackVersionDrawingEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  version: string;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  file: string;

  @Column({ type: 'varchar', length: 64 })
  sha256: string;
}

/** The file name a draft gives a drawing. */
@Entity({ name: 'pack_draft_drawings' })
export class PackDraftDrawingEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  pack_id: string;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  file: string;

  @Column({ type: 'varchar', length: 64 })
  sha256: string;
}

export const PACK_ENTITIES = [
  PackEntity,
  PackDraftEntity,
  PackVersionEntity,
  PackDrawingEntity,
  PackVersionDrawingEntity,
  PackDraftDrawingEntity,
];
