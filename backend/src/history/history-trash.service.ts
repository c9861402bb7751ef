import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  DataSource,
  type EntityManager,
  type FindOptionsWhere,
  In,
  IsNull,
  LessThan,
  type Repository,
} from 'typeorm';
import type {
  ErasedStudent,
  EraseStudentInput,
  HistoryRecord,
  TrashPage,
  TrashedRecord,
} from '@piba/shared';
import { type AuditActor, AuditService } from '../audit/index.js';
import type { Environment } from '../config/environment.js';
import { flushLogs } from '../common/logging.js';
import { isUniqueViolation } from '../common/unique-violation.js';
import { HistoryRecordEntity, HistoryTrashEntity } from './history-record.entity.js';
import { deleteResults } from './result-deletion.js';
import { type StoredResult, toWire } from './stored-result.js';

export const DAY_MS = 24 * 60 * 60_000;

/** Who acts: a session's teacher confined to their session, or the admin (undefined). */
type Session = string | undefined;

/**
 * Nothing lost by one click (docs/privacy.md): a deleted result moves to the trash, from which
 * it can be restored for TRASH_DAYS days before it is purged; erasure on a parent's request
 * removes a student's results from both at once.
 */
@Injectable()
export class HistoryTrashService {
  private readonly logger = new Logger('History');
  private readonly trashDays: number;

  constructor(
    @InjectRepository(HistoryRecordEntity)
    private readonly records: Repository<HistoryRecordEntity>,
    @InjectRepository(HistoryTrashEntity)
    private readonly trash: Repository<HistoryTrashEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    config: ConfigService<Environment, true>,
  ) {
    this.trashDays = config.get('TRASH_DAYS', { infer: true });
  }

  /** Moves a result to the trash; one outside `session` (when given) is as unknown as a missing one. */
  async remove(id: number, session: Session): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOneBy(HistoryRecordEntity, scoped(id, session));
      if (!row) throw notFound(id);
      try {
        await manager.insert(HistoryTrashEntity, { ...row, deleted_at: new Date() });
      } catch (error) {
        // A second click raced the first: the result is already in the trash.
        if (isUniqueViolation(error)) throw notFound(id);
        throw error;
      }
      await deleteResults(manager, [id], [row.session_code]);
    });
    // Who deleted what is accountable: written out now, not when the log's buffer next fills.
    this.logger.warn(`Result ${id} moved to the trash by ${actor(session)}`);
    flushLogs();
  }

  /** Puts a trashed result back, under its own id. */
  async restore(id: number, session: Session): Promise<HistoryRecord> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOneBy(HistoryTrashEntity, scoped(id, session));
      if (!row) throw new NotFoundException(`No result with id ${id} in the trash`);
      const { deleted_at: _deletedAt, ...result } = row;
      try {
        await manager.insert(HistoryRecordEntity, result);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new ConflictException(
          `Result ${id} cannot be restored: a result with its id or submission_id is saved already`,
        );
      }
      await manager.delete(HistoryTrashEntity, { id });
      return toWire(row);
    });
  }

  /** The trash, newest deletion first. */
  async list(query: { page: number; pageSize: number; session?: string }): Promise<TrashPage> {
    const where: FindOptionsWhere<HistoryTrashEntity> =
      query.session === undefined
        ? {}
        : { session_code: query.session === 'none' ? IsNull() : query.session };
    const [rows, total] = await this.trash.findAndCount({
      where,
      order: { deleted_at: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    });
    return {
      data: rows.map((row) => this.trashedOf(row)),
      meta: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  /**
   * Erases for good every result of the student that result `id` belongs to: the same
   * participant, or the same name and class in the same session, in the table and the trash,
   * with the places in an AB-BA session's arrival order given to any participant id among them.
   * The audit entry, written before the answer, keeps the reason, which is all that remains.
   */
  async erase(
    id: number,
    { reason }: EraseStudentInput,
    by: { actor: AuditActor; address?: string },
  ): Promise<ErasedStudent> {
    const count = await this.dataSource.transaction(async (manager) => {
      const row =
        (await manager.findOneBy(HistoryRecordEntity, { id })) ??
        (await manager.findOneBy(HistoryTrashEntity, { id }));
      if (!row) throw notFound(id);
      const student = sameStudent(row);
      let erased = 0;
      const participants = new Set<string>(row.participant_id ? [row.participant_id] : []);
      for (const entity of [HistoryRecordEntity, HistoryTrashEntity]) {
        const rows = await manager.find(entity, {
          select: { id: true, session_code: true, participant_id: true },
          where: student,
        });
        for (const found of rows) if (found.participant_id) participants.add(found.participant_id);
        const ids = rows.map((found) => found.id);
        if (entity === HistoryRecordEntity) {
          await deleteResults(
            manager,
            ids,
            rows.map((found) => found.session_code),
          );
        } else if (ids.length > 0) await manager.delete(entity, { id: In(ids) });
        erased += ids.length;
      }
      await eraseArrivals(manager, [...participants]);
      this.logger.warn(`Result ${id}: its student's ${erased} results erased by the admin`);
      flushLogs();
      return erased;
    });
    const detail = `${reason} (${count} results)`;
    await this.audit.record(
      by.actor,
      { action: 'erase', target: `result ${id}`, detail },
      by.address,
    );
    return { erased: count };
  }

  /** Purges what has been in the trash longer than TRASH_DAYS; answers how many. */
  async purge(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.trashDays * DAY_MS);
    const { affected } = await this.trash.delete({ deleted_at: LessThan(before) });
    return affected ?? 0;
  }

  private trashedOf(row: HistoryTrashEntity): TrashedRecord {
    const purgeAt = new Date(row.deleted_at.getTime() + this.trashDays * DAY_MS);
    return {
      ...toWire(row),
      deleted_at: row.deleted_at.toISOString(),
      purge_at: purgeAt.toISOString(),
    };
  }
}

const scoped = (id: number, session: Session) =>
  session === undefined ? { id } : { id, session_code: session };

const notFound = (id: number) => new NotFoundException(`No history record with id ${id}`);

const actor = (session: Session) =>
  session === undefined ? 'the admin key' : `session ${session}`;

/** Where-conditions (any of them) that find one student's results. */
function sameStudent(row: StoredResult): FindOptionsWhere<StoredResult>[] {
  const conditions: FindOptionsWhere<StoredResult>[] = [{ id: row.id }];
  if (row.participant_id) conditions.push({ participant_id: row.participant_id });
  if (row.name !== null) {
    conditions.push({
      name: row.name,
      class_room: row.class_room ?? IsNull(),
      session_code: row.session_code ?? IsNull(),
    });
  }
  return conditions;
}

/**
 * Forgets the places in AB-BA sessions' arrival orders given to these participant ids, in every
 * session; each session's counter stays, so no later student is given an erased student's place.
 */
async function eraseArrivals(manager: EntityManager, participants: string[]): Promise<void> {
  for (let start = 0; start < participants.length; start += 500) {
    const chunk = participants.slice(start, start + 500);
    await manager.query(
      `DELETE FROM session_arrivals WHERE participant_id IN (${chunk.map(() => '?').join(', ')})`,
      chunk,
    );
  }
}
