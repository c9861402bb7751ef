import { type Cases, http, seedRows, specPayload } from '../support/history-api.js';
import { TEACHER_KEY } from '../support/teacher-key.js';

/** Cases for an app started with TEACHER_ACCESS_KEY=TEACHER_KEY. */
export const teacherAccessCases: Cases = (testApp) => {
  describe('with TEACHER_ACCESS_KEY set', () => {
    it('says the server is closed, to anyone who asks', async () => {
      const response = await http(testApp()).get('/api/teacher/access').expect(200);
      expect(response.body).toEqual({ open_access: false, trash_days: 30, retention_months: 24 });
    });

    const reads = [
      '/api/history',
      '/api/history/classes',
      '/api/history/export.csv',
      '/api/analytics',
    ];

    it.each(reads)('GET %s answers 401 without the key, saying what is missing', async (path) => {
      const response = await http(testApp()).get(path).expect(401);
      expect(response.body.message).toBe(
        'This needs the teacher access key or a session key in the x-teacher-key header.',
      );
    });

    it.each(reads)('GET %s answers 401 for a wrong key', async (path) => {
      const response = await http(testApp()).get(path).set('X-Teacher-Key', 'tebakan').expect(401);
      expect(response.body.message).toMatch(/does not match/);
    });

    it.each(reads)('GET %s answers 200 with the key', async (path) => {
      await http(testApp()).get(path).set('X-Teacher-Key', TEACHER_KEY).expect(200);
    });

    it('keeps saving a result open to students without the key', async () => {
      await http(testApp()).post('/api/history').send(specPayload).expect(201);
    });

    it('deletes only with the key', async () => {
      const [record] = await seedRows(testApp(), [{ name: 'Salah input' }]);
      await http(testApp()).delete(`/api/history/${record.id}`).expect(401);
      expect(await testApp().records.countBy({ id: record.id })).toBe(1);
      await http(testApp())
        .delete(`/api/history/${record.id}`)
        .set('X-Teacher-Key', TEACHER_KEY)
        .expect(204);
      expect(await testApp().records.countBy({ id: record.id })).toBe(0);
    });

    // Last: it uses up this address's allowance of wrong keys for the minute.
    it('answers too many wrong keys with 429 and the code wrong_key_throttled', async () => {
      let limited;
      for (let guess = 0; guess < 12 && !limited; guess += 1) {
        const response = await http(testApp())
          .get('/api/history')
          .set('X-Teacher-Key', `tebakan-${guess}`);
        if (response.status === 429) limited = response;
      }
      expect(limited?.headers['retry-after']).toMatch(/^\d+$/);
      expect(limited?.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: expect.stringMatching(/^Too many wrong keys in the x-teacher-key header/),
        code: 'wrong_key_throttled',
      });
    });
  });
};
