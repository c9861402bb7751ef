import { finished, Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { CSV_BOM, csvLine, type HistoryExportQuery, type HistoryRecord } from '@piba/shared';
import { type ReplicaRead, ReplicaReads } from '../replicas/index.js';
import { SessionsService } from '../sessions/index.js';
import { applyHistoryFilter } from './apply-history-filter.js';
import { type ExportLayout, exportHeader, csvRecordLine } from './export-columns.js';
import { xlsxStream } from './history-xlsx.js';
import { ParticipantCodes } from './participant-codes.js';
import { HistoryRecordEntity } from './history-record.entity.js';
import { sortOrder } from './history-sort.js';
import { toWire } from './stored-result.js';

const EXPORT_BATCH = 1_000;

/**
 * The CSV and Excel exports: every matching record, streamed, whatever the number. The records
 * are read from a read replica when there is one (ReplicaReads), on one connection held for the
 * whole download: an export may lag a moment behind the latest saves, and its reads then take
 * nothing from the primary the students save to. On the primary (no replica, or none answers)
 * each batch takes a pooled connection for its one query and gives it back: a slow download
 * never holds a connection the students' saves wait for.
 */
@Injectable()
export class HistoryExportService {
  private readonly logger = new Logger('HistoryExport');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly replicas: ReplicaReads,
    private readonly sessions: SessionsService,
    private readonly codes: ParticipantCodes,
  ) {}

  /**
   * Every matching record in the asked order (newest first unless asked otherwise), fetched in
   * batches by keyset (the sort column, then id) so that memory stays flat however many rows
   * match. Every sort column is NOT NULL, so the keyset needs no case for NULL.
   */
  async *exportRecords(
    query: HistoryExportQuery,
    manager: EntityManager,
  ): AsyncGenerator<HistoryRecord[]> {
    const { column, direction } = sortOrder(query.sort ?? '-created_at');
    const after = direction === 'DESC' ? '<' : '>';
    let last: HistoryRecordEntity | undefined;
    do {
      const builder = applyHistoryFilter(
        manager.getRepository(HistoryRecordEntity).createQueryBuilder('record'),
        query,
      );
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
   * The matching records in batches, through `manager`. The first batch is read before anything
   * is sent, so an unreachable database is still a 503 rather than a cut-off file.
   */
  private async startedBatches(
    query: HistoryExportQuery,
    manager: EntityManager,
  ): Promise<AsyncGenerator<HistoryRecord[]>> {
    const batches = this.exportRecords(query, manager);
    const first = await batches.next();
    return (async function* () {
      if (first.done) return;
      yield first.value;
      yield* batches;
    })();
  }

  /**
   * A replica's connection, held for the download; undefined on the primary, where each batch
   * takes a pooled connection of its own (the class's comment).
   */
  private async replicaConnection(): Promise<ReplicaRead | undefined> {
    if (!this.replicas.configured) return undefined;
    const connection = await this.replicas.connect();
    if (connection.onReplica) return connection;
    await connection.release();
    return undefined;
  }

  /**
   * `write`'s file from the records that `query` selects. A replica's connection goes back once
   * the file has been sent, or once the download stopped (the teacher closed the page): after
   * the batch being read, if any, so that no query is left running on a connection given back.
   */
  private async exported(
    query: HistoryExportQuery,
    write: (batches: AsyncGenerator<HistoryRecord[]>, layout: ExportLayout) => Readable,
  ): Promise<Readable> {
    const connection = await this.replicaConnection();
    let file: Readable;
    let batches: AsyncGenerator<HistoryRecord[]>;
    try {
      const layout = await this.layoutOf(query);
      batches = await this.startedBatches(query, connection?.manager ?? this.dataSource.manager);
      file = write(batches, layout);
    } catch (error) {
      await connection?.release();
      throw error;
    }
    finished(file, () => {
      void batches.return(undefined).finally(() => connection?.release());
    });
    return file;
  }

  /** The export as CSV text (UTF-8 with a byte order mark, so Excel reads names right). */
  exportCsv(query: HistoryExportQuery): Promise<Readable> {
    return this.exported(query, (batches, layout) =>
      Readable.from(
        (async function* () {
          yield CSV_BOM + csvLine(exportHeader(layout));
          for await (const batch of batches) {
            yield batch.map((record) => csvRecordLine(record, layout)).join('');
          }
        })(),
      ),
    );
  }

  /** The same rows as an Excel workbook. */
  exportXlsx(query: HistoryExportQuery): Promise<Readable> {
    return this.exported(query, (batches, layout) =>
      xlsxStream(batches, layout, (error) => this.logger.error(error)),
    );
  }
}
