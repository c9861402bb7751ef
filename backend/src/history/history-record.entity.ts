import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'history_records' })
@Index('idx_history_created_at', ['created_at', 'id'])
@Index('idx_history_class_room_created_at', ['class_room', 'created_at'])
@Index('idx_history_name', ['name'])
@Index('idx_history_percentage', ['percentage'])
export class HistoryRecordEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** The browser's id of one quiz attempt; unique, so a retried save is stored once. */
  @Index('uq_history_submission_id', { unique: true })
  @Column({ type: 'varchar', length: 36, nullable: true })
  submission_id: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  class_room: string | null;

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
