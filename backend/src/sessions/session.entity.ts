import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FormDesign } from '@piba/shared';

/** A named run of the programme at one school; students join it by its code. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  /** The join code (sessions.ts in @piba/shared): six letters and digits without look-alikes. */
  @PrimaryColumn({ type: 'varchar', length: 8 })
  code: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** A closed session takes no new joins; results of tabs that joined before still count. */
  @Column({ type: 'boolean' })
  open: boolean;

  /** The school teacher's key, stored only as `scrypt$<salt>$<hash>` (session-keys.ts). */
  @Column({ type: 'varchar', length: 160 })
  key_hash: string;

  @Column({ type: 'datetime', precision: 3 })
  created_at: Date;

  /** Who confirmed that the school holds the parents' or guardians' consent; null: nobody. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  consent_confirmed_by: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  consent_confirmed_at: Date | null;

  /** The lesson pack version the session teaches; null (made before packs): the default pack's. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  pack_version: string | null;

  /** Which forms its tests ask ('A', 'A-B', 'AB-BA'); sessions made before designs: 'A'. */
  @Column({ type: 'varchar', length: 5 })
  form_design: FormDesign;

  /** Each student sees each question's options in an order of their own. */
  @Column({ type: 'boolean' })
  shuffle_options: boolean;

  /** The WIB date (YYYY-MM-DD) from which a student's test is the delayed test; null: none. */
  @Column({ type: 'date', nullable: true })
  delayed_test_from: string | null;

  /** A comparison class: taught otherwise, its gains set against the taught sessions'. */
  @Column({ type: 'boolean' })
  comparison: boolean;

  /**
   * How many students the session has given a place in its arrival order (AB-BA): raised only by
   * SessionsService.arrival's one statement, never read or written with the rest of the record.
   */
  @Column({ type: 'int', default: 0, select: false, insert: false, update: false })
  arrivals?: number;
}
