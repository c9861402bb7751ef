import { once } from 'node:events';
import type { PassThrough, Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type ExcelJS from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file to download; a stream that fails midway is cut off rather than sent as complete. */
export const download = (file: Readable, type: string, name: string) =>
  new StreamableFile(file, { type, disposition: `attachment; filename="${name}"` }).setErrorHandler(
    (_error, response) => response.destroy?.(),
  );

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
