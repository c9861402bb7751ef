import { ConflictException, Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../common/unique-violation.js';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { inferredAnswerKeyVersion } from './answers.js';
import { applyHistoryFilter } from './apply-history-filter.js';
import type {
  HistoryFilter,
  HistoryPage,
  HistoryRecord,
  HistorySummary,
  SavedHistoryRecord,
} from '@piba/shared';
import { SessionsService } from '../sessions/index.js';
import { HistoryRecordEntity, HistoryTrashEntity } from './history-record.entity.js';
import { sortOrder } from './history-sort.js';
import { compareNaturally } from './natural-order.js';
import type { CreateHistoryRecordDto } from './dto/create-history-record.dto.js';
import type { ListHistoryQueryDto } from './dto/list-history-query.dto.js';

interface SummaryRow {
  total: string | number;
  pretest: string | number | null;
  posttest: string | number | null;
  average: string | number | null;
}

@Injectable()
export class HistoryService {
  constructor(
    @InjectRepository(HistoryRecordEntity)
    private readonly records: Repository<HistoryRecordEntity>,
    @InjectRepository(HistoryTrashEntity)
    private readonly trash: Repository<HistoryTrashEntity>,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * Saves a result once per submission_id. A repeat of a saved submission answers the stored
   * record with `created: false`; the same id with other values is a conflict.
   */
  async create(
    input: CreateHistoryRecordDto,
  ): Promise<{ record: SavedHistoryRecord; created: boolean }> {
    const { record, created } = await this.save(input);
    if (!input.session_code || record.session_code) return { record, created };
    // An unknown code never costs the student their result: it is kept without a session.
    const warning = `No session has the code ${input.session_code}: the result was saved without a session.`;
    return { record: { ...record, warning }, created };
  }

  private async save(
    input: CreateHistoryRecordDto,
  ): Promise<{ record: HistoryRecord; created: boolean }> {
    const [sessionCode, trashed] = await Promise.all([
      input.session_code ? this.sessions.codeOf(input.session_code) : null,
      // A re-sent result the teacher has deleted since is acknowledged, and stays deleted.
      input.submission_id ? this.trash.findOneBy({ submission_id: input.submission_id }) : null,
    ]);
    const record = this.records.create({
      submission_id: input.submission_id ?? null,
      participant_id: input.participant_id ?? null,
      answers: input.answers ?? null,
      answer_key_version:
        input.answer_key_version ?? inferredAnswerKeyVersion(input.answers, input.score),
      session_code: sessionCode,
      name: input.name ?? null,
      class_room: input.class_room ?? null,
      score: input.score,
      percentage: input.percentage,
      is_pretest: input.is_pretest,
      is_posttest: input.is_posttest,
      materials_seen_first: input.materials_seen_first ?? false,
      pseudonymised: false,
      created_at: new Date(),
    });
    if (trashed) return { record: this.repeated(trashed, record), created: false };
    try {
      return { record: await this.insert(record), created: true };
    } catch (error) {
      if (!record.submission_id || !isUniqueViolation(error)) throw error;
      // Inserting first and reading on conflict keeps concurrent retries race-free.
      const { submission_id } = record;
      const stored =
        (await this.records.findOneBy({ submission_id })) ??
        (await this.trash.findOneBy({ submission_id }));
      // The earlier save was erased between the INSERT and this read: this one is saved instead.
      if (!stored) return { record: await this.insert(record), created: true };
      return { record: this.repeated(stored, record), created: false };
    }
  }

  /** The stored result a repeated submission_id names, or a conflict if the values differ. */
  private repeated(stored: StoredResult, incoming: HistoryRecordEntity): HistoryRecord {
    if (!sameResult(stored, incoming)) {
      throw new ConflictException(
        `submission_id ${incoming.submission_id} was already saved with different values`,
      );
    }
    return toWire(stored);
  }

  /** One INSERT, no transaction or re-read: every column but the id is known here. */
  private async insert(record: HistoryRecordEntity): Promise<HistoryRecord> {
    const { identifiers } = await this.records.insert(record);
    return toWire({ ...record, id: identifiers[0].id as number });
  }

  async list(query: ListHistoryQueryDto): Promise<HistoryPage> {
    const [rows, { total, ...summary }] = await Promise.all([
      this.page(query),
      this.summarize(query),
    ]);
    return {
      data: rows.map(toWire),
      meta: { page: query.page, pageSize: query.pageSize, total, summary },
    };
  }

  /**
   * One page in the asked order. The ids come first, from an index alone; only the page's own
   * rows are then read whole. Read in one query, MySQL would read every skipped row whole too
   * (a class's page 7 took 0.5 ms that way, 0.3 ms this way; page 40, 2 ms against 0.4 ms).
   */
  private async page(query: ListHistoryQueryDto): Promise<HistoryRecordEntity[]> {
    const { column, direction } = sortOrder(query.sort);
    const ids = await this.filtered(query)
      .select('record.id', 'id')
      .orderBy(`record.${column}`, direction)
      // A stable tie-break keeps pages from overlapping when sort values repeat.
      .addOrderBy('record.id', direction)
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .getRawMany<{ id: number }>();
    if (ids.length === 0) return [];
    const rows = await this.records.findBy({ id: In(ids.map((row) => row.id)) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A row deleted between the two reads is left out rather than failing the page.
    return ids.flatMap(({ id }) => byId.get(Number(id)) ?? []);
  }

  /** The classes with a result in the filter's session (or every session), in natural order. */
  async classes(filter: Pick<HistoryFilter, 'session'>): Promise<string[]> {
    const rows = await this.filtered(filter)
      .select('DISTINCT record.class_room', 'class_room')
      .andWhere('record.class_room IS NOT NULL')
      .getRawMany<{ class_room: string }>();
    return rows.map((row) => row.class_room).sort(compareNaturally);
  }

  private async summarize(filter: HistoryFilter): Promise<HistorySummary & { total: number }> {
    const row = await this.filtered(filter)
      .select('COUNT(*)', 'total')
      .addSelect('SUM(record.is_pretest)', 'pretest')
      .addSelect('SUM(record.is_posttest)', 'posttest')
      .addSelect('AVG(record.percentage)', 'average')
      .getRawOne<SummaryRow>();
    const average =
      row?.average === null || row?.average === undefined ? null : Number(row.average);
    return {
      total: Number(row?.total ?? 0),
      pretest: Number(row?.pretest ?? 0),
      posttest: Number(row?.posttest ?? 0),
      averagePercentage: average === null ? null : Math.round(average * 10) / 10,
    };
  }

  /** A query over the records that `filter` selects (the list, the summary and the export). */
  filtered(filter: HistoryFilter) {
    return applyHistoryFilter(this.records.createQueryBuilder('record'), filter);
  }
}

const RESULT_FIELDS = [
  'name',
  'class_room',
  'score',
  'percentage',
  'is_pretest',
  'is_posttest',
] as const;

/** A result as stored, in the table or in the trash. */
export type StoredResult = HistoryRecordEntity | HistoryTrashEntity;

function sameResult(stored: StoredResult, incoming: HistoryRecordEntity): boolean {
  return RESULT_FIELDS.every((field) => stored[field] === incoming[field]);
}

export function toWire(record: StoredResult): HistoryRecord {
  return {
    id: record.id,
    submission_id: record.submission_id,
    participant_id: record.participant_id,
    answers: record.answers,
    answer_key_version: record.answer_key_version,
    session_code: record.session_code,
    name: record.name,
    class_room: record.class_room,
    score: record.score,
    percentage: record.percentage,
    is_pretest: Boolean(record.is_pretest),
    is_posttest: Boolean(record.is_posttest),
    materials_seen_first: Boolean(record.materials_seen_first),
    created_at: record.created_at.toISOString(),
  };
}
