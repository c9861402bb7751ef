import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import {
  CSV_BOM,
  csvLine,
  type HistoryExportQuery,
  type HistoryRecord,
  type TeacherScope,
} from '@piba/shared';
import { SessionsService } from '../sessions/index.js';
import { type CsvLayout, csvHeader, csvRecordLine } from './history-csv.js';
import { ParticipantCodes } from './participant-codes.js';
import type { HistoryRecordEntity } from './history-record.entity.js';
import { sortOrder } from './history-sort.js';
import { HistoryService, toWire } from './history.service.js';

const EXPORT_BATCH = 1_000;

/** The CSV export: every matching record, streamed, whatever the number. */
@Injectable()
export class HistoryExportService {
  constructor(
    private readonly history: HistoryService,
    private readonly sessions: SessionsService,
    private readonly codes: ParticipantCodes,
  ) {}

  /**
   * Every matching record in the asked order (newest first unless asked otherwise), fetched in
   * batches by keyset (the sort column, then id) so that memory stays flat however many rows
   * match. Every sort column is NOT NULL, so the keyset needs no case for NULL.
   */
  async *exportRecords(query: HistoryExportQuery): AsyncGenerator<HistoryRecord[]> {
    const { column, direction } = sortOrder(query.sort ?? '-created_at');
    const after = direction === 'DESC' ? '<' : '>';
    let last: HistoryRecordEntity | undefined;
    do {
      const builder = this.history.filtered(query);
      if (last) {
        builder.andWhere(
          `(record.${column} ${after} :lastValue OR (record.${column} = :lastValue AND record.id ${after} :lastId))`,
          { lastValue: last[column], lastId: last.id },
        );
      }
      const batch = await builder
        .orderBy(`record.${column}`, direction)
        .addOrderBy('record.id', direction)
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
  async exportCsv(query: HistoryExportQuery, scope: TeacherScope): Promise<Readable> {
    const [withoutConsent, codeOf] = await Promise.all([
      this.sessions.withoutConsent(),
      this.codes.coder(),
    ]);
    const layout: CsvLayout = {
      withSession: scope.role === 'admin',
      pseudonymous: query.pseudonymous === true,
      withoutConsent,
      codeOf,
    };
    const lines = (batch: HistoryRecord[]) =>
      batch.map((record) => csvRecordLine(record, layout)).join('');
    const batches = this.exportRecords(query);
    const first = await batches.next();
    return Readable.from(
      (async function* () {
        yield CSV_BOM + csvLine(csvHeader(layout));
        if (first.done) return;
        yield lines(first.value);
        for await (const batch of batches) yield lines(batch);
      })(),
    );
  }
}
