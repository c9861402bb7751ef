import { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { CSV_BOM, csvLine, type HistoryExportQuery, type HistoryRecord } from '@piba/shared';
import { SessionsService } from '../sessions/index.js';
import { type ExportLayout, exportHeader, csvRecordLine } from './export-columns.js';
import { xlsxStream } from './history-xlsx.js';
import { ParticipantCodes } from './participant-codes.js';
import type { HistoryRecordEntity } from './history-record.entity.js';
import { sortOrder } from './history-sort.js';
import { HistoryListService } from './history-list.service.js';
import { toWire } from './stored-result.js';

const EXPORT_BATCH = 1_000;

/** The CSV export: every matching record, streamed, whatever the number. */
@Injectable()
export class HistoryExportService {
  private readonly logger = new Logger('HistoryExport');

  constructor(
    private readonly history: HistoryListService,
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

  /** What the export's rows need beyond the records: consent flags and participant codes. */
  private async layoutOf(query: HistoryExportQuery): Promise<ExportLayout> {
    const [withoutConsent, codeOf] = await Promise.all([
      this.sessions.withoutConsent(),
      this.codes.coder(),
    ]);
    return { pseudonymous: query.pseudonymous === true, withoutConsent, codeOf };
  }

  /**
   * The matching records in batches. The first batch is read before anything is sent, so an
   * unreachable database is still a 503 rather than a cut-off file.
   */
  private async startedBatches(query: HistoryExportQuery): Promise<AsyncIterable<HistoryRecord[]>> {
    const batches = this.exportRecords(query);
    const first = await batches.next();
    return (async function* () {
      if (first.done) return;
      yield first.value;
      yield* batches;
    })();
  }

  /** The export as CSV text (UTF-8 with a byte order mark, so Excel reads names right). */
  async exportCsv(query: HistoryExportQuery): Promise<Readable> {
    const layout = await this.layoutOf(query);
    const batches = await this.startedBatches(query);
    return Readable.from(
      (async function* () {
        yield CSV_BOM + csvLine(exportHeader(layout));
        for await (const batch of batches) {
          yield batch.map((record) => csvRecordLine(record, layout)).join('');
        }
      })(),
    );
  }

  /** The same rows as an Excel workbook. */
  async exportXlsx(query: HistoryExportQuery): Promise<Readable> {
    const layout = await this.layoutOf(query);
    const batches = await this.startedBatches(query);
    return xlsxStream(batches, layout, (error) => this.logger.error(error));
  }
}
