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
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

/**
 * Streams a GET, discarding the body; answers its line count, its size and the server's peak
 * live heap growth.
 */
async function streamLines(port: number, path: string) {
  const baseline = liveHeap();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, liveHeap());
  }, 50);
  try {
    return await new Promise<{ lines: number; bytes: number; growthMb: number }>(
      (resolve, reject) => {
        get({ port, path, host: '127.0.0.1' }, (response) => {
          let lines = 0;
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            for (const byte of chunk) if (byte === 0x0a) lines += 1;
          });
          response.on('end', () =>
            resolve({ lines, bytes, growthMb: (peak - baseline) / 2 ** 20 }),
          );
          response.on('error', reject);
        }).on('error', reject);
      },
    );
  } finally {
    clearInterval(sampler);
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

      const { lines, growthMb } = await streamLines(port, '/api/history/export.csv');

      console.log(`export of ${ROWS} rows: peak live heap growth ${growthMb.toFixed(1)} MB`);
      expect(lines).toBe(ROWS + 1);
      // Holding every row at once would take well over 60 MB here.
      expect(growthMb).toBeLessThan(24);

      // A memory test, not a timing one: on a slow, busy two-core machine seeding and streaming
      // 100,000 rows beside the SQLite suite's own took over two minutes.
    }, 600_000);
  });
};
