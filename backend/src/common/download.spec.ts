import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { readerCaughtUp, streamingWorkbook, zipEntryOf } from './download.js';

const BATCH = 1_000;
const BATCHES = 10;

/**
 * A workbook written as the exports write theirs: a batch of rows, then a wait for the zip and
 * the reader. Answers the output, the sheet, how many batches are written so far, and `write`,
 * which starts the writing.
 */
function writer() {
  const { output, workbook } = streamingWorkbook();
  const sheet = workbook.addWorksheet('Hasil');
  sheet.columns = [{ header: 'Nama' }, { header: 'Skor' }];
  const progress = { batches: 0 };
  const write = async () => {
    for (let batch = 0; batch < BATCHES; batch += 1) {
      for (let i = 0; i < BATCH; i += 1) {
        sheet.addRow([`Siswa ${batch * BATCH + i}`, i % 11]).commit();
      }
      progress.batches += 1;
      await readerCaughtUp(output, sheet);
    }
    sheet.commit();
    await workbook.commit();
  };
  return { output, sheet, progress, write };
}

/** Resolves once `condition` holds, looking every 10 ms. */
async function until(condition: () => boolean) {
  while (!condition()) await sleep(10);
}

/** The rows of a workbook's first sheet, header included. */
async function rowsOf(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  return workbook.worksheets[0].rowCount;
}

describe('a streaming workbook', () => {
  // exceljs 4 hands a sheet's XML to the zip through a stream of its own, which no public API
  // shows; the workbooks wait for it. An upgrade that moves it must fail here, not in production.
  it("finds the zip's entry of a sheet where exceljs keeps it: the stream its XML goes through", async () => {
    const { output, sheet, write } = writer();
    const entry = zipEntryOf(sheet) as unknown as {
      write: (chunk: Buffer, ...rest: unknown[]) => boolean;
    };
    expect(entry).toBeDefined();
    // What the sheet writes into it (a 'data' listener would read it away from the zip).
    const xml: Buffer[] = [];
    const passOn = entry.write.bind(entry);
    entry.write = (chunk, ...rest) => {
      xml.push(Buffer.from(chunk));
      return passOn(chunk, ...rest);
    };
    const done = write();
    const file = await buffer(output);
    await done;
    const text = Buffer.concat(xml).toString('utf8');
    expect(text).toMatch(/^<\?xml[^>]*>\s*<worksheet /);
    expect(text).toContain('<sheetData>');
    expect(text).toContain(`Siswa ${BATCH * BATCHES - 1}`);
    expect(await rowsOf(file)).toBe(BATCH * BATCHES + 1);
  });

  it('writes no further batch while the zip takes in nothing (compression slower than the rows)', async () => {
    const { output, sheet, progress, write } = writer();
    // The zip's entry passes nothing on, as when compression has fallen behind; the reader reads.
    const entry = zipEntryOf(sheet) as unknown as {
      _transform: (chunk: Buffer, encoding: string, callback: () => void) => void;
    };
    const held: Array<() => void> = [];
    entry._transform = (chunk, encoding, callback) =>
      held.push(() =>
        Object.getPrototypeOf(entry)._transform.call(entry, chunk, encoding, callback),
      );
    const file = buffer(output);
    const done = write();
    await until(() => held.length > 0);
    const stalled = progress.batches;
    await sleep(300);
    expect(progress.batches).toBe(stalled);
    // exceljs hands the sheet on 64 KB at a time: the first batch may still sit in its own buffer.
    expect(stalled).toBeLessThanOrEqual(2);
    // Compression catches up: the rest is written, and the file is whole.
    delete (entry as { _transform?: unknown })._transform;
    for (const release of held.splice(0)) release();
    await done;
    expect(progress.batches).toBe(BATCHES);
    expect(await rowsOf(await file)).toBe(BATCH * BATCHES + 1);
  });

  it('writes no further batch while the reader takes nothing (a slow network)', async () => {
    const { output, progress, write } = writer();
    const done = write();
    // Once the output is full, the writer, which writes a batch at once, writes no further one.
    await until(() => output.writableNeedDrain);
    const stalled = progress.batches;
    await sleep(300);
    expect(progress.batches).toBe(stalled);
    // The batches it takes to fill the output's buffers (16 KB each side) zipped, not all ten.
    expect(stalled).toBeLessThanOrEqual(5);
    const file = buffer(output);
    await done;
    expect(progress.batches).toBe(BATCHES);
    expect(await rowsOf(await file)).toBe(BATCH * BATCHES + 1);
  });
});
