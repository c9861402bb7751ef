import { randomUUID } from 'node:crypto';
import { answerKeyVersion, questions, type QuizAnswers } from '@piba/shared';
import { FIRST_ANSWER_KEY_VERSION, FIRST_VERSIONED_KEY } from '../../src/history/answers.js';
import { answersScoring } from '../support/answers.js';
import { type Cases, http } from '../support/history-api.js';

const CURRENT = answerKeyVersion(questions);
/** The bank before a deployment changed the keys of its first two questions. */
const oldBank = questions.map((question, index) =>
  index < 2
    ? { ...question, correctAnswer: ((question.correctAnswer % 3) + 1) as 1 | 2 | 3 }
    : question,
);
const OLD = answerKeyVersion(oldBank);
/** Every answer right by the old keys: 10/10 then, 8/10 with today's. */
const oldAnswers: QuizAnswers = Object.fromEntries(
  oldBank.map((question) => [question.name, question.correctAnswer]),
);

const result = (overrides: Record<string, unknown>) => ({
  name: 'Sari',
  class_room: '9K',
  is_pretest: false,
  is_posttest: true,
  ...overrides,
});

export const answerKeyCases: Cases = (testApp) => {
  describe('a result scored with an earlier answer key', () => {
    const student = randomUUID();
    const lateResult = result({
      participant_id: student,
      score: '10/10',
      percentage: 100,
      answers: oldAnswers,
      answer_key_version: OLD,
    });
    const postPretest = () =>
      http(testApp())
        .post('/api/history')
        .send(
          result({
            participant_id: student,
            score: '5/10',
            percentage: 50,
            is_pretest: true,
            is_posttest: false,
            answers: answersScoring(5),
            answer_key_version: CURRENT,
          }),
        )
        .expect(201);

    it('is saved as sent, with its version and answers', async () => {
      expect(OLD).not.toBe(CURRENT);
      const { body } = await http(testApp()).post('/api/history').send(lateResult).expect(201);
      expect(body).toMatchObject({ score: '10/10', answers: oldAnswers, answer_key_version: OLD });
      const stored = await testApp().records.findOneByOrFail({ id: body.id });
      expect(stored).toMatchObject({
        score: '10/10',
        answers: oldAnswers,
        answer_key_version: OLD,
      });
    });

    it('counts among the students, and is left out of every comparing and per-question figure', async () => {
      await postPretest();
      await http(testApp()).post('/api/history').send(lateResult).expect(201);
      for (const query of ['?classRoom=9K', '']) {
        const { body } = await http(testApp()).get(`/api/analytics${query}`).expect(200);
        // A pair of two answer keys is flagged, and the comparing figures are over the pairs the
        // tests use: none here. Its two results stand in allResults.
        expect(body.overall).toMatchObject({
          pretestStudents: 1,
          posttestStudents: 1,
          pairedStudents: 1,
          testedPairs: 0,
          meanPre: null,
          meanPost: null,
          hakeGain: null,
          allResults: { pretestStudents: 1, posttestStudents: 1, meanPre: 50, meanPost: 100 },
        });
        expect(body.evidence).toMatchObject({ pairs: 0, excludedOtherKey: 1 });
        expect(body.pairs).toMatchObject([{ pre: 50, post: 100, change: 1 }]);
        // The questions compare the same students before and after: not this pair.
        expect(body.questions[0].pre).toMatchObject({ answered: 0, p: null });
        expect(body.questions[0].post).toMatchObject({
          answered: 0,
          p: null,
          band: null,
          discrimination: null,
          pointBiserial: null,
        });
        expect(body.reliability.post).toEqual({ answered: 0, kr20: null, kr20Band: null });
        expect(body.excludedOtherVersion).toBe(1);
        expect(body.answerKeyVersion).toBe(CURRENT);
      }
    });

    it('leaves nothing out when every result has the current version', async () => {
      await postPretest();
      const { body } = await http(testApp()).get('/api/analytics').expect(200);
      expect(body.excludedOtherVersion).toBe(0);
    });

    it('keeps its answers well formed, whatever their questions', async () => {
      const manyQuestions = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`q${i}`, 1]));
      for (const answers of [{}, { question1: 4 }, { 'soal 1': 1 }, manyQuestions, [1, 2]]) {
        const response = await http(testApp())
          .post('/api/history')
          .send({ ...lateResult, answers })
          .expect(400);
        expect(response.body.message).toEqual([
          'answers must map 1 to 100 question names (letters, digits or _) to 1, 2 or 3',
        ]);
      }
      const fewer = { soal1: 2, soal2: 3, soal3: 1 };
      const { body } = await http(testApp())
        .post('/api/history')
        .send({ ...lateResult, answers: fewer, score: '3/3' })
        .expect(201);
      expect(body.answers).toEqual(fewer);
      expect(await testApp().records.count()).toBe(1);
    });
  });

  describe('answer_key_version', () => {
    it('refuses a score that disagrees with answers of the current version', async () => {
      const response = await http(testApp())
        .post('/api/history')
        .send(result({ ...oldAnswersResult(), answer_key_version: CURRENT }))
        .expect(400);
      expect(response.body.message).toEqual([
        'score "10/10" disagrees with the answers, which score 8/10',
      ]);
      expect(await testApp().records.count()).toBe(0);
    });

    it.each([['1A2B3C4D'], ['1a2b3c4'], ['1a2b3c4d0'], [12345678], ['legacy00']])(
      'refuses %p with 400 naming it',
      async (version) => {
        const response = await http(testApp())
          .post('/api/history')
          .send(result({ score: '7/10', percentage: 70, answer_key_version: version }))
          .expect(400);
        expect(response.body.message).toEqual([
          'answer_key_version must be 8 lowercase hexadecimal digits, such as "1a2b3c4d"',
        ]);
      },
    );

    it("versions an old tab's result without one by whether the key of its time agrees", async () => {
      const agreeing = await http(testApp())
        .post('/api/history')
        .send(
          result({
            score: '7/10',
            percentage: 70,
            answers: answersScoring(7, false, FIRST_VERSIONED_KEY),
          }),
        )
        .expect(201);
      expect(agreeing.body.answer_key_version).toBe(FIRST_ANSWER_KEY_VERSION);
      const rightByToday = await http(testApp())
        .post('/api/history')
        .send(result({ score: '10/10', percentage: 100, answers: answersScoring(10) }))
        .expect(201);
      expect(rightByToday.body.answer_key_version).toBe('legacy00');
      const disagreeing = await http(testApp())
        .post('/api/history')
        .send(result(oldAnswersResult()))
        .expect(201);
      expect(disagreeing.body).toMatchObject({
        answers: oldAnswers,
        answer_key_version: 'legacy00',
      });
      const withoutAnswers = await http(testApp())
        .post('/api/history')
        .send(result({ score: '7/10', percentage: 70 }))
        .expect(201);
      expect(withoutAnswers.body.answer_key_version).toBeNull();
    });
  });
};

const oldAnswersResult = () => ({ score: '10/10', percentage: 100, answers: oldAnswers });
