import type { HistoryRecord } from '@piba/shared';
import { type Cases, http, seedRows, specPayload } from '../support/history-api.js';

const names = (body: { data: HistoryRecord[] }) => body.data.map((record) => record.name);

export const listHistoryCases: Cases = (testApp) => {
  describe('GET /api/history', () => {
    it('answers an empty page when nothing is stored', async () => {
      const response = await http(testApp()).get('/api/history').expect(200);
      expect(response.body).toEqual({
        data: [],
        meta: {
          page: 1,
          pageSize: 50,
          total: 0,
          summary: { pretest: 0, posttest: 0, averagePercentage: null },
        },
      });
    });

    it('lists the newest first with every record field', async () => {
      await seedRows(testApp(), [{ name: 'Oldest' }, { name: 'Middle' }, { name: 'Newest' }]);
      const response = await http(testApp()).get('/api/history').expect(200);
      expect(names(response.body)).toEqual(['Newest', 'Middle', 'Oldest']);
      expect(Object.keys(response.body.data[0]).sort()).toEqual([
        'answer_key_version',
        'answers',
        'class_room',
        'created_at',
        'id',
        'is_posttest',
        'is_pretest',
        'materials_seen_first',
        'name',
        'participant_id',
        'percentage',
        'score',
        'session_code',
        'submission_id',
      ]);
    });

    it('pages without overlap and reports the total', async () => {
      await seedRows(
        testApp(),
        Array.from({ length: 7 }, (_, i) => ({ name: `S${i}` })),
      );
      const pages = await Promise.all(
        [1, 2, 3].map((page) => http(testApp()).get(`/api/history?page=${page}&pageSize=3`)),
      );
      expect(pages.map((page) => names(page.body))).toEqual([
        ['S6', 'S5', 'S4'],
        ['S3', 'S2', 'S1'],
        ['S0'],
      ]);
      expect(pages[2].body.meta).toMatchObject({ page: 3, pageSize: 3, total: 7 });
    });

    it('pages a sort whose values repeat without overlap or gaps, in the same order', async () => {
      const seeded = Array.from({ length: 7 }, (_, i) => `S${i}`);
      await seedRows(
        testApp(),
        seeded.map((name) => ({ name, score: '5/10', percentage: 50 })),
      );
      const pages = await Promise.all(
        [1, 2, 3].map((page) =>
          http(testApp()).get(`/api/history?sort=-percentage&page=${page}&pageSize=3`),
        ),
      );
      const paged = pages.flatMap((page) => names(page.body));
      expect([...paged].sort()).toEqual(seeded);
      const whole = await http(testApp()).get('/api/history?sort=-percentage&pageSize=7');
      expect(names(whole.body)).toEqual(paged);
    });

    it.each([
      ['percentage', ['Rendah', 'Sedang', 'Tinggi']],
      ['-percentage', ['Tinggi', 'Sedang', 'Rendah']],
      ['name', ['Rendah', 'Sedang', 'Tinggi']],
      ['-name', ['Tinggi', 'Sedang', 'Rendah']],
      ['class_room', ['Sedang', 'Tinggi', 'Rendah']],
      ['-class_room', ['Rendah', 'Tinggi', 'Sedang']],
      ['created_at', ['Sedang', 'Tinggi', 'Rendah']],
      ['-created_at', ['Rendah', 'Tinggi', 'Sedang']],
    ])('sorts by %s', async (sort, expected) => {
      await seedRows(testApp(), [
        { name: 'Sedang', class_room: '7A', score: '5/10', percentage: 50 },
        { name: 'Tinggi', class_room: '8B', score: '9/10', percentage: 90 },
        { name: 'Rendah', class_room: '9C', score: '1/10', percentage: 10 },
      ]);
      const response = await http(testApp()).get(`/api/history?sort=${sort}`).expect(200);
      expect(names(response.body)).toEqual(expected);
    });

    it('sorts names naturally, whatever their case, and pages in that order', async () => {
      const typed = ['Siswa 10', 'siswa 2', 'Siswa 1', 'Budi', 'ani', 'Siswa 02b', 'Élan'];
      // Saved through the API, as students do, so the key is the one the app gives a new result.
      for (const name of typed) {
        await http(testApp())
          .post('/api/history')
          .send({ ...specPayload, name })
          .expect(201);
      }
      const natural = ['ani', 'Budi', 'Élan', 'Siswa 1', 'siswa 2', 'Siswa 02b', 'Siswa 10'];
      const whole = await http(testApp()).get('/api/history?sort=name').expect(200);
      expect(names(whole.body)).toEqual(natural);
      const reversed = await http(testApp()).get('/api/history?sort=-name').expect(200);
      expect(names(reversed.body)).toEqual([...natural].reverse());
      const pages = await Promise.all(
        [1, 2, 3].map((page) =>
          http(testApp()).get(`/api/history?sort=name&page=${page}&pageSize=3`).expect(200),
        ),
      );
      expect(pages.flatMap((page) => names(page.body))).toEqual(natural);
    });

    describe('filters', () => {
      beforeEach(() =>
        seedRows(testApp(), [
          { name: 'Andi Pratama', class_room: '8A', is_pretest: true, is_posttest: false },
          { name: 'Budi 100%_ok', class_room: '8B', is_pretest: true, is_posttest: false },
          { name: 'andika', class_room: '8A', is_pretest: false, is_posttest: true },
          { name: null, class_room: null, is_pretest: false, is_posttest: false },
        ]),
      );

      it.each([
        ['classRoom=8A', ['andika', 'Andi Pratama'], 2],
        ['classRoom=%208A%20', ['andika', 'Andi Pratama'], 2],
        ['type=pretest', ['Budi 100%_ok', 'Andi Pratama'], 2],
        ['type=posttest', ['andika'], 1],
        ['q=ANDI', ['andika', 'Andi Pratama'], 2],
        ['q=100%25_', ['Budi 100%_ok'], 1],
        ['q=%25', ['Budi 100%_ok'], 1],
        ['classRoom=8A&type=pretest&q=pra', ['Andi Pratama'], 1],
        ['classRoom=12Z', [], 0],
      ])('%s', async (query, expected, total) => {
        const response = await http(testApp()).get(`/api/history?${query}`).expect(200);
        expect(names(response.body)).toEqual(expected);
        expect(response.body.meta.total).toBe(total);
      });
    });

    it.each([
      ['page=0', /^page must be at least 1$/],
      ['page=abc', /^page must be a whole number$/],
      ['pageSize=501', /^pageSize must be at most 500$/],
      ['pageSize=2.5', /^pageSize must be a whole number$/],
      ['sort=score', /^sort must be one of: created_at, -created_at, name/],
      ['type=all', /^type must be one of: pretest, posttest$/],
      ['classRoom=8A&classRoom=8B', /^classRoom must be given once$/],
      ['limit=10', /^property limit should not exist$/],
    ])('rejects %s with 400 naming the parameter', async (query, message) => {
      const response = await http(testApp()).get(`/api/history?${query}`).expect(400);
      expect(response.body.message).toEqual(
        expect.arrayContaining([expect.stringMatching(message)]),
      );
    });
  });
};
