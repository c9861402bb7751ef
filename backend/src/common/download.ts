import { once } from 'node:events';
import type { PassThrough, Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file to download; a stream that fails midway is cut off rather than sent as complete. */
export const download = (file: Readable, type: string, name: string) =>
  new StreamableFile(file, { type, disposition: `attachment; filename="${name}"` }).setErrorHandler(
    (_error, response) => response.destroy?.(),
  );

/**
 * exceljs's streaming writer writes on without waiting for the reader. Between batches a workbook
 * waits until the reader has taken what is already written (and lets the compression and the
 * socket run), so a slow network or a synchronous database never makes it pile up.
 */
export async function readerCaughtUp(output: PassThrough): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  if (output.writableNeedDrain) await once(output, 'drain');
}
