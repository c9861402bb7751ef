import { parseScore, percentageOf, scoreQuiz, unansweredQuestions } from './scoring.js';
import { testTypeLabel } from './test-type.js';

const bank = Array.from({ length: 10 }, (_, i) => ({
  name: `question${i + 1}`,
  correctAnswer: ((i % 3) + 1) as 1 | 2 | 3,
}));

const answersWithCorrect = (count: number) =>
  Object.fromEntries(
    bank.map((q, i) => [
      q.name,
      i < count ? q.correctAnswer : (((q.correctAnswer % 3) + 1) as 1 | 2 | 3),
    ]),
  );

describe('scoreQuiz', () => {
  it('gives one point per correct answer', () => {
    expect(scoreQuiz(bank, answersWithCorrect(7))).toEqual({
      correct: 7,
      total: 10,
      score: '7/10',
      percentageText: '70.00',
      percentage: 70,
    });
  });

  it('scores a perfect and an empty attempt', () => {
    expect(scoreQuiz(bank, answersWithCorrect(10))).toMatchObject({
      score: '10/10',
      percentageText: '100.00',
      percentage: 100,
    });
    expect(scoreQuiz(bank, {})).toMatchObject({
      score: '0/10',
      percentageText: '0.00',
      percentage: 0,
    });
  });

  it('shows two decimals and sends the truncated integer', () => {
    const three = bank.slice(0, 3);
    const result = scoreQuiz(three, answersWithCorrect(2));
    expect(result).toMatchObject({ score: '2/3', percentageText: '66.67', percentage: 66 });
  });

  it('does not divide by zero for an empty bank', () => {
    expect(scoreQuiz([], {})).toMatchObject({
      score: '0/0',
      percentageText: '0.00',
      percentage: 0,
    });
  });
});

describe('testTypeLabel', () => {
  it.each([
    [{ is_pretest: true, is_posttest: false }, 'Pre Test'],
    [{ is_pretest: false, is_posttest: true }, 'Post Test'],
    [{ is_pretest: false, is_posttest: true, is_delayed: true }, 'Tes tunda'],
    [{ is_pretest: false, is_posttest: true, is_delayed: false }, 'Post Test'],
    [{ is_pretest: false, is_posttest: false }, 'N/A'],
  ])('reads %o as %s', (record, label) => {
    expect(testTypeLabel(record)).toBe(label);
  });
});

describe('unansweredQuestions', () => {
  it('lists the questions without an answer, in order', () => {
    expect(unansweredQuestions(bank.slice(0, 3), { question2: 1 })).toEqual([
      'question1',
      'question3',
    ]);
  });
});

describe('parseScore', () => {
  it.each([
    ['7/10', { correct: 7, total: 10 }],
    ['0/10', { correct: 0, total: 10 }],
    ['10/10', { correct: 10, total: 10 }],
    ['1/100', { correct: 1, total: 100 }],
  ])('reads %s', (score, parsed) => {
    expect(parseScore(score)).toEqual(parsed);
  });

  it.each(['11/10', '1/0', '0/0', '5/101', '7', '7/10 ', '-1/10', '7.5/10', 'a/b', '', 7])(
    'rejects %p',
    (score) => {
      expect(parseScore(score)).toBeNull();
    },
  );
});

/** Every score of up to 100 questions: what a quiz can send and the server can accept. */
const everyScore = Array.from({ length: 100 }, (_, t) =>
  Array.from({ length: t + 2 }, (_, correct) => ({ correct, total: t + 1 })),
).flat();

describe('the saved percentage', () => {
  it('is floor(100 × correct / total), checked in whole numbers, for every score', () => {
    expect(everyScore).toHaveLength(5150);
    const wrong = everyScore.filter(({ correct, total }) => {
      const p = percentageOf({ correct, total });
      return !(
        Number.isInteger(p) &&
        p * total <= 100 * correct &&
        100 * correct < (p + 1) * total
      );
    });
    expect(wrong).toEqual([]);
  });

  it("is what the displayed two-decimal text truncates to, as the spec's client computed it", () => {
    const wrong = everyScore.filter(({ correct, total }) => {
      const answers = Object.fromEntries(
        Array.from({ length: total }, (_, i) => [`q${i}`, i < correct ? 1 : 2]),
      );
      const bank = Array.from({ length: total }, (_, i) => ({ name: `q${i}`, correctAnswer: 1 }));
      const result = scoreQuiz(bank, answers);
      const clientSide = Math.trunc(Number.parseFloat(result.percentageText));
      return (
        result.score !== `${correct}/${total}` ||
        !/^\d{1,3}\.\d{2}$/.test(result.percentageText) ||
        clientSide !== result.percentage
      );
    });
    expect(wrong).toEqual([]);
  });
});
