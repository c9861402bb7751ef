import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import {
  CSV_BOM,
  csvLine,
  type HistoryFilter,
  type HistoryRecord,
  type TeacherScope,
} from '@piba/shared';
import { csvHeader, csvRecordLine } from './history-csv.js';
import type { HistoryRecordEntity } from './history-record.entity.js';
import { HistoryService, toWire } from './history.service.js';

const EXPORT_BATCH = 1_000;

/** The CSV export: every matching record, streamed, whatever the number. */
@Injectable()
export class HistoryExportService {
  constructor(private readonly history: HistoryService) {}

  /**
   * Every matching record, newest first, fetched in batches by keyset (created_at, id) so that
   * memory stays flat however many rows match.
   */
  async *exportRecords(filter: HistoryFilter): AsyncGenerator<HistoryRecord[]> {
    let last: HistoryRecordEntity | undefined;
    do {
      const builder = this.history.filtered(filter);
      if (last) {
        builder.andWhere(
          '(record.created_at < :lastAt OR (record.created_at = :lastAt AND record.id < :lastId))',
          { lastAt: last.created_at, lastId: last.id },
        );
      }
      const batch = await builder
        .orderBy('record.created_at', 'DESC')
        .addOrderBy('record.id', 'DESC')
        .limit(EXPORT_BATCH)
        .getMany();
      if (batch.length > 0) yield batch.map(toWire);
      last = batch.length === EXPORT_BATCH ? batch[batch.length - 1] : undefined;
    } while (last);
  }

  /**
   * The export as CSV text. The first batch is read before anything is sent, so an unreachable
   * database is still a 503 rather than a cut-off file.
   */
  async exportCsv(filter: HistoryFilter, scope: TeacherScope): Promise<Readable> {
    const withSession = scope.role === 'admin';
    const lines = (batch: HistoryRecord[]) =>
      batch.map((record) => csvRecordLine(record, withSession)).join('');
    const batches = this.exportRecords(filter);
    const first = await batches.next();
    return Readable.from(
      (async function* () {
        yield CSV_BOM + csvLine(csvHeader(withSession));
        if (first.done) return;
        yield lines(first.value);
        for await (const batch of batches) yield lines(batch);
      })(),
    );
  }
}
