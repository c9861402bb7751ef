import { type Cases, http, seedRows } from '../support/history-api.js';
import ExcelJS from 'exceljs';
import type { Response } from 'superagent';
import { parseCsv } from '../support/csv.js';

/** Supertest collects a binary answer (the workbook) as one Buffer. */
const binary = (response: Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

export const teacherHistoryCases: Cases = (testApp) => {
  describe('teacher tools', () => {
    beforeEach(() =>
      seedRows(testApp(), [
        { name: 'Andi', class_room: '8A', score: '4/10', percentage: 40 },
        { name: 'Budi, "si cepat"', class_room: '8B', score: '9/10', percentage: 90 },
        {
          name: 'Çeçep Ñoño 王',
          class_room: '8A',
          is_pretest: false,
          is_posttest: true,
          score: '8/10',
          percentage: 80,
        },
        { name: '=SUM(A1)', class_room: null, score: '1/10', percentage: 10 },
      ]),
    );

    it('summarises the whole filter, not just the page', async () => {
      const response = await http(testApp())
        .get('/api/history?classRoom=8A&pageSize=1')
        .expect(200);
      expect(response.body.data).toHaveLength(1);
      expect(response.body.meta).toEqual({
        page: 1,
        pageSize: 1,
        total: 2,
        summary: { pretest: 1, posttest: 1, averagePercentage: 60 },
      });
    });

    it('filters by a date range (from inclusive, to exclusive)', async () => {
      // seedRows saves one row a minute from 2026-11-20T01:00Z.
      const response = await http(testApp())
        .get('/api/history?from=2026-11-20T08:01:00%2B07:00&to=2026-11-20T01:03:00Z')
        .expect(200);
      expect(response.body.data.map((r: { name: string }) => r.name)).toEqual([
        'Çeçep Ñoño 王',
        'Budi, "si cepat"',
      ]);
    });

    it('rejects a date that is not ISO 8601', async () => {
      const response = await http(testApp()).get('/api/history?from=21/11/2026').expect(400);
      expect(response.body.message).toEqual([expect.stringMatching(/^from must be an ISO 8601/)]);
    });

    it('lists the classes that have results', async () => {
      const response = await http(testApp()).get('/api/history/classes').expect(200);
      expect(response.body).toEqual({ data: ['8A', '8B'] });
    });

    it('lists the classes in natural order, 8B before 10A', async () => {
      await seedRows(testApp(), [
        { name: 'Ani', class_room: '10A' },
        { name: 'Budi', class_room: '9B' },
      ]);
      const response = await http(testApp()).get('/api/history/classes').expect(200);
      expect(response.body).toEqual({ data: ['8A', '8B', '9B', '10A'] });
    });

    it('exports every matching row as CSV that spreadsheets read correctly', async () => {
      const response = await http(testApp())
        .get('/api/history/export.csv?type=pretest')
        .expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="hasil-quiz-piba-\d{4}-\d\d-\d\d\.csv"$/,
      );
      expect(parseCsv(response.text)).toEqual([
        [
          'Nama',
          'Kelas',
          'Benar',
          'Jumlah soal',
          'Persentase',
          'Jenis',
          'Waktu (WIB)',
          'Sesi',
          'Persetujuan orang tua',
          'Tes tunda',
          'Bentuk tes',
          'Skala sikap',
        ],
        [
          "'=SUM(A1)",
          '',
          '1',
          '10',
          '10',
          'Pre Test',
          '2026-11-20 08:03',
          '',
          '',
          'tidak',
          'A',
          '',
        ],
        [
          'Budi, "si cepat"',
          '8B',
          '9',
          '10',
          '90',
          'Pre Test',
          '2026-11-20 08:01',
          '',
          '',
          'tidak',
          'A',
          '',
        ],
        ['Andi', '8A', '4', '10', '40', 'Pre Test', '2026-11-20 08:00', '', '', 'tidak', 'A', ''],
      ]);
    });

    it('exports the same rows as an Excel workbook: numbers as numbers, the time a date in WIB, text never a formula', async () => {
      const response = await http(testApp())
        .get('/api/history/export.xlsx?type=pretest')
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="hasil-quiz-piba-\d{4}-\d\d-\d\d\.xlsx"$/,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.body as Parameters<typeof workbook.xlsx.load>[0]);
      const sheet = workbook.getWorksheet('Hasil')!;
      const rows = sheet.getSheetValues().slice(1) as unknown[][];
      expect(rows.map((row) => row.slice(1))).toEqual([
        [
          'Nama',
          'Kelas',
          'Benar',
          'Jumlah soal',
          'Persentase',
          'Jenis',
          'Waktu (WIB)',
          'Sesi',
          'Persetujuan orang tua',
          'Tes tunda',
          'Bentuk tes',
          'Skala sikap',
        ],
        // 08:03 WIB is 01:03 UTC; the workbook holds the WIB wall time.
        [
          '=SUM(A1)',
          undefined,
          1,
          10,
          10,
          'Pre Test',
          new Date('2026-11-20T08:03:00Z'),
          undefined,
          undefined,
          'tidak',
          'A',
        ],
        [
          'Budi, "si cepat"',
          '8B',
          9,
          10,
          90,
          'Pre Test',
          new Date('2026-11-20T08:01:00Z'),
          undefined,
          undefined,
          'tidak',
          'A',
        ],
        [
          'Andi',
          '8A',
          4,
          10,
          40,
          'Pre Test',
          new Date('2026-11-20T08:00:00Z'),
          undefined,
          undefined,
          'tidak',
          'A',
        ],
      ]);
      expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getCell('G2').numFmt).toBe('dd/mm/yyyy hh:mm');
    });

    it('exports the same rows the list shows for a filter', async () => {
      const list = await http(testApp()).get('/api/history?classRoom=8A').expect(200);
      const csv = await http(testApp()).get('/api/history/export.csv?classRoom=8A').expect(200);
      const names = parseCsv(csv.text)
        .slice(1)
        .map((row) => row[0]);
      expect(names).toEqual(list.body.data.map((r: { name: string }) => r.name));
    });

    it('exports in the order asked, names naturally, across its batches of 1,000', async () => {
      await testApp().records.clear();
      // 1,005 results of 402 names, saved in reverse, so that equal names meet at a batch's edge.
      const count = 1_005;
      const numberOf = (i: number) => 402 - (i % 402);
      await seedRows(
        testApp(),
        Array.from({ length: count }, (_, i) => ({
          name: `Siswa ${numberOf(i)}`,
          class_room: `${(i % 3) + 8}A`,
        })),
      );
      const csv = await http(testApp()).get('/api/history/export.csv?sort=name').expect(200);
      const rows = parseCsv(csv.text).slice(1);
      expect(rows).toHaveLength(count);
      const numbers = rows.map((row) => Number(row[0].replace('Siswa ', '')));
      expect(numbers).toEqual(
        Array.from({ length: count }, (_, i) => numberOf(i)).sort((a, b) => a - b),
      );

      const byClass = await http(testApp())
        .get('/api/history/export.csv?sort=-class_room&classRoom=10A')
        .expect(200);
      expect(
        new Set(
          parseCsv(byClass.text)
            .slice(1)
            .map((row) => row[1]),
        ),
      ).toEqual(new Set(['10A']));
      const descending = await http(testApp())
        .get('/api/history/export.csv?sort=-class_room')
        .expect(200);
      const classes = parseCsv(descending.text)
        .slice(1)
        .map((row) => row[1]);
      expect([...new Set(classes)]).toEqual(['10A', '9A', '8A']);
    }, 30_000);

    it('refuses an export order the list does not know', async () => {
      const response = await http(testApp()).get('/api/history/export.csv?sort=score').expect(400);
      expect(response.body.message).toEqual([expect.stringMatching(/^sort must be one of: /)]);
    });

    it('deletes a result, then answers 404 for it', async () => {
      const [first] = (await http(testApp()).get('/api/history')).body.data;
      await http(testApp()).delete(`/api/history/${first.id}`).expect(204);
      expect(await testApp().records.countBy({ id: first.id })).toBe(0);
      expect(await testApp().records.count()).toBe(3);
      const again = await http(testApp()).delete(`/api/history/${first.id}`).expect(404);
      expect(again.body.message).toBe(`No history record with id ${first.id}`);
      await http(testApp()).delete('/api/history/abc').expect(400);
    });
  });
};
