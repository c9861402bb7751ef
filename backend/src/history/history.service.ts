import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import type { HistoryPage, HistoryRecord } from './history-record.contract.js';
import { HistoryRecordEntity } from './history-record.entity.js';
import type { CreateHistoryRecordDto } from './dto/create-history-record.dto.js';
import type { ListHistoryQueryDto } from './dto/list-history-query.dto.js';

/** `%` and `_` in a search are literal characters, not wildcards ('!' escapes on MySQL and SQLite alike). */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (char) => `!${char}`);

@Injectable()
export class HistoryService {
  constructor(
    @InjectRepository(HistoryRecordEntity)
    private readonly records: Repository<HistoryRecordEntity>,
  ) {}

  async create(input: CreateHistoryRecordDto): Promise<HistoryRecord> {
    const record = this.records.create({
      name: input.name ?? null,
      class_room: input.class_room ?? null,
      score: input.score,
      percentage: input.percentage,
      is_pretest: input.is_pretest,
      is_posttest: input.is_posttest,
      created_at: new Date(),
    });
    // One INSERT, no surrounding transaction or re-read: every column but the id is known here.
    const { identifiers } = await this.records.insert(record);
    return toWire({ ...record, id: identifiers[0].id as number });
  }

  async list(query: ListHistoryQueryDto): Promise<HistoryPage> {
    const builder = this.filtered(query);
    const descending = query.sort.startsWith('-');
    const field = descending ? query.sort.slice(1) : query.sort;
    const direction = descending ? 'DESC' : 'ASC';
    const [rows, total] = await builder
      .orderBy(`record.${field}`, direction)
      // A stable tie-break keeps pages from overlapping when sort values repeat.
      .addOrderBy('record.id', direction)
      .skip((query.page - 1) * query.pageSize)
      .take(query.pageSize)
      .getManyAndCount();
    return {
      data: rows.map(toWire),
      meta: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  private filtered(query: ListHistoryQueryDto): SelectQueryBuilder<HistoryRecordEntity> {
    const builder = this.records.createQueryBuilder('record');
    if (query.classRoom !== undefined) {
      builder.andWhere('record.class_room = :classRoom', { classRoom: query.classRoom.trim() });
    }
    if (query.type === 'pretest') builder.andWhere('record.is_pretest = :yes', { yes: true });
    if (query.type === 'posttest') builder.andWhere('record.is_posttest = :yes', { yes: true });
    if (query.q) {
      builder.andWhere("record.name LIKE :q ESCAPE '!'", { q: `%${escapeLike(query.q.trim())}%` });
    }
    return builder;
  }
}

function toWire(record: HistoryRecordEntity): HistoryRecord {
  return {
    id: record.id,
    name: record.name,
    class_room: record.class_room,
    score: record.score,
    percentage: record.percentage,
    is_pretest: Boolean(record.is_pretest),
    is_posttest: Boolean(record.is_posttest),
    created_at: record.created_at.toISOString(),
  };
}
