import type { Readable } from 'node:stream';
import { type HistoryRecord, wibWallTime } from '@piba/shared';
import { readerCaughtUp, streamingWorkbook } from '../common/download.js';
import { type ExportLayout, exportHeader, exportRow } from './export-columns.js';

const WIDTHS = [28, 10, 8, 12, 12, 11, 18, 10, 22, 10, 10, 48];

/**
 * The export as an Excel workbook, streamed row by row (exceljs's streaming writer) at the pace
 * the zip and the reader take it, so memory stays flat for any number of results. Numbers are
 * numbers and the time is a date, so it opens the same whatever the computer's regional
 * settings; text is never read as a formula.
 */
export function xlsxStream(
  batches: AsyncIterable<HistoryRecord[]>,
  layout: ExportLayout,
  onError: (error: unknown) => void,
): Readable {
  const { output, workbook } = streamingWorkbook();
  const sheet = workbook.addWorksheet('Hasil', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = exportHeader(layout).map((header, i) => ({ header, width: WIDTHS[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(7).numFmt = 'dd/mm/yyyy hh:mm';
  void (async () => {
    for await (const batch of batches) {
      for (const record of batch) {
        const row = exportRow(record, layout);
        sheet
          .addRow([
            row.name,
            row.classRoom,
            row.correct,
            row.total,
            row.percentage,
            row.type,
            // A workbook's times have no zone: they are written as WIB reads them.
            wibWallTime(row.createdAt),
            row.session,
            row.consent,
            row.delayed,
            row.form,
            row.attitude,
          ])
          .commit();
      }
      // The next batch is read only once the zip has taken this one in (its entry would otherwise
      // take the whole uncompressed sheet whenever compression is slower than the database) and
      // the reader has taken what the zip made of it.
      await readerCaughtUp(output, sheet);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
