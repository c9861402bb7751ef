import { questions, type QuizAnswers } from '@piba/shared';

/**
 * Answers to the bank (today's unless another key is given) with the first `correct` questions
 * right and the rest wrong.
 */
export function answersScoring(
  correct: number,
  wrongFirst = false,
  bank: ReadonlyArray<{ name: string; correctAnswer: number }> = questions,
): QuizAnswers {
  return Object.fromEntries(
    bank.map((question, index) => {
      const right = wrongFirst ? index >= bank.length - correct : index < correct;
      const option = right ? question.correctAnswer : (question.correctAnswer % 3) + 1;
      return [question.name, option as 1 | 2 | 3];
    }),
  );
}
