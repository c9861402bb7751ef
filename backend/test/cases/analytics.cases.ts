import { randomUUID } from 'node:crypto';
import { answerKeyVersion, questions, type McNemarTest } from '@piba/shared';
import { answersScoring } from '../support/answers.js';
import { type Cases, http, seedRows } from '../support/history-api.js';

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
        answer_key_version: answerKeyVersion(questions),
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

/** One quiz result as the app saves it: `correct` of 10 right, the first questions. */
export const saveAttempt = (
  testApp: Parameters<Cases>[0],
  attempt: {
    participant: string;
    classRoom: string;
    type: 'pre' | 'post';
    correct: number;
    session?: string;
    materialsFirst?: boolean;
  },
) =>
  http(testApp())
    .post('/api/history')
    .send({
      participant_id: attempt.participant,
      name: `Siswa ${attempt.participant.slice(0, 4)}`,
      class_room: attempt.classRoom,
      score: `${attempt.correct}/10`,
      percentage: attempt.correct * 10,
      is_pretest: attempt.type === 'pre',
      is_posttest: attempt.type === 'post',
      answers: answersScoring(attempt.correct),
      answer_key_version: answerKeyVersion(questions),
      ...(attempt.session ? { session_code: attempt.session } : {}),
      ...(attempt.materialsFirst ? { materials_seen_first: true } : {}),
    })
    .expect(201);

/**
 * Eight pairs whose figures R gives (pre 30 40 50 20 60 40 70 10, post 60 80 60 50 90 50 100 40):
 * shapiro.test(post − pre) W = 0.76085, p = 0.01076; t.test(post, pre, paired = TRUE) t = 7,
 * df = 7, p = 0.0002116, CI 17.383 to 35.117; wilcox.test(post, pre, paired = TRUE) V = 36,
 * p = 0.01187 (ties: the normal approximation). Hake's <g> = 26.25 / 60 = 0.4375.
 */
export const R_PAIRS: Array<[number, number]> = [
  [3, 6],
  [4, 8],
  [5, 6],
  [2, 5],
  [6, 9],
  [4, 5],
  [7, 10],
  [1, 4],
];

export async function seedPairs(
  testApp: Parameters<Cases>[0],
  pairs: Array<[number, number]>,
  where: { classRoom: string; session?: string },
) {
  for (const [pre, post] of pairs) {
    const participant = randomUUID();
    await saveAttempt(testApp, { ...where, participant, type: 'pre', correct: pre });
    await saveAttempt(testApp, { ...where, participant, type: 'post', correct: post });
  }
}

export const analyticsCases: Cases = (testApp) => {
  describe('GET /api/analytics', () => {
    beforeEach(() => seedWorkedExample(testApp));

    it('measures one class as worked out by hand', async () => {
      const { body } = await http(testApp()).get('/api/analytics?classRoom=8A').expect(200);
      // The comparing figures are over the four pairs (A 40 → 70, B 60 → 50, C 100 → 100,
      // E 50 → 80); D's lone pre-test and F's lone post-test only in the counts and allResults.
      expect(body.overall).toEqual({
        pretestStudents: 5,
        posttestStudents: 5,
        pairedStudents: 4,
        pretestOnly: 1,
        posttestOnly: 1,
        attritionRate: 0.2, // 1 / 5
        testedPairs: 4,
        meanPre: 62.5, // (40 + 60 + 100 + 50) / 4
        meanPost: 75, // (70 + 50 + 100 + 80) / 4
        hakeGain: 0.333, // 12.5 / 37.5
        hakeBand: 'medium',
        effectiveness: 'not-effective', // 33.3 < 40
        meanG: 0.283, // (0.5 − 0.25 + 0.6) / 3; C (a 100% pre-test) left out
        meanGBand: 'low',
        meanNormalizedChange: 0.311, // (0.5 − 1/6 + 0.6) / 3; C (100 → 100) left out
        allResults: {
          pretestStudents: 5,
          posttestStudents: 5,
          meanPre: 54, // (40 + 60 + 100 + 20 + 50) / 5
          meanPost: 78, // (70 + 50 + 100 + 80 + 90) / 5
        },
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
          [60, 50, -0.167, 'decline'], // a fall is a decline, not a low gain
        ].sort(),
      );
      expect(body.withoutPosttest).toEqual([
        {
          name: expect.stringMatching(/^Siswa /),
          participant_code: expect.stringMatching(/^[23456789BCDFGHJKMNPQRSTVWXYZ]{8}$/),
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

    it('measures each question before and after over the same students, with difficulty and discrimination', async () => {
      const { body } = await http(testApp()).get('/api/analytics?classRoom=8A').expect(200);
      // The pairs with answers on both tests: A 4 → 7, B 6 → 5, C 10 → 10 right (the first k
      // questions of the bank); D (pre-test only), F (post-test only) and E (no answers) are not
      // among them. Upper 27% of 3 = 1 student (C); lower = A.
      const [first, , , fourth, , sixth, seventh, , , last] = body.questions;
      expect(first.pre).toMatchObject({ answered: 3, p: 1, band: 'mudah', discrimination: 0 });
      expect(fourth.pre).toMatchObject({ answered: 3, p: 1, band: 'mudah', discrimination: 0 });
      expect(sixth.pre).toMatchObject({
        answered: 3,
        p: 0.667,
        band: 'sedang',
        discrimination: 1,
      });
      expect(last.pre).toMatchObject({ answered: 3, p: 0.333, band: 'sedang', discrimination: 1 });
      // Post-tests of the same three: A 7, B 5, C 10; question 7 right for A and C.
      expect(seventh.post).toMatchObject({ answered: 3, p: 0.667, band: 'sedang' });
      // Question 6 turned right for A and wrong for B: one each way, binom.test(1, 2) p = 1.
      expect(sixth.mcnemar).toEqual({ wrongToRight: 1, rightToWrong: 1, p: 1, pHolm: 1 });
      expect(first.mcnemar).toEqual({ wrongToRight: 0, rightToWrong: 0, p: null, pHolm: null });
      expect(first.topic).toEqual(expect.any(String));
    });

    it('gives each option its share, the point-biserial and KR-20, as worked out by hand', async () => {
      const { body } = await http(testApp()).get('/api/analytics?classRoom=8A').expect(200);
      // The pairs' pre-tests with answers: A, B, C with totals X = 4, 6, 10 (the first k right,
      // the others answered with the option after the key).
      const [first, , , , , sixth] = body.questions;
      const key = (index: number) => questions[index].correctAnswer;
      const after = (index: number) => (key(index) % 3) + 1;
      // Question 1: everyone right; both distractors chosen by no one; r_pb undefined.
      expect(first.pre.pointBiserial).toBeNull();
      expect(first.pre.options).toHaveLength(3);
      for (const option of first.pre.options) {
        expect(option).toEqual(
          option.option === key(0)
            ? { option: key(0), correct: true, share: 1, upperShare: 1, flags: [] }
            : { option: option.option, correct: false, share: 0, upperShare: 0, flags: ['rare'] },
        );
      }
      // Question 6: right for B and C (C the upper group), x = 0, 1, 1. M_p = 8, M_X = 20/3,
      // s_X = √(56/9), p = 2/3: r_pb = (4/3) / √(56/9) · √2 = 0.756 (R: cor(x, X) = 0.7559289).
      expect(sixth.pre.pointBiserial).toBe(0.756);
      const shareOf = (option: number) =>
        sixth.pre.options.find((share: { option: number }) => share.option === option);
      expect(shareOf(key(5))).toMatchObject({ share: 0.667, upperShare: 1, flags: [] });
      expect(shareOf(after(5))).toMatchObject({ share: 0.333, upperShare: 0, flags: [] });
      // KR-20: Σpq = 6 · 2/9 = 4/3 (questions 5–10 right for 2 or 1 of 3); the variance of X is
      // 56/9. 10/9 · (1 − (4/3) / (56/9)) = 0.873 (R: 0.8730159): from 0.800, Arikunto's sangat
      // tinggi.
      expect(body.reliability.pre).toEqual({ answered: 3, kr20: 0.873, kr20Band: 'very-high' });
    });

    it('gives each question its corrected item-total r against the r table, as R does', async () => {
      const { body } = await http(testApp()).get('/api/analytics?classRoom=8A').expect(200);
      const [first, , third, , , sixth, , , , last] = body.questions;
      // The pairs' pre-tests: A, B, C with X = 4, 6, 10. The r table for 3 students:
      // t = qt(0.975, 1) = 12.706, r = t / √(1 + t²) = 0.997 (R: 0.9969173).
      // Question 6, x = 0, 1, 1 against the rest X − x = 4, 5, 9: cor = 0.655, below 0.997: not
      // valid (R: cor(x, X − x) = 0.6546537).
      expect(sixth.pre).toMatchObject({
        pointBiserial: 0.756,
        correctedItemTotal: 0.655,
        rTable: 0.997,
        valid: false,
        sameForEveryone: null,
        likelyWrongKey: null,
      });
      // Question 10, right for C only: R gives 0.9176629; its wrong option was chosen by 2 of 3,
      // under 80%. Question 3, right for A, B and C: the same for everyone.
      expect(last.pre).toMatchObject({
        correctedItemTotal: 0.918,
        valid: false,
        likelyWrongKey: null,
      });
      expect(third.pre).toMatchObject({ correctedItemTotal: null, sameForEveryone: 'right' });
      // Question 1: everyone right, so no correlation, and no verdict.
      expect(first.pre).toMatchObject({
        correctedItemTotal: null,
        rTable: 0.997,
        valid: null,
        sameForEveryone: 'right',
      });
    });

    it('flags a question whose one wrong option most students chose, and marks the valid ones', async () => {
      // Each student answers the post-test as the pre-test: the questions are over pairs.
      const save = async (answers: ReturnType<typeof answersScoring>, correct: number) => {
        const participant_id = randomUUID();
        for (const pretest of [true, false]) {
          await http(testApp())
            .post('/api/history')
            .send({
              participant_id,
              name: 'Siswa',
              class_room: '9D',
              score: `${correct}/10`,
              percentage: correct * 10,
              is_pretest: pretest,
              is_posttest: !pretest,
              answers,
              answer_key_version: answerKeyVersion(questions),
            })
            .expect(201);
        }
      };
      // Four students with 9 right missed question 1 with the option after the key (4 of 5 =
      // 80%); the fifth had questions 1 and 2 right and the rest wrong.
      for (let i = 0; i < 4; i += 1) await save(answersScoring(9, true), 9);
      await save(answersScoring(2), 2);
      const { body } = await http(testApp()).get('/api/analytics?classRoom=9D').expect(200);
      const [first, second, third] = body.questions;
      // r table for 5: 0.8783394 (R). Question 1: x = 0, 0, 0, 0, 1 against the rest 9, 9, 9, 9,
      // 1: r = −1, not valid. Question 3: x = 1, 1, 1, 1, 0 against 8, 8, 8, 8, 2: r = 1, valid.
      expect(first.pre).toMatchObject({
        correctedItemTotal: -1,
        rTable: 0.878,
        valid: false,
        sameForEveryone: null,
        likelyWrongKey: (questions[0].correctAnswer % 3) + 1,
      });
      expect(third.pre).toMatchObject({ correctedItemTotal: 1, valid: true, likelyWrongKey: null });
      expect(second.pre).toMatchObject({
        correctedItemTotal: null,
        valid: null,
        sameForEveryone: 'right',
      });
      // KR-20: Σpq = 0.16 + 0 + 8 · 0.16 = 1.44; the totals 9, 9, 9, 9, 2 have variance 7.84:
      // 10/9 · (1 − 1.44 / 7.84) = 0.907 (R: 0.9070295).
      expect(body.reliability.pre).toEqual({ answered: 5, kr20: 0.907, kr20Band: 'very-high' });
    });

    it('flags a distractor the best students prefer to the key', async () => {
      // Each student answers the post-test as the pre-test: the questions are over pairs.
      const post = async (answers: ReturnType<typeof answersScoring>, correct: number) => {
        const participant_id = randomUUID();
        for (const pretest of [true, false]) {
          await http(testApp())
            .post('/api/history')
            .send({
              participant_id,
              name: 'Siswa',
              class_room: '9C',
              score: `${correct}/10`,
              percentage: correct * 10,
              is_pretest: pretest,
              is_posttest: !pretest,
              answers,
              answer_key_version: answerKeyVersion(questions),
            })
            .expect(201);
        }
      };
      // Two students with 9 right missed question 1 with the same wrong option; the one with 2
      // right had it right. The upper 27% of 3 is one student, one of the two with 9.
      await post(answersScoring(9, true), 9);
      await post(answersScoring(9, true), 9);
      await post(answersScoring(2), 2);
      const { body } = await http(testApp()).get('/api/analytics?classRoom=9C').expect(200);
      const [first] = body.questions;
      const key = questions[0].correctAnswer;
      const options = Object.fromEntries(
        first.pre.options.map((share: { option: number }) => [share.option, share]),
      );
      expect(options[(key % 3) + 1]).toMatchObject({
        share: 0.667,
        upperShare: 1,
        flags: ['ambiguous'],
      });
      expect(options[key]).toMatchObject({ correct: true, share: 0.333, upperShare: 0 });
      expect(options[((key + 1) % 3) + 1].flags).toEqual(['rare']);
      // x = 0, 0, 1 against X = 9, 9, 2: the item runs against the test, r_pb = −1.
      expect(first.pre.pointBiserial).toBe(-1);
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
      // Over the five pairs (8A's four and G 30 → 65); every result apart.
      expect(body.overall).toMatchObject({
        pretestStudents: 6,
        posttestStudents: 6,
        pairedStudents: 5,
        testedPairs: 5,
        meanPre: 56, // (40 + 60 + 100 + 50 + 30) / 5
        meanPost: 73, // (70 + 50 + 100 + 80 + 65) / 5
        hakeGain: 0.386, // 17 / 44
        meanNormalizedChange: 0.358,
        allResults: {
          pretestStudents: 6,
          posttestStudents: 6,
          meanPre: 50, // (40 + 60 + 100 + 20 + 50 + 30) / 6
          meanPost: 75.83, // (70 + 50 + 100 + 80 + 90 + 65) / 6
        },
      });
    });

    it('lists classes and students in natural order', async () => {
      const save = (name: string, classRoom: string, participant: string, pretest: boolean) =>
        http(testApp())
          .post('/api/history')
          .send({
            participant_id: participant,
            name,
            class_room: classRoom,
            score: '5/10',
            percentage: 50,
            is_pretest: pretest,
            is_posttest: !pretest,
          })
          .expect(201);
      const students = [
        ['Siswa 10', '10A'],
        ['Siswa 2', '10A'],
        ['Siswa 10', '9C'],
        ['Siswa 9', '9C'],
      ];
      for (const [name, classRoom] of students) {
        const participant = randomUUID();
        await save(name, classRoom, participant, true);
        if (name !== 'Siswa 9') await save(name, classRoom, participant, false);
      }
      const { body } = await http(testApp()).get('/api/analytics').expect(200);
      expect(body.classes.map((group: { class_room: string }) => group.class_room)).toEqual([
        '8A',
        '8B',
        '9C',
        '10A',
      ]);
      const named = (list: Array<{ name: string; class_room: string }>) =>
        list
          .filter((student) => ['9C', '10A'].includes(student.class_room))
          .map((student) => `${student.class_room} ${student.name}`);
      expect(named(body.pairs)).toEqual(['9C Siswa 10', '10A Siswa 2', '10A Siswa 10']);
      expect(named(body.withoutPosttest)).toEqual(['9C Siswa 9']);
      const csvOrder = body.pairs.map((pair: { class_room: string }) => pair.class_room);
      expect(csvOrder.indexOf('10A')).toBeGreaterThan(csvOrder.lastIndexOf('8B'));
    });

    it('answers an empty class with zeros and no measures', async () => {
      const { body } = await http(testApp()).get('/api/analytics?classRoom=9Z').expect(200);
      expect(body.overall).toEqual({
        pretestStudents: 0,
        posttestStudents: 0,
        pairedStudents: 0,
        pretestOnly: 0,
        posttestOnly: 0,
        attritionRate: null,
        testedPairs: 0,
        meanPre: null,
        meanPost: null,
        hakeGain: null,
        hakeBand: null,
        effectiveness: null,
        meanG: null,
        meanGBand: null,
        meanNormalizedChange: null,
        allResults: { pretestStudents: 0, posttestStudents: 0, meanPre: null, meanPost: null },
      });
      expect(body.testInterval).toEqual({
        pairs: 0,
        medianHours: null,
        minHours: null,
        maxHours: null,
      });
      expect(body.sessionDetails).toBeNull();
      expect(body.questions[0].pre).toMatchObject({
        answered: 0,
        p: null,
        band: null,
        discrimination: null,
        pointBiserial: null,
        correctedItemTotal: null,
        rTable: null,
        valid: null,
        sameForEveryone: null,
        likelyWrongKey: null,
      });
      expect(body.questions[0].pre.options.map((option: { share: null }) => option.share)).toEqual([
        null,
        null,
        null,
      ]);
      expect(body.reliability).toEqual({
        pre: { answered: 0, kr20: null, kr20Band: null },
        post: { answered: 0, kr20: null, kr20Band: null },
      });
      expect(body.pairs).toEqual([]);
      expect(body.withoutPosttest).toEqual([]);
      expect(body.classes).toEqual([]);
    });
  });

  describe('GET /api/analytics: the evidence of every pair', () => {
    const analysis = async (classRoom: string) =>
      (await http(testApp()).get(`/api/analytics?classRoom=${classRoom}`).expect(200)).body;

    it('gives the tests of a class as R does, and leaves flagged pairs out with their counts', async () => {
      await seedPairs(testApp, R_PAIRS, { classRoom: '9E' });
      // Flagged: a pre-test after the materials; a pre-test scored with an older answer key.
      const late = randomUUID();
      await saveAttempt(testApp, {
        participant: late,
        classRoom: '9E',
        type: 'pre',
        correct: 9,
        materialsFirst: true,
      });
      await saveAttempt(testApp, { participant: late, classRoom: '9E', type: 'post', correct: 9 });
      const older = randomUUID();
      await seedRows(testApp(), [
        { participant_id: older, name: 'Lama', class_room: '9E', answer_key_version: 'legacy00' },
      ]);
      await saveAttempt(testApp, { participant: older, classRoom: '9E', type: 'post', correct: 1 });
      // Unpaired: one pre-test only, one post-test only.
      await saveAttempt(testApp, {
        participant: randomUUID(),
        classRoom: '9E',
        type: 'pre',
        correct: 2,
      });
      await saveAttempt(testApp, {
        participant: randomUUID(),
        classRoom: '9E',
        type: 'post',
        correct: 2,
      });

      const { evidence, overall } = await analysis('9E');
      // The class figures are the tests' eight pairs; the flagged two are paired but not tested.
      expect(overall).toMatchObject({
        pretestStudents: 11,
        posttestStudents: 11,
        pairedStudents: 10,
        pretestOnly: 1,
        posttestOnly: 1,
        attritionRate: 0.0909, // 1 / 11
        testedPairs: 8,
        meanPre: 40,
        meanPost: 66.25,
        hakeGain: 0.438, // 26.25 / 60 = 0.4375
        effectiveness: 'less-effective', // 43.8
        allResults: {
          pretestStudents: 11,
          posttestStudents: 11,
          meanPre: 43.64, // (320 + 90 + 50 + 20) / 11
          meanPost: 59.09, // (530 + 90 + 10 + 20) / 11
        },
      });
      expect(evidence).toMatchObject({
        pairs: 8,
        pretestOnly: 1,
        posttestOnly: 1,
        excludedOtherKey: 1,
        excludedMaterialsFirst: 1,
        flaggedIncluded: false,
        chosen: 'wilcoxon',
        notes: ['small-sample'],
      });
      expect(evidence.descriptives.pre.mean).toBe(40);
      expect(evidence.descriptives.post.mean).toBe(66.25);
      expect(evidence.descriptives.difference.median).toBe(30);
      expect(evidence.normality.w).toBeCloseTo(0.76085, 4);
      expect(evidence.normality.p).toBeCloseTo(0.01076, 4);
      expect(evidence.normality.normal).toBe(false);
      expect(evidence.tTest).toMatchObject({ t: expect.closeTo(7, 6), df: 7 });
      expect(evidence.tTest.p).toBeCloseTo(0.0002115549, 8);
      expect(evidence.tTest.ciLow).toBeCloseTo(17.38266, 4);
      expect(evidence.tTest.ciHigh).toBeCloseTo(35.11734, 4);
      // d_av = 26.25 / ((SD_pre 20 + SD_post 21.3391) / 2) = 1.2699841 (R).
      expect(evidence.tTest.dAv).toBeCloseTo(1.2699841, 6);
      expect(evidence.wilcoxon).toMatchObject({ v: 36, exact: false });
      expect(evidence.wilcoxon.p).toBeCloseTo(0.01186622, 6);
      expect(evidence.nGain.hake).toBeCloseTo(0.4375, 6);
      expect(evidence.sentence).toEqual(expect.any(String));
    });

    describe('with includeFlagged', () => {
      /** Eight unflagged pairs (R_PAIRS), one pre-test after the materials (90 → 90). */
      beforeEach(async () => {
        await seedPairs(testApp, R_PAIRS, { classRoom: '9G' });
        const late = randomUUID();
        await saveAttempt(testApp, {
          participant: late,
          classRoom: '9G',
          type: 'pre',
          correct: 9,
          materialsFirst: true,
        });
        await saveAttempt(testApp, {
          participant: late,
          classRoom: '9G',
          type: 'post',
          correct: 9,
        });
      });
      const evidenceWith = async (query: string) =>
        (await http(testApp()).get(`/api/analytics?classRoom=9G${query}`).expect(200)).body
          .evidence;

      it('tests every pair, and still counts the flagged ones', async () => {
        for (const query of ['&includeFlagged=true', '&includeFlagged=1']) {
          const evidence = await evidenceWith(query);
          expect(evidence).toMatchObject({
            pairs: 9,
            excludedOtherKey: 0,
            excludedMaterialsFirst: 1,
            flaggedIncluded: true,
          });
          expect(evidence.descriptives.pre).toMatchObject({ n: 9, max: 90 });
        }
        const { body } = await http(testApp())
          .get('/api/analytics?classRoom=9G&includeFlagged=true')
          .expect(200);
        // The class figures and the questions follow the tests: (320 + 90) / 9 = 45.56.
        expect(body.overall).toMatchObject({ testedPairs: 9, meanPre: 45.56 });
        expect(body.reliability.pre.answered).toBe(9);
      });

      it('leaves them out by default, with false or 0, and the kept answer follows the switch', async () => {
        for (const query of ['', '&includeFlagged=false', '&includeFlagged=0']) {
          const evidence = await evidenceWith(query);
          expect(evidence).toMatchObject({
            pairs: 8,
            excludedMaterialsFirst: 1,
            flaggedIncluded: false,
          });
          expect(evidence.descriptives.pre).toMatchObject({ n: 8, max: 70 });
        }
        const { body } = await http(testApp()).get('/api/analytics?classRoom=9G').expect(200);
        expect(body.overall).toMatchObject({ pairedStudents: 9, testedPairs: 8, meanPre: 40 });
        expect(body.reliability.pre.answered).toBe(8);
        expect((await evidenceWith('&includeFlagged=true')).pairs).toBe(9);
        expect((await evidenceWith('')).pairs).toBe(8);
      });

      it.each(['yes', 'TRUE', '2', ''])(
        'refuses includeFlagged=%s with 400, saying why',
        async (value) => {
          const response = await http(testApp())
            .get(`/api/analytics?classRoom=9G&includeFlagged=${value}`)
            .expect(400);
          expect(JSON.stringify(response.body)).toContain(
            'includeFlagged must be true, false, 1 or 0',
          );
        },
      );
    });

    it('runs no test on fewer than three pairs, and says why', async () => {
      await seedPairs(testApp, R_PAIRS.slice(0, 2), { classRoom: '9F' });
      const { evidence } = await analysis('9F');
      expect(evidence).toMatchObject({
        pairs: 2,
        normality: null,
        tTest: null,
        wilcoxon: null,
        chosen: null,
        sentence: null,
      });
      expect(evidence.notes).toContain('too-few-pairs');
    });

    it('counts pairs beyond the 1,000 the list shows in its figures', async () => {
      const rows = Array.from({ length: 1_002 }, (_, i) => {
        const participant_id = randomUUID();
        const pre = { participant_id, name: `Siswa ${i}`, class_room: '9G', percentage: 40 };
        return [pre, { ...pre, percentage: 70, is_pretest: false, is_posttest: true }];
      }).flat();
      await seedRows(testApp(), rows);
      const body = await analysis('9G');
      expect(body.pairs).toHaveLength(1_000);
      expect(body.overall.pairedStudents).toBe(1_002);
      expect(body.evidence.pairs).toBe(1_002);
      expect(body.evidence.descriptives.difference).toMatchObject({ n: 1_002, mean: 30 });
    });

    it('gives each question its gain over the class', async () => {
      await seedPairs(testApp, R_PAIRS, { classRoom: '9E' });
      const { questions: measured } = await analysis('9E');
      // Question 4: right before for 5 of 8 (pre ≥ 4), after for 8 of 8: (1 − 0.625) / 0.375 = 1.
      expect(measured[3].gain).toBe(1);
      // Question 7: right before for 1 of 8 (pre 7), after for 3 of 8 (post 8, 9, 10):
      // (3/8 − 1/8) / (7/8) = 2/7.
      expect(measured[6].gain).toBe(0.286);
      // Question 1: everyone had it right before; its gain is undefined.
      expect(measured[0].gain).toBeNull();
    });

    it('counts each question’s students wrong→right and right→wrong, with the exact McNemar p and Holm’s', async () => {
      await seedPairs(testApp, R_PAIRS, { classRoom: '9E' });
      const { questions: measured } = (await analysis('9E')) as {
        questions: Array<{ mcnemar: McNemarTest }>;
      };
      // Question i + 1 turns right for the pairs with pre ≤ i < post; none turns wrong.
      expect(measured.map(({ mcnemar }) => mcnemar.wrongToRight)).toEqual([
        0, 1, 2, 3, 4, 3, 2, 3, 2, 1,
      ]);
      expect(measured.map(({ mcnemar }) => mcnemar.rightToWrong)).toEqual(Array(10).fill(0));
      // Question 5: binom.test(4, 4) gives p = 0.125; Holm over the nine questions tested
      // multiplies the smallest p by 9, so 1.
      expect(measured[4].mcnemar).toEqual({
        wrongToRight: 4,
        rightToWrong: 0,
        p: expect.closeTo(0.125, 12),
        pHolm: 1,
      });
      // Question 1: no answer changed, so no test.
      expect(measured[0].mcnemar).toEqual({
        wrongToRight: 0,
        rightToWrong: 0,
        p: null,
        pHolm: null,
      });
    });

    it('answers with the new figures once a result is saved, deleted or restored', async () => {
      await seedPairs(testApp, R_PAIRS.slice(0, 3), { classRoom: '9H' });
      expect((await analysis('9H')).evidence.pairs).toBe(3);
      await seedPairs(testApp, [[2, 9]], { classRoom: '9H' });
      const after = await analysis('9H');
      expect(after.evidence.pairs).toBe(4);
      expect(after.overall.pairedStudents).toBe(4);
      const [newest] = await testApp().records.find({
        where: { class_room: '9H' },
        order: { id: 'DESC' },
        take: 1,
      });
      await http(testApp()).delete(`/api/history/${newest.id}`).expect(204);
      const deleted = await analysis('9H');
      expect(deleted.evidence).toMatchObject({ pairs: 3, pretestOnly: 1 });
      await http(testApp()).post(`/api/history/${newest.id}/restore`).expect(200);
      expect((await analysis('9H')).evidence).toMatchObject({ pairs: 4, pretestOnly: 0 });
    });
  });

  describe('GET /api/analytics: one population, and what a results section needs', () => {
    /**
     * The worked example of docs/product.md ("Contoh analisis"): fourteen pairs and one lone
     * pre-test (50) in one session whose consent is on record. Pair i (from 0) takes its
     * post-test 24·(i + 1) hours after its pre-test.
     */
    const PRE = [30, 40, 40, 50, 50, 60, 30, 20, 40, 50, 60, 70, 30, 40];
    const POST = [60, 70, 60, 80, 70, 80, 50, 60, 70, 70, 90, 80, 60, 40];
    const HOUR = 3_600_000;
    const start = Date.UTC(2026, 10, 2, 1, 0, 0);

    async function seedExample() {
      const { body: session } = await http(testApp())
        .post('/api/sessions')
        .send({ name: 'SMP Harapan — Kelas 8A', consent_confirmed_by: 'Bu Sari, guru BK' })
        .expect(201);
      const result = (correct: number, pretest: boolean, at: number) => ({
        class_room: '8A',
        session_code: session.code,
        score: `${correct}/10`,
        percentage: correct * 10,
        is_pretest: pretest,
        is_posttest: !pretest,
        answers: answersScoring(correct),
        answer_key_version: answerKeyVersion(questions),
        created_at: new Date(at),
      });
      await seedRows(
        testApp(),
        PRE.flatMap((pre, i) => {
          const participant_id = randomUUID();
          const name = `Siswa ${i + 1}`;
          return [
            { ...result(pre / 10, true, start + i * 60_000), participant_id, name },
            {
              ...result(POST[i] / 10, false, start + i * 60_000 + 24 * (i + 1) * HOUR),
              participant_id,
              name,
            },
          ];
        }),
      );
      await seedRows(testApp(), [
        { ...result(5, true, start), participant_id: randomUUID(), name: 'Belum Posttest' },
      ]);
      return session as { code: string; consent: { confirmed_at: string } };
    }

    it('compares over the fourteen pairs everywhere, and keeps the fifteen pre-tests apart', async () => {
      const session = await seedExample();
      const { body } = await http(testApp())
        .get(`/api/analytics?session=${session.code}`)
        .expect(200);
      // By hand and R: mean(pre) = 610 / 14 = 43.571, mean(post) = 940 / 14 = 67.143,
      // ⟨g⟩ = 23.571 / 56.429 = 0.4177215, mean of the students' g = 0.4256803; every pre-test:
      // 660 / 15 = 44.
      const expected = {
        pretestStudents: 15,
        posttestStudents: 14,
        pairedStudents: 14,
        pretestOnly: 1,
        posttestOnly: 0,
        attritionRate: 0.0667, // 1 / 15
        testedPairs: 14,
        meanPre: 43.57,
        meanPost: 67.14,
        hakeGain: 0.418,
        hakeBand: 'medium',
        effectiveness: 'less-effective', // 41.8: from 40 to below 56
        meanG: 0.426,
        meanGBand: 'medium',
        allResults: { pretestStudents: 15, posttestStudents: 14, meanPre: 44, meanPost: 67.14 },
      };
      expect(body.overall).toMatchObject(expected);
      expect(body.classes).toEqual([
        expect.objectContaining({ session_code: session.code, class_room: '8A', ...expected }),
      ]);
      expect(body.overall.meanPre).toBe(
        Math.round(body.evidence.descriptives.pre.mean * 100) / 100,
      );
      expect(body.evidence.nGain.hake).toBeCloseTo(0.4177215, 6);
      expect(body.evidence.nGain.hakePercent).toBeCloseTo(41.77215, 4);
      expect(body.evidence.nGain.effectiveness).toBe('less-effective');
      expect(body.evidence.nGain.meanG).toBeCloseTo(0.4256803, 6);
      // Question 5 is right for 5 right or more: 6 of the 14 pairs' pre-tests (7 of all 15),
      // 13 of their post-tests; its gain (13/14 − 6/14) / (8/14) = 0.875.
      expect(body.questions[4].pre).toMatchObject({ answered: 14, p: 0.429 });
      expect(body.questions[4].post).toMatchObject({ answered: 14, p: 0.929 });
      expect(body.questions[4].gain).toBe(0.875);
      expect(body.reliability.pre.answered).toBe(14);
    });

    it('gives the knowledge levels before and after over the pairs (Arikunto)', async () => {
      const session = await seedExample();
      const { body } = await http(testApp())
        .get(`/api/analytics?session=${session.code}`)
        .expect(200);
      // Before: 60, 60, 70 cukup, the other 11 kurang (the lone 50 not counted). After: 80, 80,
      // 90, 80 baik; 60, 70, 60, 70, 60, 70, 70, 60 cukup; 50, 40 kurang.
      expect(body.evidence.knowledgeLevels.pre.counts).toEqual({ good: 0, fair: 3, poor: 11 });
      expect(body.evidence.knowledgeLevels.post.counts).toEqual({ good: 4, fair: 8, poor: 2 });
      expect(body.evidence.knowledgeLevels.post.shares.good).toBeCloseTo(4 / 14, 12);
      expect(body.evidence.knowledgeLevels.pre.shares.poor).toBeCloseTo(11 / 14, 12);
    });

    it("carries the session's name and consent, the interval between the tests, and the APA sentence", async () => {
      const session = await seedExample();
      const { body } = await http(testApp())
        .get(`/api/analytics?session=${session.code}`)
        .expect(200);
      expect(body.sessionDetails).toEqual({
        code: session.code,
        name: 'SMP Harapan — Kelas 8A',
        consent: { confirmed_by: 'Bu Sari, guru BK', confirmed_at: session.consent.confirmed_at },
        comparison: false,
      });
      // 24, 48, …, 336 hours: the median of the 7th and 8th is 180.
      expect(body.testInterval).toEqual({
        pairs: 14,
        medianHours: 180,
        minHours: 24,
        maxHours: 336,
      });
      // R: shapiro.test W = 0.88053, p = 0.05913; t.test t = 8.7478, df = 13, p = 8.3e-07,
      // CI 17.75021 to 29.39265; d_z = 2.337953; d_av = 1.734042.
      expect(body.evidence.sentence).toBe(
        'Selisih posttest − pretest tidak menyimpang secara bermakna dari normal (Shapiro–Wilk, W = 0,881; p = 0,059). Nilai posttest (rata-rata 67,1) lebih tinggi daripada pretest (rata-rata 43,6); perbedaannya bermakna (uji t berpasangan, t(13) = 8,75; p < 0,001; IK 95% [17,75; 29,39]) dengan efek besar (d_av = 1,73; d_z = 2,34).',
      );
      const all = await http(testApp()).get('/api/analytics').expect(200);
      expect(all.body.sessionDetails).toBeNull();
      const { body: unconfirmed } = await http(testApp())
        .post('/api/sessions')
        .send({ name: 'SMP Tanpa Persetujuan' })
        .expect(201);
      const other = await http(testApp())
        .get(`/api/analytics?session=${unconfirmed.code}`)
        .expect(200);
      expect(other.body.sessionDetails).toEqual({
        code: unconfirmed.code,
        name: 'SMP Tanpa Persetujuan',
        consent: null,
        comparison: false,
      });
      const { body: control } = await http(testApp())
        .post('/api/sessions')
        .send({ name: 'SMP Pembanding', comparison: true })
        .expect(201);
      const ofControl = await http(testApp())
        .get(`/api/analytics?session=${control.code}`)
        .expect(200);
      expect(ofControl.body.sessionDetails).toMatchObject({ comparison: true });
    });
  });
};
