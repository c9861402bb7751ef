import { Column, Entity, Index, PrimaryGeneratedColumn, type ValueTransformer } from 'typeorm';
import type { QuizAnswers } from '@piba/shared';
import { SORT_KEY_LENGTH } from './natural-order.js';

/** Stored as text so that MySQL and SQLite read it alike (both have JSON_EXTRACT for text). */
const jsonText: ValueTransformer = {
  to: (value: QuizAnswers | null | undefined) => (value ? JSON.stringify(value) : null),
  from: (value: string | null) => (value ? (JSON.parse(value) as QuizAnswers) : null),
};

@Entity({ name: 'history_records' })
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
export class HistoryRecordEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** The browser's id of one quiz attempt; unique, so a retried save is stored once. */
  @Index('uq_history_submission_id', { unique: true })
  @Column({ type: 'varchar', length: 36, nullable: true })
  submission_id: string | null;

  /** The student's id from the identity dialog: pairs their pre- and post-test. */
  @Index('idx_history_participant_id')
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

  /** Set by the service in UTC, so it does not depend on the database server's time zone. */
  @Column({ type: 'datetime', precision: 3 })
  created_at: Date;
}
