import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction } from '@piba/shared';

/** One access to children's data: who, what, when and from where. Never a key or a name. */
@Entity({ name: 'audit_log' })
@Index('idx_audit_at', ['at', 'id'])
export class AuditEntryEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** UTC, set by the service. */
  @Column({ type: 'datetime', precision: 3 })
  at: Date;

  /** `admin`, `session K7P3QX` or `system`. */
  @Column({ type: 'varchar', length: 20 })
  actor: string;

  @Column({ type: 'varchar', length: 20 })
  action: AuditAction;

  @Column({ type: 'varchar', length: 300, nullable: true })
  target: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  detail: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  address: string | null;
}
