import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import ExcelJS from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file to download; a stream that fails midway is cut off rather than sent as complete. */
export const download = (file: Readable, type: string, name: string) =>
  new StreamableFile(file, { type, disposition: `attachment; filename="${name}"` }).setErrorHandler(
    (_error, response) => response.destroy?.(),
  );

/**
 * An Excel workbook written as it is read (exceljs's streaming writer) into `output`: styles on,
 * for number formats; no shared strings, which exceljs would keep whole until the end.
 */
export function streamingWorkbook() {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  return { output, workbook };
}

/**
 * The part of a stream's state that says whether its writer should wait for 'drain'; archiver's
 * entry is a readable-stream 2 stream, which has no public `writableNeedDrain`.
 */
type ZipEntry = NodeJS.EventEmitter & { _writableState?: { needDrain?: boolean } };

/**
 * The stream the zip reads a sheet's XML from. exceljs 4 writes a sheet into a buffer of its own
 * (`sheet.stream`) whose one pipe is archiver's entry stream, and writes on to it without
 * waiting (it ignores `write`'s answer). No public API shows it: download.spec.ts fails if an
 * upgrade of exceljs moves it, or if the writer no longer waits for it.
 */
export const zipEntryOf = (sheet: ExcelJS.Worksheet): ZipEntry | undefined =>
  (sheet as unknown as { stream?: { pipes?: ZipEntry[] } }).stream?.pipes?.[0];

/**
 * Waits, between batches, until the zip has taken in what the sheet has written (its entry
 * drained) and the reader has taken what the zip has made (`output` drained, which the socket
 * drains through the response it is piped to), both at once. A workbook that writes a batch
 * only then holds at most a batch of the sheet, however slow the compression or the network;
 * and one that reads its next batch only then holds no rows the zip is not ready for.
 */
export async function readerCaughtUp(
  output: PassThrough,
  sheet?: ExcelJS.Worksheet,
): Promise<void> {
  // Lets the compression and the socket run before the first look.
  await new Promise((resolve) => setImmediate(resolve));
  const entry = sheet && zipEntryOf(sheet);
  for (;;) {
    if (entry?._writableState?.needDrain) await once(entry, 'drain');
    else if (output.writableNeedDrain) await once(output, 'drain');
    else return;
  }
}
