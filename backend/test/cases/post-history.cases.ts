import { CURRENT_ANSWER_KEY_VERSION } from '../../src/history/answers.js';
import { answersScoring } from '../support/answers.js';
import { type Cases, http, specPayload } from '../support/history-api.js';

export const postHistoryCases: Cases = (testApp) => {
  describe('POST /api/history', () => {
    it('saves the spec payload and answers 201 with the saved record', async () => {
      const response = await http(testApp()).post('/api/history').send(specPayload).expect(201);
      expect(response.body).toEqual({
        ...specPayload,
        id: expect.any(Number),
        submission_id: null,
        participant_id: null,
        answers: null,
        answer_key_version: null,
        session_code: null,
        materials_seen_first: false,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      const stored = await testApp().records.findOneByOrFail({ id: response.body.id });
      expect(stored).toMatchObject({
        ...specPayload,
        is_pretest: true,
        is_posttest: false,
        materials_seen_first: false,
      });
      expect(Math.abs(stored.created_at.getTime() - Date.now())).toBeLessThan(60_000);
    });

    it.each([
      ['null', { name: null, class_room: null }],
      ['absent', {}],
      ['blank', { name: '   ', class_room: '' }],
    ])('stores a %s name and class as null', async (_, identity) => {
      const { name: _name, class_room: _classRoom, ...rest } = specPayload;
      const body = { ...rest, ...identity, is_pretest: false, is_posttest: true };
      const response = await http(testApp()).post('/api/history').send(body).expect(201);
      expect(response.body).toMatchObject({ name: null, class_room: null, is_posttest: true });
      const stored = await testApp().records.findOneByOrFail({ id: response.body.id });
      expect(stored).toMatchObject({ name: null, class_room: null });
    });

    it('trims names and keeps any script, emoji included', async () => {
      const body = { ...specPayload, name: '  Ñoño Đặng 王小明 😀 ', class_room: ' IX-B ' };
      const response = await http(testApp()).post('/api/history').send(body).expect(201);
      const stored = await testApp().records.findOneByOrFail({ id: response.body.id });
      expect(stored).toMatchObject({ name: 'Ñoño Đặng 王小明 😀', class_room: 'IX-B' });
    });

    it.each([
      ['score', { score: '7' }, /^score must be "correct\/total"/],
      ['score', { score: '11/10', percentage: 110 }, /^score must be/],
      ['score', { score: '5/0' }, /^score must be/],
      ['score', { score: '5/101', percentage: 4 }, /^score must be/],
      ['score', { score: 7 }, /^score must be/],
      ['percentage', { percentage: 71 }, /^percentage must equal .* = 70 for score "7\/10"$/],
      ['percentage', { percentage: 70.5 }, /^percentage must be a whole number$/],
      ['percentage', { percentage: '70' }, /^percentage must be a whole number$/],
      ['is_pretest', { is_pretest: 'true' }, /^is_pretest must be a boolean$/],
      ['is_posttest', { is_posttest: null }, /^is_posttest must be a boolean$/],
      ['is_posttest', { is_posttest: true }, /^is_pretest and is_posttest must not both be true$/],
      ['name', { name: 'a'.repeat(101) }, /^name must be at most 100 characters$/],
      ['name', { name: 42 }, /^name must be a string or null$/],
      ['class_room', { class_room: 'k'.repeat(51) }, /^class_room must be at most 50 characters$/],
      ['unknown field', { is_admin: true }, /^property is_admin should not exist$/],
      ['submission_id', { submission_id: 'submission-1' }, /^submission_id must be a UUID$/],
      ['participant_id', { participant_id: 'Siti-8A' }, /^participant_id must be a UUID$/],
      [
        'answers',
        { answers: { question1: 2 }, answer_key_version: CURRENT_ANSWER_KEY_VERSION },
        /^answers must map each of question6, /,
      ],
      ['answers', { answers: { ...answersScoring(7), question1: 4 } }, /^answers must map/],
      [
        'answers',
        {
          answers: { ...answersScoring(7), extra: 1 },
          answer_key_version: CURRENT_ANSWER_KEY_VERSION,
        },
        /^answers must map/,
      ],
      [
        'answers',
        { answers: answersScoring(8), answer_key_version: CURRENT_ANSWER_KEY_VERSION },
        /^score "7\/10" disagrees with the answers, which score 8\/10$/,
      ],
      ['answer_key_version', { answer_key_version: 'ABCDEF12' }, /^answer_key_version must be 8/],
      [
        'materials_seen_first',
        { materials_seen_first: 'true' },
        /^materials_seen_first must be a boolean$/,
      ],
      [
        'materials_seen_first',
        { materials_seen_first: 1 },
        /^materials_seen_first must be a boolean$/,
      ],
      [
        'materials_seen_first',
        { materials_seen_first: null },
        /^materials_seen_first must be a boolean$/,
      ],
    ])('rejects a bad %s with 400 naming it, and stores nothing', async (_, change, message) => {
      const body = { ...specPayload, ...change };
      const response = await http(testApp()).post('/api/history').send(body).expect(400);
      expect(response.body.message).toEqual(
        expect.arrayContaining([expect.stringMatching(message)]),
      );
      expect(await testApp().records.count()).toBe(0);
    });

    it('names every missing field of an empty body', async () => {
      const response = await http(testApp()).post('/api/history').send({}).expect(400);
      const joined = (response.body.message as string[]).join('\n');
      for (const field of ['score', 'percentage', 'is_pretest', 'is_posttest']) {
        expect(joined).toContain(field);
      }
    });

    it('stores a participant and answers that agree with the score', async () => {
      const body = {
        ...specPayload,
        participant_id: '5d3c1f7e-2a4b-4c8d-9e0f-112233445566',
        answers: answersScoring(7),
        answer_key_version: CURRENT_ANSWER_KEY_VERSION,
      };
      const response = await http(testApp()).post('/api/history').send(body).expect(201);
      expect(response.body).toMatchObject({
        participant_id: body.participant_id,
        answers: body.answers,
        answer_key_version: CURRENT_ANSWER_KEY_VERSION,
      });
      const stored = await testApp().records.findOneByOrFail({ id: response.body.id });
      expect(stored.answers).toEqual(body.answers);
    });

    it('stores a pre-test taken after the materials as such, and the teacher reads it back', async () => {
      const body = { ...specPayload, materials_seen_first: true };
      const response = await http(testApp()).post('/api/history').send(body).expect(201);
      expect(response.body).toMatchObject({ is_pretest: true, materials_seen_first: true });
      await http(testApp()).post('/api/history').send(specPayload).expect(201);
      const stored = await testApp().records.findOneByOrFail({ id: response.body.id });
      expect(stored.materials_seen_first).toBeTruthy();
      const list = await http(testApp()).get('/api/history?sort=created_at').expect(200);
      expect(
        list.body.data.map(
          (record: { materials_seen_first: unknown }) => record.materials_seen_first,
        ),
      ).toEqual([true, false]);
    });

    it('keeps the mark of a pre-test taken after the materials through the trash', async () => {
      const body = { ...specPayload, materials_seen_first: true };
      const saved = await http(testApp()).post('/api/history').send(body).expect(201);
      await http(testApp()).delete(`/api/history/${saved.body.id}`).expect(204);
      const restored = await http(testApp())
        .post(`/api/history/${saved.body.id}/restore`)
        .expect(200);
      expect(restored.body).toMatchObject({ id: saved.body.id, materials_seen_first: true });
      const stored = await testApp().records.findOneByOrFail({ id: saved.body.id });
      expect(stored.materials_seen_first).toBeTruthy();
    });

    describe('with a submission_id', () => {
      const submission = { ...specPayload, submission_id: '0b7e4a52-3f0c-4b8e-9d43-6a1f2c9e8d10' };

      it('stores a repeated submission once and answers 200 with the stored record', async () => {
        const first = await http(testApp()).post('/api/history').send(submission).expect(201);
        const again = await http(testApp()).post('/api/history').send(submission).expect(200);
        expect(again.body).toEqual(first.body);
        expect(await testApp().records.count()).toBe(1);
      });

      it('answers 409 for the same submission_id with other values, keeping the first', async () => {
        await http(testApp()).post('/api/history').send(submission).expect(201);
        const changed = { ...submission, score: '8/10', percentage: 80 };
        const response = await http(testApp()).post('/api/history').send(changed).expect(409);
        expect(response.body.message).toBe(
          `submission_id ${submission.submission_id} was already saved with different values`,
        );
        expect(await testApp().records.findBy({})).toMatchObject([{ score: '7/10' }]);
      });

      it('stores one row when the same submission arrives many times at once', async () => {
        const responses = await Promise.all(
          Array.from({ length: 12 }, () => http(testApp()).post('/api/history').send(submission)),
        );
        const statuses = responses.map((response) => response.status).sort();
        expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
        expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
        expect(await testApp().records.count()).toBe(1);
      });
    });
  });
};
