import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { HistoryFilter, HistoryPage, HistorySummary } from '@piba/shared';
import {
  compareNaturally,
  type ResultCountsRow,
  resultCountsOf,
  selectResultCounts,
} from '../results/index.js';
import { applyHistoryFilter } from './apply-history-filter.js';
import type { ListHistoryQueryDto } from './dto/list-history-query.dto.js';
import { HistoryRecordEntity } from './history-record.entity.js';
import { sortOrder } from './history-sort.js';
import { toWire } from './stored-result.js';

/** The teacher's table: its pages, their summary and class list, and what a filter selects. */
@Injectable()
export class HistoryListService {
  constructor(
    @InjectRepository(HistoryRecordEntity)
    private readonly records: Repository<HistoryRecordEntity>,
  ) {}

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
    const row = await selectResultCounts(this.filtered(filter))
      .addSelect('AVG(record.percentage)', 'average')
      .getRawOne<ResultCountsRow & { average: string | number | null }>();
    const { total, pretest, posttest } = resultCountsOf(row);
    const average =
      row?.average === null || row?.average === undefined ? null : Number(row.average);
    return {
      total,
      pretest,
      posttest,
      averagePercentage: average === null ? null : Math.round(average * 10) / 10,
    };
  }

  /** A query over the records that `filter` selects (the list, the summary and the export). */
  filtered(filter: HistoryFilter) {
    return applyHistoryFilter(this.records.createQueryBuilder('record'), filter);
  }
}
