import { questions, type QuizAnswers } from '@piba/shared';

/** Answers to the bank with the first `correct` questions right and the rest wrong. */
export function answersScoring(correct: number, wrongFirst = false): QuizAnswers {
  return Object.fromEntries(
    questions.map((question, index) => {
      const right = wrongFirst ? index >= questions.length - correct : index < correct;
      const option = right ? question.correctAnswer : (question.correctAnswer % 3) + 1;
      return [question.name, option as 1 | 2 | 3];
    }),
  );
}
