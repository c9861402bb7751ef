import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HistoryRecordEntity } from '../../src/history/history-record.entity.js';
import { ReplicaReads } from '../../src/replicas/index.js';
import { parseCsv } from '../support/csv.js';
import type { Cases } from '../support/history-api.js';

/** More than three of the export's batches (1,000 results each). */
const ROWS = 3_500;

/**
 * The exports on the primary (no read replica): each batch takes a pooled connection for its
 * query and gives it back, so a download the teacher's computer takes slowly holds none that the
 * students' saves wait for; the rows are those of one long read. For an app without a key.
 */
export const exportConnectionsCases: Cases = (testApp) => {
  it('holds no connection while a download is being sent, and sends every row once, in order, across its batches', async () => {
    const { records, app } = testApp();
    const start = Date.UTC(2026, 0, 1);
    for (let offset = 0; offset < ROWS; offset += 500) {
      await records
        .createQueryBuilder()
        .insert()
        .into(HistoryRecordEntity)
        .values(
          Array.from({ length: 500 }, (_, i) => ({
            name: `Siswa ${offset + i}`,
            class_room: '8A',
            score: '5/10',
            percentage: (offset + i) % 101,
            is_pretest: true,
            is_posttest: false,
            // Two results a second: the keyset goes on past results of the same time.
            created_at: new Date(start + Math.floor((offset + i) / 2) * 1000),
          })),
        )
        .execute();
    }
    const server = app.getHttpServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      for (const path of ['/api/history/export.csv', '/api/history/export.xlsx']) {
        // The teacher's computer takes the first bytes and then nothing for a while.
        const inUseWhileSending = await new Promise<number>((done, fail) => {
          const download = get({ port, path, host: '127.0.0.1' }, (response) => {
            response.once('data', () => {
              response.pause();
              done(app.get(ReplicaReads).inUse);
              download.destroy();
            });
          });
          download.on('error', (error) => {
            if (!download.destroyed) fail(error);
          });
        });
        expect([path, inUseWhileSending]).toEqual([path, 0]);
      }
      for (const sort of ['-created_at', 'percentage']) {
        const csv = await new Promise<string>((done, fail) => {
          get(
            { port, path: `/api/history/export.csv?sort=${sort}`, host: '127.0.0.1' },
            (response) => {
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => (text += chunk));
              response.on('end', () => done(text));
            },
          ).on('error', fail);
        });
        const names = parseCsv(csv)
          .slice(1)
          .map((row) => row[0]);
        const column = sort === 'percentage' ? 'percentage' : 'created_at';
        const expected = await records
          .createQueryBuilder('record')
          .orderBy(`record.${column}`, sort.startsWith('-') ? 'DESC' : 'ASC')
          .addOrderBy('record.id', sort.startsWith('-') ? 'DESC' : 'ASC')
          .getMany();
        expect(names).toHaveLength(ROWS);
        expect(names).toEqual(expected.map((record) => record.name));
      }
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  }, 120_000);
};
