import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { Environment } from '../config/environment.js';
import { AuditService } from '../audit/index.js';
import { JobLease } from '../replicas/index.js';
import { HistoryRecordEntity, HistoryTrashEntity } from './history-record.entity.js';
import { DAY_MS, HistoryTrashService } from './history-trash.service.js';
import { naturalSortKey } from '../results/index.js';
import { ParticipantCodes, pseudonymOf, type Student } from './participant-codes.js';

/** The first run waits until the server has settled after starting. */
const FIRST_RUN_MS = 5 * 60_000;
/**
 * How long a run's lease lasts in Redis: one replica of the deployment runs the job a day, and
 * the next day's run, 24 hours after, finds the lease gone.
 */
export const RETENTION_LEASE_MS = DAY_MS - 60 * 60_000;
/** Students given a pseudonym per round of the job. */
const BATCH = 200;

/**
 * The daily job: purges the trash past TRASH_DAYS, and replaces the names of results older than
 * RETENTION_MONTHS with pseudonyms, each written to the audit log. Every statement is idempotent,
 * so several app processes may run it side by side; the one that takes the job's lease
 * (JobLease: Redis, else MySQL's GET_LOCK) runs it, so replicas started together run it once.
 */
@Injectable()
export class HistoryRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Retention');
  private readonly months: number;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    @InjectRepository(HistoryRecordEntity)
    private readonly records: Repository<HistoryRecordEntity>,
    @InjectRepository(HistoryTrashEntity)
    private readonly trash: Repository<HistoryTrashEntity>,
    private readonly trashService: HistoryTrashService,
    private readonly codes: ParticipantCodes,
    private readonly audit: AuditService,
    private readonly lease: JobLease,
    config: ConfigService<Environment, true>,
  ) {
    this.months = config.get('RETENTION_MONTHS', { infer: true });
  }

  onApplicationBootstrap(): void {
    const run = () => void this.runScheduled().catch((error: unknown) => this.logger.error(error));
    this.timers = [setTimeout(run, FIRST_RUN_MS).unref(), setInterval(run, DAY_MS).unref()];
  }

  onApplicationShutdown(): void {
    this.timers.forEach(clearTimeout);
  }

  /**
   * The timers' round: the job when this process takes its lease, nothing (null) when another
   * replica has it.
   */
  async runScheduled(now = new Date()): Promise<{ purged: number; pseudonymised: number } | null> {
    if (!(await this.lease.take('retention', RETENTION_LEASE_MS))) {
      this.logger.log('Another replica runs the retention job');
      return null;
    }
    return this.run(now);
  }

  /** One round of the job; answers what it did. */
  async run(now = new Date()): Promise<{ purged: number; pseudonymised: number }> {
    const purged = await this.trashService.purge(now);
    if (purged > 0) {
      await this.audit.record('system', {
        action: 'purge',
        target: `${purged} results`,
        detail: 'in the trash longer than TRASH_DAYS',
      });
    }
    const pseudonymised = await this.pseudonymise(now);
    if (pseudonymised > 0) {
      await this.audit.record('system', {
        action: 'pseudonymise',
        target: `${pseudonymised} results`,
        detail: `older than ${this.months} months`,
      });
    }
    return { purged, pseudonymised };
  }

  /**
   * Gives every student with a result older than RETENTION_MONTHS a pseudonym, on all their
   * results at once (newer ones, and those in the trash, too), so their pre- and post-test still
   * pair in the analysis.
   */
  private async pseudonymise(now: Date): Promise<number> {
    const before = new Date(now);
    before.setUTCMonth(before.getUTCMonth() - this.months);
    const codeOf = await this.codes.coder();
    let changed = 0;
    for (;;) {
      const due = await this.records
        .createQueryBuilder('record')
        .select(['record.session_code', 'record.class_room', 'record.name'])
        .distinct(true)
        .where('record.pseudonymised = :no', { no: false })
        .andWhere('record.created_at < :before', { before })
        .andWhere('record.name IS NOT NULL')
        .limit(BATCH)
        .getRawMany<{
          record_session_code: string | null;
          record_class_room: string | null;
          record_name: string;
        }>();
      if (due.length === 0) return changed;
      const changedBefore = changed;
      for (const row of due) {
        const student: Student = {
          session_code: row.record_session_code,
          class_room: row.record_class_room,
          name: row.record_name,
        };
        const name = pseudonymOf(codeOf(student) ?? '');
        const where = {
          name: student.name ?? IsNull(),
          class_room: student.class_room ?? IsNull(),
          session_code: student.session_code ?? IsNull(),
        };
        const set = { name, name_sort: naturalSortKey(name), pseudonymised: true };
        changed += (await this.records.update(where, set)).affected ?? 0;
        await this.trash.update(where, set);
      }
      // Rows that matched no update would be found again: stop rather than loop.
      if (changed === changedBefore) return changed;
    }
  }
}
