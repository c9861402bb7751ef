import { randomUUID } from 'node:crypto';
import { answersScoring } from './answers.js';
import { type Cases, http, seedRows } from './history-api.cases.js';

/**
 * A worked example, checked by hand (see the expectations). Class 8A: A pre 40 then 90 (the first
 * counts), post 60 then 70 (the last counts); B 60 → 50 (a loss); C 100 → 100 (left out of c);
 * D pre 20 only; E a record saved before participant ids (paired by class and name) 50 → 80;
 * F post 90 only. Class 8B: G 30 → 65.
 */
async function seedWorkedExample(testApp: Parameters<Cases>[0]) {
  const post = async (student: string, classRoom: string, type: 'pre' | 'post', correct: number) =>
    http(testApp())
      .post('/api/history')
      .send({
        participant_id: student,
        name: `Siswa ${student.slice(0, 4)}`,
        class_room: classRoom,
        score: `${correct}/10`,
        percentage: correct * 10,
        is_pretest: type === 'pre',
        is_posttest: type === 'post',
        answers: answersScoring(correct),
      })
      .expect(201);
  const [a, b, c, d, f, g] = Array.from({ length: 6 }, () => randomUUID());
  await post(a, '8A', 'pre', 4);
  await post(b, '8A', 'pre', 6);
  await post(c, '8A', 'pre', 10);
  await post(d, '8A', 'pre', 2);
  await post(g, '8B', 'pre', 3);
  await post(a, '8A', 'pre', 9);
  await seedRows(testApp(), [{ name: 'Eka', class_room: '8A', percentage: 50, score: '5/10' }]);
  await post(a, '8A', 'post', 6);
  await post(a, '8A', 'post', 7);
  await post(b, '8A', 'post', 5);
  await post(c, '8A', 'post', 10);
  await post(f, '8A', 'post', 9);
  await seedRows(testApp(), [
    {
      name: 'Eka',
      class_room: '8A',
      percentage: 80,
      score: '8/10',
      is_pretest: false,
      is_posttest: true,
      created_at: new Date(),
    },
  ]);
  // 6.5 is not a whole score: G's post-test is 65% on a 20-question form of old.
  await seedRows(testApp(), [
    {
      participant_id: g,
      name: 'G',
      class_room: '8B',
      percentage: 65,
      score: '13/20',
      is_pretest: false,
      is_posttest: true,
      created_at: new Date(),
    },
  ]);
}

export const analyticsCases: Cases = (testApp) => {
  describe('GET /api/analytics', () => {
    beforeEach(() => seedWorkedExample(testApp));

    it('measures one class as worked out by hand', async () => {
      const { body } = await http(testApp()).get('/api/analytics?classRoom=8A').expect(200);
      expect(body.overall).toEqual({
        pretestStudents: 5,
        posttestStudents: 5,
        pairedStudents: 4,
        meanPre: 54, // (40 + 60 + 100 + 20 + 50) / 5
        meanPost: 78, // (70 + 50 + 100 + 80 + 90) / 5
        hakeGain: 0.522, // 24 / 46
        hakeBand: 'medium',
        meanNormalizedChange: 0.311, // (0.5 − 1/6 + 0.6) / 3; C (100 → 100) left out
      });
      expect(
        body.pairs
          .map(
            (pair: { pre: number; post: number; change: number | null; band: string | null }) => [
              pair.pre,
              pair.post,
              pair.change,
              pair.band,
            ],
          )
          .sort(),
      ).toEqual(
        [
          [100, 100, null, null],
          [40, 70, 0.5, 'medium'],
          [50, 80, 0.6, 'medium'],
          [60, 50, -0.167, 'low'],
        ].sort(),
      );
      expect(body.withoutPosttest).toEqual([
        {
          name: expect.stringMatching(/^Siswa /),
          session_code: null,
          class_room: '8A',
          pre: 20,
          pretest_at: expect.any(String),
        },
      ]);
    });

    it('reads a class typed with spaces around it as the results table does', async () => {
      const exact = await http(testApp()).get('/api/analytics?classRoom=8A').expect(200);
      const padded = await http(testApp()).get('/api/analytics?classRoom=%208A%20').expect(200);
      expect(padded.body).toEqual(exact.body);
      expect(padded.body.overall.pretestStudents).toBe(5);
    });

    it('measures each question before and after, with difficulty and discrimination', async () => {
      const { body } = await http(testApp()).get('/api/analytics?classRoom=8A').expect(200);
      // Pre-tests with answers: A 4, B 6, C 10, D 2 right (the first k questions of the bank).
      // Upper 27% of 4 = 2 students (C, B); lower = (D, A).
      const [first, , , fourth, , sixth, seventh, , , last] = body.questions;
      expect(first.pre).toEqual({ answered: 4, p: 1, band: 'mudah', discrimination: 0 });
      expect(fourth.pre).toEqual({ answered: 4, p: 0.75, band: 'mudah', discrimination: 0.5 });
      expect(sixth.pre).toEqual({ answered: 4, p: 0.5, band: 'sedang', discrimination: 1 });
      expect(last.pre).toEqual({ answered: 4, p: 0.25, band: 'sukar', discrimination: 0.5 });
      // Post-tests with answers: A 7, B 5, C 10, F 9.
      expect(seventh.post).toMatchObject({ answered: 4, p: 0.75, band: 'mudah' });
      expect(first.topic).toEqual(expect.any(String));
    });

    it('measures every class and all of them together', async () => {
      const { body } = await http(testApp()).get('/api/analytics').expect(200);
      expect(body.classes.map((group: { class_room: string }) => group.class_room)).toEqual([
        '8A',
        '8B',
      ]);
      expect(body.classes[1]).toMatchObject({
        pretestStudents: 1,
        posttestStudents: 1,
        pairedStudents: 1,
        meanPre: 30,
        meanPost: 65,
        hakeGain: 0.5,
      });
      expect(body.overall).toMatchObject({
        pretestStudents: 6,
        posttestStudents: 6,
        pairedStudents: 5,
        meanPre: 50,
        meanPost: 75.83,
        meanNormalizedChange: 0.358,
      });
    });

    it('answers an empty class with zeros and no measures', async () => {
      const { body } = await http(testApp()).get('/api/analytics?classRoom=9Z').expect(200);
      expect(body.overall).toEqual({
        pretestStudents: 0,
        posttestStudents: 0,
        pairedStudents: 0,
        meanPre: null,
        meanPost: null,
        hakeGain: null,
        hakeBand: null,
        meanNormalizedChange: null,
      });
      expect(body.questions[0].pre).toEqual({
        answered: 0,
        p: null,
        band: null,
        discrimination: null,
      });
      expect(body.pairs).toEqual([]);
      expect(body.withoutPosttest).toEqual([]);
      expect(body.classes).toEqual([]);
    });
  });
};
