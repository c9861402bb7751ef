import {
  Column,
  Entity,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type ValueTransformer,
} from 'typeorm';
import type { AttitudeAnswers, QuizAnswers, TestForm } from '@piba/shared';
import { SORT_KEY_LENGTH } from '../results/index.js';

/** Stored as text so that MySQL and SQLite read it alike (both have JSON_EXTRACT for text). */
const jsonText: ValueTransformer = {
  to: (value: object | null | undefined) => (value ? JSON.stringify(value) : null),
  from: (value: string | null) => (value ? (JSON.parse(value) as object) : null),
};

/** A result's columns, in the results table and in its trash alike. */
abstract class ResultColumns {
  /** The browser's id of one quiz attempt; unique, so a retried save is stored once. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  submission_id: string | null;

  /** The student's id from the identity dialog: pairs their pre- and post-test. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  participant_id: string | null;

  /** JSON of the option chosen per question, checked against the question bank. */
  @Column({ type: 'text', nullable: true, transformer: jsonText })
  answers: QuizAnswers | null;

  /** The answer key the score was computed with (answers.ts); null for a result without answers. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  answer_key_version: string | null;

  /** The join code of the session the result belongs to; null without a join link. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  session_code: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  class_room: string | null;

  /**
   * The keys that sort names and classes naturally (natural-order.ts), kept beside them so the
   * database pages in that order; binary-collated on MySQL, as SQLite compares text. Set on
   * every insert by HistorySortKeysSubscriber. The database's default ('') is not declared here:
   * TypeORM would then read every inserted row back.
   */
  @Column({ type: 'varchar', length: SORT_KEY_LENGTH })
  name_sort: string;

  @Column({ type: 'varchar', length: SORT_KEY_LENGTH })
  class_sort: string;

  @Column({ type: 'varchar', length: 7 })
  score: string;

  @Column({ type: 'smallint' })
  percentage: number;

  @Column({ type: 'boolean' })
  is_pretest: boolean;

  @Column({ type: 'boolean' })
  is_posttest: boolean;

  /**
   * Whether `name` is a pseudonym (pseudonyms.ts) because the result outlived RETENTION_MONTHS.
   * The database's default (false) is not declared, as for the sort keys.
   */
  @Column({ type: 'boolean' })
  pseudonymised: boolean;

  /**
   * A pre-test taken after its student had opened the slides or the video: it does not measure
   * what they knew before the lesson. Its database default (false) is not declared either.
   */
  @Column({ type: 'boolean' })
  materials_seen_first: boolean;

  /** The form of the test answered; null: form A (and every result saved before forms). */
  @Column({ type: 'varchar', length: 1, nullable: true })
  test_form: TestForm | null;

  /** JSON of the attitude scale's ratings (statement id → 1..5 as answered); null: none. */
  @Column({ type: 'text', nullable: true, transformer: jsonText })
  attitude: AttitudeAnswers | null;

  /**
   * The delayed test, taken from its session's delayed_test_from: never paired as a post-test.
   * Its database default (false) is not declared either.
   */
  @Column({ type: 'boolean' })
  is_delayed: boolean;

  /** Set by the service in UTC, so it does not depend on the database server's time zone. */
  @Column({ type: 'datetime', precision: 3 })
  created_at: Date;
}

@Entity({ name: 'history_records' })
@Index('uq_history_submission_id', ['submission_id'], { unique: true })
@Index('idx_history_participant_id', ['participant_id'])
@Index('idx_history_created_at', ['created_at', 'id'])
@Index('idx_history_class_created', [
  'class_room',
  'created_at',
  'id',
  'is_pretest',
  'is_posttest',
  'percentage',
])
@Index('idx_history_class_percentage', ['class_room', 'percentage'])
@Index('idx_history_type', ['is_pretest', 'is_posttest', 'percentage'])
@Index('idx_history_session_created', ['session_code', 'created_at', 'id'])
@Index('idx_history_name_sort', ['name_sort'])
@Index('idx_history_class_sort', ['class_sort'])
@Index('idx_history_pseudonymised_created', ['pseudonymised', 'created_at'])
export class HistoryRecordEntity extends ResultColumns {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;
}

/**
 * A deleted result, kept TRASH_DAYS days under its own id so that restoring it gives back the
 * same result. Results are read from `history_records` only, so nothing that reads them (the
 * list, the exports, the analysis's SQL) can count a deleted one.
 */
@Entity({ name: 'history_trash' })
export class HistoryTrashEntity extends ResultColumns {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'datetime', precision: 3 })
  deleted_at: Date;
}
