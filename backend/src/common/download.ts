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

/** The part of a stream's state that says whether a writer should wait for 'drain'. */
interface ZipEntry {
  _writableState?: { needDrain?: boolean };
  once(event: 'drain', listener: () => void): unknown;
}

/**
 * The stream the zip reads a sheet's XML from: exceljs 4's own (the sheet's buffer pipes into
 * archiver's entry stream).
 */
const zipEntryOf = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { stream?: { pipes?: ZipEntry[] } }).stream?.pipes?.[0];

/**
 * exceljs's streaming writer writes on without waiting for the zip or the reader (it ignores
 * `write`'s answer). Between batches a workbook waits until the zip has taken what the sheet has
 * written and the reader what the zip has made (letting the compression and the socket run), so
 * a slow network never piles the sheet up in memory.
 */
export async function readerCaughtUp(
  output: PassThrough,
  sheet?: ExcelJS.Worksheet,
): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  const entry = sheet && zipEntryOf(sheet);
  if (entry?._writableState?.needDrain) {
    await new Promise<void>((resolve) => entry.once('drain', resolve));
  }
  if (output.writableNeedDrain) await once(output, 'drain');
}
