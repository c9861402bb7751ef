import { quizKind, scoreQuiz, unansweredQuestions } from './quiz-rules';

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

describe('quizKind', () => {
  it("is a pre-test only when isPretest is '1'", () => {
    expect(quizKind('1')).toEqual({ is_pretest: true, is_posttest: false });
    expect(quizKind('0')).toEqual({ is_pretest: false, is_posttest: true });
    expect(quizKind(null)).toEqual({ is_pretest: false, is_posttest: true });
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
