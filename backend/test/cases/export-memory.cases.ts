import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { HistoryRecordEntity } from '../../src/history/history-record.entity.js';
import type { Cases } from '../support/history-api.js';

const ROWS = 100_000;

// Collecting before each sample measures what the server holds, not garbage awaiting collection.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
/**
 * What the process holds: its heap and the buffers outside it, where streamed bytes wait. V8
 * returns the memory of the buffers a collection finds dead on a background thread, which on a
 * busy machine has often not run when the collection returns: read then, the count still holds
 * every buffer the export dropped since the last full collection (tens of MB). A second
 * collection first waits for that work, so its count is what is held. Answers both counts.
 */
const liveMemory = () => {
  collectGarbage();
  const first = process.memoryUsage();
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { live: heapUsed + arrayBuffers, unreturned: first.heapUsed + first.arrayBuffers };
};

/**
 * Streams a GET, discarding the body; answers its line count, its size, its last bytes, the
 * seconds it took and the server's peak live memory growth.
 */
async function streamLines(port: number, path: string) {
  const baseline = liveMemory().live;
  const started = Date.now();
  const cpu = process.cpuUsage();
  let peak = baseline;
  let peakUnreturned = baseline;
  // A full collection of the test process's heap takes a while; sampling at most a tenth of the
  // time keeps the measuring from slowing the export it measures. What piles up grows steadily,
  // so a sample every second or so still sees it.
  let sampler: NodeJS.Timeout;
  const sample = () => {
    const collecting = Date.now();
    const { live, unreturned } = liveMemory();
    peak = Math.max(peak, live);
    peakUnreturned = Math.max(peakUnreturned, unreturned);
    sampler = setTimeout(sample, Math.max(100, 9 * (Date.now() - collecting)));
  };
  sampler = setTimeout(sample, 100);
  try {
    return await new Promise<{
      lines: number;
      bytes: number;
      tail: Buffer;
      seconds: number;
      cpuSeconds: number;
      growthMb: number;
      unreturnedMb: number;
    }>((resolve, reject) => {
      get({ port, path, host: '127.0.0.1' }, (response) => {
        let lines = 0;
        let bytes = 0;
        let tail = Buffer.alloc(0);
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          tail = Buffer.concat([tail, chunk]).subarray(-64);
          for (const byte of chunk) if (byte === 0x0a) lines += 1;
        });
        response.on('end', () =>
          resolve({
            lines,
            bytes,
            tail,
            seconds: (Date.now() - started) / 1000,
            cpuSeconds: (({ user, system }) => user + system)(process.cpuUsage(cpu)) / 1e6,
            growthMb: (peak - baseline) / 2 ** 20,
            unreturnedMb: (peakUnreturned - baseline) / 2 ** 20,
          }),
        );
        response.on('error', reject);
      }).on('error', reject);
    });
  } finally {
    clearTimeout(sampler);
  }
}

export const exportMemoryCases: Cases = (testApp) => {
  describe(`export of ${ROWS.toLocaleString('en')} results`, () => {
    it('streams every row while the server memory stays flat', async () => {
      const { records, app } = testApp();
      const start = Date.UTC(2026, 0, 1);
      for (let offset = 0; offset < ROWS; offset += 2_000) {
        const batch = Array.from({ length: 2_000 }, (_, i) => ({
          name: `Siswa ${offset + i}`,
          class_room: `${7 + ((offset + i) % 3)}A`,
          score: '5/10',
          percentage: 50,
          is_pretest: true,
          is_posttest: false,
          created_at: new Date(start + (offset + i) * 1000),
        }));
        await records
          .createQueryBuilder()
          .insert()
          .into(HistoryRecordEntity)
          .values(batch)
          .execute();
      }
      await app.listen(0, '127.0.0.1');
      const { port } = app.getHttpServer().address() as AddressInfo;

      const csv = await streamLines(port, '/api/history/export.csv');
      console.log(
        `CSV of ${ROWS} rows: ${csv.seconds.toFixed(1)} s (${csv.cpuSeconds.toFixed(1)} s of CPU), peak live memory growth ${csv.growthMb.toFixed(1)} MB (${csv.unreturnedMb.toFixed(1)} MB with the buffers dropped but not yet returned)`,
      );
      expect(csv.lines).toBe(ROWS + 1);
      // Holding every row at once would take well over 60 MB here.
      expect(csv.growthMb).toBeLessThan(24);

      const workbook = await streamLines(port, '/api/history/export.xlsx');
      console.log(
        `workbook of ${ROWS} rows: ${(workbook.bytes / 2 ** 20).toFixed(1)} MB in ${workbook.seconds.toFixed(1)} s (${workbook.cpuSeconds.toFixed(1)} s of CPU), peak live memory growth ${workbook.growthMb.toFixed(1)} MB (${workbook.unreturnedMb.toFixed(1)} MB with the buffers dropped but not yet returned)`,
      );
      // Zipped, about 40 bytes a row, and finished: a zip ends with its directory's last record.
      expect(workbook.bytes).toBeGreaterThan(ROWS * 20);
      expect(workbook.tail.subarray(-22).readUInt32LE(0)).toBe(0x06054b50);
      // The uncompressed sheet alone is about 30 MB.
      expect(workbook.growthMb).toBeLessThan(24);

      // A memory test, not a timing one; a slow, busy machine is given far more time than it needs.
    }, 600_000);
  });
};
